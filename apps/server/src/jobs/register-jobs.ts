import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { registerAlerting } from './register-alerting';
import { registerAutoTrack, type StartAutoTrackWorker } from './register-autotrack';
import { type JobKind, registerJobWorkers } from './register-job-workers';
import { registerLiveSync } from './register-live-sync';
import { registerReportScheduler, type StartReportScheduler } from './register-report-scheduler';
import { registerStoragePurge } from './register-storage-purge';
import { registerTaskAutomation, type StartTaskAutomation } from './register-task-automation';
import { transcribeHearingJob } from './transcribe-hearing';

export type JobsOptions = {
  /** The reports module's scheduler, handed in by app.ts (see register-report-scheduler.ts). */
  startReportScheduler: StartReportScheduler;
  /** The autotrack module's continuous matching, handed in by app.ts (see register-autotrack.ts). */
  startAutoTrackWorker: StartAutoTrackWorker;
  /** Durable job kinds whose handlers live in modules (the auto-tracking state run), handed in by app.ts. */
  moduleJobKinds?: JobKind[];
  /** The tasks module's rules and reminders, handed in by app.ts (see register-task-automation.ts). */
  startTaskAutomation: StartTaskAutomation;
  /** The environment live sync reads its provider keys from (server.ts: process.env); absent, it stays off. */
  liveSyncEnv?: Record<string, string | undefined>;
};

/**
 * Every kind of durable job (decision 068) and its handler; a worker per kind runs in each process (JOB_WORKERS).
 * Kinds whose handler lives in a module are handed in by app.ts (options.moduleJobKinds): jobs do not import modules.
 */
const jobKinds: JobKind[] = [transcribeHearingJob];

/**
 * Every piece of background work a process runs, registered in one place: live push and the alert engine
 * (ALERT_WORKERS), durable job workers (JOB_WORKERS), the hourly storage purge, the report scheduler and continuous
 * auto-tracking (ALERT_WORKERS) and live sync (server only).
 * Each starts when the app is ready (live sync when it listens) and stops before the database closes. Register
 * before the modules: the notifications stream needs app.livePush.
 */
export async function registerJobs(app: FastifyInstance, config: AppConfig, options: JobsOptions): Promise<void> {
  await registerAlerting(app, config);
  registerJobWorkers(app, config, [...jobKinds, ...(options.moduleJobKinds ?? [])]);
  registerStoragePurge(app);
  registerReportScheduler(app, config, options.startReportScheduler);
  registerAutoTrack(app, config, options.startAutoTrackWorker);
  registerTaskAutomation(app, config, options.startTaskAutomation);
  if (options.liveSyncEnv) registerLiveSync(app, options.liveSyncEnv);
}
