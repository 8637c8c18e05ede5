import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from '@/components/empty-state';
import { type ListQuery, ListResults, ListSkeleton } from './list-results';

type Reply = { data: string[]; total: number };

const query = (patch: Partial<ListQuery<Reply>>): ListQuery<Reply> => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: () => undefined,
  ...patch,
});

function Results({ state }: { state: ListQuery<Reply> }) {
  return (
    <ListResults
      query={state}
      what="committees"
      rows={(reply) => reply.data}
      skeleton={<ListSkeleton label="Loading committees" rows={3} />}
      empty={(reply) => (
        <EmptyState title="No committees match" reason={`None of ${reply.total} matches the search.`}>
          <button type="button">Clear filters</button>
        </EmptyState>
      )}
    >
      {(rows) => (
        <ul aria-label="Committees">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListResults>
  );
}

describe('ListResults', () => {
  it('shows the skeleton until the first reply', () => {
    render(<Results state={query({})} />);
    expect(screen.getByRole('status', { name: 'Loading committees' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('draws the rows of the reply', () => {
    render(<Results state={query({ data: { data: ['Finance', 'Judiciary'], total: 2 } })} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Finance', 'Judiciary']);
  });

  it('says why nothing is listed and offers the way on when the reply has no rows', () => {
    render(<Results state={query({ data: { data: [], total: 0 } })} />);
    expect(screen.getByText('No committees match')).toBeInTheDocument();
    expect(screen.getByText('None of 0 matches the search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it("shows the server's reason and retries on an error, even over rows it had", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    render(
      <Results
        state={query({
          data: { data: ['Finance'], total: 1 },
          isError: true,
          error: new Error('The server is busy'),
          refetch,
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The committees could not be loaded.');
    expect(screen.getByText('The server is busy')).toBeInTheDocument();
    expect(screen.queryByText('Finance')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
