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

const onChange = vi.fn();
afterEach(() => onChange.mockReset());

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

  it('does not toggle on Enter (the WAI-ARIA checkbox pattern), and a disabled one not at all', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Checkbox aria-label="Signed" checked={false} onCheckedChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Signed' });
    box.focus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();

    rerender(<Checkbox aria-label="Signed" checked={false} disabled onCheckedChange={onChange} />);
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says a mixed state and turns it into checked', async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="All bills" checked="indeterminate" onCheckedChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'All bills' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
