import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  accountUsers,
  invitations,
  notifications,
  userSettings,
  userStateSubscriptions,
  users,
} from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './build-test-app';
import { addMember, registerAccount, type SignedIn } from './factories/accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Account A is set up with members, settings, subscriptions and an open invitation. Then a member of
 * account B calls every route of the OpenAPI document with A's ids wherever an id fits, and the test
 * checks that no reply mentions anything of A and that none of A's rows changed.
 */
/** What a stream sends within `ms`, then the stream is closed. */
async function readFor(stream: NodeJS.ReadableStream & { destroy: () => void }, ms: number): Promise<string> {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  stream.destroy();
  return text;
}

describe('tenant isolation: account B cannot read or change account A', () => {
  let testApp: TestApp;
  let adminA: SignedIn;
  let analystA: SignedIn & { username: string };
  let adminB: SignedIn;
  const secretName = 'Zebra Secret Holdings';
  const markers: string[] = [];
  let notificationIdA = 0;

  async function snapshotOfA() {
    const db = testApp.app.db;
    const memberIds = [adminA.userId, analystA.userId];
    return {
      account: await db.select().from(accounts).where(eq(accounts.id, adminA.accountId)),
      members: await db
        .select()
        .from(accountUsers)
        .where(eq(accountUsers.accountId, adminA.accountId))
        .orderBy(asc(accountUsers.id)),
      users: await db.select().from(users).where(inArray(users.id, memberIds)).orderBy(asc(users.id)),
      subscriptions: await db
        .select()
        .from(userStateSubscriptions)
        .where(eq(userStateSubscriptions.accountId, adminA.accountId))
        .orderBy(asc(userStateSubscriptions.id)),
      invitations: await db
        .select()
        .from(invitations)
        .where(eq(invitations.accountId, adminA.accountId))
        .orderBy(asc(invitations.id)),
      settings: await db
        .select()
        .from(userSettings)
        .where(inArray(userSettings.userId, memberIds))
        .orderBy(asc(userSettings.userId)),
      notifications: await db
        .select()
        .from(notifications)
        .where(eq(notifications.accountId, adminA.accountId))
        .orderBy(asc(notifications.id)),
    };
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    adminA = await registerAccount(testApp.app, {
      accountName: secretName,
      email: 'zebra-owner@secret.example',
      stateCodes: ['VT'],
    });
    analystA = await addMember(testApp.app, {
      accountId: adminA.accountId,
      role: 'analyst',
      username: 'zebra_analyst',
      stateCodes: ['NH'],
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/user-settings',
      headers: { cookie: analystA.cookie },
      payload: { theme: 'dark' },
    });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/analysts/invite',
      headers: { cookie: adminA.cookie },
      payload: { email: 'zebra-invitee@secret.example' },
    });
    const [notificationA] = await testApp.app.db
      .insert(notifications)
      .values({
        accountId: adminA.accountId,
        userId: adminA.userId,
        kind: 'bill_update',
        title: 'Zebra alert',
        body: 'zebra-notification body',
      })
      .returning({ id: notifications.id });
    notificationIdA = notificationA?.id ?? 0;
    adminB = await registerAccount(testApp.app, { accountName: 'Other Company', stateCodes: ['TX'] });
    markers.push(
      secretName,
      adminA.user.Username,
      'zebra_analyst',
      'zebra-owner@secret.example',
      'zebra-invitee',
      'zebra-notification',
    );
  });
  afterAll(() => testApp.close());

  it('every route answers B without anything of A, and A is unchanged afterwards', async () => {
    const before = await snapshotOfA();
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const aIds = [adminA.userId, analystA.userId];
    const bodies: Record<string, object> = {
      '/api/accounts/users/{userId}/role': { role: 'lobbyist' },
      '/api/accounts/users/{userId}/status': { status: 'disabled' },
      '/api/accounts/users/{userId}/tracked-activity': { stateCodes: ['TX'], emailDigest: 'daily' },
      '/api/accounts/seats': { seats: 1 },
      '/api/user-settings': { theme: 'light' },
      '/api/auth/select-account': { accountId: adminA.accountId },
      '/api/notifications/mark-as-read': { notificationIds: [notificationIdA] },
      '/api/accounts/users/{userId}/reset-password': { method: 'temporary-password', password: 'taken-over-1' },
    };
    const skip = new Set(['/api/auth/logout', '/api/auth/login', '/api/auth/register', '/api/auth/change-password']);
    let probes = 0;

    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      if (skip.has(path)) continue;
      for (const method of Object.keys(operations).map((name) => name.toUpperCase() as Method)) {
        for (const id of aIds) {
          const url = `${path.replace(/\{[^}]+\}/g, String(id))}?accountId=${adminA.accountId}&userId=${id}&id=${id}`;
          const payload =
            method === 'GET' || method === 'DELETE'
              ? undefined
              : (bodies[path] ?? { accountId: adminA.accountId, userId: id, id });
          // A live stream never ends: read what it sends (with a replay of everything, Last-Event-ID 0), then hang up.
          const isStream = path.endsWith('/stream');
          const response = await testApp.app.inject({
            method,
            url,
            headers: { cookie: adminB.cookie, ...(isStream ? { 'last-event-id': '0' } : {}) },
            payload,
            payloadAsStream: isStream,
          });
          const body = isStream ? await readFor(response.stream(), 300) : response.body;
          probes++;
          for (const marker of markers) {
            expect(body, `${method} ${url} leaked "${marker}"`).not.toContain(marker);
          }
          if (path.includes('{userId}') || path === '/api/users/{id}' || path === '/api/auth/select-account') {
            expect(response.statusCode, `${method} ${url}`).toBe(404);
          }
        }
      }
    }

    expect(probes).toBeGreaterThan(20);
    expect(await snapshotOfA()).toEqual(before);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: adminB.cookie } });
    expect(me.json().SelectedAccountId).toBe(adminB.accountId);
  });

  it("B's lists hold only B's members", async () => {
    for (const url of [
      '/api/accounts/users',
      '/api/users',
      '/api/user-contacts',
      '/api/accounts/my',
      '/api/notifications',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: adminB.cookie } });
      expect(response.statusCode).toBe(200);
      for (const marker of markers) expect(response.body, url).not.toContain(marker);
    }
    const seatsB = (
      await testApp.app.inject({ method: 'GET', url: '/api/accounts/seats', headers: { cookie: adminB.cookie } })
    ).json();
    expect(seatsB).toMatchObject({ activeFullUsers: 1, pendingFullInvitations: 0 });
  });

  it("A's own view still works after the probes", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/accounts/users',
      headers: { cookie: adminA.cookie },
    });
    expect(response.json().total).toBe(2);
  });
});
