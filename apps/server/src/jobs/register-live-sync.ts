import type { FastifyInstance } from 'fastify';
import { type SyncScheduler, startLiveSync } from '../ingest/sync/scheduler';

/**
 * Live sync from Open States and LegiScan (ingest/sync), off with a log line saying why unless OPENSTATES_API_KEY
 * or LEGISCAN_API_KEY is set in `env`. It starts once the server listens and a first start's sample load is done
 * (app.startup, decision 080): an import beside the load would write the same bills. It stops (after the import in
 * flight) before the database closes.
 */
export function registerLiveSync(app: FastifyInstance, env: Record<string, string | undefined>): void {
  let liveSync: SyncScheduler | null = null;
  let closing = false;
  app.addHook('onListen', async () => {
    void app.startup.whenReady().then(() => {
      if (!closing) liveSync ??= startLiveSync({ db: app.db, env, logger: app.log });
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    await liveSync?.stop();
    liveSync = null;
  });
}
