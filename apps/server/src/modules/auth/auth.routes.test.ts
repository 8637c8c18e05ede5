import { authMessages } from '@statehouse/shared/auth/auth.schemas';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, login, registerAccount, registration, sessionCookie } from '../../../test/factories/accounts';
import { accounts, authSessions, userStateSubscriptions, users } from '../../db/schema/index';

describe('auth routes', () => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const me = (cookie?: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  describe('POST /api/auth/register', () => {
    it('creates the account, its admin with a full seat and active subscriptions, and signs in', async () => {
      const body = registration({ stateCodes: ['tx', 'NY', 'TX'] });
      const response = await inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(response.statusCode).toBe(201);
      const user = response.json();
      expect(user).toMatchObject({
        Id: expect.any(Number),
        Username: body.username,
        Email: body.email,
        Role: { RoleName: 'admin' },
        LiveToken: expect.any(String),
        AccountUserRelationships: [
          {
            FullAccount: true,
            Status: 'active',
            Role: { RoleName: 'admin' },
            Account: { Name: body.accountName, AnalystPortal: true, LobbyistPortal: true, Plan: 'trial' },
          },
        ],
        UserStateSubscriptions: [
          { StateCode: 'NY', Status: 'active' },
          { StateCode: 'TX', Status: 'active' },
        ],
      });
      const [account] = await testApp.app.db.select().from(accounts).where(eq(accounts.id, user.SelectedAccountId));
      expect(account?.name).toBe(body.accountName);

      const cookie = response.cookies.find((candidate) => candidate.name === 'statehouse_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect((await me(sessionCookie(response))).json().Id).toBe(user.Id);
    });

    it('stores an argon2id hash, never the password, and only the SHA-256 of the session token', async () => {
      const body = registration();
      const response = await inject({ method: 'POST', url: '/api/auth/register', payload: body });
      const [row] = await testApp.app.db.select().from(users).where(eq(users.username, body.username));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(body.password);
      const token = sessionCookie(response).split('=')[1]!;
      const sessions = await testApp.app.db.select().from(authSessions).where(eq(authSessions.userId, row!.id));
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(sessions[0]!.tokenHash).not.toBe(token);
    });

    it.each([
      ['accountName', { accountName: '' }, authMessages.accountNameRequired],
      ['email', { email: 'not-an-email' }, 'Invalid email address'],
      ['firstName', { firstName: '' }, authMessages.firstNameRequired],
      ['lastName', { lastName: '' }, authMessages.lastNameRequired],
      ['username', { username: 'ab' }, authMessages.usernameMin],
      ['password', { password: '12345' }, authMessages.passwordMin],
      ['stateCodes', { stateCodes: [] }, authMessages.stateCodesMin],
    ])('refuses a bad %s with the SPEC message', async (field, override, message) => {
      const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registration(override) });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details).toContainEqual({ field: expect.stringContaining(field), message });
    });

    it('refuses state codes that are not two letters or not a state', async () => {
      const tooLong = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ stateCodes: ['TEX'] }),
      });
      expect(tooLong.statusCode).toBe(400);
      const unknown = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ stateCodes: ['ZZ'] }),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Unknown state code: ZZ');
    });

    it('ignores confirmPassword if a client sends it anyway and never stores it', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration(), confirmPassword: 'whatever' },
      });
      expect(response.statusCode).toBe(201);
    });

    it('refuses a username that is taken, whatever its case', async () => {
      const first = await registerAccount(testApp.app);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ username: first.user.Username.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('That username is already taken');
    });

    it('answers "Registration is currently disabled" when ENABLE_REGISTRATION is off', async () => {
      const settings = testApp.app.authSettings;
      settings.registrationEnabled = false;
      try {
        const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Registration is currently disabled');
        expect((await inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
          registrationEnabled: false,
          passwordResetByEmail: false,
        });
      } finally {
        settings.registrationEnabled = true;
      }
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the username in any case and returns the user', async () => {
      const owner = await registerAccount(testApp.app);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: owner.user.Username.toUpperCase(), password: owner.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Id: owner.userId, Role: { RoleName: 'admin' } });
      expect((await me(sessionCookie(response))).statusCode).toBe(200);
    });

    it('gives the same answer for an unknown user and a wrong password', async () => {
      const owner = await registerAccount(testApp.app);
      const wrongPassword = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: owner.user.Username, password: 'wrong-password' },
      });
      const unknownUser = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody-at-all', password: 'wrong-password' },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownUser.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownUser.json());
      expect(wrongPassword.json().message).toBe('Invalid username or password');
      expect(wrongPassword.cookies).toHaveLength(0);
    });

    it.each([
      [{ username: '', password: 'x' }, 'Username is required'],
      [{ username: 'x', password: '' }, 'Password is required'],
    ])('requires both fields (%j)', async (payload, message) => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ field: expect.any(String), message });
    });

    it('refuses a user whose only membership is disabled, after checking the password', async () => {
      const owner = await registerAccount(testApp.app);
      const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
      await inject({
        method: 'PATCH',
        url: `/api/accounts/users/${member.userId}/status`,
        headers: { cookie: owner.cookie },
        payload: { status: 'disabled' },
      });
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: member.username, password: member.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your access has been disabled. Contact your account administrator.');
    });

    it('locks a username after 10 failures in 15 minutes, from any address, even for the right password', async () => {
      const owner = await registerAccount(testApp.app);
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.1.0.${attempt + 1}`,
          payload: { username: owner.user.Username, password: `wrong-${attempt}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const locked = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.0.99',
        payload: { username: owner.user.Username, password: owner.password },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
      expect(locked.headers['retry-after']).toBe('900');

      // Once the failures are older than the window, the right password works again.
      await testApp.app.db.execute(
        sql`update login_attempts set created_at = created_at - interval '16 minutes' where username = ${owner.user.Username.toLowerCase()}`,
      );
      const after = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.0.99',
        payload: { username: owner.user.Username, password: owner.password },
      });
      expect(after.statusCode).toBe(200);
    });

    it('locks an address after 30 failures across usernames, but not other addresses', async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        const response = await inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.2.0.1',
          payload: { username: `spray-${attempt}`, password: 'guess' },
        });
        expect(response.statusCode).toBe(401);
      }
      const owner = await registerAccount(testApp.app);
      const fromSprayer = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.2.0.1',
        payload: { username: owner.user.Username, password: owner.password },
      });
      expect(fromSprayer.statusCode).toBe(429);
      const fromElsewhere = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.2.0.2',
        payload: { username: owner.user.Username, password: owner.password },
      });
      expect(fromElsewhere.statusCode).toBe(200);
    });

    it('clears the username failures after a successful sign-in', async () => {
      const owner = await registerAccount(testApp.app);
      for (let attempt = 0; attempt < 9; attempt++) {
        await inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.3.0.1',
          payload: { username: owner.user.Username, password: 'wrong' },
        });
      }
      await login(testApp.app, owner.user.Username, owner.password);
      const again = await inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.3.0.2',
        payload: { username: owner.user.Username, password: 'wrong' },
      });
      expect(again.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('answers 401 on /me without a cookie or with a made-up one', async () => {
      expect((await me()).statusCode).toBe(401);
      const forged = await me('statehouse_session=made-up-token');
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    });

    it('logout ends the session on the server, not just the cookie', async () => {
      const owner = await registerAccount(testApp.app);
      const response = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: owner.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      const cleared = response.cookies.find((candidate) => candidate.name === 'statehouse_session');
      expect(cleared?.value).toBe('');
      expect((await me(owner.cookie)).statusCode).toBe(401);
      // Logging out twice (or without a session) is harmless.
      expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    });

    it('expires a session that was not used for the session lifetime', async () => {
      const owner = await registerAccount(testApp.app);
      await testApp.app.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authSessions.userId, owner.userId));
      expect((await me(owner.cookie)).statusCode).toBe(401);
    });

    it('slides the expiry forward while the session is used', async () => {
      const owner = await registerAccount(testApp.app);
      const soon = new Date(Date.now() + 60_000);
      await testApp.app.db
        .update(authSessions)
        .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(authSessions.userId, owner.userId));
      const response = await me(owner.cookie);
      expect(response.statusCode).toBe(200);
      const [session] = await testApp.app.db.select().from(authSessions).where(eq(authSessions.userId, owner.userId));
      const fourteenDays = 14 * 24 * 60 * 60 * 1000;
      expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + fourteenDays - 60_000);
      expect(response.cookies.find((candidate) => candidate.name === 'statehouse_session')?.expires).toBeDefined();
    });

    it('marks the cookie Secure on https requests behind a trusted proxy', async () => {
      const proxied = await buildTestApp({ TRUST_PROXY: true });
      try {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-proto': 'https' },
          payload: registration(),
        });
        expect(response.cookies.find((candidate) => candidate.name === 'statehouse_session')?.secure).toBe(true);
      } finally {
        await proxied.close();
      }
    });

    it('ignores a forwarded protocol header unless TRUST_PROXY is set', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: registration(),
      });
      expect(response.cookies.find((candidate) => candidate.name === 'statehouse_session')?.secure).toBeFalsy();
    });
  });

  describe('Origin check', () => {
    it('refuses unsafe requests from another site with a message', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { username: 'demo', password: 'demo1234' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Cross-site request refused: the Origin header does not match this site.');
    });

    it('lets same-origin requests and requests without Origin through, and never blocks GET', async () => {
      const owner = await registerAccount(testApp.app);
      const sameOrigin = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://localhost:80', host: 'localhost:80' },
        payload: { username: owner.user.Username, password: owner.password },
      });
      expect(sameOrigin.statusCode).toBe(200);
      const read = await inject({ method: 'GET', url: '/api/auth/me', headers: { origin: 'https://evil.example' } });
      expect(read.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('needs the current password, sets the new one and ends the other sessions', async () => {
      const owner = await registerAccount(testApp.app);
      const otherDevice = await login(testApp.app, owner.user.Username, owner.password);

      const wrong = await inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: owner.cookie },
        payload: { password: 'new-secret', currentPassword: 'not-it' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');

      const short = await inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: owner.cookie },
        payload: { password: '123', currentPassword: owner.password },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().details).toContainEqual({ field: 'password (body)', message: authMessages.passwordMin });

      const ok = await inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: owner.cookie },
        payload: { password: 'new-secret', currentPassword: owner.password },
      });
      expect(ok.statusCode).toBe(200);
      expect((await me(owner.cookie)).statusCode).toBe(200);
      expect((await me(otherDevice.cookie)).statusCode).toBe(401);
      await expect(login(testApp.app, owner.user.Username, owner.password)).rejects.toThrow(/401/);
      await login(testApp.app, owner.user.Username, 'new-secret');
    });

    it('needs a session', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { password: 'new-secret', currentPassword: 'x' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/update-username', () => {
    it('renames the user, who then signs in with the new name', async () => {
      const owner = await registerAccount(testApp.app);
      const newName = `${owner.user.Username}-renamed`;
      const response = await inject({
        method: 'POST',
        url: '/api/auth/update-username',
        headers: { cookie: owner.cookie },
        payload: { username: newName },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().Username).toBe(newName);
      await login(testApp.app, newName, owner.password);
    });

    it('refuses a short or taken username and allows changing only the case of your own', async () => {
      const first = await registerAccount(testApp.app);
      const second = await registerAccount(testApp.app);
      const short = await inject({
        method: 'POST',
        url: '/api/auth/update-username',
        headers: { cookie: second.cookie },
        payload: { username: 'ab' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().details).toContainEqual({ field: 'username (body)', message: authMessages.usernameMin });
      const taken = await inject({
        method: 'POST',
        url: '/api/auth/update-username',
        headers: { cookie: second.cookie },
        payload: { username: first.user.Username.toUpperCase() },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('That username is already taken');
      const ownCase = await inject({
        method: 'POST',
        url: '/api/auth/update-username',
        headers: { cookie: second.cookie },
        payload: { username: second.user.Username.toUpperCase() },
      });
      expect(ownCase.statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/me', () => {
    it('reports the subscriptions of the selected account with their status', async () => {
      const owner = await registerAccount(testApp.app, { stateCodes: ['TX'] });
      await testApp.app.db
        .insert(userStateSubscriptions)
        .values({ accountId: owner.accountId, userId: owner.userId, stateCode: 'CA', status: 'inactive' });
      const body = (await me(owner.cookie)).json();
      expect(body.UserStateSubscriptions).toEqual([
        { StateCode: 'CA', Status: 'inactive' },
        { StateCode: 'TX', Status: 'active' },
      ]);
    });

    it('selects the first account and can move the session to another active one', async () => {
      const first = await registerAccount(testApp.app);
      const second = await registerAccount(testApp.app);
      const member = await addMember(testApp.app, { accountId: first.accountId, role: 'analyst' });
      await testApp.app.db.execute(
        sql`insert into account_users (account_id, user_id, role, full_account) values (${second.accountId}, ${member.userId}, 'user', true)`,
      );
      const before = (await me(member.cookie)).json();
      expect(before.SelectedAccountId).toBe(first.accountId);
      expect(before.Role.RoleName).toBe('analyst');
      expect(before.AccountUserRelationships).toHaveLength(2);

      const moved = await inject({
        method: 'POST',
        url: '/api/auth/select-account',
        headers: { cookie: member.cookie },
        payload: { accountId: second.accountId },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ SelectedAccountId: second.accountId, Role: { RoleName: 'user' } });
      const notMine = await inject({
        method: 'POST',
        url: '/api/auth/select-account',
        headers: { cookie: first.cookie },
        payload: { accountId: second.accountId },
      });
      expect(notMine.statusCode).toBe(404);
    });
  });
});
