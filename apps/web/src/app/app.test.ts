import { waitFor } from '@testing-library/react';
import { fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { createStartedQueryClient } from './app';

const called = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);

describe('the query client App starts with', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks who is signed in at once, then for their accounts and settings, before any page code has loaded', async () => {
    const fetchMock = fakeApi({ ...signedInRoutes(), 'GET /api/user-settings': { theme: 'light' } });
    const { queryClient, started } = createStartedQueryClient('/bills');
    await waitFor(() => expect(queryClient.getQueryData(['/api/user-settings'])).toEqual({ theme: 'light' }));
    expect(called(fetchMock).slice(0, 3)).toEqual(['/api/auth/me', '/api/accounts/my', '/api/user-settings']);
    // Settled before the next test stubs fetch again: the chain goes on to the sessions.
    await started;
    expect(queryClient.getQueryData(['/api/accounts/my'])).toBeDefined();
  });

  it("asks for the sessions of the user's last picked state next, so /bills need not wait for its layout", async () => {
    const fetchMock = fakeApi({
      ...signedInRoutes(),
      'GET /api/user-settings': { theme: 'light', legislative: { stateCode: 'TX' } },
    });
    const { queryClient } = createStartedQueryClient('/bills');
    await waitFor(() => expect(called(fetchMock)).toContain('/api/sessions'));
    expect(called(fetchMock)).toEqual(['/api/auth/me', '/api/accounts/my', '/api/user-settings', '/api/sessions']);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('asks nothing more for a visitor who is signed out', async () => {
    const fetchMock = fakeApi({ 'GET /api/auth/me': () => json({ message: 'Not signed in' }, 401) });
    const { queryClient } = createStartedQueryClient('/');
    await waitFor(() => expect(queryClient.getQueryState(['/api/auth/me'])?.status).toBe('success'));
    expect(called(fetchMock)).toEqual(['/api/auth/me']);
  });

  it('asks nothing on the screens that do not fetch the user (sign-in)', async () => {
    const fetchMock = fakeApi({});
    await createStartedQueryClient('/auth').started;
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the initial state's sessions (TX) when the user never picked one, and settles after them and the accounts", async () => {
    const fetchMock = fakeApi({ ...signedInRoutes(), 'GET /api/user-settings': { theme: 'light' } });
    const { queryClient, started } = createStartedQueryClient('/bills');
    await started;
    expect(called(fetchMock)).toEqual(['/api/auth/me', '/api/accounts/my', '/api/user-settings', '/api/sessions']);
    expect(queryClient.getQueryData(['/api/accounts/my'])).toBeDefined();
    expect(queryClient.getQueryData(['/api/sessions', { stateCode: 'TX' }])).toBeDefined();
  });
});
