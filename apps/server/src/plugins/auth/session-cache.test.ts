import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, login, registerAccount } from '../../../test/factories/accounts';
import { authSessions } from '../../db/schema/index';
import { type CachedSession, SessionCache } from './session-cache';

const session = (overrides: Partial<CachedSession> = {}): CachedSession => ({
  sessionId: 1,
  lastSeenAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-15T00:00:00Z'),
  accountId: 1,
  userId: 1,
  username: 'someone',
  email: 'someone@example.com',
  firstName: 'Some',
  lastName: 'One',
  role: 'admin',
  fullAccount: true,
  membershipStatus: 'active',
  ...overrides,
});

describe('SessionCache', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('answers a stored session until it is maxAge old or the session expires', () => {
    const cache = new SessionCache();
    cache.store('a', session(), cache.begin(), now);
    expect(cache.get('a', later(4_999), 5_000)?.userId).toBe(1);
    expect(cache.get('a', later(5_000), 5_000)).toBeUndefined();

    cache.store('b', session({ expiresAt: later(1_000) }), cache.begin(), now);
    expect(cache.get('b', later(1_000), 5_000)).toBeUndefined();
  });

  it('does not store a row read before a forget (it may be the row the forget was about)', () => {
    const cache = new SessionCache();
    const started = cache.begin();
    cache.forgetUser(99);
    cache.store('a', session(), started, now);
    expect(cache.get('a', now, 5_000)).toBeUndefined();
  });

  it('forgets by token, by user and by session', () => {
    const cache = new SessionCache();
    cache.store('a', session({ sessionId: 1, userId: 1 }), cache.begin(), now);
    cache.store('b', session({ sessionId: 2, userId: 1 }), cache.begin(), now);
    cache.store('c', session({ sessionId: 3, userId: 2 }), cache.begin(), now);
    cache.store('d', session({ sessionId: 4, userId: 3 }), cache.begin(), now);
    cache.forgetToken('d');
    expect(cache.get('d', now, 5_000)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('a', now, 5_000)).toBeUndefined();
    expect(cache.get('b', now, 5_000)).toBeUndefined();
    expect(cache.get('c', now, 5_000)?.sessionId).toBe(3);
    cache.forgetSession(3);
    expect(cache.size).toBe(0);
  });

  it('holds at most 10,000 sessions, dropping the oldest first', () => {
    const cache = new SessionCache();
    for (let index = 0; index <= 10_000; index += 1) {
      cache.store(`t${index}`, session({ sessionId: index }), cache.begin(), now);
    }
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0', now, 5_000)).toBeUndefined();
    expect(cache.get('t10000', now, 5_000)?.sessionId).toBe(10_000);
  });
});

describe('sessions served from the cache', () => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const me = (cookie: string) => inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('refuses a signed-out session on the next request, though it was just read', async () => {
    const owner = await registerAccount(testApp.app);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: owner.cookie } });
    expect((await me(owner.cookie)).statusCode).toBe(401);
  });

  it('ends the other sessions of a password change at once, and keeps the one that changed it', async () => {
    const owner = await registerAccount(testApp.app);
    const phone = await login(testApp.app, owner.user.Username, owner.password);
    expect((await me(phone.cookie)).statusCode).toBe(200);
    const changed = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: owner.cookie },
      payload: { password: 'another-secret', currentPassword: owner.password },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(phone.cookie)).statusCode).toBe(401);
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('applies a new role to a member who is signed in at once', async () => {
    const owner = await registerAccount(testApp.app);
    const colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'admin' });
    const listMembers = () =>
      inject({ method: 'GET', url: '/api/accounts/users', headers: { cookie: colleague.cookie } });
    expect((await listMembers()).statusCode).toBe(200);
    const demoted = await inject({
      method: 'POST',
      url: `/api/accounts/users/${colleague.userId}/role`,
      headers: { cookie: owner.cookie },
      payload: { role: 'analyst' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await listMembers()).statusCode).toBe(403);
    expect((await me(colleague.cookie)).json().Role).toEqual({ RoleName: 'analyst' });
  });

  it('refuses a member who was disabled at once', async () => {
    const owner = await registerAccount(testApp.app);
    const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
    expect((await me(member.cookie)).statusCode).toBe(200);
    const disabled = await inject({
      method: 'PATCH',
      url: `/api/accounts/users/${member.userId}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it('keeps a session ended by another process for the cache window; SESSION_CACHE_SECONDS=0 reads it every time', async () => {
    // Another process (or a statement typed into psql) deleting the row is not seen by this one's cache:
    // the trade-off decision 017 describes.
    // A minute's window, so that a slow machine cannot make the second read miss the cache.
    const cached = await buildTestApp({ SESSION_CACHE_SECONDS: 60 });
    try {
      const owner = await registerAccount(cached.app);
      const read = () => cached.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: owner.cookie } });
      expect((await read()).statusCode).toBe(200);
      await cached.app.db.delete(authSessions).where(eq(authSessions.userId, owner.userId));
      expect((await read()).statusCode).toBe(200);
    } finally {
      await cached.close();
    }

    const uncached = await buildTestApp({ SESSION_CACHE_SECONDS: 0 });
    try {
      const other = await registerAccount(uncached.app);
      const read = () => uncached.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: other.cookie } });
      expect((await read()).statusCode).toBe(200);
      await uncached.app.db.delete(authSessions).where(eq(authSessions.userId, other.userId));
      expect((await read()).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});
