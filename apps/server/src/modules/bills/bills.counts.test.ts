import { BILL_EXACT_COUNT_LIMIT, type BillListResponse } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { ensureJurisdictions } from '../../ingest/core/jurisdictions';
import { estimateBillMatches, planBillFilters } from './bills.queries';

// GET /api/bills counts exactly up to BILL_EXACT_COUNT_LIMIT matches and estimates past it (decision 016). The
// corpus: 30,000 bills, two thirds Wisconsin and one third Colorado; "water" in every twentieth title (1,500
// bills, under the limit), "tax" in the others (28,500, over it); statuses 0-4 in turn.
const BILLS = 30_000;

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ cookie } = await registerAccount(testApp.app));
  const db = testApp.database.db;
  await ensureJurisdictions(db);
  await db.execute(sql`insert into legislative_sessions (id, jurisdiction_id, code, source_identifier, name, classification)
    values ('WI-25R', 'WI', '25R', '2025', '2025 Regular Session', 'regular'),
      ('CO-25R', 'CO', '25R', '2025', '2025 Regular Session', 'regular')`);
  await db.execute(sql`insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier, title,
      status, subjects, last_action_date, source, content_hash, search)
    select st || '-25R-HB-' || g, st, st || '-25R', 'HB', g::text, 'HB ' || g, title, g % 5, '{}'::int[],
      date '2025-01-01' + g % 300, 'test', 'x', to_tsvector('english', title)
    from generate_series(1, ${BILLS}::int) g,
      lateral (select case when g % 3 = 0 then 'CO' else 'WI' end as st,
        case when g % 20 = 0 then 'Water rights' else 'Tax relief' end as title) x`);
  // The estimate starts from the planner's statistics, as autovacuum keeps them on a live server.
  await db.execute(sql`analyze bills`);
}, 120_000);
afterAll(() => testApp.close());

async function list(query: string): Promise<BillListResponse> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/bills?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<BillListResponse>();
}
const near = (value: number | undefined, expected: number) => {
  expect(value).toBeGreaterThan(expected * 0.9);
  expect(value).toBeLessThan(expected * 1.1);
};
const countOf = (buckets: { value: string; count: number }[], value: string) =>
  buckets.find((bucket) => bucket.value === value)?.count;

describe('GET /api/bills counts', () => {
  it('counts exactly while the matches stay within the limit, and says so', async () => {
    const water = await list('searchTerm=water');
    expect(water).toMatchObject({ total: BILLS / 20, estimated: false });
    expect(water.facets.status).toEqual([{ value: '0', label: 'Pre-filed', count: BILLS / 20 }]);
    const colorado = await list('stateCode=CO&searchTerm=water');
    expect(colorado).toMatchObject({ total: BILLS / 60, estimated: false });
    expect(colorado.facets.state).toEqual([{ value: 'CO', label: 'Colorado', count: BILLS / 60 }]);
  });

  it('estimates total and facets past the limit from a sample, and says so', async () => {
    const all = await list('');
    expect(all.estimated).toBe(true);
    near(all.total, BILLS);
    near(countOf(all.facets.state, 'WI'), (BILLS * 2) / 3);
    near(countOf(all.facets.state, 'CO'), BILLS / 3);
    for (const status of ['0', '1', '2', '3', '4']) near(countOf(all.facets.status, status), BILLS / 5);
    // The page itself is exact: the newest bills first.
    expect(all.items).toHaveLength(25);

    const tax = await list('searchTerm=tax');
    expect(tax.estimated).toBe(true);
    expect(tax.total).toBeGreaterThan(BILL_EXACT_COUNT_LIMIT);
    near(tax.total, (BILLS * 19) / 20);
    near(countOf(tax.facets.status, '1'), BILLS / 5);
    expect(tax.items.every((item) => item.title === 'Tax relief')).toBe(true);
  });

  it('estimates when the planner expected few matches but the capped count finds more than the limit', async () => {
    // Bills of a word the planner's statistics have not seen yet (an import not yet analyzed): it guesses few.
    const db = testApp.database.db;
    await db.execute(sql`insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier, title,
        status, source, content_hash, search)
      select 'WI-25R-SB-' || g, 'WI', 'WI-25R', 'SB', g::text, 'SB ' || g, 'Zebra crossings', 1, 'test', 'x',
        to_tsvector('english', 'Zebra crossings')
      from generate_series(1, 6000) g`);
    try {
      const plan = planBillFilters(
        { page: 1, pageSize: 25, searchTerm: 'zebra' },
        { searchable: true, negated: false },
      );
      expect(await estimateBillMatches(db, plan)).toBeLessThanOrEqual(BILL_EXACT_COUNT_LIMIT);
      const zebra = await list('searchTerm=zebra');
      expect(zebra.estimated).toBe(true);
      near(zebra.total, 6000);
      near(countOf(zebra.facets.status, '1'), 6000);
    } finally {
      await db.execute(sql`delete from bills where title = 'Zebra crossings'`);
    }
  });

  it('counts a session exactly through its ids, pseudo-sessions included', async () => {
    const session = await list('stateCode=CO&sessionCode=25R&searchTerm=water');
    expect(session).toMatchObject({ total: BILLS / 60, estimated: false });
    expect((await list('stateCode=CO&sessionCode=MOST_RECENT&searchTerm=water')).total).toBe(BILLS / 60);
    expect((await list('stateCode=CO&sessionCode=24R')).total).toBe(0);
  });
});
