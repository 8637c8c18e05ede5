import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsItem, newsReply, progressReply, statsReply } from '@/features/dashboard/testing/dashboard-fixtures';
import { resetLiveEventsForTests } from '@/lib/live-events';
import { fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

/** The browser's EventSource, played by the test: the server side of the live stream. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const newsRoutes = {
  'GET /api/news/latest': ({ url }: { url: URL }) => {
    if (url.searchParams.get('trackedOnly') === 'true')
      return newsReply([newsItem({ text: 'Signed by the Governor' })]);
    const page = Number(url.searchParams.get('page') ?? 1);
    return newsReply(
      [
        newsItem({
          id: `action:${page}`,
          billIdentifier: `HB ${page}`,
          text: `News of page ${page}`,
          tracked: page === 1,
        }),
      ],
      { page, hasMore: page < 2, states: ['TX', 'CO'] },
    );
  },
};

describe('/dashboard', { timeout: 30_000 }, () => {
  afterEach(() => {
    resetLiveEventsForTests();
    vi.unstubAllGlobals();
  });

  it('refreshes the activity feed when an alert arrives on the live stream, without a reload', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let alerted = false;
    fakeApi({
      ...signedInRoutes(),
      'GET /api/dashboard/stats': () => statsReply({ trackedBills: 2, unreadNotifications: alerted ? 1 : 0 }),
      'GET /api/dashboard/tracked-progress': progressReply('user', { enacted: 2 }),
      'GET /api/news/latest': ({ url }) =>
        url.searchParams.get('trackedOnly') === 'true' && alerted
          ? newsReply([newsItem({ id: 'action:2', text: 'Referred to State Affairs' }), newsItem()])
          : newsReply([newsItem()]),
    });
    renderRoute('/dashboard');
    const feed = await screen.findByRole('list', { name: 'Activity on tracked bills' });
    expect(within(feed).getAllByText(/Effective immediately|Referred to State Affairs/)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: /^Unread notifications: 0\./ })).toBeInTheDocument();

    alerted = true;
    const stream = FakeEventSource.instances.at(-1)!;
    // The bell shows a toast for it too: the updates happen inside act.
    act(() => {
      stream.dispatchEvent(
        new MessageEvent('notification', {
          data: JSON.stringify({
            Id: 9,
            IsRead: false,
            kind: 'bill_update',
            title: 'TX HB 1',
            body: 'Referred',
            link: '/bills/TX-892-HB-1',
            createdAt: '2026-11-25T10:00:00.000Z',
            billId: 'TX-892-HB-1',
            delayMs: 300,
            payload: null,
          }),
        }),
      );
    });
    expect(await within(feed).findByText('Referred to State Affairs')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Unread notifications: 1\./ })).toBeInTheDocument();
  });

  it('guides a new account to start tracking, and still shows the news of its states', async () => {
    fakeApi({
      ...signedInRoutes(),
      ...newsRoutes,
      'GET /api/dashboard/stats': statsReply(),
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Start tracking legislation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your first bill' })).toHaveAttribute('href', '/bills');
    expect(screen.queryByRole('heading', { name: 'Tracked progress' })).toBeNull();
    expect(await screen.findByText('News of page 1')).toBeInTheDocument();
    expect(screen.getByText(/on your tracked bills and in TX, CO\./)).toBeInTheDocument();
  });

  it('shows the figures, the chart of the scope in the URL, the live feed and paged news', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      ...signedInRoutes(),
      ...newsRoutes,
      'GET /api/dashboard/stats': statsReply({ trackedBills: 16, unreadNotifications: 3, support: 2 }),
      'GET /api/dashboard/tracked-progress': ({ url }) =>
        progressReply(url.searchParams.get('scope') === 'team' ? 'team' : 'account', { enacted: 7, in_committee: 2 }),
    });
    const { router } = renderRoute('/dashboard?scope=team');

    expect(await screen.findByRole('link', { name: /^Tracked bills: 16\./ })).toHaveAttribute('href', '/track-bills');
    expect(screen.getByRole('link', { name: /^Unread notifications: 3\./ })).toBeInTheDocument();
    expect(await screen.findByText('9 tracked bills')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    const progressCalls = fetchMock.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname === '/api/dashboard/tracked-progress');
    expect(progressCalls.map((url) => url.searchParams.get('scope'))).toEqual(['team']);

    const feed = await screen.findByRole('list', { name: 'Activity on tracked bills' });
    expect(within(feed).getByText('Signed by the Governor')).toBeInTheDocument();
    expect(within(feed).getByRole('link', { name: 'TX HB 1' })).toHaveAttribute('href', '/bills/TX-892-HB-1');
    expect(screen.getByText('No hearings scheduled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Positions' })).getByRole('link', { name: /Support\s*2/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?scope=account'));

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('News of page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scope=account&newsPage=2');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Roll calls' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?scope=account&news=vote'));
    const newsCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname === '/api/news/latest' && url.searchParams.get('kinds'))
      .at(-1);
    expect(newsCall?.searchParams.get('kinds')).toBe('vote');
    expect(newsCall?.searchParams.get('page')).toBe('1');
  });
});
