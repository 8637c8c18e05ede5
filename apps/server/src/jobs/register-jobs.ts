import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { registerAlerting } from './register-alerting';
import { type JobKind, registerJobWorkers } from './register-job-workers';
import { registerLiveSync } from './register-live-sync';
import { registerReportScheduler, type StartReportScheduler } from './register-report-scheduler';
import { registerStoragePurge } from './register-storage-purge';
import { transcribeHearingJob } from './transcribe-hearing';

export type JobsOptions = {
  /** The reports module's scheduler, handed in by app.ts (see register-report-scheduler.ts). */
  startReportScheduler: StartReportScheduler;
  /** The environment live sync reads its provider keys from (server.ts: process.env); absent, it stays off. */
  liveSyncEnv?: Record<string, string | undefined>;
};

/** Every kind of durable job (decision 068) and its handler; a worker per kind runs in each process (JOB_WORKERS). */
const jobKinds: JobKind[] = [transcribeHearingJob];

/**
 * Every piece of background work a process runs, registered in one place: live push and the alert engine
 * (ALERT_WORKERS), durable job workers (JOB_WORKERS), the hourly storage purge, the report scheduler (ALERT_WORKERS) and live sync (server only).
 * Each starts when the app is ready (live sync when it listens) and stops before the database closes. Register
 * before the modules: the notifications stream needs app.livePush.
 */
export async function registerJobs(app: FastifyInstance, config: AppConfig, options: JobsOptions): Promise<void> {
  await registerAlerting(app, config);
  registerJobWorkers(app, config, jobKinds);
  registerStoragePurge(app);
  registerReportScheduler(app, config, options.startReportScheduler);
  if (options.liveSyncEnv) registerLiveSync(app, options.liveSyncEnv);
}
