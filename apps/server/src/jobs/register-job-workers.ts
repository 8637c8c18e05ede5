import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { JOBS_WAKE_CHANNEL, type JobHandler, type JobWorker, runJobWorker } from './job-queue';

/** One kind of durable job and how to build its handler from the app (its database, blob store, ...). */
export type JobKind = {
  kind: string;
  handler: (app: FastifyInstance) => JobHandler;
  /** Jobs of this kind one process runs at once (transcription is CPU-bound: one). */
  concurrency?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's durable job workers (JOB_WORKERS), by kind, once the app is ready. */
    jobWorkers: () => ReadonlyMap<string, JobWorker>;
  }
}

/**
 * A worker per job kind in this process when JOB_WORKERS is on (decision 068), woken by the NOTIFY an enqueue
 * raises and polling as a safety net. They stop (aborting and releasing what they hold) before the database closes.
 */
export function registerJobWorkers(app: FastifyInstance, config: AppConfig, kinds: JobKind[]): void {
  const workers = new Map<string, JobWorker>();
  app.decorate('jobWorkers', () => workers);
  if (!config.JOB_WORKERS || kinds.length === 0) return;
  let stopListening: (() => void) | null = null;

  app.addHook('onReady', async () => {
    for (const kind of kinds) {
      workers.set(
        kind.kind,
        runJobWorker({
          db: app.db,
          kind: kind.kind,
          handler: kind.handler(app),
          log: app.log,
          settings: {
            leaseMs: config.JOB_LEASE_MS,
            retryBaseMs: config.JOB_RETRY_BASE_MS,
            pollMs: config.JOB_POLL_MS,
            concurrency: kind.concurrency ?? 1,
          },
        }),
      );
    }
    stopListening = await app.pgListener.listen(JOBS_WAKE_CHANNEL, (payload) => {
      const worker = payload ? workers.get(payload) : undefined;
      if (worker) worker.wake();
      else for (const each of workers.values()) each.wake();
    });
    app.pgListener.onReconnect(() => {
      for (const each of workers.values()) each.wake();
    });
  });
  app.addHook('preClose', async () => {
    stopListening?.();
    await Promise.all([...workers.values()].map((worker) => worker.stop()));
    workers.clear();
  });
}
