import type { FastifyInstance } from 'fastify';
import { type SyncScheduler, startLiveSync } from '../ingest/sync/scheduler';

/**
 * Live sync from Open States and LegiScan (ingest/sync), off with a log line saying why unless OPENSTATES_API_KEY
 * or LEGISCAN_API_KEY is set in `env`. It starts once the server listens, i.e. after server.ts has loaded the sample
 * into an empty database, and stops (after the import in flight) before the database closes.
 */
export function registerLiveSync(app: FastifyInstance, env: Record<string, string | undefined>): void {
  let liveSync: SyncScheduler | null = null;
  app.addHook('onListen', async () => {
    liveSync ??= startLiveSync({ db: app.db, env, logger: app.log });
  });
  app.addHook('preClose', async () => {
    await liveSync?.stop();
    liveSync = null;
  });
}
