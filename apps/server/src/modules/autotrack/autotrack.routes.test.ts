import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample, newTexasBill } from '../../../test/factories/bills';
import { outbox, tagBills } from '../../db/schema/index';
import { loadBill } from '../../ingest/core/load-bill';
import { drainAutoTrackJobs, matchNewBills } from './autotrack.service';
import { COMMON_KEYWORD_MIN_BILLS } from './match-scoring';

const TX_BILLS = ['TX-892-HB-1', 'TX-892-SB-1', 'TX-892-HB-2', 'TX-892-SB-10', 'TX-892-HB-7', 'TX-892-HB-8'];

describe('auto-tracking routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const ok = async (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const bad = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    status: number,
    payload?: object,
  ) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json().message as string;
  };
  const matches = (who: SignedIn, query = '') => ok(who, 'GET', `/api/autotracked-bills/matches?${query}`);
  const scoreOf = async (who: SignedIn, billId: string) =>
    (await ok(who, 'GET', `/api/autotracked-bills/matches/${billId}`)).score as number;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, TX_BILLS);
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user', stateCodes: ['TX'] });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  }, 120_000);
  afterAll(() => testApp.close());

  it('needs a sign-in, states and interests before a run', async () => {
    expect((await call(undefined, 'GET', '/api/autotracked-bills/matches')).statusCode).toBe(401);
    expect(await bad(admin, 'POST', '/api/autotracked-bills/start', 400)).toMatch(/^Choose at least one state/);
    expect(await ok(admin, 'POST', '/api/auto-track-states', { states: ['tx', 'TX'] })).toEqual({ states: ['TX'] });
    expect(await bad(admin, 'POST', '/api/autotracked-bills/start', 400)).toMatch(/^Describe your interests/);
    expect(await bad(admin, 'POST', '/api/auto-track-states', 400, { states: ['ZZ'] })).toMatch(/Unknown state code/);
    expect(await bad(member, 'POST', '/api/auto-track-states', 403, { states: ['TX'] })).toBe(
      'Only an account admin can change auto-tracking',
    );
    expect(await bad(admin, 'POST', '/api/autotracked-bills/start?type=everything', 400)).toMatch(
      /type must be full or changed$/,
    );
    expect(await ok(admin, 'GET', '/api/auto-track-states')).toEqual({ states: ['TX'] });
    expect(await bad(admin, 'POST', '/api/auto-track-companies', 400, { companies: [999_999] })).toBe(
      'Unknown company id: 999999',
    );
    expect(await ok(admin, 'GET', '/api/auto-track-companies')).toEqual({ companies: [] });
  });

  it('runs the matcher over a state as a job with progress, and explains each match', async () => {
    await ok(admin, 'POST', '/api/initSetup/keywords', { keywords: ['youth camp', 'flood warning', 'camp safety'] });
    await ok(admin, 'POST', '/api/initSetup/subjects', { subjects: [15] });
    const started = await call(admin, 'POST', '/api/autotracked-bills/start?type=full');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({ queued: ['TX'] });
    // A state already queued is not queued twice.
    expect(await ok(admin, 'POST', '/api/autotracked-bills/start')).toEqual({ queued: [] });
    const queued = await ok(admin, 'GET', '/api/auto-track-states/status');
    expect(queued.data).toEqual([expect.objectContaining({ stateCode: 'TX', running: true, status: 'queued' })]);

    expect(await drainAutoTrackJobs(testApp.app.db, testApp.app.log)).toBe(1);
    const status = (await ok(admin, 'GET', '/api/auto-track-states/status')).data[0];
    expect(status).toMatchObject({ stateCode: 'TX', billsTotal: 6, billsScanned: 6, running: false, status: 'done' });
    expect(status.matches).toBeGreaterThanOrEqual(2);
    expect(status.lastRunAt).toEqual(expect.any(String));

    const list = await matches(admin);
    expect(list.counts.pending).toBe(list.total);
    const ids = list.data.map((match: { billId: string }) => match.billId);
    expect(ids.slice(0, 2).sort()).toEqual(['TX-892-HB-1', 'TX-892-SB-1']);
    expect(ids).not.toContain('TX-892-SB-10');
    const camp = await ok(admin, 'GET', '/api/autotracked-bills/matches/tx-892-hb-1');
    expect(camp).toMatchObject({ billId: 'TX-892-HB-1', outcome: 'pending', identifier: 'HB 1' });
    expect(camp.explanation.keywords[0]).toMatchObject({ keyword: 'youth camp', where: 'title' });
    expect(camp.explanation.keywords[0].passage).toMatch(/youth camp/i);
    // "youth camp" is a Children and Youth term: that subject counts too, and says which keyword named it
    // ("camp safety" names no subject: only a whole keyword does).
    expect(camp.explanation.subjects).toEqual([
      { value: 8, label: 'Children and Youth', keyword: 'youth camp' },
      { value: 15, label: 'Emergency Management' },
    ]);
    expect(camp.explanation.summary).toMatch(/^Matched keywords “youth camp”/);
    expect(['high', 'medium', 'low']).toContain(camp.priority);
  });

  it('filters matches by every SPEC filter and refuses bad ones', async () => {
    const all = (await matches(admin)).data as { billId: string; score: number; priority: string; impact: string }[];
    const top = all[0]!;
    expect(
      (await matches(admin, `minScore=${top.score}`)).data.every((m: { score: number }) => m.score >= top.score),
    ).toBe(true);
    expect(
      (await matches(admin, `maxScore=${top.score - 1}`)).data.map((m: { billId: string }) => m.billId),
    ).not.toContain(top.billId);
    expect(
      (await matches(admin, `priority=${top.priority}`)).data.every(
        (m: { priority: string }) => m.priority === top.priority,
      ),
    ).toBe(true);
    expect(
      (await matches(admin, `impact=${top.impact}`)).data.every((m: { impact: string }) => m.impact === top.impact),
    ).toBe(true);
    expect((await matches(admin, 'search=campground')).data.map((m: { billId: string }) => m.billId)).toEqual([
      'TX-892-SB-1',
    ]);
    expect((await matches(admin, 'outcome=rejected')).total).toBe(0);
    const paged = await matches(admin, 'page=2&pageSize=1');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.length });
    expect(paged.data).toHaveLength(1);
    expect(await bad(admin, 'GET', '/api/autotracked-bills/matches?minScore=80&maxScore=20', 400)).toMatch(
      /minScore cannot be above maxScore/,
    );
    expect(await bad(admin, 'GET', '/api/autotracked-bills/matches?priority=urgent', 400)).toMatch(
      /priority must be high, medium or low/,
    );
    expect(await bad(admin, 'GET', '/api/autotracked-bills/matches?minScore=101', 400)).toMatch(/at most 100/);
    expect(await bad(admin, 'GET', '/api/autotracked-bills/matches?rejectedStart=yesterday', 400)).toMatch(/ISO date/);
    expect(await bad(admin, 'GET', '/api/autotracked-bills/matches?outcome=maybe', 400)).toMatch(/outcome must be/);
    expect(await bad(admin, 'GET', '/api/autotracked-bills/matches/TX-892-HB-999', 404)).toBe(
      'Bill TX-892-HB-999 was not found',
    );
  });

  it('a rejection with a reason lowers a similar waiting bill’s score; undo restores it', async () => {
    const before = await scoreOf(admin, 'TX-892-HB-1');
    expect(await bad(admin, 'POST', '/api/autotracked-bills/TX-892-SB-1/reject', 400, { reason: '' })).toMatch(
      /Say why/,
    );
    const rejected = await ok(admin, 'POST', '/api/autotracked-bills/TX-892-SB-1/reject', {
      reason: 'We run no campgrounds',
    });
    expect(rejected.match).toMatchObject({ outcome: 'rejected', rejectReason: 'We run no campgrounds' });
    const after = await ok(admin, 'GET', '/api/autotracked-bills/matches/TX-892-HB-1');
    expect(after.score).toBeLessThan(before);
    expect(after.explanation.rejectedPenalty).toMatchObject({ billId: 'TX-892-SB-1', reason: 'We run no campgrounds' });
    const today = new Date().toISOString().slice(0, 10);
    expect((await matches(admin, `rejectedStart=${today}&rejectedEnd=${today}`)).data).toEqual([
      expect.objectContaining({ billId: 'TX-892-SB-1' }),
    ]);
    expect((await matches(admin, 'rejectedEnd=2000-01-01')).total).toBe(0);

    expect((await ok(admin, 'POST', '/api/autotracked-bills/TX-892-SB-1/reopen')).match.outcome).toBe('pending');
    expect(await scoreOf(admin, 'TX-892-HB-1')).toBe(before);
    expect(await bad(admin, 'POST', '/api/autotracked-bills/TX-892-SB-1/reopen', 409)).toMatch(/Only an approved/);
  });

  it('approving tracks the bill under the setup’s tag; it can be untracked one by one or all at once', async () => {
    expect(await bad(analyst, 'POST', '/api/autotracked-bills/TX-892-HB-1/approve', 403, {})).toBeTruthy();
    const approved = await ok(member, 'POST', '/api/autotracked-bills/TX-892-HB-1/approve', {});
    expect(approved.match.outcome).toBe('approved');
    expect(approved.billTagId).toEqual(expect.any(Number));
    const rows = await testApp.app.db
      .select({ trackType: tagBills.trackType })
      .from(tagBills)
      .where(and(eq(tagBills.accountId, admin.accountId), eq(tagBills.billId, 'TX-892-HB-1')));
    expect(rows).toEqual([{ trackType: 'auto' }]);

    const tracked = await ok(admin, 'GET', '/api/autotracked-bills?sorted=recent');
    expect(tracked).toMatchObject({ total: 1, page: 1 });
    expect(tracked.data[0]).toMatchObject({ billId: 'TX-892-HB-1', tag: { name: 'Auto-tracked' } });
    expect(await bad(admin, 'GET', '/api/autotracked-bills?sorted=sideways', 400)).toMatch(/sorted must be/);
    const detail = await ok(admin, 'GET', '/api/autotracked-bills/TX-892-HB-1');
    expect(detail.tracked).toHaveLength(1);
    expect(detail.match.outcome).toBe('approved');
    // The tracked-bills list of the tracking work shows it as auto-tracked.
    const trackedList = await ok(admin, 'GET', '/api/tags/tracked-bills/account?pageSize=50');
    expect(JSON.stringify(trackedList)).toContain('TX-892-HB-1');

    expect(await bad(admin, 'DELETE', '/api/autotracked-bills/999999', 404)).toBe(
      'No auto-tracked bill with this id in your account',
    );
    expect(await ok(admin, 'DELETE', `/api/autotracked-bills/${approved.billTagId}`)).toEqual({ removed: 1 });
    expect((await ok(admin, 'GET', '/api/autotracked-bills/matches/TX-892-HB-1')).outcome).toBe('pending');

    await ok(admin, 'POST', '/api/autotracked-bills/TX-892-HB-1/approve', {});
    await ok(admin, 'POST', '/api/autotracked-bills/TX-892-SB-1/approve', {});
    expect(await bad(member, 'DELETE', '/api/autotracked-bills', 403)).toBe(
      'Only an account admin can change auto-tracking',
    );
    expect(await ok(admin, 'DELETE', '/api/autotracked-bills')).toEqual({ removed: 2 });
    expect((await ok(admin, 'GET', '/api/autotracked-bills')).total).toBe(0);
  });

  it('shows another account nothing', async () => {
    expect((await matches(outsider)).total).toBe(0);
    expect((await ok(outsider, 'GET', '/api/autotracked-bills')).total).toBe(0);
    expect(await ok(outsider, 'GET', '/api/auto-track-states')).toEqual({ states: [] });
    expect((await ok(outsider, 'GET', '/api/auto-track-states/status')).data).toEqual([]);
    await bad(outsider, 'GET', '/api/autotracked-bills/matches/TX-892-HB-1', 404);
    await bad(outsider, 'GET', '/api/autotracked-bills/TX-892-HB-1', 404);
    await bad(outsider, 'POST', '/api/autotracked-bills/TX-892-HB-1/approve', 404, {});
    await bad(outsider, 'POST', '/api/autotracked-bills/TX-892-HB-1/reject', 404, { reason: 'not mine' });
  });

  it('matches a newly imported bill continuously and alerts its admins once', async () => {
    // The first round sets the cursor past the bills already there.
    await matchNewBills(testApp.app.db);
    await testApp.app.db.transaction((tx) =>
      loadBill(
        tx,
        {
          ...newTexasBill('4242', 'Relating to flood warning sirens and camp safety at every youth camp.'),
          subjectTerms: ['Disaster Preparedness & Relief (I0211)', 'FLOODS (S0327)'],
        },
        { resolver: null },
      ),
    );
    const round = await matchNewBills(testApp.app.db);
    expect(round.bills).toBe(1);
    const fresh = await ok(admin, 'GET', '/api/autotracked-bills/matches/TX-892-HB-4242');
    expect(fresh).toMatchObject({ outcome: 'pending', priority: 'high' });
    const alerts = () =>
      testApp.app.db
        .select({ userId: outbox.userId, payload: outbox.payload })
        .from(outbox)
        .where(sql`${outbox.dedupeKey} like ${`autotrack:${admin.accountId}:TX-892-HB-4242:%`}`);
    expect(await alerts()).toEqual([
      { userId: admin.userId, payload: expect.objectContaining({ link: '/auto-tracked-bills/TX-892-HB-4242' }) },
    ]);
    // A later change to the bill rescores it without a second alert; nothing for the other account.
    await testApp.app.db.execute(sql`update bills set updated_at = now() where id = 'TX-892-HB-4242'`);
    expect((await matchNewBills(testApp.app.db)).bills).toBe(1);
    expect(await alerts()).toHaveLength(1);
    expect((await matches(outsider)).total).toBe(0);
  });

  it('counts half a keyword that more than one bill in twenty of the state names, once the state has bills enough', async () => {
    // A hundred more youth camp bills: "youth camp" is now in most Texas bills here, and the shares are counted again.
    await testApp.app.db.transaction(async (tx) => {
      for (let number = 5000; number < 5000 + COMMON_KEYWORD_MIN_BILLS; number += 1) {
        await loadBill(tx, newTexasBill(String(number), 'Relating to youth camp inspections.'), { resolver: null });
      }
    });
    await matchNewBills(testApp.app.db);
    const match = await ok(admin, 'GET', '/api/autotracked-bills/matches/TX-892-HB-5000');
    expect(match.explanation.summary).toMatch(/; counted half: “youth camp” \(in \d+% of the state's bills\)$/);
    expect(match.score).toBeLessThan(await scoreOf(admin, 'TX-892-HB-4242'));
  });
});
