import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { BlobStore } from '../lib/blob-store/blob-store';
import type { Mailer } from '../notify/mailer';

/** How often a process with workers on (ALERT_WORKERS) looks for due schedules. */
const SCHEDULER_INTERVAL_MS = 30_000;

/** What the reports module's scheduler needs from the process (its ScheduleDeps). */
export type ReportSchedulerDeps = {
  db: Database;
  blobStore: BlobStore;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
};

/**
 * Starts the scheduler of the reports module (modules/reports/schedules.service.ts); app.ts hands it in because
 * modules sit above jobs and jobs do not import them.
 */
export type StartReportScheduler = (deps: ReportSchedulerDeps, intervalMs: number) => { stop: () => Promise<void> };

/**
 * Scheduled reports (decision 043) run where the other background workers do (ALERT_WORKERS); processes share
 * them safely. The scheduler stops (after the pass in flight) before the database closes.
 */
export function registerReportScheduler(
  app: FastifyInstance,
  config: AppConfig,
  startReportScheduler: StartReportScheduler,
): void {
  if (!config.ALERT_WORKERS) return;
  let scheduler: ReturnType<StartReportScheduler> | null = null;
  app.addHook('onReady', async () => {
    const deps = { db: app.db, blobStore: app.blobStore, mailer: app.mailer, config, log: app.log };
    scheduler = startReportScheduler(deps, SCHEDULER_INTERVAL_MS);
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
    scheduler = null;
  });
}
