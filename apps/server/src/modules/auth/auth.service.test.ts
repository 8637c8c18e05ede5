import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { accounts, accountUsers, userStateSubscriptions, users } from '../../db/schema/index';
import * as credentials from '../../plugins/auth/credentials';
import * as sessions from '../../plugins/auth/sessions';
import { type AuthSettings, authSettingsFrom } from '../../plugins/auth/settings';
import * as setup from '../setup/setup.service';
import * as queries from './auth.queries';
import {
  authErrors,
  buildUserReply,
  changePassword,
  changeUsername,
  createSession,
  insertUser,
  isRoleName,
  login,
  logout,
  normalizeStateCodes,
  register,
  selectAccount,
  tooManyAttemptsMessage,
} from './auth.service';

// The rules of sign-in, registration and account switching, over stand-ins for the queries and the password
// hashing (argon2 is slow on purpose); the SQL and the cookies are covered by auth.routes.test.ts.
vi.mock('./auth.queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('./auth.queries')>();
  return Object.fromEntries(
    Object.entries(original).map(([name, value]) => [name, typeof value === 'function' ? vi.fn() : value]),
  );
});
vi.mock('../../plugins/auth/sessions', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../plugins/auth/sessions')>();
  return Object.fromEntries(
    Object.entries(original).map(([name, value]) => [name, typeof value === 'function' ? vi.fn() : value]),
  );
});
vi.mock('../../plugins/auth/credentials', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../plugins/auth/credentials')>();
  return {
    ...original,
    hashPassword: vi.fn(async (password: string) => `hash:${password}`),
    verifyPassword: vi.fn(async (hash: string, password: string) => hash === `hash:${password}`),
    burnPasswordCheck: vi.fn(async () => {}),
  };
});

// The setup wizard's row for a new account is the setup module's (decision 072): here only that register asks for it.
vi.mock('../setup/setup.service', () => ({ openSetupForNewAccount: vi.fn(async () => {}) }));

const q = vi.mocked(queries);
const sq = vi.mocked(sessions);
const creds = vi.mocked(credentials);

const settings: AuthSettings = {
  registrationEnabled: true,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  hashCost: { memoryKib: 1024, iterations: 1 },
  maxFailuresPerUsername: 10,
  maxFailuresPerIp: 30,
  loginWindowMs: 15 * 60 * 1000,
};
const client = { ip: '203.0.113.7', userAgent: 'Browser' };

/** A database stand-in for the inserts register makes: records them and hands out ids. */
function fakeDatabase(options: { failUserInsertWith?: unknown } = {}) {
  const inserts: { table: unknown; values: unknown }[] = [];
  let nextId = 100;
  const db = {
    insert: (table: unknown) => ({
      values: (values: unknown) => {
        inserts.push({ table, values });
        const returning = async () => {
          if (table === users && options.failUserInsertWith) throw options.failUserInsertWith;
          return [{ id: nextId++ }];
        };
        return Object.assign(Promise.resolve(), { returning });
      },
    }),
    transaction: async <T>(run: (tx: unknown) => Promise<T>) => run(db),
  };
  return { db: db as unknown as Database, inserts };
}

const { db } = fakeDatabase();

const membership = (overrides: object = {}) => ({
  accountId: 1,
  accountName: 'Demo Advocacy Group',
  role: 'admin',
  status: 'active',
  fullAccount: true,
  analystPortal: true,
  lobbyistPortal: false,
  plan: 'team',
  ...overrides,
});
const userRow = (overrides: object = {}) => ({
  id: 7,
  username: 'dana',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Demo',
  liveToken: 'live',
  passwordHash: 'hash:correct horse',
  ...overrides,
});

beforeEach(() => {
  q.countRecentFailures.mockResolvedValue({ byIp: 0, byUsername: 0 });
  sq.insertSession.mockResolvedValue({ id: 55 } as never);
  q.findUserWithMemberships.mockImplementation(
    async (_db, userId) =>
      ({
        ...userRow({ id: userId }),
        memberships: [membership(), membership({ accountId: 2, accountName: 'Second', role: 'viewer' })],
        subscriptions: [{ stateCode: 'TX', status: 'active' }],
      }) as never,
  );
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('authSettingsFrom', () => {
  it('turns the configured days and minutes into milliseconds', () => {
    const config = {
      ENABLE_REGISTRATION: false,
      SESSION_TTL_DAYS: 2,
      PASSWORD_HASH_MEMORY_KIB: 19456,
      PASSWORD_HASH_ITERATIONS: 3,
      LOGIN_MAX_FAILURES_PER_USERNAME: 10,
      LOGIN_MAX_FAILURES_PER_IP: 30,
      LOGIN_WINDOW_MINUTES: 15,
    } as AppConfig;
    expect(authSettingsFrom(config)).toEqual({
      registrationEnabled: false,
      sessionTtlMs: 172_800_000,
      hashCost: { memoryKib: 19456, iterations: 3 },
      maxFailuresPerUsername: 10,
      maxFailuresPerIp: 30,
      loginWindowMs: 900_000,
    });
  });
});

describe('createSession', () => {
  it('stores only the hash of a new token, expiring after the session lifetime, and drops expired sessions', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const session = await createSession({
      db,
      settings,
      userId: 7,
      accountId: 1,
      client: { ip: '203.0.113.7', userAgent: 'x'.repeat(600) },
    });
    expect(sq.deleteExpiredSessions).toHaveBeenCalledWith(db, new Date('2026-01-01T00:00:00Z'));
    expect(session.expiresAt).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(session.sessionId).toBe(55);
    const [, stored] = sq.insertSession.mock.calls[0]!;
    expect(stored).toEqual({
      tokenHash: credentials.hashToken(session.token),
      userId: 7,
      accountId: 1,
      expiresAt: session.expiresAt,
      ip: '203.0.113.7',
      userAgent: 'x'.repeat(500),
    });
    expect(stored.tokenHash).not.toBe(session.token);
  });

  it('keeps a missing user agent missing', async () => {
    await createSession({ db, settings, userId: 7, accountId: 1, client: { ip: '::1' } });
    expect(sq.insertSession.mock.calls[0]![1].userAgent).toBeUndefined();
  });
});

describe('buildUserReply', () => {
  it('maps the user as seen from the selected account, with every membership and subscription', async () => {
    const reply = await buildUserReply({ db, userId: 7, accountId: 2 });
    expect(q.findUserWithMemberships).toHaveBeenCalledWith(db, 7, 2);
    expect(reply).toEqual({
      Id: 7,
      Username: 'dana',
      Email: 'dana@example.com',
      FirstName: 'Dana',
      LastName: 'Demo',
      Role: { RoleName: 'viewer' },
      LiveToken: 'live',
      SelectedAccountId: 2,
      AccountUserRelationships: [
        {
          AccountId: 1,
          FullAccount: true,
          Status: 'active',
          Role: { RoleName: 'admin' },
          Account: {
            AccountId: 1,
            Name: 'Demo Advocacy Group',
            AnalystPortal: true,
            LobbyistPortal: false,
            Plan: 'team',
          },
        },
        {
          AccountId: 2,
          FullAccount: true,
          Status: 'active',
          Role: { RoleName: 'viewer' },
          Account: { AccountId: 2, Name: 'Second', AnalystPortal: true, LobbyistPortal: false, Plan: 'team' },
        },
      ],
      UserStateSubscriptions: [{ StateCode: 'TX', Status: 'active' }],
    });
  });

  it('is 401 "Please log in" for a user that is gone or no longer in the account', async () => {
    await expect(buildUserReply({ db, userId: 7, accountId: 3 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
    q.findUserWithMemberships.mockResolvedValue(undefined as never);
    await expect(buildUserReply({ db, userId: 7, accountId: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: authErrors.notSignedIn,
    });
  });
});

describe('login', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') });
    q.findUserByUsername.mockResolvedValue(userRow() as never);
    q.findMemberships.mockResolvedValue([membership({ accountId: 3, status: 'disabled' }), membership()] as never);
  });

  it('signs in with the username trimmed and in any case, into the first active account, and clears failures', async () => {
    const { session, user } = await login({ db, settings, username: '  DANA ', password: 'correct horse', client });
    expect(q.countRecentFailures).toHaveBeenCalledWith(db, new Date('2026-01-01T11:45:00Z'), {
      ip: client.ip,
      username: 'dana',
    });
    expect(q.findUserByUsername).toHaveBeenCalledWith(db, 'dana');
    expect(q.clearFailuresForUsername).toHaveBeenCalledWith(db, 'dana');
    expect(sq.insertSession.mock.calls[0]![1]).toMatchObject({ userId: 7, accountId: 1, ip: client.ip });
    expect(session.sessionId).toBe(55);
    expect(user.SelectedAccountId).toBe(1);
    expect(q.recordFailure).not.toHaveBeenCalled();
  });

  it('gives an unknown user and a wrong password the same 401, spends the hashing time, and counts the failure', async () => {
    await expect(login({ db, settings, username: 'dana', password: 'wrong', client })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid username or password',
    });
    q.findUserByUsername.mockResolvedValue(undefined as never);
    await expect(login({ db, settings, username: 'Nobody', password: 'x', client })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid username or password',
    });
    expect(creds.burnPasswordCheck).toHaveBeenCalledWith('x', settings.hashCost);
    expect(q.pruneFailures).toHaveBeenCalledWith(db, new Date('2026-01-01T11:45:00Z'));
    expect(q.recordFailure).toHaveBeenNthCalledWith(1, db, {
      ip: client.ip,
      username: 'dana',
      at: new Date('2026-01-01T12:00:00Z'),
    });
    expect(q.recordFailure).toHaveBeenNthCalledWith(2, db, expect.objectContaining({ username: 'nobody' }));
    expect(sq.insertSession).not.toHaveBeenCalled();
    expect(q.clearFailuresForUsername).not.toHaveBeenCalled();
  });

  it.each([
    { byUsername: 10, byIp: 0 },
    { byUsername: 0, byIp: 30 },
  ])('refuses every attempt past a limit with 429 and when to retry: %o', async (failures) => {
    q.countRecentFailures.mockResolvedValue(failures);
    await expect(login({ db, settings, username: 'dana', password: 'correct horse', client })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      details: { retryAfterSeconds: 900 },
    });
    expect(q.findUserByUsername).not.toHaveBeenCalled();
  });

  it('lets the attempt just under each limit through', async () => {
    q.countRecentFailures.mockResolvedValue({ byUsername: 9, byIp: 29 });
    await expect(login({ db, settings, username: 'dana', password: 'correct horse', client })).resolves.toBeDefined();
  });

  it('refuses a user with no active membership (403) after checking the password', async () => {
    q.findMemberships.mockResolvedValue([membership({ status: 'disabled' })] as never);
    await expect(login({ db, settings, username: 'dana', password: 'correct horse', client })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your access has been disabled. Contact your account administrator.',
    });
    expect(sq.insertSession).not.toHaveBeenCalled();
    expect(q.clearFailuresForUsername).not.toHaveBeenCalled();
  });
});

describe('tooManyAttemptsMessage', () => {
  it('rounds the window to whole minutes', () => {
    expect(tooManyAttemptsMessage(90_000)).toBe('Too many failed login attempts. Please wait 2 minutes and try again.');
  });
});

describe('normalizeStateCodes', () => {
  it('upper-cases, trims and drops repeats', () => {
    expect(normalizeStateCodes(['tx', ' NY ', 'TX'])).toEqual(['TX', 'NY']);
  });

  it('refuses unknown codes with a 400 naming each, on the stateCodes field', () => {
    expect(() => normalizeStateCodes(['TX', 'zz', 'QQ'])).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        message: 'Unknown state code: ZZ, QQ',
        details: [{ field: 'stateCodes (body)', message: 'Unknown state code: ZZ, QQ' }],
      }),
    );
  });
});

describe('insertUser', () => {
  const values = { username: 'dana', email: 'd@example.com', firstName: 'D', lastName: 'D', passwordHash: 'h' };

  it('stores the user with a fresh live token and returns the id', async () => {
    const fake = fakeDatabase();
    expect(await insertUser(fake.db, values)).toBe(100);
    expect(fake.inserts[0]).toEqual({
      table: users,
      values: { ...values, liveToken: expect.stringMatching(/^.{20,}$/) },
    });
  });

  it.each([{ code: '23505' }, { cause: { code: '23505' } }])(
    'turns a unique violation into 409 "taken": %o',
    async (error) => {
      const fake = fakeDatabase({ failUserInsertWith: error });
      await expect(insertUser(fake.db, values)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'That username is already taken',
      });
    },
  );

  it('passes other database errors on', async () => {
    const failure = Object.assign(new Error('disk full'), { code: '53100', cause: { code: '53100' } });
    await expect(insertUser(fakeDatabase({ failUserInsertWith: failure }).db, values)).rejects.toBe(failure);
  });
});

describe('register', () => {
  const input = {
    username: 'dana',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
    password: 'correct horse',
    accountName: 'Demo Advocacy Group',
    stateCodes: ['tx', 'NY'],
  };

  it('creates the trial account, its admin with a full seat, and a subscription per state, then signs in', async () => {
    q.isUsernameTaken.mockResolvedValue(false);
    q.findUserWithMemberships.mockResolvedValueOnce({
      ...userRow({ id: 101 }),
      memberships: [membership({ accountId: 100 })],
      subscriptions: [],
    } as never);
    const fake = fakeDatabase();
    const { session, user } = await register({ db: fake.db, settings, input, client });
    expect(fake.inserts).toEqual([
      {
        table: accounts,
        values: { name: 'Demo Advocacy Group', plan: 'trial', seats: 5, analystPortal: true, lobbyistPortal: true },
      },
      {
        table: users,
        values: expect.objectContaining({ username: 'dana', passwordHash: 'hash:correct horse', firstName: 'Dana' }),
      },
      { table: accountUsers, values: { accountId: 100, userId: 101, role: 'admin', fullAccount: true } },
      {
        table: userStateSubscriptions,
        values: [
          { accountId: 100, userId: 101, stateCode: 'TX' },
          { accountId: 100, userId: 101, stateCode: 'NY' },
        ],
      },
    ]);
    expect(vi.mocked(setup).openSetupForNewAccount).toHaveBeenCalledWith({ db: fake.db, accountId: 100 });
    expect(creds.hashPassword).toHaveBeenCalledWith('correct horse', settings.hashCost);
    expect(sq.insertSession.mock.calls[0]![1]).toMatchObject({ userId: 101, accountId: 100 });
    expect(session.sessionId).toBe(55);
    expect(user.Id).toBe(101);
  });

  it('is refused when registration is off, for a taken username, and for unknown states, storing nothing', async () => {
    const fake = fakeDatabase();
    await expect(
      register({ db: fake.db, settings: { ...settings, registrationEnabled: false }, input, client }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Registration is currently disabled' });
    q.isUsernameTaken.mockResolvedValue(true);
    await expect(register({ db: fake.db, settings, input, client })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: authErrors.usernameTaken,
    });
    expect(q.isUsernameTaken).toHaveBeenCalledWith(fake.db, 'dana');
    q.isUsernameTaken.mockResolvedValue(false);
    await expect(
      register({ db: fake.db, settings, input: { ...input, stateCodes: ['XX'] }, client }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(fake.inserts).toEqual([]);
  });
});

describe('logout', () => {
  it('deletes the session by the hash of its token, and does nothing without a token', async () => {
    await logout({ db, token: 'abc' });
    expect(sq.deleteSessionByTokenHash).toHaveBeenCalledWith(db, credentials.hashToken('abc'));
    await logout({ db, token: undefined });
    expect(sq.deleteSessionByTokenHash).toHaveBeenCalledTimes(1);
  });
});

describe('changePassword', () => {
  const change = { db, settings, userId: 7, sessionId: 55, password: 'new password', currentPassword: 'correct horse' };

  it('stores the new hash and ends every other session of the user', async () => {
    q.findUserById.mockResolvedValue(userRow() as never);
    await changePassword(change);
    expect(q.updatePasswordHash).toHaveBeenCalledWith(db, 7, 'hash:new password');
    expect(sq.deleteUserSessions).toHaveBeenCalledWith(db, 7, 55);
  });

  it('refuses a wrong current password (400) and a vanished user (401), changing nothing', async () => {
    q.findUserById.mockResolvedValue(userRow() as never);
    await expect(changePassword({ ...change, currentPassword: 'guess' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Current password is incorrect',
    });
    q.findUserById.mockResolvedValue(undefined as never);
    await expect(changePassword(change)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(q.updatePasswordHash).not.toHaveBeenCalled();
    expect(sq.deleteUserSessions).not.toHaveBeenCalled();
  });
});

describe('changeUsername', () => {
  it('renames the user and returns the user as seen from the current account', async () => {
    q.isUsernameTaken.mockResolvedValue(false);
    const reply = await changeUsername({ db, userId: 7, accountId: 2, username: 'dana2' });
    expect(q.isUsernameTaken).toHaveBeenCalledWith(db, 'dana2', 7);
    expect(q.updateUsername).toHaveBeenCalledWith(db, 7, 'dana2');
    expect(reply.SelectedAccountId).toBe(2);
  });

  it('is 409 when the name is taken, before or while renaming; other errors pass on', async () => {
    q.isUsernameTaken.mockResolvedValue(true);
    await expect(changeUsername({ db, userId: 7, accountId: 1, username: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(q.updateUsername).not.toHaveBeenCalled();
    q.isUsernameTaken.mockResolvedValue(false);
    q.updateUsername.mockRejectedValueOnce({ cause: { code: '23505' } });
    await expect(changeUsername({ db, userId: 7, accountId: 1, username: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: authErrors.usernameTaken,
    });
    const failure = new Error('connection lost');
    q.updateUsername.mockRejectedValueOnce(failure);
    await expect(changeUsername({ db, userId: 7, accountId: 1, username: 'x' })).rejects.toBe(failure);
  });
});

describe('selectAccount', () => {
  it('moves the session to another active account of the user', async () => {
    q.findMemberships.mockResolvedValue([membership(), membership({ accountId: 2 })] as never);
    const reply = await selectAccount({ db, userId: 7, sessionId: 55, accountId: 2 });
    expect(sq.setSessionAccount).toHaveBeenCalledWith(db, 55, 2);
    expect(reply.SelectedAccountId).toBe(2);
  });

  it('is 404 for an account the user is not in or is disabled in', async () => {
    q.findMemberships.mockResolvedValue([membership(), membership({ accountId: 2, status: 'disabled' })] as never);
    for (const accountId of [2, 9]) {
      await expect(selectAccount({ db, userId: 7, sessionId: 55, accountId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Account not found',
      });
    }
    expect(sq.setSessionAccount).not.toHaveBeenCalled();
  });
});

describe('isRoleName', () => {
  it('knows the roles and nothing else', () => {
    expect(isRoleName('admin')).toBe(true);
    expect(isRoleName('superuser')).toBe(false);
  });
});
