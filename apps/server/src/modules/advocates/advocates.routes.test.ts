import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import {
  accounts,
  advocateStateSummaries,
  eventAgendaItems,
  events,
  relationships,
  tagBills,
  tags,
} from '../../db/schema/index';

const BILL = 'TX-892-HB-1';
const OTHER_BILL = 'TX-892-SB-1';
const HEARING = 'advocates-test-hearing';

describe('advocate management routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let advocate: SignedIn & { username: string };
  let otherAdvocate: SignedIn & { username: string };
  let outsider: SignedIn;
  let noPortal: SignedIn;
  /** Each tracker's personal tag: one account tag carries a bill once, so two people track it with their own. */
  const tagOf = new Map<number, number>();

  const call = (
    who: SignedIn | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const ok = async (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, status = 200) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const track = (who: SignedIn, billId: string) =>
    ok(who, 'POST', '/api/tags/bills', { tagIds: [tagOf.get(who.userId)], billIds: [billId], action: 'add' });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.app.db;
    await loadBillSample(db, [BILL, OTHER_BILL]);
    admin = await registerAccount(testApp.app, { firstName: 'Ada', lastName: 'Admin', stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    advocate = await addMember(testApp.app, { accountId: admin.accountId, role: 'lobbyist', stateCodes: ['TX'] });
    otherAdvocate = await addMember(testApp.app, { accountId: admin.accountId, role: 'lobbyist', stateCodes: ['CA'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    noPortal = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    await db.update(accounts).set({ lobbyistPortal: false }).where(eq(accounts.id, noPortal.accountId));
    await db.update(accounts).set({ advocateSeats: 3 }).where(eq(accounts.id, admin.accountId));
    for (const who of [advocate, otherAdvocate, colleague]) {
      const [tag] = await db
        .insert(tags)
        .values({ accountId: admin.accountId, scope: 'personal', ownerUserId: who.userId, name: 'My bills' })
        .returning({ id: tags.id });
      tagOf.set(who.userId, tag!.id);
    }
    const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await db.insert(events).values({
      id: HEARING,
      jurisdictionId: 'TX',
      name: 'House Committee on State Affairs',
      committeeName: 'State Affairs',
      classification: 'hearing',
      startTime: start,
      timezone: 'America/Chicago',
      sources: [{ url: 'https://example.org/witness-registration', note: 'Witness registration form' }],
      sourceKey: HEARING,
      source: 'test',
    });
    await db.insert(eventAgendaItems).values({ eventId: HEARING, billId: BILL });
  });
  afterAll(() => testApp.close());

  it('requires sign-in, a portal role and the lobbyistPortal flag', async () => {
    expect((await call(undefined, 'GET', '/api/advocate-management/dashboard')).statusCode).toBe(401);
    expect((await call(analyst, 'GET', '/api/advocate-management/dashboard')).statusCode).toBe(403);
    const off = await call(noPortal, 'GET', '/api/advocate-management/dashboard');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toContain('lobbyist portal is not turned on');
    expect(
      (await call(advocate, 'POST', '/api/advocate-management', { email: 'x@example.com', stateCodes: ['TX'] }))
        .statusCode,
    ).toBe(403);
    expect((await call(colleague, 'POST', '/api/advocate-management/refresh-dashboard-cache')).statusCode).toBe(403);
  });

  it('refuses bad input with 400 and a message', async () => {
    const noStates = await call(admin, 'POST', '/api/advocate-management', { email: 'a@example.com', stateCodes: [] });
    expect(noStates.statusCode).toBe(400);
    expect(noStates.json().message).toContain('Choose at least one state');
    const badState = await call(admin, 'POST', '/api/advocate-management', {
      email: 'a@example.com',
      stateCodes: ['ZZ'],
    });
    expect(badState.statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/advocate-management', { email: 'nope', stateCodes: ['TX'] })).statusCode,
    ).toBe(400);
    const noIds = await call(admin, 'GET', '/api/advocate-management/bills/tracking-count');
    expect(noIds.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/advocate-management/dashboard?state=XX')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/advocate-management/lobbyists/abc')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/advocate-management/testimonies?status=sent')).statusCode).toBe(400);
    const badPosition = await call(advocate, 'POST', '/api/advocate-management/testimonies', {
      billId: BILL,
      position: 'maybe',
    });
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json().message).toContain('position must be for, against or on');
  });

  it('invites advocates into advocate seats and says so when none is left', async () => {
    // 3 seats: two advocates hold two.
    expect(await ok(admin, 'GET', '/api/advocate-management/seats')).toEqual({
      seats: 3,
      activeAdvocates: 2,
      pendingInvitations: 0,
      available: 1,
    });
    const invited = await ok(
      admin,
      'POST',
      '/api/advocate-management',
      { email: 'new.advocate@example.com', firstName: 'Nia', lastName: 'Newcomer', stateCodes: ['tx', 'CA', 'TX'] },
      201,
    );
    expect(invited).toMatchObject({ email: 'new.advocate@example.com', stateCodes: ['CA', 'TX'], delivery: 'link' });
    expect(invited.seats.available).toBe(0);
    const full = await call(admin, 'POST', '/api/advocate-management', {
      email: 'one.more@example.com',
      stateCodes: ['TX'],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('All 3 advocate seats are in use');
    const pending = await ok(admin, 'GET', '/api/advocate-management/invitations');
    expect(pending.data.map((row: { email: string; role: string }) => [row.email, row.role])).toContainEqual([
      'new.advocate@example.com',
      'lobbyist',
    ]);

    // Accepting makes a lobbyist member with the invitation's states.
    const token = new URL(invited.acceptUrl).searchParams.get('token');
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, username: 'nia_newcomer', password: 'secret123', firstName: 'Nia', lastName: 'Newcomer' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const nia = accepted.json();
    expect(nia.Role.RoleName).toBe('lobbyist');
    expect(nia.UserStateSubscriptions.map((s: { StateCode: string }) => s.StateCode).sort()).toEqual(['CA', 'TX']);
    expect(await ok(admin, 'GET', '/api/advocate-management/seats')).toMatchObject({
      activeAdvocates: 3,
      available: 0,
    });
  });

  it('lists advocates by state and counts the advocates who track each bill', async () => {
    await track(advocate, BILL);
    await track(otherAdvocate, BILL);
    await track(colleague, OTHER_BILL);
    const counts = await ok(
      admin,
      'GET',
      `/api/advocate-management/bills/tracking-count?billIds=${BILL},${OTHER_BILL}`,
    );
    expect(counts.data).toEqual([
      { billId: BILL, advocates: 2 },
      { billId: OTHER_BILL, advocates: 0 },
    ]);

    const texas = await ok(admin, 'GET', '/api/advocate-management/states/lobbyists?stateCode=TX');
    const names = texas.data.map((row: { id: number }) => row.id);
    expect(names).toContain(advocate.userId);
    expect(names).not.toContain(otherAdvocate.userId);
    expect(texas.data.find((row: { id: number }) => row.id === advocate.userId)).toMatchObject({
      stateCodes: ['TX'],
      trackedBills: 1,
    });
    // An advocate sees only themselves.
    const own = await ok(advocate, 'GET', '/api/advocate-management/states/lobbyists');
    expect(own.data.map((row: { id: number }) => row.id)).toEqual([advocate.userId]);
    // The tracked-bills filters lobbyistUsersOnly and excludeLobbyistUsers read the same group (role lobbyist):
    // tracking.routes.test.ts covers them.
  });

  it('takes testimony from draft through approval to filed, keeping the filed version and its files', async () => {
    const wrongHearing = await call(advocate, 'POST', '/api/advocate-management/testimonies', {
      billId: OTHER_BILL,
      eventId: HEARING,
      position: 'for',
    });
    expect(wrongHearing.statusCode).toBe(400);
    expect(wrongHearing.json().message).toContain('does not take up that bill');

    const draft = await ok(
      advocate,
      'POST',
      '/api/advocate-management/testimonies',
      { billId: BILL.toLowerCase(), eventId: HEARING, position: 'for', statement: '' },
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', bill: { id: BILL }, hearing: { eventId: HEARING } });
    expect(draft.signInForms).toEqual([
      { url: 'https://example.org/witness-registration', note: 'Witness registration form' },
    ]);
    const empty = await call(admin, 'POST', `/api/advocate-management/testimonies/${draft.id}/approve`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write the statement');

    const form = new FormData();
    form.append('file', new Blob(['Testimony of the advocate'], { type: 'text/plain' }), 'statement.txt');
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/advocate-management/testimonies/${draft.id}/files`,
      headers: { cookie: advocate.cookie },
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().files[0].id;
    const download = await call(admin, 'GET', `/api/advocate-management/testimonies/${draft.id}/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Testimony of the advocate');

    await ok(advocate, 'PATCH', `/api/advocate-management/testimonies/${draft.id}`, {
      statement: 'We support HB 1.',
    });
    // Advocates cannot approve; the other advocate cannot even see it.
    expect((await call(advocate, 'POST', `/api/advocate-management/testimonies/${draft.id}/approve`)).statusCode).toBe(
      403,
    );
    expect((await call(otherAdvocate, 'GET', `/api/advocate-management/testimonies/${draft.id}`)).statusCode).toBe(404);
    const early = await call(advocate, 'POST', `/api/advocate-management/testimonies/${draft.id}/file`);
    expect(early.statusCode).toBe(409);

    const approved = await ok(admin, 'POST', `/api/advocate-management/testimonies/${draft.id}/approve`);
    expect(approved).toMatchObject({ status: 'approved', approvedBy: 'Ada Admin' });
    const locked = await call(advocate, 'PATCH', `/api/advocate-management/testimonies/${draft.id}`, {
      statement: 'x',
    });
    expect(locked.statusCode).toBe(409);
    const filed = await ok(advocate, 'POST', `/api/advocate-management/testimonies/${draft.id}/file`);
    expect(filed.status).toBe('filed');
    expect(filed.submitted).toMatchObject({
      position: 'for',
      statement: 'We support HB 1.',
      files: [{ id: fileId, fileName: 'statement.txt' }],
    });
    const outcome = await ok(advocate, 'PATCH', `/api/advocate-management/testimonies/${draft.id}`, {
      outcome: 'Testified in person',
    });
    expect(outcome.outcome).toBe('Testified in person');

    const listed = await ok(admin, 'GET', '/api/advocate-management/testimonies?status=filed');
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([draft.id]);
    expect((await ok(otherAdvocate, 'GET', '/api/advocate-management/testimonies')).data).toEqual([]);
  });

  it('shows the dashboard per state and in total, current without a refresh', async () => {
    const all = await ok(admin, 'GET', '/api/advocate-management/dashboard');
    expect(all.state).toBe('ALL');
    expect(all.totals).toMatchObject({ advocates: 3, trackedBills: 1, upcomingHearings: 1 });
    expect(all.totals.testimonies).toEqual({ draft: 0, approved: 0, filed: 1 });
    expect(all.hearings).toMatchObject([{ eventId: HEARING, bill: { id: BILL }, advocates: 2 }]);
    const texas = await ok(admin, 'GET', '/api/advocate-management/dashboard?state=tx');
    expect(texas.totals).toMatchObject({ stateCode: 'TX', advocates: 2, trackedBills: 1 });
    expect(texas.states.map((row: { stateCode: string }) => row.stateCode)).toEqual(['CA', 'TX']);

    // A new draft shows at once: the read rebuilds the views whose data changed.
    await ok(otherAdvocate, 'POST', '/api/advocate-management/testimonies', { billId: BILL, position: 'against' }, 201);
    const after = await ok(admin, 'GET', '/api/advocate-management/dashboard');
    expect(after.totals.testimonies).toEqual({ draft: 1, approved: 0, filed: 1 });
    expect(after.recentTestimonies[0].position).toBe('against');
  });

  it('refreshes the views on demand, twice at once leaving one consistent view', async () => {
    const [first, second] = await Promise.all([
      call(admin, 'POST', '/api/advocate-management/refresh-dashboard-cache'),
      call(admin, 'POST', '/api/advocate-management/refresh-dashboard-cache'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().refreshed[0]).toMatchObject({ view: 'dashboard' });
    const rows = await testApp.app.db
      .select({ stateCode: advocateStateSummaries.stateCode })
      .from(advocateStateSummaries)
      .where(eq(advocateStateSummaries.accountId, admin.accountId));
    expect(rows.map((row) => row.stateCode).sort()).toEqual(['ALL', 'CA', 'TX']);
    for (const path of ['refresh-calendar-cache', 'refresh-main-dashboard-cache', 'refresh-user-dashboard-cache']) {
      const reply = await ok(admin, 'POST', `/api/advocate-management/${path}`);
      expect(reply.refreshed).toHaveLength(1);
    }
    const existing = await ok(admin, 'POST', '/api/advocate-management/refresh-existing-cache');
    expect(existing.refreshed.map((row: { view: string }) => row.view).sort()).toEqual([
      'calendar',
      'dashboard',
      'main-dashboard',
      'user-dashboard',
    ]);
  });

  it('shows an advocate’s profile with bills, testimony and relationships; only their own to an advocate', async () => {
    // A legislator of the sample, to relate to.
    const people = await testApp.app.db.execute(sql`select id from people where jurisdiction_id = 'TX' limit 1`);
    const memberId = (people as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (memberId) {
      await testApp.app.db.insert(relationships).values({
        accountId: admin.accountId,
        userId: advocate.userId,
        memberId,
        strength: 4,
        lastContactAt: new Date('2025-01-10T00:00:00Z'),
      });
    }
    const profile = await ok(admin, 'GET', `/api/advocate-management/lobbyists/${advocate.userId}?state=TX`);
    expect(profile).toMatchObject({ id: advocate.userId, stateCodes: ['TX'] });
    expect(profile.trackedBills.map((bill: { id: string }) => bill.id)).toEqual([BILL]);
    expect(profile.testimonies).toHaveLength(1);
    expect(Array.isArray(profile.registrations)).toBe(true);
    if (memberId) expect(profile.relationships).toMatchObject([{ memberId, kind: 'Strong' }]);

    expect((await call(advocate, 'GET', `/api/advocate-management/lobbyists/${advocate.userId}`)).statusCode).toBe(200);
    expect((await call(advocate, 'GET', `/api/advocate-management/lobbyists/${otherAdvocate.userId}`)).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'GET', `/api/advocate-management/lobbyists/${colleague.userId}`)).statusCode).toBe(404);
  });

  it('shows another account nothing', async () => {
    const dashboard = await ok(outsider, 'GET', '/api/advocate-management/dashboard');
    expect(dashboard.totals).toMatchObject({ advocates: 0, trackedBills: 0 });
    expect(dashboard.hearings).toEqual([]);
    expect((await ok(outsider, 'GET', '/api/advocate-management/testimonies')).data).toEqual([]);
    expect((await ok(outsider, 'GET', '/api/advocate-management/states/lobbyists')).data).toEqual([]);
    expect((await call(outsider, 'GET', `/api/advocate-management/lobbyists/${advocate.userId}`)).statusCode).toBe(404);
    const counts = await ok(outsider, 'GET', `/api/advocate-management/bills/tracking-count?billIds=${BILL}`);
    expect(counts.data).toEqual([{ billId: BILL, advocates: 0 }]);
    const tracked = await testApp.app.db.select().from(tagBills).where(eq(tagBills.accountId, outsider.accountId));
    expect(tracked).toEqual([]);
  });
});
