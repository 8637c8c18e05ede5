import type { StatusResponse } from '@statehouse/shared/status/status.schemas';
import type { Database, DatabaseKind } from '../../db/client';
import { serverVersion } from '../../lib/version';
import { selectDataCounts, selectSourceFreshness } from './status.queries';

const startedAt = new Date();

/** Health, version, engine, data counts and per-source freshness. */
export async function getStatus({ db, database }: { db: Database; database: DatabaseKind }): Promise<StatusResponse> {
  const [counts, freshness] = await Promise.all([selectDataCounts(db), selectSourceFreshness(db)]);
  return {
    status: 'ok',
    version: serverVersion,
    database,
    uptimeSeconds: Math.round(process.uptime()),
    startedAt: startedAt.toISOString(),
    counts,
    sources: freshness.map((row) => ({
      source: row.source,
      lastRunAt: row.lastRunAt.toISOString(),
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      status: row.lastStatus,
      records: row.counts.read,
      skipped: row.counts.skipped,
      lastError: row.lastError,
    })),
  };
}
