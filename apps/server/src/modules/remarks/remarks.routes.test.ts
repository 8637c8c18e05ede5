import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { remarks, tagBills, tags } from '../../db/schema/index';

const TX_BILL = 'TX-892-HB-1';
const TX_OTHER = 'TX-892-SB-1';
const CO_BILL = 'CO-251-SB-2';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Listed = { id: number; kind: string; body: string; author: { id: number } };

describe('remarks routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let lobbyist: SignedIn;
  let outsider: SignedIn;
  const ids = { shared: 0, team: 0, adminPrivate: 0, colleagueTeam: 0, colleaguePrivate: 0 };

  const call = (who: SignedIn | undefined, method: Method, url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const post = async (who: SignedIn, path: string, billId: string, body: string) => {
    const response = await call(who, 'POST', `/api/remarks/${path}`, { billId, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const bodiesOf = async (who: SignedIn, path: string, billId = TX_BILL) => {
    const response = await call(who, 'GET', `/api/remarks/${path}?billId=${billId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((remark: Listed) => remark.body);
  };
  const search = async (who: SignedIn, query = '') => {
    const response = await call(who, 'GET', `/api/remarks/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const storedOfAccount = (accountId: number) =>
    testApp.app.db.select().from(remarks).where(eq(remarks.accountId, accountId)).orderBy(asc(remarks.id));

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, [TX_BILL, TX_OTHER, CO_BILL]);
    admin = await registerAccount(testApp.app, { firstName: 'Ada', lastName: 'Admin', stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    lobbyist = await addMember(testApp.app, { accountId: admin.accountId, role: 'lobbyist' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });

    ids.shared = (await post(admin, 'bill', TX_BILL, 'Shared: the hearing moved to Tuesday')).id;
    ids.team = (await post(admin, 'bill/account', TX_BILL, 'Team: call the chair about section 2')).id;
    ids.adminPrivate = (await post(admin, 'bill/personal', TX_BILL, 'Private: I doubt it passes')).id;
    ids.colleagueTeam = (await post(colleague, 'bill/account', TX_BILL, 'Team: the coalition is split')).id;
    ids.colleaguePrivate = (await post(colleague, 'bill/personal', TX_BILL, 'Colleague private hunch')).id;
    await post(analyst, 'bill/account', CO_BILL, 'Analyst: Colorado water rights summary');
  });
  afterAll(() => testApp.close());

  it('requires sign-in on every call', async () => {
    for (const [method, url] of [
      ['GET', `/api/remarks/bill?billId=${TX_BILL}`],
      ['POST', '/api/remarks/bill/account'],
      ['GET', '/api/remarks/search'],
      ['PATCH', `/api/remarks/${ids.team}`],
      ['DELETE', `/api/remarks/${ids.team}`],
    ] as const) {
      expect((await call(undefined, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it('adds a remark with its author and answers with what the caller may do', async () => {
    const created = await post(colleague, 'bill', TX_OTHER, '  Trimmed text  ');
    expect(created).toMatchObject({
      kind: 'bill',
      billId: TX_OTHER,
      body: 'Trimmed text',
      author: { id: colleague.userId },
      edited: false,
      canEdit: true,
      canDelete: true,
    });
    const [stored] = await testApp.app.db.select().from(remarks).where(eq(remarks.id, created.id));
    expect(stored).toMatchObject({ accountId: admin.accountId, userId: colleague.userId, kind: 'bill' });
  });

  it('shows each kind to its audience: shared to every member, team to the team, personal to the author', async () => {
    expect(await bodiesOf(colleague, 'bill')).toEqual(['Shared: the hearing moved to Tuesday']);
    // Newest first.
    expect(await bodiesOf(colleague, 'bill/account')).toEqual([
      'Team: the coalition is split',
      'Team: call the chair about section 2',
    ]);
    expect(await bodiesOf(admin, 'bill/personal')).toEqual(['Private: I doubt it passes']);
    expect(await bodiesOf(colleague, 'bill/personal')).toEqual(['Colleague private hunch']);
    expect(await bodiesOf(analyst, 'bill/account')).toHaveLength(2);
    expect(await bodiesOf(analyst, 'bill/personal')).toEqual([]);

    expect(await bodiesOf(lobbyist, 'bill')).toEqual(['Shared: the hearing moved to Tuesday']);
    expect(await bodiesOf(lobbyist, 'bill/account')).toEqual([]);

    for (const path of ['bill', 'bill/account', 'bill/personal']) {
      expect(await bodiesOf(outsider, path)).toEqual([]);
    }
  });

  it('says who may write each kind and refuses lobbyists shared and team remarks', async () => {
    const reply = (await call(lobbyist, 'GET', `/api/remarks/bill/account?billId=${TX_BILL}`)).json();
    expect(reply.canWrite).toBe(false);
    expect((await call(lobbyist, 'GET', `/api/remarks/bill/personal?billId=${TX_BILL}`)).json().canWrite).toBe(true);
    const refused = await call(lobbyist, 'POST', '/api/remarks/bill', { billId: TX_BILL, body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only your team (admins, users and analysts) can write shared and team remarks.',
    );
    expect(
      (await call(lobbyist, 'POST', '/api/remarks/bill/account', { billId: TX_BILL, body: 'Hi' })).statusCode,
    ).toBe(403);
    const own = await post(lobbyist, 'bill/personal', TX_BILL, 'Lobbyist note to self');
    expect(await bodiesOf(lobbyist, 'bill/personal')).toEqual(['Lobbyist note to self']);
    expect(await bodiesOf(admin, 'bill/personal')).not.toContain('Lobbyist note to self');
    expect((await call(lobbyist, 'DELETE', `/api/remarks/${own.id}`)).statusCode).toBe(204);
  });

  it('lets the author edit, and nobody else', async () => {
    const edited = await call(admin, 'PATCH', `/api/remarks/${ids.team}`, { body: 'Team: call the chair today' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Team: call the chair today', kind: 'account' });
    const listed = (await call(colleague, 'GET', `/api/remarks/bill/account?billId=${TX_BILL}`)).json().data;
    const seen = listed.find((remark: Listed) => remark.id === ids.team);
    expect(seen).toMatchObject({ body: 'Team: call the chair today', canEdit: false, canDelete: false });

    const byColleague = await call(colleague, 'PATCH', `/api/remarks/${ids.team}`, { body: 'Hijacked' });
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().message).toBe('Only the author can edit a remark.');
    // A remark the caller cannot read is not found, whoever they are.
    expect((await call(colleague, 'PATCH', `/api/remarks/${ids.adminPrivate}`, { body: 'x' })).statusCode).toBe(404);
    expect((await call(outsider, 'PATCH', `/api/remarks/${ids.team}`, { body: 'x' })).statusCode).toBe(404);
    const [stored] = await testApp.app.db.select().from(remarks).where(eq(remarks.id, ids.team));
    expect(stored?.body).toBe('Team: call the chair today');
  });

  it('lets authors delete their own, and admins shared and team remarks but never someone’s personal ones', async () => {
    const byColleague = await call(colleague, 'DELETE', `/api/remarks/${ids.shared}`);
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().message).toMatch(/^Only the author, or an admin/);
    expect((await call(admin, 'DELETE', `/api/remarks/${ids.colleaguePrivate}`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/remarks/${ids.colleagueTeam}`)).statusCode).toBe(404);

    const listed = (await call(admin, 'GET', `/api/remarks/bill/account?billId=${TX_BILL}`)).json().data;
    expect(listed.find((remark: Listed) => remark.id === ids.colleagueTeam).canDelete).toBe(true);
    expect((await call(admin, 'DELETE', `/api/remarks/${ids.colleagueTeam}`)).statusCode).toBe(204);
    expect(await bodiesOf(colleague, 'bill/account')).toEqual(['Team: call the chair today']);
    expect((await call(admin, 'DELETE', `/api/remarks/${ids.colleagueTeam}`)).statusCode).toBe(404);
    // Restore for the search tests.
    ids.colleagueTeam = (await post(colleague, 'bill/account', TX_BILL, 'Team: the coalition is split')).id;
  });

  it('searches by full text across the account, personal remarks only the caller’s', async () => {
    const stemmed = await search(colleague, 'q=hearings');
    expect(stemmed.data.map((row: Listed) => row.id)).toEqual([ids.shared]);
    expect(stemmed.data[0].snippet).toContain('<mark>hearing</mark>');
    expect(stemmed.data[0].bill).toMatchObject({
      id: TX_BILL,
      identifier: 'HB 1',
      stateCode: 'TX',
      sessionCode: '892',
    });
    expect(stemmed.data[0].bill.title.length).toBeGreaterThan(5);

    // Partial words match too.
    expect((await search(colleague, 'q=coaliti')).data.map((row: Listed) => row.id)).toEqual([ids.colleagueTeam]);

    const all = await search(colleague);
    const bodies = all.data.map((row: Listed) => row.body);
    expect(bodies).toContain('Colleague private hunch');
    expect(bodies).not.toContain('Private: I doubt it passes');
    expect(all.total).toBe(all.data.length);
    // Newest first.
    const times = all.data.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const oldest = await search(colleague, 'sort=oldest');
    expect(oldest.data.map((row: Listed) => row.id)).toEqual([...all.data.map((row: Listed) => row.id)].reverse());

    const lobbyistView = await search(lobbyist);
    expect(lobbyistView.data.every((row: Listed) => row.kind === 'bill')).toBe(true);
    expect(lobbyistView.total).toBe(2);

    const outsiderView = await search(outsider);
    expect(outsiderView).toMatchObject({ data: [], total: 0 });
    expect(outsiderView.facets).toEqual({ states: [], sessions: [], tags: [], authors: [] });
  });

  it('filters by state, session, kind, author and the tags the bill carries, and pages', async () => {
    expect((await search(colleague, 'stateCode=co')).data.map((row: Listed) => row.body)).toEqual([
      'Analyst: Colorado water rights summary',
    ]);
    expect((await search(colleague, 'stateCode=TX&sessionCode=251')).total).toBe(0);
    expect((await search(colleague, 'sessionCode=251')).total).toBe(1);
    expect((await search(colleague, 'kind=personal')).data.map((row: Listed) => row.body)).toEqual([
      'Colleague private hunch',
    ]);
    const mine = await search(admin, 'author=me');
    expect(mine.data.every((row: Listed) => row.author.id === admin.userId)).toBe(true);
    expect(mine.total).toBe(3);
    expect((await search(admin, `author=${analyst.userId}`)).total).toBe(1);

    const [clientTag] = await testApp.app.db
      .insert(tags)
      .values({ accountId: admin.accountId, scope: 'account', name: 'Water clients', color: '#00aaff' })
      .returning({ id: tags.id });
    await testApp.app.db
      .insert(tagBills)
      .values({ accountId: admin.accountId, tagId: clientTag!.id, billId: CO_BILL, addedByUserId: admin.userId });
    const tagged = await search(colleague, `tags=${clientTag!.id}`);
    expect(tagged.data.map((row: Listed) => row.body)).toEqual(['Analyst: Colorado water rights summary']);
    expect(tagged.facets.tags).toEqual([
      { value: String(clientTag!.id), label: 'Water clients', color: '#00aaff', count: 1 },
    ]);
    // The same tag id means nothing to another account.
    expect((await search(outsider, `tags=${clientTag!.id}`)).total).toBe(0);

    const facets = (await search(colleague)).facets;
    expect(facets.states).toEqual([
      { value: 'CO', label: 'Colorado', count: 1 },
      { value: 'TX', label: 'Texas', count: 5 },
    ]);
    expect(facets.sessions.map((row: { value: string; stateCode: string }) => `${row.stateCode}-${row.value}`)).toEqual(
      ['CO-251', 'TX-892'],
    );
    expect(facets.authors.map((row: { value: string }) => Number(row.value)).sort()).toEqual(
      [admin.userId, colleague.userId, analyst.userId].sort(),
    );

    const first = await search(colleague, 'pageSize=2&page=1');
    const second = await search(colleague, 'pageSize=2&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 6 });
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(2);
    expect(second.data[0].id).not.toBe(first.data[0].id);
  });

  it('changes nothing of the account when another account tries', async () => {
    const before = await storedOfAccount(admin.accountId);
    for (const remark of before) {
      await call(outsider, 'PATCH', `/api/remarks/${remark.id}`, { body: 'taken' });
      await call(outsider, 'DELETE', `/api/remarks/${remark.id}`);
    }
    expect(await storedOfAccount(admin.accountId)).toEqual(before);
  });

  it.each([
    ['an empty remark', { billId: TX_BILL, body: '   ' }, 'Write something: a remark cannot be empty'],
    ['a remark too long', { billId: TX_BILL, body: 'x'.repeat(5001) }, 'A remark can be at most 5000 characters'],
    ['no bill', { body: 'Hello' }, 'billId'],
    ['a malformed bill id', { billId: 'TX HB 1', body: 'Hello' }, 'stateId-sessionId-billType-billNumber'],
  ])('refuses %s with 400 and a message', async (_label, payload, message) => {
    const response = await call(admin, 'POST', '/api/remarks/bill/account', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain(message);
  });

  it('refuses bad search filters and unknown bills clearly', async () => {
    for (const [query, message] of [
      ['stateCode=XX', 'stateCode must be a two-letter state code'],
      ['pageSize=500', 'pageSize can be at most 100'],
      ['kind=secret', 'kind must be one of bill, account, personal'],
      ['sort=random', 'sort must be one of newest, oldest, relevance'],
      ['tags=abc', 'tags must be a whole number'],
      ['author=someone', 'author must be "me" or a user id'],
    ]) {
      const response = await call(admin, 'GET', `/api/remarks/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
    const unknown = await call(admin, 'POST', '/api/remarks/bill', { billId: 'TX-892-HB-99999', body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Bill TX-892-HB-99999 was not found');
    expect((await call(admin, 'PATCH', `/api/remarks/${ids.team}`, { body: '' })).statusCode).toBe(400);
  });
});
