import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';

function Labelled() {
  const [checked, setChecked] = useState(false);
  return (
    <form>
      <Checkbox id="box" checked={checked} onCheckedChange={(next) => setChecked(next === true)} />
      <label htmlFor="box">Introduced</label>
    </form>
  );
}

describe('Checkbox', () => {
  it('mounts no hidden form input, even inside a form (its mount forced a page layout)', () => {
    const { container } = render(<Labelled />);
    expect(container.querySelector('input')).toBeNull();
  });

  it('toggles by click, by its label and by Space, and says its state', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const box = screen.getByRole('checkbox', { name: 'Introduced' });
    expect(box).toHaveAttribute('aria-checked', 'false');

    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(box).toHaveAttribute('data-state', 'checked');

    await user.click(screen.getByText('Introduced'));
    expect(box).toHaveAttribute('aria-checked', 'false');

    box.focus();
    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
  });
});
