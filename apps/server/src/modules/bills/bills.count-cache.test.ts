import type { BillListQuery, BillListResponse } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { loadBillSample, newTexasBill } from '../../../test/factories/bills';
import type { Database } from '../../db/client';
import { loadBill } from '../../ingest/core/load-bill';
import {
  BILL_COUNT_CACHE_ENTRIES,
  type BillCounts,
  billCountCacheStats,
  billCountKey,
  type CountInvalidationSource,
  cachedBillCounts,
  enableBillCountCache,
} from './bills.count-cache';
import { planBillFilters } from './bills.queries';

// GET /api/bills keeps its total and facets per filter signature until a write to what they count commits
// (decision 048). The app's cache is fed by the NOTIFY of migration 0011's triggers; on a PostgreSQL server the
// NOTIFY reaches this process a few milliseconds after the commit, so those checks wait for it.

let testApp: TestApp;
let cookie: string;
let db: Database;

beforeAll(async () => {
  testApp = await buildTestApp();
  db = testApp.database.db;
  await loadBillSample(db);
  ({ cookie } = await registerAccount(testApp.app));
}, 120_000);
afterAll(() => testApp.close());

async function list(query: string): Promise<BillListResponse> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/bills?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<BillListResponse>();
}

/** The reply once the write's NOTIFY has arrived (at once on PGlite; within a few ms on a server). */
async function listUntil(query: string, done: (reply: BillListResponse) => boolean): Promise<BillListResponse> {
  let reply = await list(query);
  for (let attempt = 0; attempt < 40 && !done(reply); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    reply = await list(query);
  }
  return reply;
}

const stats = () => {
  const current = billCountCacheStats(db);
  if (!current) throw new Error('the count cache is off');
  return current;
};
const countOf = (buckets: { value: string; count: number }[], value: string) =>
  buckets.find((bucket) => bucket.value === value)?.count ?? 0;
const plainQuery = (overrides: Partial<BillListQuery>): BillListQuery => ({ page: 1, pageSize: 25, ...overrides });

describe('the bills list count cache', () => {
  it('answers a repeated filter from the cache, whatever the page, size or sort', async () => {
    const first = await list('stateCode=TX&pageSize=2');
    const before = stats();
    const again = await list('stateCode=TX&pageSize=3&page=2&sort=billNumber');
    const after = stats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);
    expect(again.total).toBe(first.total);
    expect(again.facets).toEqual(first.facets);
    expect(again.items).toHaveLength(3);
  });

  it('never answers one filter with the counts of another', async () => {
    const texas = await list('stateCode=TX');
    const colorado = await list('stateCode=CO');
    const passed = await list('stateCode=TX&statuses=4');
    const searched = await list('stateCode=TX&searchTerm=youth');
    expect(texas.total).toBe(6);
    expect(colorado.total).toBe(3);
    expect(colorado.facets.state).toEqual([{ value: 'CO', label: 'Colorado', count: 3 }]);
    expect(passed.total).toBe(countOf(texas.facets.status, '4'));
    expect(passed.total).toBeLessThan(texas.total);
    expect(searched.total).toBeLessThan(texas.total);
    expect(searched.total).toBe(searched.items.length);
  });

  it('keys on the filters only: page, page size, sort and order share a key; any filter makes another', () => {
    const key = (overrides: Partial<BillListQuery>) =>
      billCountKey(planBillFilters(plainQuery(overrides), { searchable: true, negated: false }).where);
    const texas = key({ stateCode: 'TX' });
    expect(key({ stateCode: 'TX', page: 3, pageSize: 10, sort: 'title', order: 'asc' })).toBe(texas);
    const others = [
      key({ stateCode: 'CO' }),
      key({}),
      key({ stateCode: 'TX', statuses: [4] }),
      key({ stateCode: 'TX', types: ['HB'] }),
      key({ stateCode: 'TX', subjects: [15] }),
      key({ stateCode: 'TX', subjects: [15, 22] }),
      key({ stateCode: 'TX', dateFrom: '2025-01-01' }),
      key({ stateCode: 'TX', dateTo: '2025-01-01' }),
      key({ stateCode: 'TX', searchTerm: 'youth' }),
      key({ stateCode: 'TX', searchTerm: 'camp' }),
      key({ stateCode: 'TX', searchTerm: 'camp', textSearch: true }),
      key({ stateCode: 'TX', parties: ['R'] }),
      key({ stateCode: 'TX', authorName: 'Darby' }),
      key({ stateCode: 'TX', onlyCommitteeChairFiled: true }),
      key({ stateCode: 'TX', statuteSection: '1.01' }),
    ];
    expect(new Set([texas, ...others]).size).toBe(others.length + 1);
  });

  it('shows a changed bill in the next reply: a status change moves the status facet', async () => {
    const before = await list('stateCode=TX');
    const passedBefore = countOf(before.facets.status, '4');
    const changed = await db.execute(sql`update bills set status = 4 where id = (
      select id from bills where jurisdiction_id = 'TX' and status <> 4 order by id limit 1)`);
    expect(
      (changed as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (changed as unknown as { rowCount: number }).rowCount,
    ).toBe(1);
    const after = await listUntil('stateCode=TX', (reply) => countOf(reply.facets.status, '4') !== passedBefore);
    expect(countOf(after.facets.status, '4')).toBe(passedBefore + 1);
    expect(after.total).toBe(before.total);
  });

  it('shows an imported bill in the next reply: the total and the facets count it', async () => {
    const before = await list('stateCode=TX');
    const all = await list('');
    await db.transaction((tx) =>
      loadBill(tx, newTexasBill('9999', 'Relating to a bill imported after the list was counted'), { resolver: null }),
    );
    const after = await listUntil('stateCode=TX', (reply) => reply.total !== before.total);
    expect(after.total).toBe(before.total + 1);
    expect(countOf(after.facets.type, 'HB')).toBe(countOf(before.facets.type, 'HB') + 1);
    const allAfter = await list('');
    expect(allAfter.total).toBe(all.total + 1);
    expect(countOf(allAfter.facets.state, 'TX')).toBe(countOf(all.facets.state, 'TX') + 1);
  });

  it('forgets a party facet when a sponsor changes party (a write to people)', async () => {
    const before = await list('stateCode=TX');
    const parties = before.facets.party.map((bucket) => bucket.value);
    expect(parties.length).toBeGreaterThan(0);
    await db.execute(sql`update people set party = 'Libertarian' where id in (
      select sp.person_id from bill_sponsorships sp join bills b on b.id = sp.bill_id
      where b.jurisdiction_id = 'TX' and sp.is_primary and sp.person_id is not null)`);
    const after = await listUntil('stateCode=TX', (reply) => reply.facets.party.some((bucket) => bucket.value === 'L'));
    expect(after.facets.party.map((bucket) => bucket.value)).toEqual(['L']);
  });
});

describe('cachedBillCounts', () => {
  /** A stand-in for the LISTEN connection: `notify()` is a committed write, `reconnect()` a lost connection. */
  function fakeSource() {
    const handlers: ((payload: string) => void)[] = [];
    const reconnects: (() => void)[] = [];
    const source: CountInvalidationSource = {
      listen: async (_channel, handler) => {
        handlers.push(handler);
        return () => handlers.splice(handlers.indexOf(handler), 1);
      },
      onReconnect: (handler) => {
        reconnects.push(handler);
      },
    };
    return {
      source,
      notify: () => {
        for (const handler of handlers) handler('');
      },
      reconnect: () => {
        for (const handler of reconnects) handler();
      },
    };
  }
  const counts = (total: number): BillCounts => ({
    total,
    facets: { state: [], session: [], type: [], status: [], subject: [], party: [] },
    estimated: false,
  });
  const totalOf = (value: BillCounts) => value.total;

  it('counts every time while the cache is off, and once per key and write when it is on', async () => {
    const fakeDb = {} as Database;
    let calls = 0;
    const count = async () => counts(++calls);
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(1);
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(2);
    const { source, notify, reconnect } = fakeSource();
    const stop = await enableBillCountCache(fakeDb, source);
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(3);
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(3);
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'b', count))).toBe(4);
    notify();
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(5);
    reconnect();
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(6);
    stop();
    expect(totalOf(await cachedBillCounts(fakeDb, () => 'a', count))).toBe(7);
  });

  it('shares one count among concurrent callers, and keeps nothing counted while a write committed', async () => {
    const fakeDb = {} as Database;
    const { source, notify } = fakeSource();
    const stop = await enableBillCountCache(fakeDb, source);
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      calls += 1;
      await gate;
      return counts(calls);
    };
    const together = [cachedBillCounts(fakeDb, () => 'k', slow), cachedBillCounts(fakeDb, () => 'k', slow)];
    notify(); // a write commits while the count runs
    release();
    expect((await Promise.all(together)).map(totalOf)).toEqual([1, 1]);
    expect(calls).toBe(1);
    // Not kept: the next call counts again, and that count is kept.
    const countAgain = () =>
      cachedBillCounts(
        fakeDb,
        () => 'k',
        async () => counts(++calls),
      );
    expect(totalOf(await countAgain())).toBe(2);
    expect(totalOf(await countAgain())).toBe(2);
    stop();
  });

  it('holds at most BILL_COUNT_CACHE_ENTRIES keys, dropping the least recently used', async () => {
    const fakeDb = {} as Database;
    const { source } = fakeSource();
    const stop = await enableBillCountCache(fakeDb, source);
    for (let index = 0; index < BILL_COUNT_CACHE_ENTRIES; index += 1) {
      await cachedBillCounts(
        fakeDb,
        () => `key ${index}`,
        async () => counts(index),
      );
    }
    await cachedBillCounts(
      fakeDb,
      () => 'key 0',
      async () => counts(-1),
    ); // used again: now the most recent
    await cachedBillCounts(
      fakeDb,
      () => 'one more',
      async () => counts(-2),
    );
    expect(billCountCacheStats(fakeDb)?.entries).toBe(BILL_COUNT_CACHE_ENTRIES);
    expect(
      totalOf(
        await cachedBillCounts(
          fakeDb,
          () => 'key 0',
          async () => counts(-3),
        ),
      ),
    ).toBe(0);
    expect(
      totalOf(
        await cachedBillCounts(
          fakeDb,
          () => 'key 1',
          async () => counts(-4),
        ),
      ),
    ).toBe(-4);
    stop();
  });
});
