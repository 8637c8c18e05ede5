import {
  type CoverageKind,
  coverageKinds,
  type DataCoverage,
  type StatusResponse,
} from '@statehouse/shared/status/status.schemas';
import type { Database, DatabaseKind } from '../../db/client';
import { serverVersion } from '../../lib/version';
import { selectDataCounts, selectDataCoverage, selectSampleLoaded, selectSourceFreshness } from './status.queries';

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

/**
 * Which states have which kind of data (bills, texts, roll calls, hearings, lobbying, finance, statutes, regulations),
 * most rows first: the empty screens of a state without some kind name the states that have it (decision 065).
 */
export async function getDataCoverage({ db }: { db: Database }): Promise<DataCoverage> {
  const [rows, sample] = await Promise.all([selectDataCoverage(db), selectSampleLoaded(db)]);
  const byKind = new Map<CoverageKind, DataCoverage['kinds'][number]['states']>(
    coverageKinds.map((kind) => [kind, []]),
  );
  for (const row of rows) {
    byKind
      .get(row.kind as CoverageKind)
      ?.push({ stateCode: row.state_code, count: row.count, from: row.from, to: row.to });
  }
  return {
    sample,
    kinds: coverageKinds.map((kind) => ({
      kind,
      states: (byKind.get(kind) ?? []).sort((a, b) => b.count - a.count || a.stateCode.localeCompare(b.stateCode)),
    })),
  };
}
