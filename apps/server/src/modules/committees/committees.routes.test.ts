import type { CommitteeDetail, CommitteeListReply } from '@statehouse/shared/committees/committees.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { known, loadCommitteeSample } from './committees.test-fixture';

describe('committees routes', () => {
  let testApp: TestApp;
  let user: SignedIn;
  const get = (url: string, who: SignedIn | null = user) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadCommitteeSample(testApp.app.db);
    user = await registerAccount(testApp.app, { stateCodes: ['NY'] });
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists a state’s committees with chair, member count and hearings, filtered by chamber and name', async () => {
    const response = await get('/api/committees?stateCode=ny&chamber=upper&searchTerm=telecom');
    expect(response.statusCode).toBe(200);
    const body = response.json<CommitteeListReply>();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      id: known.nyEnergy,
      stateCode: 'NY',
      name: 'Energy and Telecommunications',
      chamber: 'upper',
      memberCount: 9,
      chair: known.nyEnergyChair,
      hearingCount: 2,
    });
  });

  it('pages in name order and counts hearings of one session, leaving out committees idle in it', async () => {
    const all = (await get('/api/committees?stateCode=SD&pageSize=200')).json<CommitteeListReply>();
    const page2 = (await get('/api/committees?stateCode=SD&pageSize=5&page=2')).json<CommitteeListReply>();
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((item) => item.id)).toEqual(all.data.slice(5, 10).map((item) => item.id));
    const session = (await get('/api/committees?stateCode=SD&sessionCode=24r&pageSize=200')).json<CommitteeListReply>();
    expect(session.total).toBeGreaterThan(0);
    expect(session.total).toBeLessThan(all.total);
    const judiciary = session.data.find((item) => item.id === known.sdSenateJudiciary);
    expect(judiciary?.hearingCount).toBeGreaterThan(0);
    const withIdle = (
      await get('/api/committees?stateCode=SD&sessionCode=24R&includeNonSession=true&pageSize=200')
    ).json<CommitteeListReply>();
    expect(withIdle.total).toBe(all.total);
  });

  it('shows a NY committee’s members by role, linked to people, and its meetings', async () => {
    const response = await get(`/api/committees/${encodeURIComponent(known.nyEnergy)}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CommitteeDetail>();
    expect(detail.members).toHaveLength(9);
    expect(detail.members[0]).toMatchObject({ ...known.nyEnergyChair, role: 'chair' });
    expect(detail.members[1]?.role).toBe('ranking republican member');
    expect(detail.members.every((member) => member.personId?.startsWith('ocd-person/'))).toBe(true);
    expect(detail.hearings.upcoming).toEqual([]);
    expect(detail.hearings.past.map((hearing) => hearing.id)).toContain(known.nyEnergyMeeting);
    const meeting = detail.hearings.past.find((hearing) => hearing.id === known.nyEnergyMeeting);
    expect(meeting).toMatchObject({ timezone: 'America/New_York', location: 'Room 611 LOB' });
    expect(new Date(meeting?.startTime ?? '').toISOString()).toBe('2017-02-07T14:30:00.000Z');
  });

  it('finds an SD committee’s hearings by name and the bills referred to it, with their status', async () => {
    const detail = (
      await get(`/api/committees/${encodeURIComponent(known.sdSenateJudiciary)}?sessionCode=24R`)
    ).json<CommitteeDetail>();
    expect(detail.sessionCode).toBe('24R');
    expect(detail.hearings.past.map((hearing) => hearing.id)).toContain(known.sdHearing);
    expect(detail.hearings.past.find((hearing) => hearing.id === known.sdHearing)?.agendaCount).toBe(3);
    const referred = new Map(detail.referredBills.map((bill) => [bill.billId, bill]));
    for (const id of known.sdHearingBills) expect(referred.get(id)?.via).toContain('agenda');
    expect(referred.get('SD-24R-SB-90')).toMatchObject({ identifier: 'SB 90' });
    expect(typeof referred.get('SD-24R-SB-90')?.status).toBe('number');
    // House Judiciary's hearings are not the Senate's.
    expect(detail.hearings.past.every((hearing) => hearing.name.startsWith('Senate'))).toBe(true);
  });

  it('sorts by member or hearing count, either way', async () => {
    const byMembers = (
      await get('/api/committees?stateCode=NY&sort=members&sortOrder=desc&pageSize=200')
    ).json<CommitteeListReply>();
    const counts = byMembers.data.map((item) => item.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts.at(-1) ?? 0);
    const byHearings = (
      await get('/api/committees?stateCode=NY&sort=hearings&sortOrder=desc')
    ).json<CommitteeListReply>();
    expect(byHearings.data[0]?.hearingCount).toBeGreaterThanOrEqual(2);
    expect((await get('/api/committees?sort=size')).json().message).toContain('sort must be name, members or hearings');
  });

  it('answers 404 for an unknown committee, 400 for bad filters and 401 without a session', async () => {
    expect((await get('/api/committees/nope')).statusCode).toBe(404);
    const badState = await get('/api/committees?stateCode=ZZ');
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toContain('stateCode must be a two-letter state code');
    expect((await get('/api/committees?sessionCode=24R')).json().message).toContain('sessionCode needs a stateCode');
    expect((await get('/api/committees?chamber=attic')).statusCode).toBe(400);
    expect((await get('/api/committees?pageSize=1000')).statusCode).toBe(400);
    expect((await get('/api/committees', null)).statusCode).toBe(401);
  });
});
