import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { accountStaff, campaignFilers, contributions, relationships } from '../../db/schema/index';
import { loadSample } from '../../ingest/sample/load-sample';

// Real people and Minnesota Campaign Finance Board filers of the shipped sample (data/sample).
const AMABILE = 'ocd-person/829879ea-a9a3-42b6-8f5f-d209b1cc961d'; // Judy Amabile, Colorado senator
const BAISLEY = 'ocd-person/b4002b84-79a0-481a-94a8-00136c2dabb6'; // Mark Baisley, Colorado senator
const REHRAUER = 'ocd-person/ecea4720-d4e0-4c21-a4dd-76cdb54023d2'; // Kari Rehrauer, Minnesota House 35B
const KUPEC = 'ocd-person/b8c303a5-0a73-4a26-8071-be5a9dcf113a'; // Rob Kupec, Minnesota Senate 4

const enc = encodeURIComponent;

describe('relationships routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;
  let staffId = 0;

  const call = (
    who: SignedIn | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const ok = async (who: SignedIn, url: string) => {
    const response = await call(who, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const stored = (accountId: number) =>
    testApp.app.db
      .select()
      .from(relationships)
      .where(eq(relationships.accountId, accountId))
      .orderBy(asc(relationships.id));

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadSample(
      testApp.app.db,
      { info: () => {} },
      {
        select: (table, row) =>
          table === 'jurisdictions' ||
          (table === 'people' && ['CO', 'MN'].includes(String(row.jurisdiction_id))) ||
          (table === 'campaign_filers' && row.jurisdiction_id === 'MN')
            ? row
            : null,
      },
    );
    admin = await registerAccount(testApp.app, { firstName: 'Rita', lastName: 'Rapport', stateCodes: ['CO'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['CO'] });
    [{ id: staffId }] = (await testApp.app.db
      .insert(accountStaff)
      .values({
        accountId: admin.accountId,
        jurisdictionId: 'CO',
        memberId: BAISLEY,
        name: 'Sam Aide',
        position: 'Aide',
      })
      .returning({ id: accountStaff.id })) as [{ id: number }];
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await call(undefined, 'GET', '/api/relationships/legislators?stateCode=CO')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/relationships', {})).statusCode).toBe(401);
  });

  it('records who knows a legislator (default: the caller) and lists them strongest first', async () => {
    const mine = await call(admin, 'POST', '/api/relationships', {
      memberId: AMABILE,
      strength: 4,
      notes: '  Met at the water forum  ',
      lastContactAt: '2026-11-20T10:00:00-07:00',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      user: { id: admin.userId, name: 'Rita Rapport' },
      memberId: AMABILE,
      staff: null,
      strength: 4,
      notes: 'Met at the water forum',
      lastContactAt: '2026-11-20T17:00:00.000Z',
    });
    const forColleague = await call(admin, 'POST', '/api/relationships', {
      memberId: AMABILE,
      userId: colleague.userId,
      strength: 5,
    });
    expect(forColleague.statusCode, forColleague.body).toBe(201);
    expect(forColleague.json()).toMatchObject({ user: { id: colleague.userId }, strength: 5, notes: '' });

    const reply = await ok(colleague, `/api/relationships/${enc(AMABILE)}?stateCode=CO&accountId=${admin.accountId}`);
    expect(reply.member).toMatchObject({ id: AMABILE, name: 'Judy Amabile', stateCode: 'CO', chamber: 'upper' });
    expect(reply.data.map((row: { strength: number; user: { id: number } }) => [row.strength, row.user.id])).toEqual([
      [5, colleague.userId],
      [4, admin.userId],
    ]);
    expect(reply.canEdit).toBe(true);
  });

  it('records a relationship with an account staffer, shown on the staffer’s legislator', async () => {
    const created = await call(colleague, 'POST', '/api/relationships', { staffId, strength: 2, notes: 'Scheduler' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      memberId: BAISLEY,
      staff: { id: staffId, name: 'Sam Aide', position: 'Aide', memberId: BAISLEY },
    });
    const reply = await ok(admin, `/api/relationships/${enc(BAISLEY)}`);
    expect(reply.data).toHaveLength(1);
    expect(reply.data[0].staff.name).toBe('Sam Aide');
  });

  it('maps the state’s legislators with the team’s strongest tie, paged, sorted and filtered', async () => {
    const all = await ok(admin, '/api/relationships/legislators?stateCode=co&pageSize=10');
    expect(all.total).toBe(100);
    expect(all.known).toBe(2);
    expect(all.data).toHaveLength(10);
    const byStrength = await ok(admin, '/api/relationships/legislators?stateCode=CO&sort=strength&pageSize=3');
    expect(
      byStrength.data.map((row: { memberId: string; strongest: number | null }) => [row.memberId, row.strongest]),
    ).toEqual([
      [AMABILE, 5],
      [BAISLEY, 2],
      [expect.any(String), null],
    ]);
    expect(byStrength.data[0].relationships).toHaveLength(2);
    const known = await ok(admin, '/api/relationships/legislators?stateCode=CO&knownOnly=true');
    expect(known.total).toBe(2);
    expect(known.data.map((row: { name: string }) => row.name)).toEqual(['Judy Amabile', 'Mark Baisley']);
    const search = await ok(admin, '/api/relationships/legislators?stateCode=CO&searchTerm=amab');
    expect(search.data.map((row: { memberId: string }) => row.memberId)).toEqual([AMABILE]);
    const beyond = await ok(admin, '/api/relationships/legislators?stateCode=CO&page=99');
    expect(beyond).toMatchObject({ data: [], total: 100, page: 99 });
  });

  it('changes and deletes a relationship', async () => {
    const [first] = (await ok(admin, `/api/relationships/${enc(AMABILE)}`)).data.filter(
      (row: { user: { id: number } }) => row.user.id === admin.userId,
    );
    const changed = await call(colleague, 'PATCH', `/api/relationships/${first.id}`, {
      strength: 2,
      notes: 'Cooler since the veto',
      lastContactAt: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: first.id,
      strength: 2,
      notes: 'Cooler since the veto',
      lastContactAt: null,
    });
    // Moving it to the colleague, who already knows Amabile, would make a second row for the same pair.
    const clash = await call(admin, 'PATCH', `/api/relationships/${first.id}`, { userId: colleague.userId });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('That team member already has a relationship with this person: edit it instead');
    const deleted = await call(admin, 'DELETE', `/api/relationships/${first.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/relationships/${first.id}`)).statusCode).toBe(404);
    expect((await ok(admin, `/api/relationships/${enc(AMABILE)}`)).data).toHaveLength(1);
  });

  it('refuses bad input with clear messages', async () => {
    const cases: [object, number, string][] = [
      [{ memberId: AMABILE, strength: 6 }, 400, 'strength must be a whole number from 1 to 5'],
      [{ memberId: AMABILE, strength: 0 }, 400, 'strength must be a whole number from 1 to 5'],
      [{ strength: 3 }, 400, 'Give either memberId or staffId'],
      [{ memberId: AMABILE, staffId, strength: 3 }, 400, 'Give either memberId or staffId'],
      [{ memberId: AMABILE, lastContactAt: 'last week' }, 400, 'lastContactAt must be an ISO date-time'],
      [{ memberId: AMABILE, notes: 'x'.repeat(4001) }, 400, 'notes can be at most 4000 characters'],
      [{ memberId: 'ocd-person/nobody' }, 404, 'Member not found'],
      [{ staffId: 999_999 }, 404, 'Staffer not found in your account'],
      [{ memberId: BAISLEY, userId: outsider.userId }, 400, 'userId must be an active member of your account'],
      [{ memberId: AMABILE, userId: colleague.userId }, 409, 'That team member already has a relationship'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(admin, 'POST', '/api/relationships', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.body).toContain(message);
    }
    const empty = await call(admin, 'PATCH', '/api/relationships/1', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Nothing to change');
    expect((await call(admin, 'GET', '/api/relationships/legislators')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/relationships/legislators?stateCode=C0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/relationships/legislators?stateCode=CO&pageSize=500')).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/relationships/${enc(AMABILE)}?stateCode=MN`)).statusCode).toBe(400);
  });

  it('lets analysts read but not change', async () => {
    const reply = await ok(analyst, `/api/relationships/${enc(AMABILE)}`);
    expect(reply.canEdit).toBe(false);
    expect(reply.data).toHaveLength(1);
    expect((await call(analyst, 'POST', '/api/relationships', { memberId: REHRAUER })).statusCode).toBe(403);
    expect((await call(analyst, 'DELETE', `/api/relationships/${reply.data[0].id}`)).statusCode).toBe(403);
  });

  it('shows another account nothing and lets it change nothing', async () => {
    const before = await stored(admin.accountId);
    expect(before.length).toBe(2);
    const forbidden = await call(
      outsider,
      'GET',
      `/api/relationships/legislators?stateCode=CO&accountId=${admin.accountId}`,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('You can only see your own account’s relationships');
    expect(
      (await call(outsider, 'GET', `/api/relationships/${enc(AMABILE)}?accountId=${admin.accountId}`)).statusCode,
    ).toBe(403);
    const map = await ok(outsider, '/api/relationships/legislators?stateCode=CO&sort=strength');
    expect(map.known).toBe(0);
    expect(map.data.every((row: { relationships: unknown[] }) => row.relationships.length === 0)).toBe(true);
    expect((await ok(outsider, `/api/relationships/${enc(BAISLEY)}`)).data).toEqual([]);
    for (const row of before) {
      expect((await call(outsider, 'PATCH', `/api/relationships/${row.id}`, { strength: 1 })).statusCode).toBe(404);
      expect((await call(outsider, 'DELETE', `/api/relationships/${row.id}`)).statusCode).toBe(404);
    }
    // Another account's staffer cannot be named either.
    expect((await call(outsider, 'POST', '/api/relationships', { staffId })).statusCode).toBe(404);
    expect(await stored(admin.accountId)).toEqual(before);
  });

  describe('public contributions', () => {
    it('matches a Minnesota legislator’s candidate committee by name, state and office', async () => {
      const reply = await ok(admin, `/api/relationships/${enc(KUPEC)}/public-contributions?stateCode=MN`);
      expect(reply.member).toEqual({ id: KUPEC, name: 'Rob Kupec', stateCode: 'MN' });
      expect(
        reply.filers.map((filer: { candidateName: string; office: string; source: string }) => [
          filer.candidateName,
          filer.office,
          filer.source,
        ]),
      ).toEqual([['Kupec, Rob', 'Senate', 'mn-cfb']]);
      // The board's exports in the data itemize party-unit and independent-expenditure receipts, none to candidates.
      expect(reply).toMatchObject({ data: [], total: 0, totalAmount: 0 });
      expect(reply.message).toMatch(/^The campaign-finance data holds no itemized contributions to Kupec, Rob/);
    });

    it('lists and totals the contributions to the matched committee, newest first', async () => {
      const [filer] = await testApp.app.db
        .select({ id: campaignFilers.id })
        .from(campaignFilers)
        .where(eq(campaignFilers.candidateName, 'Rehrauer, Kari'));
      const base = { filerId: filer!.id, jurisdictionId: 'MN', source: 'mn-cfb', contentHash: 'test' };
      await testApp.app.db.insert(contributions).values([
        { ...base, sourceRecordId: 't:1', contributorName: 'Doe, Jane', amount: '250.00', receivedOn: '2024-03-01' },
        {
          ...base,
          sourceRecordId: 't:2',
          contributorName: 'Local 49 PAC',
          amount: '1000.00',
          receivedOn: '2024-06-15',
        },
        { ...base, sourceRecordId: 't:3', contributorName: 'Memo line', amount: '1000.00', isMemo: true },
      ]);
      const reply = await ok(admin, `/api/relationships/${enc(REHRAUER)}/public-contributions`);
      expect(reply.filers.map((row: { name: string }) => row.name)).toEqual(['Rehrauer, Kari House Committee']);
      expect(
        reply.data.map((row: { contributorName: string; amount: number }) => [row.contributorName, row.amount]),
      ).toEqual([
        ['Local 49 PAC', 1000],
        ['Doe, Jane', 250],
      ]);
      expect(reply).toMatchObject({ total: 2, totalAmount: 1250, message: null });
    });

    it('answers honestly when no committee matches', async () => {
      const reply = await ok(admin, `/api/relationships/${enc(AMABILE)}/public-contributions`);
      expect(reply).toMatchObject({ filers: [], data: [], total: 0 });
      expect(reply.message).toBe(
        'No campaign committee in the campaign-finance data matches Judy Amabile (Colorado). The data holds ' +
          'Minnesota Campaign Finance Board and FEC filers; committees are matched by name, state and office.',
      );
      expect((await call(admin, 'GET', '/api/relationships/ocd-person%2Fnobody/public-contributions')).statusCode).toBe(
        404,
      );
    });
  });
});
