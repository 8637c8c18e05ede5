import type { MyAccountsReply } from '@statehouse/shared/accounts/accounts.schemas';
import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import type { Session, SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';

type Handler = (request: { method: string; url: URL; body: unknown }) => Response | Promise<Response> | unknown;
/** Routes as "METHOD /api/path" (query string ignored) to a JSON body or a handler returning one or a Response. */
export type FakeRoutes = Record<string, Handler | object | null>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const testUserReply = (overrides: Partial<UserReply> = {}): UserReply => ({
  Id: 1,
  Username: 'demo',
  Email: 'demo@example.com',
  FirstName: 'Dana',
  LastName: 'Demo',
  Role: { RoleName: 'admin' },
  LiveToken: 'live-token',
  SelectedAccountId: 1,
  AccountUserRelationships: [
    {
      AccountId: 1,
      FullAccount: true,
      Status: 'active',
      Role: { RoleName: 'admin' },
      Account: { AccountId: 1, Name: 'Demo Advocacy Group', AnalystPortal: true, LobbyistPortal: true, Plan: 'team' },
    },
  ],
  UserStateSubscriptions: [
    { StateCode: 'TX', Status: 'active' },
    { StateCode: 'CA', Status: 'active' },
  ],
  ...overrides,
});

export const myAccountsOf = (reply: UserReply): MyAccountsReply => ({
  data: reply.AccountUserRelationships.map((relationship) => ({
    accountId: relationship.AccountId,
    name: relationship.Account.Name,
    analystPortal: relationship.Account.AnalystPortal,
    lobbyistPortal: relationship.Account.LobbyistPortal,
    plan: relationship.Account.Plan,
    role: relationship.Role.RoleName,
    fullAccount: relationship.FullAccount,
    selected: relationship.AccountId === reply.SelectedAccountId,
  })),
});

/**
 * A fetch stand-in for component tests: answers the given routes and 404s everything else. Returns
 * the mock so tests can read the calls. Undo with vi.unstubAllGlobals().
 */
export function fakeApi(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return json({ message: `No route for ${method} ${url.pathname}` }, 404);
    if (typeof route !== 'function') return json(route);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await route({ method, url, body });
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A session as GET /api/sessions answers it (the shared Session type). */
export const testSession = (session: Pick<Session, 'id' | 'name'> & Partial<Session>): Session => ({
  isDefault: false,
  classification: 'regular',
  startDate: null,
  endDate: null,
  billCount: 10,
  ...session,
});

/** The routes of a signed-in user: who am I, my accounts, and two Texas sessions. */
export function signedInRoutes(reply: UserReply = testUserReply()): FakeRoutes {
  return {
    'GET /api/auth/me': reply,
    'GET /api/accounts/my': myAccountsOf(reply),
    'GET /api/sessions': ({ url }: { url: URL }): SessionsResponse => ({
      items:
        url.searchParams.get('stateCode') === 'TX'
          ? [
              testSession({ id: '891', name: '89th Legislature, 1st Called Session', classification: 'special' }),
              testSession({ id: '89R', isDefault: true, name: '89th Legislature, Regular Session' }),
            ]
          : [testSession({ id: '25R', isDefault: true, name: '2025 Regular Session' })],
    }),
  };
}

export const signedOutRoutes = (): FakeRoutes => ({
  'GET /api/auth/me': () => json({ message: 'Please log in to continue.', code: 'UNAUTHORIZED' }, 401),
});
