import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type IngestCounts, ingestRuns, type SkippedRecord, sourceFreshness } from '../../db/schema/ingest';
import { errorMessage, RecordError } from './errors';
import { Reporter } from './reporter';
import { refreshDefaultSessions } from './sessions';
import type { ImportContext, Importer, WriteOutcome } from './types';

export type RunImportOptions = {
  db: Database;
  importer: Importer;
  path: string;
  reporter?: Reporter;
  signal?: AbortSignal;
};

export type ImportResult = {
  runId: number;
  source: string;
  status: 'succeeded' | 'failed';
  counts: IngestCounts;
  skipped: SkippedRecord[];
  /** Roll calls whose counts contradict the result the source states (kept as stated; decision 059). */
  rollCallsContradicted: number;
  error?: string;
  seconds: number;
};

const maxStoredSkips = 200;

export class ImportAbortedError extends Error {
  constructor() {
    super('The import was aborted.');
    this.name = 'ImportAbortedError';
  }
}

/**
 * Runs one importer over one path: records an ingest run, writes every record in its own
 * transaction, reports progress and skips, and updates the source's freshness row at the end
 * (also when the import fails).
 */
export async function runImport(options: RunImportOptions): Promise<ImportResult> {
  const { db, importer, path, signal } = options;
  const reporter = options.reporter ?? new Reporter();
  const started = Date.now();
  const counts: IngestCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, skipped: 0 };
  const skipped: SkippedRecord[] = [];

  const [run] = await db
    .insert(ingestRuns)
    .values({ source: importer.name, path, counts })
    .returning({ id: ingestRuns.id });
  if (!run) throw new Error('Could not record the ingest run.');

  const skip = (record: SkippedRecord): void => {
    counts.skipped += 1;
    skipped.push(record);
    reporter.skipped(record);
  };

  const ctx: ImportContext = {
    db,
    reporter,
    source: importer.name,
    counts,
    skipped,
    signal,
    cache: new Map(),
    rollCallsContradicted: 0,
    skip,
    writeRecord: async (where, write) => {
      if (signal?.aborted) throw new ImportAbortedError();
      counts.read += 1;
      try {
        const outcome: WriteOutcome = await db.transaction((tx) => write(tx));
        counts[outcome] += 1;
        return outcome;
      } catch (error) {
        if (error instanceof ImportAbortedError) throw error;
        const location = error instanceof RecordError ? { ...where, ...error.where } : where;
        skip({ ...location, reason: errorMessage(error) });
        return undefined;
      }
    },
  };

  let status: ImportResult['status'] = 'succeeded';
  let failure: string | undefined;
  try {
    await importer.run(ctx, path);
  } catch (error) {
    status = 'failed';
    failure = errorMessage(error);
  }

  try {
    await refreshDefaultSessions(db);
  } catch (error) {
    reporter.info(`${importer.name}: could not refresh default sessions: ${errorMessage(error)}`);
  }

  const finishedAt = new Date();
  const seconds = (Date.now() - started) / 1000;
  await db
    .update(ingestRuns)
    .set({ finishedAt, status, counts, skipped: skipped.slice(0, maxStoredSkips), error: failure ?? null })
    .where(eq(ingestRuns.id, run.id));
  await db
    .insert(sourceFreshness)
    .values({
      source: importer.name,
      lastRunId: run.id,
      lastRunAt: finishedAt,
      lastSuccessAt: status === 'succeeded' ? finishedAt : null,
      lastStatus: status,
      counts,
      errorCount: counts.skipped + (failure ? 1 : 0),
      lastError: failure ?? skipped.at(-1)?.reason ?? null,
    })
    .onConflictDoUpdate({
      target: sourceFreshness.source,
      set: {
        lastRunId: run.id,
        lastRunAt: finishedAt,
        lastSuccessAt: status === 'succeeded' ? finishedAt : sql`${sourceFreshness.lastSuccessAt}`,
        lastStatus: status,
        counts,
        errorCount: counts.skipped + (failure ? 1 : 0),
        lastError: failure ?? skipped.at(-1)?.reason ?? null,
      },
    });

  reporter.summary(importer.name, counts, seconds);
  if (failure) reporter.info(`${importer.name}: failed: ${failure}`);
  return {
    runId: run.id,
    source: importer.name,
    status,
    counts,
    skipped,
    rollCallsContradicted: ctx.rollCallsContradicted,
    error: failure,
    seconds,
  };
}
