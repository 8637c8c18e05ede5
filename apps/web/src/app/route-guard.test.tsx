import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedInRoutes, signedOutRoutes, testUserReply } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

// Pages load as lazy chunks; under a busy test run the first render can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const meCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/me')).length;

describe('route guards and the user context', () => {
  it('sends a signed-in user from the landing page to /dashboard', async () => {
    fakeApi(signedInRoutes());
    const { router } = renderRoute('/');
    // The first render loads the landing page's chunk before the guard can act.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });

  it('does not fetch the user on /auth, /demo-signup and /accept-invite', async () => {
    const fetchMock = fakeApi(signedOutRoutes());
    renderRoute('/auth');
    await screen.findByRole('heading', { name: 'Login to your account' });
    expect(meCalls(fetchMock)).toBe(0);
  });

  it('fetches the user again on every route change', async () => {
    const fetchMock = fakeApi(signedInRoutes());
    const user = userEvent.setup({ delay: null });
    renderRoute('/bills');
    await screen.findByRole('heading', { level: 1, name: 'Bills' });
    const before = meCalls(fetchMock);

    await user.click(screen.getByRole('link', { name: 'Members' }));
    await screen.findByRole('heading', { level: 1, name: 'Members' });
    await waitFor(() => expect(meCalls(fetchMock)).toBeGreaterThan(before));
  });

  it('treats a failed user fetch as signed out', async () => {
    fakeApi({ 'GET /api/auth/me': () => json({ message: 'down' }, 500) });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('sends users without the account flag from analyst and lobbyist portal pages to /dashboard', async () => {
    const reply = testUserReply();
    reply.AccountUserRelationships[0]!.Account.AnalystPortal = false;
    fakeApi(signedInRoutes(reply));
    const { router } = renderRoute('/analyst-portal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets users with the flag into the portal page', async () => {
    fakeApi(signedInRoutes());
    renderRoute('/tools/lobby/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('logs out from the user menu: toast, signed out, back to /', async () => {
    fakeApi({ ...signedInRoutes(), 'POST /api/auth/logout': { status: 'ok' } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Account menu for Dana Demo' }));
    fakeApi({ ...signedOutRoutes(), 'POST /api/auth/logout': { status: 'ok' } });
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows "Logout failed" when the server cannot log out', async () => {
    fakeApi({ ...signedInRoutes(), 'POST /api/auth/logout': () => json({ message: 'Server unavailable' }, 503) });
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Dana Demo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
  });
});

describe('the state and session picker', () => {
  it('starts in Texas on its default session, and follows state switches', async () => {
    fakeApi(signedInRoutes());
    const user = userEvent.setup({ delay: null });
    renderRoute('/dashboard');
    const banner = await screen.findByRole('banner');
    const state = within(banner).getByLabelText('State');
    const session = within(banner).getByLabelText('Session');

    // The starting state waits for the user's stored pick (GET /api/user-settings; none here).
    await waitFor(() => expect(state).toHaveValue('TX'));
    await waitFor(() => expect(session).toHaveValue('89R'));
    expect(
      within(session)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['891', '89R']);

    await user.selectOptions(session, '891');
    expect(session).toHaveValue('891');

    await user.selectOptions(state, 'CA');
    await waitFor(() => expect(session).toHaveValue('25R'));

    await user.selectOptions(state, 'ALL');
    await waitFor(() => expect(session).toHaveValue('ALL_ACTIVE'));
    expect(within(session).getAllByRole('option')).toHaveLength(3);
  });

  it('offers only the allowed states, starting with the first when Texas is not among them', async () => {
    fakeApi(
      signedInRoutes(
        testUserReply({
          UserStateSubscriptions: [
            { StateCode: 'NY', Status: 'active' },
            { StateCode: 'CA', Status: 'active' },
            { StateCode: 'TX', Status: 'inactive' },
          ],
        }),
      ),
    );
    renderRoute('/dashboard');
    const state = within(await screen.findByRole('banner')).getByLabelText('State');
    await waitFor(() => expect(state).toHaveValue('CA'));
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['ALL', 'CA', 'NY']);
  });
});
