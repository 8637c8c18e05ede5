import {
  type CoverageKind,
  coverageKinds,
  type DataCoverage,
  type Readiness,
  type StartupLoading,
  type StatusResponse,
} from '@statehouse/shared/status/status.schemas';
import type { Database, DatabaseKind } from '../../db/client';
import { serverVersion } from '../../lib/version';
import { selectDataCounts, selectDataCoverage, selectSampleLoaded, selectSourceFreshness } from './status.queries';

const startedAt = new Date();

/** Where a first start's background load is (plugins/startup.ts): the status calls read it, nothing else. */
type Startup = { ready: boolean; loading: StartupLoading | null };

/**
 * Health, version, engine, data counts (what is loaded so far while a first start loads, decision 080),
 * per-source freshness, and what is still loading.
 */
export async function getStatus({
  db,
  database,
  startup,
}: {
  db: Database;
  database: DatabaseKind;
  startup: Startup;
}): Promise<StatusResponse> {
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
    ready: startup.ready,
    loading: startup.loading,
  };
}

/** Whether everything is loaded; no database query, so it answers at once even while a load step runs. */
export function getReadiness(startup: Startup): Readiness {
  return { ready: startup.ready, loading: startup.loading };
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
