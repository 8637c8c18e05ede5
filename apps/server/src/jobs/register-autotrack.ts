import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';

/** How often the matcher's worker looks for work when no NOTIFY woke it (a missed one, a lapsed lease). */
const AUTO_TRACK_POLL_MS = 15_000;
/** The channel migration 0011's triggers NOTIFY on after every write to bills (and the other counted tables). */
const BILL_WRITES_CHANNEL = 'bill_counts';

/**
 * Starts the auto-tracking worker of the autotrack module (its startAutoTrackWorker); app.ts hands it in because
 * modules sit above jobs and jobs do not import them.
 */
export type StartAutoTrackWorker = (
  deps: {
    db: Database;
    listen: (channel: string, handler: () => void) => Promise<() => void>;
    log: FastifyBaseLogger;
  },
  options: { pollMs: number; billWritesChannel: string },
) => Promise<{ stop: () => Promise<void> }>;

/**
 * Auto-tracking (decision 071) runs where the other background workers do (ALERT_WORKERS): the queued full-state
 * runs, durable in auto_track_runs with a lease, and continuous matching of imported and changed bills. Any
 * number of processes may run it. It stops (after the round in flight) before the database closes.
 */
export function registerAutoTrack(app: FastifyInstance, config: AppConfig, start: StartAutoTrackWorker): void {
  if (!config.ALERT_WORKERS) return;
  let worker: Awaited<ReturnType<StartAutoTrackWorker>> | null = null;
  app.addHook('onReady', async () => {
    worker = await start(
      { db: app.db, listen: (channel, handler) => app.pgListener.listen(channel, handler), log: app.log },
      { pollMs: AUTO_TRACK_POLL_MS, billWritesChannel: BILL_WRITES_CHANNEL },
    );
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
    worker = null;
  });
}
