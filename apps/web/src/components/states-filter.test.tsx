import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StatesFilter } from './states-filter';

const options = [
  { id: 'CA', name: 'California' },
  { id: 'NY', name: 'New York' },
  { id: 'TX', name: 'Texas' },
];

function ControlledFilter({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <StatesFilter options={options} value={value} onChange={setValue} />;
}

describe('StatesFilter', () => {
  it('shows how many states are selected on the States button', () => {
    render(<ControlledFilter initial={['TX', 'CA']} />);

    expect(screen.getByRole('button', { name: 'States, 2 selected' })).toBeInTheDocument();
  });

  it('lists one checkbox per state, reflecting the selection', async () => {
    const user = userEvent.setup();
    render(<ControlledFilter initial={['NY']} />);

    await user.click(screen.getByRole('button', { name: /States/ }));

    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'New York' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Texas' })).not.toBeChecked();
  });

  it('selects every state with Select All and none with Clear All', async () => {
    const user = userEvent.setup();
    render(<ControlledFilter />);
    await user.click(screen.getByRole('button', { name: /States/ }));

    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'States, 3 selected' })).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('button', { name: 'States, 0 selected' })).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
  });

  it('toggles one state by its checkbox, keeping the options order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StatesFilter options={options} value={['TX']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /States/ }));

    await user.click(screen.getByRole('checkbox', { name: 'California' }));
    expect(onChange).toHaveBeenLastCalledWith(['CA', 'TX']);

    await user.click(screen.getByRole('checkbox', { name: 'Texas' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
