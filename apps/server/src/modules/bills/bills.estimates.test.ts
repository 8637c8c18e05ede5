import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDatabase } from '../../../test/sample-database';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/sql';
import {
  estimateBillMatches,
  planBillFilters,
  SAMPLE_BUCKETS,
  selectBillFacets,
  selectBillsRowEstimate,
} from './bills.queries';

// The planner's estimates and the sampled or capped counts behind GET /api/bills (decision 016). Through the API
// they only choose how the list is counted, never what it answers (a wrong estimate is corrected by the capped
// count), so they are pinned here, on the 12 sample bills (6 of them TX).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createSampleDatabase();
}, 120_000);
afterAll(() => database.close());

const plan = (stateCode?: string) => planBillFilters({ page: 1, pageSize: 25, stateCode }, { searchable: false });
const totalOf = (rows: { facet: string; count: number }[]) => rows.find((row) => row.facet === 'total')?.count;

describe('bill count estimates', () => {
  it('read the table size from the planner once statistics exist', async () => {
    await database.db.execute(sql`analyze bills`);
    expect(await selectBillsRowEstimate(database.db)).toBe(12);
  });

  it('estimate the matches of a filter from EXPLAIN', async () => {
    await database.db.execute(sql`analyze bills`);
    expect(await estimateBillMatches(database.db, plan())).toBe(12);
    expect(await estimateBillMatches(database.db, plan('TX'))).toBe(6);
  });
});

describe('selectBillFacets', () => {
  it('counts every match without options, at most `cap` with one', async () => {
    expect(totalOf(await selectBillFacets(database.db, plan()))).toBe(12);
    const capped = await selectBillFacets(database.db, plan(), { cap: 5 });
    expect(totalOf(capped)).toBe(5);
    const states = capped.filter((row) => row.facet === 'state').reduce((sum, row) => sum + row.count, 0);
    expect(states).toBe(5);
  });

  it('counts the bills of the first sample buckets only', async () => {
    expect(SAMPLE_BUCKETS).toBe(256);
    expect(totalOf(await selectBillFacets(database.db, plan(), { sampleBuckets: SAMPLE_BUCKETS }))).toBe(12);
    expect(totalOf(await selectBillFacets(database.db, plan(), { sampleBuckets: 0 }))).toBe(0);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from bills b where (hashtext(b.id) & 255) < 128`,
    );
    const half = row?.n;
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(12);
    expect(totalOf(await selectBillFacets(database.db, plan(), { sampleBuckets: 128 }))).toBe(half);
  });
});
