import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';

/** How often a process with workers on (ALERT_WORKERS) applies the task rules and sends due reminders. */
const TASK_AUTOMATION_INTERVAL_MS = 60_000;

/** What the tasks module's automation needs from the process. */
export type TaskAutomationDeps = { db: Database; publicUrl: string | undefined; log: FastifyBaseLogger };

/**
 * Starts the tasks module's automation (modules/tasks/tasks.service.ts: legislative rules and due reminders,
 * decision 073); app.ts hands it in because modules sit above jobs and jobs do not import them.
 */
export type StartTaskAutomation = (deps: TaskAutomationDeps, intervalMs: number) => { stop: () => Promise<void> };

/** Runs where the alert engine runs (ALERT_WORKERS); stops (after the pass in flight) before the database closes. */
export function registerTaskAutomation(app: FastifyInstance, config: AppConfig, start: StartTaskAutomation): void {
  if (!config.ALERT_WORKERS) return;
  let automation: ReturnType<StartTaskAutomation> | null = null;
  app.addHook('onReady', async () => {
    automation = start({ db: app.db, publicUrl: config.PUBLIC_URL, log: app.log }, TASK_AUTOMATION_INTERVAL_MS);
  });
  app.addHook('preClose', async () => {
    await automation?.stop();
    automation = null;
  });
}
