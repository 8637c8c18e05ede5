import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';
import { defaultUserSettings, type UserSettings } from '@statehouse/shared/users/users.schemas';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billList, billSummary } from '@/features/bills/testing/bill-fixtures';
import { type FakeRoutes, fakeApi, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { mockDesktopViewport } from '@/testing/render-with-router';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const settings = (legislative?: UserSettings['legislative']): UserSettings => ({
  theme: 'light',
  notifications: defaultUserSettings.notifications,
  ...(legislative ? { legislative } : {}),
});

const session = (id: string, name: string, billCount: number, isDefault = false) => ({
  id,
  name,
  isDefault,
  billCount,
  classification: 'regular',
  startDate: null,
  endDate: null,
});

const sessionsByState: Record<string, ReturnType<typeof session>[]> = {
  TX: [
    session('892', '89th Legislature, 2nd Called Session (2025)', 692, true),
    session('891', '89th Legislature, 1st Called Session (2025)', 12),
  ],
  CA: [session('25R', '2025-2026 Regular Session', 0, true)],
};

const {
  snippet: _snippet,
  rank: _rank,
  ...summary
} = billSummary({ id: 'CA-25R-AB-1', stateCode: 'CA', sessionCode: '25R', identifier: 'AB 1' });
const californiaBill: BillDetail = {
  ...summary,
  stateName: 'California',
  sessionName: '2025-2026 Regular Session',
  classification: ['bill'],
  subjectTerms: [],
  firstActionText: 'Introduced',
  otherTitles: [],
  otherIdentifiers: [],
  sponsors: summary.primarySponsors,
  sources: [],
  documents: [],
  versionCount: 0,
  actionCount: 1,
  voteCount: 0,
  companionCount: 0,
  source: 'openstates-bills',
  updatedAt: '2025-09-01T00:00:00Z',
};

/** A signed-in user allowed TX and CA, with the stored pick given, and a bills list that echoes its query. */
function routes(stored?: UserSettings['legislative']): FakeRoutes {
  return {
    ...signedInRoutes(),
    'GET /api/user-settings': settings(stored),
    'POST /api/user-settings': ({ body }) => settings((body as Partial<UserSettings>).legislative ?? stored),
    'GET /api/sessions': ({ url }) => ({ items: sessionsByState[url.searchParams.get('stateCode') ?? ''] ?? [] }),
    'GET /api/bills': ({ url }) =>
      url.searchParams.get('stateCode') === 'CA'
        ? billList([])
        : billList([billSummary({ sessionCode: url.searchParams.get('sessionCode') ?? '892' })]),
    'GET /api/bills/CA-25R-AB-1': californiaBill,
  };
}

const listCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === '/api/bills');

// The app's top bar is the first banner (a bill page's own <header> follows it).
const header = () => within(screen.getAllByRole('banner')[0] as HTMLElement);
const panel = () => within(screen.getByRole('complementary', { name: 'Filters' }));
// The inline header picker (md and up) comes first; the phone popover holds its own copy.
const headerSelect = (name: 'State' | 'Session') => header().getAllByRole('combobox', { name })[0] as HTMLElement;

describe('the header picker and the bills page are one state and session', () => {
  mockDesktopViewport();
  afterEach(() => vi.unstubAllGlobals());

  it('a header pick changes the bills page and reloads the list; a page pick changes the header', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(routes());
    const { router } = renderRoute('/bills');

    await waitFor(() => expect(headerSelect('Session')).toHaveValue('892'));
    await waitFor(() => expect(panel().getByRole('combobox', { name: 'Session' })).toHaveValue('892'));
    await screen.findByRole('link', { name: 'HB 1' });

    await user.selectOptions(headerSelect('Session'), '891');
    await waitFor(() => expect(panel().getByRole('combobox', { name: 'Session' })).toHaveValue('891'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('sessionCode')).toBe('891'));
    expect(router.state.location.search).toBe('?stateCode=TX&sessionCode=891');

    await user.selectOptions(panel().getByRole('combobox', { name: 'Session' }), '892');
    await waitFor(() => expect(headerSelect('Session')).toHaveValue('892'));
    expect(router.state.location.search).toBe('?stateCode=TX&sessionCode=892');

    await user.selectOptions(panel().getByRole('combobox', { name: 'State' }), 'CA');
    await waitFor(() => expect(headerSelect('State')).toHaveValue('CA'));
    await waitFor(() => expect(headerSelect('Session')).toHaveValue('25R'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('stateCode')).toBe('CA'));

    // Every pick is kept for the user.
    const saves = fetchMock.mock.calls.filter(
      ([input, init]) => String(input).endsWith('/api/user-settings') && init?.method === 'POST',
    );
    expect(saves.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { legislative: { stateCode: 'TX', sessionCode: '891' } },
      { legislative: { stateCode: 'TX', sessionCode: '892' } },
      { legislative: { stateCode: 'CA' } },
    ]);

    // Back restores the earlier choice in the page and in the header.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(headerSelect('State')).toHaveValue('TX'));
    await waitFor(() => expect(headerSelect('Session')).toHaveValue('892'));
  });

  it('asks for the list once, for the chosen session, not first for a guessed one (a phone waits for it)', async () => {
    const fetchMock = fakeApi(routes());
    renderRoute('/bills');

    await waitFor(() => expect(headerSelect('Session')).toHaveValue('892'));
    await screen.findByRole('link', { name: 'HB 1' });
    // Before the fix the page asked for TX's reference session (89R) while the user and their pick loaded.
    expect(listCalls(fetchMock).map((url) => url.searchParams.get('sessionCode'))).toEqual(['892']);
  });

  it('the URL wins over the stored pick; without one in the URL the stored pick is used', async () => {
    const fetchMock = fakeApi(routes({ stateCode: 'CA', sessionCode: '25R' }));
    const { unmount } = renderRoute('/bills?stateCode=TX&sessionCode=891');

    await waitFor(() => expect(headerSelect('State')).toHaveValue('TX'));
    await waitFor(() => expect(headerSelect('Session')).toHaveValue('891'));
    await screen.findByRole('link', { name: 'HB 1' });
    const asked = listCalls(fetchMock);
    expect(asked.every((url) => url.searchParams.get('stateCode') === 'TX')).toBe(true);
    expect(asked.at(-1)?.searchParams.get('sessionCode')).toBe('891');
    unmount();

    renderRoute('/dashboard');
    await waitFor(() => expect(headerSelect('State')).toHaveValue('CA'));
    await waitFor(() => expect(headerSelect('Session')).toHaveValue('25R'));
  });

  it('says a state has no bills loaded, with what an administrator can do', async () => {
    fakeApi(routes({ stateCode: 'CA' }));
    renderRoute('/bills');

    expect(await screen.findByText('No bills loaded for California yet')).toBeInTheDocument();
    expect(screen.getByText(/live sync/)).toHaveTextContent('npm run import');
    expect(screen.getByRole('link', { name: 'See the data sources' })).toHaveAttribute('href', '/data-sources');
    expect(screen.queryByText('No bills match this search.')).toBeNull();
  });

  it('says so too when the server lists no session for the state, and names no session of its own', async () => {
    const fetchMock = fakeApi({
      ...routes({ stateCode: 'CA' }),
      'GET /api/sessions': ({ url }) => ({
        items: url.searchParams.get('stateCode') === 'CA' ? [] : sessionsByState.TX,
      }),
    });
    renderRoute('/bills');

    expect(await screen.findByText('No bills loaded for California yet')).toBeInTheDocument();
    expect(headerSelect('Session')).toHaveDisplayValue('No sessions');
    const asked = listCalls(fetchMock);
    expect(asked.length).toBeGreaterThan(0);
    expect(
      asked.every((url) => url.searchParams.get('stateCode') === 'CA' && !url.searchParams.has('sessionCode')),
    ).toBe(true);
  });

  it('a bill page shows its own state and session in the header', async () => {
    fakeApi(routes({ stateCode: 'TX', sessionCode: '892' }));
    renderRoute('/bills/CA-25R-AB-1');

    await screen.findByRole('heading', { level: 1, name: /AB 1/ });
    await waitFor(() => expect(headerSelect('State')).toHaveValue('CA'));
    await waitFor(() => expect(headerSelect('Session')).toHaveValue('25R'));
  });

  it('filters by status from the clickable status facets, shown as a removable chip', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(routes());
    const { router } = renderRoute('/bills');
    await screen.findByRole('link', { name: 'HB 1' });

    await user.click(panel().getByRole('checkbox', { name: /Passed/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?statuses=4'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('statuses')).toBe('4'));

    expect(panel().getByRole('checkbox', { name: /Passed/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Passed' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(panel().getByRole('checkbox', { name: /Passed/ })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull();
  });
});
