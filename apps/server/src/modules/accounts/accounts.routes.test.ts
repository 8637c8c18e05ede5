import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';

type Member = SignedIn & { username: string };

describe('accounts, users and settings routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let user: Member;
  let analyst: Member;
  let lobbyist: Member;
  const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await registerAccount(testApp.app, { stateCodes: ['TX', 'CA'], accountName: 'Lone Star Advocates' });
    user = await addMember(testApp.app, { accountId: admin.accountId, role: 'user', stateCodes: ['TX'] });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst', stateCodes: ['CA'] });
    lobbyist = await addMember(testApp.app, { accountId: admin.accountId, role: 'lobbyist' });
  });
  afterAll(() => testApp.close());

  describe('the role table of docs/decisions/007', () => {
    const who = () => ({ admin, user, analyst, lobbyist });
    const table: Array<[string, 'GET' | 'POST' | 'PATCH' | 'PUT', () => string, object | undefined, RoleName[]]> = [
      ['GET /api/accounts', 'GET', () => '/api/accounts', undefined, ['admin', 'user', 'analyst', 'lobbyist']],
      ['GET /api/accounts/my', 'GET', () => '/api/accounts/my', undefined, ['admin', 'user', 'analyst', 'lobbyist']],
      ['GET /api/accounts/plan', 'GET', () => '/api/accounts/plan', undefined, ['admin', 'user']],
      ['GET /api/accounts/seats', 'GET', () => '/api/accounts/seats', undefined, ['admin', 'user']],
      ['PATCH /api/accounts/seats', 'PATCH', () => '/api/accounts/seats', { seats: 9 }, ['admin']],
      ['GET /api/accounts/users', 'GET', () => '/api/accounts/users', undefined, ['admin']],
      ['POST role', 'POST', () => `/api/accounts/users/${lobbyist.userId}/role`, { role: 'lobbyist' }, ['admin']],
      ['PATCH status', 'PATCH', () => `/api/accounts/users/${lobbyist.userId}/status`, { status: 'active' }, ['admin']],
      [
        'PUT tracked-activity',
        'PUT',
        () => `/api/accounts/users/${analyst.userId}/tracked-activity`,
        { stateCodes: ['CA'], emailDigest: 'off' },
        ['admin'],
      ],
      [
        "GET someone else's tracked-activity",
        'GET',
        () => `/api/accounts/users/${analyst.userId}/tracked-activity`,
        undefined,
        ['admin', 'analyst'],
      ],
      ['GET /api/users', 'GET', () => '/api/users', undefined, ['admin', 'user', 'analyst']],
      ['GET /api/users/{id}', 'GET', () => `/api/users/${analyst.userId}`, undefined, ['admin', 'user', 'analyst']],
      [
        'GET /api/user-contacts',
        'GET',
        () => '/api/user-contacts',
        undefined,
        ['admin', 'user', 'analyst', 'lobbyist'],
      ],
      [
        'GET /api/user-settings',
        'GET',
        () => '/api/user-settings',
        undefined,
        ['admin', 'user', 'analyst', 'lobbyist'],
      ],
      [
        'POST /api/user-settings',
        'POST',
        () => '/api/user-settings',
        { theme: 'dark' },
        ['admin', 'user', 'analyst', 'lobbyist'],
      ],
    ];

    it.each(table)(
      '%s: allowed roles get through, the others get 403, nobody signed in gets 401',
      async (_name, method, url, payload, allowed) => {
        for (const [role, member] of Object.entries(who()) as Array<[RoleName, SignedIn]>) {
          const response = await call(member, method, url(), payload);
          if (allowed.includes(role)) expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(300);
          else {
            expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
            expect(response.json().message).toBe('You do not have permission to do that.');
          }
        }
        expect((await call(undefined, method, url(), payload)).statusCode).toBe(401);
      },
    );
  });

  describe('accounts', () => {
    it('GET /api/accounts describes the selected account', async () => {
      const response = await call(user, 'GET', '/api/accounts');
      expect(response.json()).toMatchObject({
        accountId: admin.accountId,
        name: 'Lone Star Advocates',
        analystPortal: true,
        lobbyistPortal: true,
        plan: 'trial',
      });
    });

    it('GET /api/accounts/my lists the memberships as a data list with accountId', async () => {
      const response = await call(analyst, 'GET', '/api/accounts/my');
      expect(response.json()).toEqual({
        data: [
          {
            accountId: admin.accountId,
            name: 'Lone Star Advocates',
            analystPortal: true,
            lobbyistPortal: true,
            plan: 'trial',
            role: 'analyst',
            fullAccount: false,
            selected: true,
          },
        ],
      });
    });

    it('GET /api/accounts/plan and /seats count full members only', async () => {
      const plan = (await call(admin, 'GET', '/api/accounts/plan')).json();
      expect(plan).toMatchObject({ plan: 'trial', label: 'Trial', analystPortal: true, lobbyistPortal: true });
      const seats = (await call(admin, 'GET', '/api/accounts/seats')).json();
      expect(seats.activeFullUsers).toBe(2);
      expect(seats.usedSeats).toBe(seats.activeFullUsers + seats.pendingFullInvitations);
      expect(seats.availableSeats).toBe(seats.seats - seats.usedSeats);
    });

    it('PATCH /api/accounts/seats changes seats but never below the seats in use', async () => {
      const tooFew = await call(admin, 'PATCH', '/api/accounts/seats', { seats: 1 });
      expect(tooFew.statusCode).toBe(409);
      expect(tooFew.json().message).toMatch(/^2 seats are in use/);
      const zero = await call(admin, 'PATCH', '/api/accounts/seats', { seats: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().details).toContainEqual({
        field: 'seats (body)',
        message: 'An account needs at least 1 seat',
      });
      const ok = await call(admin, 'PATCH', '/api/accounts/seats', { seats: 7 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().seats).toBe(7);
    });
  });

  describe('account users', () => {
    it('pages and searches the members', async () => {
      const firstPage = (await call(admin, 'GET', '/api/accounts/users?page=1&pageSize=2')).json();
      expect(firstPage).toMatchObject({ page: 1, pageSize: 2, total: 4, totalPages: 2 });
      expect(firstPage.data).toHaveLength(2);
      const secondPage = (await call(admin, 'GET', '/api/accounts/users?page=2&pageSize=2')).json();
      const ids = [...firstPage.data, ...secondPage.data].map((member: { userId: number }) => member.userId);
      expect(new Set(ids)).toEqual(new Set([admin.userId, user.userId, analyst.userId, lobbyist.userId]));

      const search = (
        await call(admin, 'GET', `/api/accounts/users?searchTerm=${analyst.username.toUpperCase()}`)
      ).json();
      expect(search.total).toBe(1);
      expect(search.data[0]).toMatchObject({
        userId: analyst.userId,
        role: 'analyst',
        fullAccount: false,
        status: 'active',
        stateCodes: ['CA'],
      });
      const wildcard = (await call(admin, 'GET', '/api/accounts/users?searchTerm=%25')).json();
      expect(wildcard.total).toBe(0);
    });

    it('refuses a page size over 100', async () => {
      expect((await call(admin, 'GET', '/api/accounts/users?pageSize=101')).statusCode).toBe(400);
    });

    it('changes a role; promotion to a full role takes a seat and fails when none is left', async () => {
      const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
      await call(admin, 'PATCH', '/api/accounts/seats', { seats: 2 });
      const full = await call(admin, 'POST', `/api/accounts/users/${member.userId}/role`, { role: 'user' });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(
        'All 2 seats are in use. Free a seat or add seats before adding another full-account user.',
      );
      await call(admin, 'PATCH', '/api/accounts/seats', { seats: 10 });
      const promoted = await call(admin, 'POST', `/api/accounts/users/${member.userId}/role`, { role: 'user' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ role: 'user', fullAccount: true });
      const me = (await call(member, 'GET', '/api/auth/me')).json();
      expect(me.Role.RoleName).toBe('user');
      expect(me.AccountUserRelationships[0].FullAccount).toBe(true);

      const demoted = await call(admin, 'POST', `/api/accounts/users/${member.userId}/role`, { role: 'lobbyist' });
      expect(demoted.json()).toMatchObject({ role: 'lobbyist', fullAccount: false });
      const bad = await call(admin, 'POST', `/api/accounts/users/${member.userId}/role`, { role: 'owner' });
      expect(bad.statusCode).toBe(400);
    });

    it('does not let an admin change their own role or disable themselves', async () => {
      const role = await call(admin, 'POST', `/api/accounts/users/${admin.userId}/role`, { role: 'user' });
      expect(role.statusCode).toBe(400);
      expect(role.json().message).toBe('You cannot change your own role.');
      const status = await call(admin, 'PATCH', `/api/accounts/users/${admin.userId}/status`, { status: 'disabled' });
      expect(status.statusCode).toBe(400);
      expect(status.json().message).toBe('You cannot disable your own membership.');
    });

    it('disabling a member signs them out at once; enabling needs a free seat for a full member', async () => {
      const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
      const disabled = await call(admin, 'PATCH', `/api/accounts/users/${member.userId}/status`, {
        status: 'disabled',
      });
      expect(disabled.json()).toMatchObject({ status: 'disabled' });
      expect((await call(member, 'GET', '/api/auth/me')).statusCode).toBe(401);

      const seats = (await call(admin, 'GET', '/api/accounts/seats')).json();
      await call(admin, 'PATCH', '/api/accounts/seats', { seats: seats.usedSeats });
      const noSeat = await call(admin, 'PATCH', `/api/accounts/users/${member.userId}/status`, { status: 'active' });
      expect(noSeat.statusCode).toBe(409);
      await call(admin, 'PATCH', '/api/accounts/seats', { seats: 10 });
      const enabled = await call(admin, 'PATCH', `/api/accounts/users/${member.userId}/status`, { status: 'active' });
      expect(enabled.json()).toMatchObject({ status: 'active' });
      const bad = await call(admin, 'PATCH', `/api/accounts/users/${member.userId}/status`, { status: 'gone' });
      expect(bad.statusCode).toBe(400);
    });

    it('answers 404 for a user id that is not a member', async () => {
      expect((await call(admin, 'POST', '/api/accounts/users/999999/role', { role: 'user' })).statusCode).toBe(404);
      expect((await call(admin, 'PATCH', '/api/accounts/users/999999/status', { status: 'active' })).statusCode).toBe(
        404,
      );
      expect((await call(admin, 'GET', '/api/accounts/users/999999/tracked-activity')).statusCode).toBe(404);
    });
  });

  describe('tracked activity', () => {
    it('members read their own; the admin sets states (the allowed states) and the digest', async () => {
      const own = await call(user, 'GET', `/api/accounts/users/${user.userId}/tracked-activity`);
      expect(own.json()).toEqual({ userId: user.userId, stateCodes: ['TX'], emailDigest: 'off' });

      const set = await call(admin, 'PUT', `/api/accounts/users/${user.userId}/tracked-activity`, {
        stateCodes: ['ny', 'TX'],
        emailDigest: 'weekly',
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ userId: user.userId, stateCodes: ['NY', 'TX'], emailDigest: 'weekly' });
      const me = (await call(user, 'GET', '/api/auth/me')).json();
      expect(me.UserStateSubscriptions).toEqual([
        { StateCode: 'NY', Status: 'active' },
        { StateCode: 'TX', Status: 'active' },
      ]);

      await call(admin, 'PUT', `/api/accounts/users/${user.userId}/tracked-activity`, {
        stateCodes: ['NY'],
        emailDigest: 'weekly',
      });
      const after = (await call(user, 'GET', '/api/auth/me')).json();
      expect(after.UserStateSubscriptions).toEqual([
        { StateCode: 'NY', Status: 'active' },
        { StateCode: 'TX', Status: 'inactive' },
      ]);
      await call(admin, 'PUT', `/api/accounts/users/${user.userId}/tracked-activity`, {
        stateCodes: ['TX'],
        emailDigest: 'off',
      });
    });

    it('refuses unknown states and digests', async () => {
      const state = await call(admin, 'PUT', `/api/accounts/users/${user.userId}/tracked-activity`, {
        stateCodes: ['QQ'],
        emailDigest: 'off',
      });
      expect(state.statusCode).toBe(400);
      expect(state.json().message).toBe('Unknown state code: QQ');
      const digest = await call(admin, 'PUT', `/api/accounts/users/${user.userId}/tracked-activity`, {
        stateCodes: [],
        emailDigest: 'hourly',
      });
      expect(digest.statusCode).toBe(400);
    });

    it('a non-admin cannot read another member', async () => {
      const response = await call(user, 'GET', `/api/accounts/users/${analyst.userId}/tracked-activity`);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('users', () => {
    it('GET /api/users filters by role and by state (no subscription means every state)', async () => {
      const analysts = (await call(admin, 'GET', '/api/users?roleName=analyst')).json().data;
      expect(analysts.map((member: { id: number }) => member.id)).toContain(analyst.userId);
      expect(analysts.every((member: { role: string }) => member.role === 'analyst')).toBe(true);

      const inCalifornia = (await call(admin, 'GET', '/api/users?stateCode=ca')).json().data;
      const ids = inCalifornia.map((member: { id: number }) => member.id);
      expect(ids).toContain(analyst.userId);
      expect(ids).toContain(admin.userId);
      expect(ids).toContain(lobbyist.userId);
      expect(ids).not.toContain(user.userId);

      expect((await call(admin, 'GET', '/api/users?roleName=owner')).statusCode).toBe(400);
    });

    it('GET /api/users/{id} returns a member; lobbyists only themselves', async () => {
      const response = await call(analyst, 'GET', `/api/users/${user.userId}`);
      expect(response.json()).toMatchObject({
        id: user.userId,
        username: user.username,
        role: 'user',
        fullAccount: true,
        stateCodes: ['TX'],
      });
      expect((await call(lobbyist, 'GET', `/api/users/${lobbyist.userId}`)).statusCode).toBe(200);
      expect((await call(lobbyist, 'GET', `/api/users/${user.userId}`)).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/api/users/999999')).statusCode).toBe(404);
      expect((await call(admin, 'GET', '/api/users/abc')).statusCode).toBe(400);
    });

    it('GET /api/user-contacts lists active colleagues with e-mail', async () => {
      const contacts = (await call(lobbyist, 'GET', '/api/user-contacts')).json().data;
      expect(contacts).toContainEqual({
        id: analyst.userId,
        firstName: 'Analyst',
        lastName: analyst.username,
        fullName: `Analyst ${analyst.username}`,
        email: `${analyst.username}@example.com`,
        role: 'analyst',
      });
      expect(contacts.some((contact: { email: string }) => contact.email.includes('@'))).toBe(true);
    });
  });

  describe('user settings', () => {
    it('starts from the defaults and merges what is sent', async () => {
      const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
      const initial = (await call(member, 'GET', '/api/user-settings')).json();
      expect(initial).toEqual({
        theme: 'light',
        notifications: {
          email: true,
          sms: false,
          inApp: true,
          billUpdates: true,
          hearingAlerts: true,
          weeklyDigest: false,
          inAppKinds: [
            'new_action',
            'new_version',
            'new_vote',
            'status_change',
            'hearing_scheduled',
            'hearing_moved',
            'mentioned_in_hearing',
          ],
          emailKinds: ['new_action', 'new_version', 'new_vote', 'status_change', 'hearing_scheduled', 'hearing_moved'],
          smsKinds: ['status_change', 'hearing_scheduled', 'new_vote'],
          emailDelivery: 'immediate',
          phone: '',
          timeZone: 'America/Chicago',
        },
      });
      const updated = await call(member, 'POST', '/api/user-settings', {
        theme: 'dark',
        notifications: { sms: true },
      });
      expect(updated.json()).toEqual({
        ...initial,
        theme: 'dark',
        notifications: { ...initial.notifications, sms: true },
      });
      const partial = await call(member, 'POST', '/api/user-settings', { notifications: { email: false } });
      expect(partial.json()).toMatchObject({ theme: 'dark', notifications: { sms: true, email: false } });
      expect((await call(member, 'GET', '/api/user-settings')).json()).toEqual(partial.json());
    });

    it('refuses unknown themes and unknown fields', async () => {
      expect((await call(user, 'POST', '/api/user-settings', { theme: 'neon' })).statusCode).toBe(400);
      expect((await call(user, 'POST', '/api/user-settings', { fontSize: 20 })).statusCode).toBe(400);
    });

    it('keeps settings per user', async () => {
      await call(analyst, 'POST', '/api/user-settings', { theme: 'system' });
      expect((await call(lobbyist, 'GET', '/api/user-settings')).json().theme).not.toBe('system');
    });
  });
});
