import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { notifications } from '../../db/schema/index';
import { insertNotification, NOTIFICATION_LIST_LIMIT } from './notifications.queries';

describe('notifications routes', () => {
  let testApp: TestApp;
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  const ids = { older: 0, newer: 0, colleague: 0, otherAccount: 0 };

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const markRead = (who: SignedIn | undefined, payload: object) =>
    call(who, 'POST', '/api/notifications/mark-as-read', payload);
  const isRead = async (id: number) => {
    const [row] = await testApp.app.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, id));
    return row?.isRead;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'user', stateCodes: ['TX'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['CA'] });
    const db = testApp.app.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const mine = { accountId: owner.accountId, userId: owner.userId, kind: 'bill_update' };
    ids.older = (await insertNotification(db, { ...mine, title: 'Older', body: 'HB 1 moved', createdAt: at(1) })).id;
    ids.newer = (
      await insertNotification(db, { ...mine, title: 'Newer', body: 'HB 2 moved', link: '/bills/x', createdAt: at(2) })
    ).id;
    ids.colleague = (
      await insertNotification(db, {
        accountId: owner.accountId,
        userId: colleague.userId,
        kind: 'hearing',
        title: 'Colleague only',
        body: 'Hearing at 9',
      })
    ).id;
    // The owner's row in another account: not visible while the session works in the owner's account.
    ids.otherAccount = (
      await insertNotification(db, {
        accountId: outsider.accountId,
        userId: owner.userId,
        kind: 'hearing',
        title: 'Other account',
        body: 'Elsewhere',
      })
    ).id;
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await call(undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await markRead(undefined, { notificationIds: [ids.older] })).statusCode).toBe(401);
  });

  it("lists only the caller's own notifications in the selected account, newest first", async () => {
    const response = await call(owner, 'GET', '/api/notifications');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual([
      {
        Id: ids.newer,
        IsRead: false,
        kind: 'bill_update',
        title: 'Newer',
        body: 'HB 2 moved',
        link: '/bills/x',
        createdAt: '2026-01-01T12:02:00.000Z',
        billId: null,
        delayMs: null,
        payload: null,
      },
      expect.objectContaining({ Id: ids.older, title: 'Older', link: null }),
    ]);
    const colleagueList = (await call(colleague, 'GET', '/api/notifications')).json().data;
    expect(colleagueList.map((item: { Id: number }) => item.Id)).toEqual([ids.colleague]);
    expect((await call(outsider, 'GET', '/api/notifications')).json().data).toEqual([]);
  });

  it(`lists at most ${NOTIFICATION_LIST_LIMIT}`, async () => {
    const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'analyst' });
    await testApp.app.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIST_LIMIT + 3 }, (_, i) => ({
        accountId: owner.accountId,
        userId: member.userId,
        kind: 'bill_update',
        title: `N${i}`,
        body: 'b',
      })),
    );
    expect((await call(member, 'GET', '/api/notifications')).json().data).toHaveLength(NOTIFICATION_LIST_LIMIT);
  });

  it("marks only the caller's own rows and ignores the ids of others", async () => {
    const response = await markRead(owner, {
      notificationIds: [ids.older, ids.older, ids.colleague, ids.otherAccount, 999_999],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });
    expect(await isRead(ids.older)).toBe(true);
    expect(await isRead(ids.newer)).toBe(false);
    expect(await isRead(ids.colleague)).toBe(false);
    expect(await isRead(ids.otherAccount)).toBe(false);

    const list = (await call(owner, 'GET', '/api/notifications')).json().data;
    expect(list.find((item: { Id: number }) => item.Id === ids.older).IsRead).toBe(true);
    // Already read: nothing changes the second time.
    expect((await markRead(owner, { notificationIds: [ids.older] })).json()).toEqual({ updated: 0 });
  });

  it('lets the outsider change nothing of the owner', async () => {
    const response = await markRead(outsider, { notificationIds: [ids.newer, ids.colleague] });
    expect(response.json()).toEqual({ updated: 0 });
    const unread = await testApp.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.accountId, owner.accountId), eq(notifications.isRead, false)));
    expect(unread.map((row) => row.id)).toEqual(expect.arrayContaining([ids.newer, ids.colleague]));
  });

  it.each([
    ['no body field', {}],
    ['an empty list', { notificationIds: [] }],
    ['ids that are not numbers', { notificationIds: ['one'] }],
    ['more than 500 ids', { notificationIds: Array.from({ length: 501 }, (_, i) => i + 1) }],
  ])('refuses %s with 400 and a message', async (_label, payload) => {
    const response = await markRead(owner, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid request: /);
  });
});
