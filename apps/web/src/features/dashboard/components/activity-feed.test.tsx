import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render-with-router';
import { newsItem, newsReply } from '../testing/dashboard-fixtures';
import { ActivityFeed } from './activity-feed';

const query = <T,>(data: T | undefined, state: { isError?: boolean; error?: Error | null } = {}) => ({
  data,
  isPending: data === undefined && !state.isError,
  isError: state.isError ?? false,
  error: state.error ?? null,
  refetch: vi.fn(),
});

describe('ActivityFeed', () => {
  it('lists the newest activity on tracked bills, each opening its bill', async () => {
    const items = [
      newsItem(),
      newsItem({
        id: 'vote:CO-251-SB-2~x',
        kind: 'vote',
        billId: 'CO-251-SB-2',
        billIdentifier: 'SB 002',
        stateCode: 'CO',
        date: '2025-08-24',
        text: 'Third reading',
        detail: 'Passed · 40-22-3',
        tags: [],
      }),
    ];
    const user = userEvent.setup();
    renderWithRouter(<ActivityFeed feed={query(newsReply(items))} />);
    const list = screen.getByRole('list', { name: 'Activity on tracked bills' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('TX HB 1');
    expect(rows[0]).toHaveTextContent('Action · Sep 5, 2025');
    expect(rows[0]).toHaveTextContent('Effective immediately');
    expect(within(rows[0]!).getByRole('list', { name: 'Tags' })).toHaveTextContent('My watchlist');
    expect(rows[1]).toHaveTextContent('Roll call · Aug 24, 2025');
    expect(rows[1]).toHaveTextContent('Passed · 40-22-3');

    const link = within(rows[1]!).getByRole('link', { name: 'CO SB 002' });
    expect(link).toHaveAttribute('href', '/bills/CO-251-SB-2');
    await user.click(link);
    expect(await screen.findByRole('status', { name: 'Location' })).toHaveTextContent('/bills/CO-251-SB-2');
  });

  it('says why it is empty', () => {
    renderWithRouter(<ActivityFeed feed={query(newsReply([]))} />);
    expect(screen.getByText('No activity on your tracked bills yet')).toBeInTheDocument();
  });

  it('shows loading, then the reason of a failure with a retry', () => {
    const { unmount } = renderWithRouter(<ActivityFeed feed={query(undefined)} />);
    expect(screen.getByRole('status', { name: 'Loading activity feed' })).toBeInTheDocument();
    unmount();
    const failed = query(undefined, { isError: true, error: new Error('500: down') });
    renderWithRouter(<ActivityFeed feed={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The activity feed could not be loaded: 500: down');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(failed.refetch).toHaveBeenCalled();
  });
});
