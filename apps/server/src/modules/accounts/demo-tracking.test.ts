import type { DashboardStatsReply, TrackedProgressReply } from '@statehouse/shared/dashboard/dashboard.schemas';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { login } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { accounts, billAlerts, billPositions, remarks, tagBills, tags } from '../../db/schema/index';
import { ensureDemoAccount } from './demo-account';
import { addDemoTracking } from './demo-tracking';

const cheap = { memoryKib: 1024, iterations: 1 };
const log = { info: () => {}, warn: () => {} } as never;

describe('demo tracking', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('gives the new demo account tags, tracked sample bills, positions, remarks and alerts its dashboard shows', async () => {
    testApp = await buildTestApp();
    const db = testApp.app.db;
    // The test sample holds five of the demo's bills: TX HB 1, SB 1, HB 2 and CO HB 1001, SB 4.
    await loadBillSample(db);
    expect(await ensureDemoAccount(db, log, { nodeEnv: 'development', hashCost: cheap })).toBe(true);
    const [account] = await db.select({ id: accounts.id }).from(accounts);

    const tagRows = await db.select().from(tags).where(eq(tags.accountId, account!.id)).orderBy(tags.id);
    expect(tagRows.map((tag) => [tag.name, tag.scope])).toEqual([
      ['Energy & Environment', 'account'],
      ['Tax & Budget', 'account'],
      ['My watchlist', 'personal'],
    ]);
    const tracked = await db.select().from(tagBills).where(eq(tagBills.accountId, account!.id));
    expect(tracked.map((row) => row.billId).sort()).toEqual([
      'CO-251-HB-1001',
      'CO-251-SB-4',
      'TX-892-HB-1',
      'TX-892-HB-2',
      'TX-892-SB-1',
    ]);
    expect((await db.select().from(billPositions)).map((row) => [row.billId, row.position]).sort()).toEqual([
      ['CO-251-HB-1001', 'oppose'],
      ['TX-892-HB-1', 'support'],
    ]);
    expect((await db.select().from(remarks)).map((row) => row.kind).sort()).toEqual(['bill', 'personal']);
    expect((await db.select({ value: count() }).from(billAlerts))[0]?.value).toBe(6);

    const demo = await login(testApp.app, 'demo', 'demo1234');
    const stats = (
      await testApp.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: demo.cookie } })
    ).json<DashboardStatsReply>();
    expect(stats.stats.find((stat) => stat.key === 'trackedBills')?.value).toBe(5);
    expect(stats.stats.find((stat) => stat.key === 'tags')?.value).toBe(3);

    // The personal watchlist is the admin's: the plain user sees the two account tags' bills only.
    const user = await login(testApp.app, 'demo-user', 'demo1234');
    const progress = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/dashboard/tracked-progress?scope=account',
        headers: { cookie: user.cookie },
      })
    ).json<TrackedProgressReply>();
    expect(progress.total).toBe(2);

    // Running it again changes nothing.
    await addDemoTracking(db, account!.id);
    expect((await db.select({ value: count() }).from(tagBills))[0]?.value).toBe(5);
    expect((await db.select({ value: count() }).from(tags))[0]?.value).toBe(3);
  });

  it('tracks nothing when none of its bills are loaded', async () => {
    testApp = await buildTestApp();
    expect(await ensureDemoAccount(testApp.app.db, log, { nodeEnv: 'development', hashCost: cheap })).toBe(true);
    expect((await testApp.app.db.select({ value: count() }).from(tags))[0]?.value).toBe(0);
  });
});
