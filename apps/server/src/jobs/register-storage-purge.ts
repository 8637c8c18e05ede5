import type { FastifyInstance } from 'fastify';
import { purgeStorage } from './storage-purge';

/** How often each process runs the purge. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** The first run after start: soon, but not in the middle of the start itself. */
const FIRST_PURGE_DELAY_MS = 60 * 1000;

/**
 * The storage purge (jobs/storage-purge.ts) every hour in every process. No lock is needed: deleting bytes and rows
 * is idempotent, so two processes purging at once only repeat each other's work. Timers are unref'd and stop (after
 * the round in flight) before the database closes.
 */
export function registerStoragePurge(app: FastifyInstance): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = purgeStorage({ db: app.db, blobStore: app.blobStore, log: app.log }, { now: new Date() })
        .then((result) => {
          if (result.files + result.folders + result.uploads > 0) app.log.info(result, 'storage purged');
        })
        .catch((err) => app.log.error({ err }, 'storage purge failed; trying again later'))
        .finally(() => {
          running = null;
          schedule(PURGE_INTERVAL_MS);
        });
    }, ms);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(FIRST_PURGE_DELAY_MS));
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
