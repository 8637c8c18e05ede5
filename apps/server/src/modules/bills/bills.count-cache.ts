import type { BillListResponse } from '@statehouse/shared/bills/bills.schemas';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

// GET /api/bills's total and facets, kept per process until a bill-related write commits (decision 048). The counts
// depend only on the bills the filters match, never on the caller: the key is the filters' WHERE clause as SQL text
// and parameters (page, page size, sort and a company's reranking are not in it), so two callers with the same
// filters share an entry and different filters never do.

/** What the cache keeps: the reply's total, facets (labelled and sorted) and whether they are estimates. */
export type BillCounts = Pick<BillListResponse, 'total' | 'facets' | 'estimated'>;

/** What tells the cache that counts changed: NOTIFY on `bill_counts` (migration 0011) and lost connections. */
export type CountInvalidationSource = {
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => void>;
  onReconnect: (handler: () => void) => void;
};

/** The channel the triggers of migration 0011 NOTIFY on every write to a table the counts read. */
export const BILL_COUNTS_CHANNEL = 'bill_counts';

/** At most this many filter signatures per process, least recently used first out (an entry holds a few hundred facet rows at most). */
export const BILL_COUNT_CACHE_ENTRIES = 500;
/** An entry is counted again after this long even without a NOTIFY (a LISTEN connection dropped silently). */
export const BILL_COUNT_CACHE_MAX_AGE_MS = 5 * 60_000;

type Entry = { counts: BillCounts; at: number };

class CountCache {
  /** Bumped by every NOTIFY and reconnect; an entry is stored only if the version did not move while counting. */
  version = 0;
  readonly entries = new Map<string, Entry>();
  /** Counts being computed, per key and version: concurrent callers with the same filters share one query. */
  readonly pending = new Map<string, Promise<BillCounts>>();
  hits = 0;
  misses = 0;

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
    this.pending.clear();
  }
}

const caches = new WeakMap<Database, CountCache>();
const dialect = new PgDialect();

/**
 * Turns the cache on for `db`, fed by `source` (this process's LISTEN connection). Without it, counts are never
 * cached: only a database whose writes reach this process as NOTIFYs can keep them. Returns a function that
 * turns it off again.
 */
export async function enableBillCountCache(db: Database, source: CountInvalidationSource): Promise<() => void> {
  const cache = new CountCache();
  caches.set(db, cache);
  const stop = await source.listen(BILL_COUNTS_CHANNEL, () => cache.invalidate());
  // NOTIFYs sent while the connection was down are lost: forget everything counted before.
  source.onReconnect(() => cache.invalidate());
  return () => {
    stop();
    if (caches.get(db) === cache) caches.delete(db);
  };
}

/** Forgets every cached count of `db` at once (also what a NOTIFY does). */
export function invalidateBillCounts(db: Database): void {
  caches.get(db)?.invalidate();
}

/** Hits and misses since the cache was turned on, for tests and benches; null when it is off. */
export function billCountCacheStats(db: Database): { hits: number; misses: number; entries: number } | null {
  const cache = caches.get(db);
  return cache ? { hits: cache.hits, misses: cache.misses, entries: cache.entries.size } : null;
}

/** The cache key of a filter plan's WHERE clause: its SQL text and parameters. */
export function billCountKey(where: SQL): string {
  const query = dialect.sqlToQuery(where);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

/**
 * The counts of the key `keyOf()` makes (made only when the cache is on), from the cache or from `count` (then kept
 * while no write committed meanwhile).
 */
export async function cachedBillCounts(
  db: Database,
  keyOf: () => string,
  count: () => Promise<BillCounts>,
): Promise<BillCounts> {
  const cache = caches.get(db);
  if (!cache) return count();
  const key = keyOf();
  const now = Date.now();
  const entry = cache.entries.get(key);
  if (entry && now - entry.at < BILL_COUNT_CACHE_MAX_AGE_MS) {
    // Map order is insertion order: moving the entry to the end keeps the least recently used first.
    cache.entries.delete(key);
    cache.entries.set(key, entry);
    cache.hits += 1;
    return entry.counts;
  }
  cache.misses += 1;
  const version = cache.version;
  const pendingKey = `${version}\u0000${key}`;
  const pending = cache.pending.get(pendingKey);
  if (pending) return pending;
  const started = count().then(
    (counts) => {
      if (cache.pending.get(pendingKey) === started) cache.pending.delete(pendingKey);
      // A write committed while counting: the counts may predate it, so they are returned but not kept.
      if (cache.version === version && caches.get(db) === cache) {
        cache.entries.delete(key);
        cache.entries.set(key, { counts, at: now });
        while (cache.entries.size > BILL_COUNT_CACHE_ENTRIES) {
          const oldest = cache.entries.keys().next().value;
          if (oldest === undefined) break;
          cache.entries.delete(oldest);
        }
      }
      return counts;
    },
    (error: unknown) => {
      if (cache.pending.get(pendingKey) === started) cache.pending.delete(pendingKey);
      throw error;
    },
  );
  cache.pending.set(pendingKey, started);
  return started;
}
