import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { billPositionHistory, billPositions, tagShares, tags } from '../../db/schema/index';

const BILL = 'TX-892-HB-1';
const OTHER_BILL = 'TX-892-SB-1';

describe('bill positions routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;
  const tag = { client: 0, colleaguePrivate: 0, sharedWithAdmin: 0, outsiders: 0 };

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const list = async (who: SignedIn, query: string) => {
    const response = await call(who, 'GET', `/api/bill-positions?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const setPosition = (who: SignedIn, payload: object) => call(who, 'POST', '/api/bill-positions', payload);
  const storedOf = (accountId: number) =>
    testApp.app.db
      .select({ position: billPositions.position, note: billPositions.note, tagId: billPositions.tagId })
      .from(billPositions)
      .where(eq(billPositions.accountId, accountId))
      .orderBy(asc(billPositions.id));
  const historyOf = (accountId: number) =>
    testApp.app.db
      .select({ position: billPositionHistory.position, billId: billPositionHistory.billId })
      .from(billPositionHistory)
      .where(eq(billPositionHistory.accountId, accountId))
      .orderBy(asc(billPositionHistory.id));
  const addTag = async (values: typeof tags.$inferInsert) =>
    (await testApp.app.db.insert(tags).values(values).returning({ id: tags.id }))[0]!.id;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, [BILL, OTHER_BILL]);
    admin = await registerAccount(testApp.app, { firstName: 'Ada', lastName: 'Admin', stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    tag.client = await addTag({ accountId: admin.accountId, scope: 'account', name: 'Acme Energy', color: '#ff0000' });
    tag.colleaguePrivate = await addTag({
      accountId: admin.accountId,
      scope: 'personal',
      ownerUserId: colleague.userId,
      name: 'My hunches',
    });
    tag.sharedWithAdmin = await addTag({
      accountId: admin.accountId,
      scope: 'personal',
      ownerUserId: colleague.userId,
      name: 'Shared issue',
    });
    await testApp.app.db.insert(tagShares).values({
      accountId: admin.accountId,
      tagId: tag.sharedWithAdmin,
      targetType: 'user',
      targetId: admin.userId,
    });
    tag.outsiders = await addTag({ accountId: outsider.accountId, scope: 'account', name: 'Outsider client' });
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await call(undefined, 'GET', `/api/bill-positions?billId=${BILL}`)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/bill-positions', {})).statusCode).toBe(401);
    expect((await call(undefined, 'DELETE', '/api/bill-positions/1')).statusCode).toBe(401);
  });

  it('sets the account’s position with a note, who and when, and changes it with the history kept', async () => {
    const first = await setPosition(admin, { billId: BILL, position: 'support', note: '  Good for members  ' });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json();
    expect(created).toMatchObject({
      changed: true,
      position: {
        billId: BILL,
        tag: null,
        position: 'support',
        note: 'Good for members',
        setBy: { id: admin.userId, name: 'Ada Admin' },
      },
    });
    expect(Date.parse(created.position.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const changed = (await setPosition(colleague, { billId: BILL, position: 'oppose', note: 'Amended badly' })).json();
    expect(changed).toMatchObject({ changed: true, position: { id: created.position.id, position: 'oppose' } });
    expect(changed.position.setBy.id).toBe(colleague.userId);

    // The same again is no change and writes no history.
    const repeat = (await setPosition(colleague, { billId: BILL, position: 'oppose', note: 'Amended badly' })).json();
    expect(repeat.changed).toBe(false);

    const reply = await list(admin, `billId=${BILL}&includeHistory=true`);
    expect(reply.canEdit).toBe(true);
    expect(reply.data).toHaveLength(1);
    expect(reply.data[0]).toMatchObject({ position: 'oppose', note: 'Amended badly', tag: null });
    expect(
      reply.history.map((row: { from: string | null; to: string | null; changedBy: { id: number } }) => [
        row.from,
        row.to,
        row.changedBy.id,
      ]),
    ).toEqual([
      ['support', 'oppose', colleague.userId],
      [null, 'support', admin.userId],
    ]);
    // Without includeHistory there is no history.
    expect((await list(admin, `billId=${BILL}`)).history).toBeUndefined();
  });

  it('keeps one position per tag beside the account’s own, listing the account’s own first', async () => {
    const forClient = await setPosition(admin, { billId: BILL, tagId: tag.client, position: 'amend', note: 'Fix §2' });
    expect(forClient.json().position.tag).toEqual({ id: tag.client, name: 'Acme Energy', color: '#ff0000' });
    const reply = await list(colleague, `billId=${BILL}`);
    expect(
      reply.data.map((row: { tag: { id: number } | null; position: string }) => [row.tag?.id ?? null, row.position]),
    ).toEqual([
      [null, 'oppose'],
      [tag.client, 'amend'],
    ]);
    const onlyClient = await list(colleague, `billId=${BILL}&tagId=${tag.client}`);
    expect(onlyClient.data.map((row: { position: string }) => row.position)).toEqual(['amend']);
  });

  it('takes only a tag the caller sees: own, the account’s, or shared with them', async () => {
    const hidden = await setPosition(admin, { billId: BILL, tagId: tag.colleaguePrivate, position: 'neutral' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toMatch(/^Tag not found/);
    const foreign = await setPosition(admin, { billId: BILL, tagId: tag.outsiders, position: 'neutral' });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await setPosition(admin, { billId: BILL, tagId: tag.sharedWithAdmin, position: 'monitor' })).statusCode,
    ).toBe(200);

    // The colleague's position for their private tag is not shown to the admin, who cannot see that tag.
    expect(
      (await setPosition(colleague, { billId: OTHER_BILL, tagId: tag.colleaguePrivate, position: 'support' }))
        .statusCode,
    ).toBe(200);
    expect((await list(admin, `billId=${OTHER_BILL}`)).data).toEqual([]);
    expect((await list(colleague, `billId=${OTHER_BILL}`)).data).toHaveLength(1);
    expect(
      (await call(admin, 'GET', `/api/bill-positions?billId=${OTHER_BILL}&tagId=${tag.colleaguePrivate}`)).statusCode,
    ).toBe(404);
  });

  it('lets analysts read but not set or withdraw positions', async () => {
    const reply = await list(analyst, `billId=${BILL}`);
    expect(reply.canEdit).toBe(false);
    expect(reply.data.length).toBeGreaterThan(0);
    const refused = await setPosition(analyst, { billId: BILL, position: 'support' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do that.');
    expect((await call(analyst, 'DELETE', `/api/bill-positions/${reply.data[0].id}`)).statusCode).toBe(403);
  });

  it('withdraws a position and records the withdrawal in the history', async () => {
    const [own] = (await list(admin, `billId=${BILL}`)).data;
    const withdrawn = await call(admin, 'DELETE', `/api/bill-positions/${own.id}`);
    expect(withdrawn.statusCode).toBe(204);
    expect(withdrawn.body).toBe('');
    const reply = await list(admin, `billId=${BILL}&includeHistory=true`);
    expect(reply.data.some((row: { tag: unknown }) => row.tag === null)).toBe(false);
    expect(reply.history[0]).toMatchObject({ tag: null, from: 'oppose', to: null, changedBy: { id: admin.userId } });
    expect((await call(admin, 'DELETE', `/api/bill-positions/${own.id}`)).statusCode).toBe(404);
  });

  it('shows another account nothing and lets it change nothing', async () => {
    const before = { positions: await storedOf(admin.accountId), history: await historyOf(admin.accountId) };
    expect((await list(outsider, `billId=${BILL}&includeHistory=true`)).data).toEqual([]);
    expect((await list(outsider, `billId=${BILL}&includeHistory=true`)).history).toEqual([]);
    for (const { id } of await testApp.app.db
      .select({ id: billPositions.id })
      .from(billPositions)
      .where(eq(billPositions.accountId, admin.accountId))) {
      const response = await call(outsider, 'DELETE', `/api/bill-positions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Position not found');
    }
    // The outsider's own position on the same bill is theirs alone.
    expect((await setPosition(outsider, { billId: BILL, position: 'support' })).statusCode).toBe(200);
    expect(await storedOf(admin.accountId)).toEqual(before.positions);
    expect(await historyOf(admin.accountId)).toEqual(before.history);
    const outsiders = await testApp.app.db
      .select()
      .from(billPositions)
      .where(and(eq(billPositions.accountId, outsider.accountId), eq(billPositions.billId, BILL)));
    expect(outsiders).toHaveLength(1);
  });

  it('keeps one position when two first ones arrive at once, the later one on top and both in the history', async () => {
    const racer = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const racerColleague = await addMember(testApp.app, { accountId: racer.accountId, role: 'user' });
    const replies = await Promise.all([
      setPosition(racer, { billId: OTHER_BILL, position: 'support' }),
      setPosition(racerColleague, { billId: OTHER_BILL, position: 'oppose' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const stored = await storedOf(racer.accountId);
    const history = await historyOf(racer.accountId);
    expect(stored).toHaveLength(1);
    expect(history.map((row) => row.position).sort()).toEqual(['oppose', 'support']);
    expect(history.at(-1)?.position).toBe(stored[0]?.position);
  });

  it('answers an unknown bill with 404', async () => {
    const response = await setPosition(admin, { billId: 'TX-892-HB-99999', position: 'support' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Bill TX-892-HB-99999 was not found');
    expect((await call(admin, 'GET', '/api/bill-positions?billId=TX-892-HB-99999')).statusCode).toBe(404);
  });

  it.each([
    ['no bill', { position: 'support' }, /billId/],
    ['a bill id of the wrong shape', { billId: 'HB1', position: 'support' }, /stateId-sessionId-billType-billNumber/],
    [
      'an unknown position',
      { billId: BILL, position: 'love' },
      /position must be one of support, oppose, neutral, monitor, amend/,
    ],
    ['a note too long', { billId: BILL, position: 'support', note: 'x'.repeat(2001) }, /at most 2000 characters/],
    [
      'a tag id that is not a number',
      { billId: BILL, tagId: 'acme', position: 'support' },
      /tagId must be a whole number/,
    ],
  ])('refuses %s with 400 and a message', async (_label, payload, message) => {
    const response = await setPosition(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses bad query and path values with 400', async () => {
    expect((await call(admin, 'GET', '/api/bill-positions')).statusCode).toBe(400);
    expect(
      (await call(admin, 'GET', `/api/bill-positions?billId=${BILL}&includeHistory=maybe`)).json().message,
    ).toMatch(/true or false/);
    expect((await call(admin, 'DELETE', '/api/bill-positions/abc')).json().message).toMatch(
      /id must be a whole number/,
    );
  });
});
