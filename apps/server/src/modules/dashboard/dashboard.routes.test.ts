import type { DashboardStatsReply, TrackedProgressReply } from '@statehouse/shared/dashboard/dashboard.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { buildDashboardFixture, type DashboardFixture } from './dashboard.test-fixture';

describe('dashboard routes', () => {
  let testApp: TestApp;
  let fixture: DashboardFixture;

  const get = (who: SignedIn | undefined, url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const statsOf = async (who: SignedIn) => {
    const response = await get(who, '/api/dashboard/stats');
    expect(response.statusCode).toBe(200);
    const body = response.json<DashboardStatsReply>();
    return { body, raw: response.body, value: Object.fromEntries(body.stats.map((stat) => [stat.key, stat.value])) };
  };
  const progressOf = async (who: SignedIn, scope: string) => {
    const response = await get(who, `/api/dashboard/tracked-progress?scope=${scope}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<TrackedProgressReply>();
    return {
      total: body.total,
      scope: body.scope,
      stages: Object.fromEntries(body.stages.map((s) => [s.stage, s.value])),
    };
  };
  const stages = (counts: Partial<Record<string, number>>) => ({
    introduced: 0,
    in_committee: 0,
    passed_one_chamber: 0,
    passed_both_chambers: 0,
    enacted: 0,
    failed_or_vetoed: 0,
    ...counts,
  });

  beforeAll(async () => {
    testApp = await buildTestApp();
    fixture = await buildDashboardFixture(testApp.app);
  }, 60_000);
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await get(undefined, '/api/dashboard/stats')).statusCode).toBe(401);
    expect((await get(undefined, '/api/dashboard/tracked-progress?scope=user')).statusCode).toBe(401);
  });

  it("counts the owner's figures over the tags the owner sees, each with its label and page", async () => {
    const { body, value, raw } = await statsOf(fixture.owner);
    expect(value).toEqual({
      trackedBills: 5,
      changedRecently: 2,
      passedOrEnacted: 3,
      failedOrVetoed: 1,
      upcomingHearings: 1,
      unreadNotifications: 2,
      tags: 3,
    });
    expect(body.stats.map((stat) => [stat.label, stat.href.split('?')[0]])).toEqual([
      ['Tracked bills', '/track-bills'],
      ['Changed in 7 days', '/track-bills'],
      ['Passed or enacted', '/track-bills'],
      ['Failed or vetoed', '/track-bills'],
      ['Upcoming hearings', '/calendar'],
      ['Unread notifications', '/dashboard#activity'],
      ['Tags', '/tracks'],
    ]);
    expect(body.stats.find((stat) => stat.key === 'failedOrVetoed')?.href).toBe('/track-bills?progressStatuses=5,6');
    expect(body.stats.find((stat) => stat.key === 'upcomingHearings')?.href).toMatch(
      /^\/calendar\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/,
    );
    expect(body.positions.map((row) => [row.position, row.value])).toEqual([
      ['support', 2],
      ['oppose', 1],
      ['neutral', 0],
      ['monitor', 0],
      ['amend', 0],
    ]);
    // The colleague's unshared tag, its bills and its hearing never reach the owner.
    expect(raw).not.toContain('Colleague secret');
    expect(raw).not.toContain('Hearing secret');
  });

  it('lists the upcoming hearings of tracked bills only: confirmed, within 14 days, with the tracked bills', async () => {
    const { body } = await statsOf(fixture.owner);
    expect(body.upcomingHearings).toEqual([
      {
        eventId: 'TX-event-fixture-soon',
        name: 'Hearing soon',
        stateCode: 'TX',
        startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        timezone: 'America/Chicago',
        allDay: false,
        committeeId: null,
        committeeName: 'Committee soon',
        location: 'E2.012',
        bills: [{ id: 'TX-892-HB-1', identifier: 'HB 1', title: expect.any(String) }],
      },
    ]);
    const inTwoDays = Date.parse(body.upcomingHearings[0]!.startTime) - Date.now();
    expect(inTwoDays).toBeGreaterThan(86_400_000);
    expect(inTwoDays).toBeLessThan(3 * 86_400_000);
  });

  it("counts the colleague's own personal tag for the colleague, not the owner", async () => {
    const { value, body } = await statsOf(fixture.colleague);
    expect(value).toEqual({
      trackedBills: 6,
      changedRecently: 2,
      passedOrEnacted: 4,
      failedOrVetoed: 0,
      upcomingHearings: 2,
      unreadNotifications: 1,
      tags: 3,
    });
    expect(body.upcomingHearings.map((hearing) => hearing.name)).toEqual(['Hearing soon', 'Hearing secret']);
    expect(body.positions.find((row) => row.position === 'monitor')?.value).toBe(1);
  });

  it("never counts another account's tracking, and the other account never sees ours", async () => {
    const { value, body, raw } = await statsOf(fixture.outsider);
    expect(value).toEqual({
      trackedBills: 4,
      changedRecently: 1,
      passedOrEnacted: 3,
      failedOrVetoed: 0,
      upcomingHearings: 2,
      unreadNotifications: 0,
      tags: 1,
    });
    // The shared hearing lists only the outsider's tracked bill, not account A's untracked one.
    expect(body.upcomingHearings.map((hearing) => [hearing.name, hearing.bills.map((bill) => bill.id)])).toEqual([
      ['Hearing soon', ['TX-892-HB-1']],
      ['Hearing outsider', ['TX-892-HB-7']],
    ]);
    expect(body.positions.map((row) => row.value)).toEqual([0, 0, 0, 0, 1]);
    for (const marker of ['Energy', 'Owner watch', 'Colleague secret', 'Shared with owner']) {
      expect(raw).not.toContain(marker);
    }
  });

  it('answers a new account with zeros and every tile', async () => {
    const newcomer = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const { value, body } = await statsOf(newcomer);
    expect(Object.values(value)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(body.upcomingHearings).toEqual([]);
    expect(await progressOf(newcomer, 'account')).toEqual({ scope: 'account', total: 0, stages: stages({}) });
  });

  it('splits tracked progress by scope: your own, the account tags, every tag you see', async () => {
    expect(await progressOf(fixture.owner, 'user')).toEqual({
      scope: 'user',
      total: 3,
      stages: stages({ enacted: 2, failed_or_vetoed: 1 }),
    });
    expect(await progressOf(fixture.owner, 'team')).toEqual({
      scope: 'team',
      total: 3,
      stages: stages({ enacted: 2, passed_both_chambers: 1 }),
    });
    expect(await progressOf(fixture.owner, 'account')).toEqual({
      scope: 'account',
      total: 5,
      stages: stages({ in_committee: 1, passed_both_chambers: 1, enacted: 2, failed_or_vetoed: 1 }),
    });
    expect(await progressOf(fixture.colleague, 'user')).toEqual({
      scope: 'user',
      total: 5,
      stages: stages({ in_committee: 2, passed_both_chambers: 1, enacted: 2 }),
    });
    expect(await progressOf(fixture.outsider, 'account')).toEqual({
      scope: 'account',
      total: 4,
      stages: stages({ in_committee: 1, enacted: 3 }),
    });
  });

  it('defaults to your own bills and lists the stages in the order a bill moves, with labels', async () => {
    const response = await get(fixture.owner, '/api/dashboard/tracked-progress');
    const body = response.json<TrackedProgressReply>();
    expect(body.scope).toBe('user');
    expect(body.stages.map((stage) => stage.label)).toEqual([
      'Introduced',
      'In committee',
      'Passed one chamber',
      'Passed both chambers',
      'Enacted',
      'Failed or vetoed',
    ]);
  });

  it.each(['everyone', 'USER', ''])('refuses scope=%s with 400 and a message', async (scope) => {
    const response = await get(fixture.owner, `/api/dashboard/tracked-progress?scope=${scope}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('scope must be one of user, team, account'),
    });
  });
});
