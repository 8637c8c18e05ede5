// Runs the live-sync connectors once for the given states (default: SYNC_STATES, else every state):
//   OPENSTATES_API_KEY=... npx tsx apps/server/src/ingest/sync/sync-cli.ts TX CO
// Writes to DATABASE_URL when set, else to the embedded database in DATA_DIR (default ./.data).
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { createSyncScheduler } from './scheduler';
import { syncSettingsFrom } from './sync-settings';

async function main(states: string[]): Promise<number> {
  const env = { ...process.env, ...(states.length > 0 ? { SYNC_STATES: states.join(',') } : {}) };
  const { settings, problems } = syncSettingsFrom(env);
  if (!settings) {
    process.stderr.write(`Live sync is off: ${problems.join('; ')}\n`);
    return 1;
  }
  if (!settings.openstates && !settings.legiscan) {
    process.stderr.write('Live sync is off: set OPENSTATES_API_KEY and/or LEGISCAN_API_KEY.\n');
    return 1;
  }
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const logger = {
      info: (line: string) => process.stdout.write(`${line}\n`),
      warn: (line: string) => process.stderr.write(`${line}\n`),
    };
    // Every job is due at once; run them one after another.
    const scheduler = createSyncScheduler({ db: database.db, settings, logger, spreadMs: 0 });
    const results = await scheduler.runDue();
    return results.every((result) => result.status === 'succeeded') ? 0 : 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2).map((state) => state.toUpperCase())).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
