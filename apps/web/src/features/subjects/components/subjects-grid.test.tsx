import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SubjectsGrid } from './subjects-grid';

const items = [
  { value: 1, label: 'Higher Education', billCount: 3 },
  { value: 60, label: 'Taxation', billCount: 112 },
  { value: 67, label: 'Privacy/Internet', billCount: 0 },
];

describe('SubjectsGrid', () => {
  it('lists subjects by bill count, links each to its page, and filters by name', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SubjectsGrid items={items} scopeLabel="Texas · 892" />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Taxation112 bills',
      'Higher Education3 bills',
      'Privacy/Internet0 bills',
    ]);
    expect(links[0]).toHaveAttribute('href', '/subjects/60');

    await user.click(screen.getByRole('button', { name: 'A–Z' }));
    expect(within(screen.getByRole('list')).getAllByRole('link')[0]).toHaveTextContent('Higher Education');
    await user.type(screen.getByRole('searchbox', { name: 'Filter subjects' }), 'priv');
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(1);
  });

  it('shows placeholders while loading and an error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <SubjectsGrid items={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading subjects' })).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <SubjectsGrid items={undefined} isError errorMessage="down" onRetry={onRetry} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
