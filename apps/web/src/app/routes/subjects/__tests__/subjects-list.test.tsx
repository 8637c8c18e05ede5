import { defaultUserSettings, type UserSettings } from '@statehouse/shared/users/users.schemas';
import { configure, screen, waitFor } from '@testing-library/react';
import { type FakeRoutes, fakeApi, signedInRoutes, testSession } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const settings: UserSettings = { theme: 'light', notifications: defaultUserSettings.notifications };

// Texas as the server answers it when its reference default (89R) has no bills: the newest session with bills
// (892) is the one marked default.
const routes = (): FakeRoutes => ({
  ...signedInRoutes(),
  'GET /api/user-settings': settings,
  'GET /api/sessions': {
    items: [
      testSession({ id: '892', name: '89th Legislature, 2nd Called Session (2025)', isDefault: true, billCount: 692 }),
      testSession({ id: '89R', name: '89th Legislature, Regular Session (2025)', billCount: 0 }),
    ],
  },
  'GET /api/subjects': { items: [{ value: 60, label: 'Taxation', billCount: 12 }] },
});

const calls = (fetchMock: ReturnType<typeof fakeApi>, pathname: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === pathname);

describe('/subjects', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the session the server marks default, without asking GET /api/bills to find one', async () => {
    const fetchMock = fakeApi(routes());
    renderRoute('/subjects');

    expect(await screen.findByText('Texas · 89th Legislature, 2nd Called Session (2025)')).toBeInTheDocument();
    expect(await screen.findByText('Taxation')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, '/api/subjects')).toHaveLength(1));
    const [subjects] = calls(fetchMock, '/api/subjects');
    expect(subjects?.searchParams.get('stateCode')).toBe('TX');
    expect(subjects?.searchParams.get('sessionCode')).toBe('892');
    // The default session is the server's choice: no one-bill list is fetched for its session facet.
    expect(calls(fetchMock, '/api/bills')).toEqual([]);
  });
});
