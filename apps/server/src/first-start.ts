import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config/env';
import { type DatabaseHandle, openDatabase } from './db/client';
import {
  defaultSampleDir,
  isNewDataDir,
  loadSampleIfEmpty,
  restoreSampleTemplate,
  type SampleLog,
  sampleTemplateKey,
  saveSampleTemplate,
} from './ingest/sample/index';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Opens the configured database for a server start with one progress line per step: a PostgreSQL server
 * (DATABASE_URL) or PGlite in DATA_DIR; migrates it; loads the sample into an empty one. A new DATA_DIR starts as a
 * copy of the machine's prepared sample database when there is one for this code and sample, and the first to load
 * the sample keeps such a copy (decision 065). Nothing else may write to the database meanwhile: the server starts its
 * workers after this returns.
 */
export async function openDatabaseForStart(options: {
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'SAMPLE_TEMPLATE_DIR'>;
  log: SampleLog;
  sampleDir?: string;
}): Promise<DatabaseHandle> {
  const { config, log } = options;
  const sampleDir = options.sampleDir ?? defaultSampleDir;
  let started = performance.now();
  if (config.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
    await database.migrate();
    log.info(`Database: PostgreSQL server connected and migrated (${seconds(started)}).`);
    await loadSampleIfEmpty(database.db, log, { dir: sampleDir });
    return database;
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
  const loaded = await loadSampleIfEmpty(database.db, log, { dir: sampleDir });
  if (loaded && fresh && cacheDir && key) {
    started = performance.now();
    try {
      // Every change on disk before the copy: the copy is then the database as of now, with no recovery to replay.
      await database.db.execute(sql`checkpoint`);
      if (saveSampleTemplate({ cacheDir, key, dataDir })) {
        log.info(`Database: kept a copy for the next new data folder in ${cacheDir} (${seconds(started)}).`);
      }
    } catch (error) {
      // Only a later first start is slower without it.
      log.info(`Database: could not keep a prepared copy (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  return database;
}
