import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import {
  defaultSampleDir,
  isNewDataDir,
  loadSample,
  restoreSampleTemplate,
  type SampleLog,
  type SampleProgress,
  sampleLoadPending,
  sampleTemplateKey,
  saveSampleTemplate,
} from './ingest/sample/index';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The sample load a first start still has to do once it answers (decision 080): `run` loads the sample (rows in short
 * transactions, then the indexes built from them), then keeps the prepared copy for the next new data folder. It never
 * throws: a failure is logged and returned as false (the rows loaded so far stay; the next start resumes).
 */
export type PendingSampleLoad = {
  run: (progress: (progress: SampleProgress) => void) => Promise<boolean>;
};

export type StartDatabase = {
  database: DatabaseHandle;
  /** Null when there is nothing to load: a restart, a folder copied from the prepared database, no sample. */
  pendingSample: PendingSampleLoad | null;
};

/**
 * Opens the configured database for a server start with one progress line per step: a PostgreSQL server
 * (DATABASE_URL) or PGlite in DATA_DIR; migrates it; says whether the sample is still to be loaded (an empty database,
 * or a load cut short). A new DATA_DIR starts as a copy of the machine's prepared sample database when there is one for
 * this code and sample (decision 065). The load itself is `pendingSample.run`, which the server calls once it listens
 * (decision 080); the first start to load the sample into a new folder keeps the prepared copy when it has finished.
 */
export async function openDatabaseForStart(options: {
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'SAMPLE_TEMPLATE_DIR'>;
  log: SampleLog;
  sampleDir?: string;
}): Promise<StartDatabase> {
  const { config, log } = options;
  const sampleDir = options.sampleDir ?? defaultSampleDir;
  let started = performance.now();
  if (config.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
    await database.migrate();
    log.info(`Database: PostgreSQL server connected and migrated (${seconds(started)}).`);
    const pending = await sampleLoadPending(database.db, log, { dir: sampleDir });
    return {
      database,
      pendingSample: pending ? { run: (progress) => runLoad(database, log, sampleDir, progress) } : null,
    };
  }

  const dataDir = path.resolve(config.DATA_DIR);
  const fresh = isNewDataDir(dataDir);
  const cacheDir = config.SAMPLE_TEMPLATE_DIR === 'off' ? null : path.resolve(config.SAMPLE_TEMPLATE_DIR);
  const key = fresh && cacheDir ? sampleTemplateKey({ sampleDir }) : null;
  const restored = cacheDir && key ? restoreSampleTemplate({ cacheDir, key, dataDir }) : false;
  if (restored) log.info(`Database: copied the prepared sample database into ${dataDir} (${seconds(started)}).`);
  else if (fresh) log.info(`Database: creating the embedded database in ${dataDir} (the first start only)...`);

  started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  log.info(`Database: embedded database opened and migrated (${seconds(started)}).`);
  const pending = await sampleLoadPending(database.db, log, { dir: sampleDir });
  if (!pending) return { database, pendingSample: null };
  return {
    database,
    pendingSample: {
      run: async (progress) => {
        if (!(await runLoad(database, log, sampleDir, progress))) return false;
        // Only a folder that had nothing before this start's load is worth copying (not a resumed load's).
        if (fresh && cacheDir && key) await keepPreparedCopy(database, log, { cacheDir, key, dataDir });
        return true;
      },
    },
  };
}

async function runLoad(
  database: DatabaseHandle,
  log: SampleLog,
  sampleDir: string,
  progress: (progress: SampleProgress) => void,
): Promise<boolean> {
  database.yieldBetweenQueries?.(true);
  try {
    await loadSample(database.db, log, { dir: sampleDir, progress });
    return true;
  } catch (error) {
    // Called as a method: pino's log functions need their logger as `this`.
    const message = `Could not load the sample dataset: ${error instanceof Error ? error.message : String(error)}`;
    if (log.warn) log.warn(message);
    else log.info(message);
    return false;
  } finally {
    database.yieldBetweenQueries?.(false);
  }
}

async function keepPreparedCopy(
  database: DatabaseHandle,
  log: SampleLog,
  options: { cacheDir: string; key: string; dataDir: string },
): Promise<void> {
  const started = performance.now();
  try {
    // Every change on disk before the copy: the copy then needs little of the log replayed when it is opened.
    await database.db.execute(sql`checkpoint`);
    if (await saveSampleTemplate(options)) {
      log.info(`Database: kept a copy for the next new data folder in ${options.cacheDir} (${seconds(started)}).`);
    }
  } catch (error) {
    // Only a later first start is slower without it.
    log.info(`Database: could not keep a prepared copy (${error instanceof Error ? error.message : String(error)}).`);
  }
}
