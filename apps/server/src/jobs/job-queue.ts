import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type ClaimedJob, claimJobs, completeJob, failJob, heartbeatJob, nextJobDueAt } from './job-queue.queries';

export {
  type ClaimedJob,
  countOpenJobs,
  type EnqueueInput,
  enqueueJob,
  findJob,
  findJobByKey,
  JOBS_WAKE_CHANNEL,
  type JobRow,
  type JobStatus,
} from './job-queue.queries';

/** A failure that retrying cannot fix (a corrupt file, a hearing that no longer exists): the job fails at once. */
export class PermanentJobError extends Error {
  readonly permanent = true;
}

export type JobContext = {
  workerId: string;
  /** Records progress and renews the lease; throws when the job was lost to another worker. */
  progress: (done: number, total?: number | null, message?: string | null) => Promise<void>;
  /** Aborted when the lease was lost or the worker is stopping: long steps (child processes, fetches) should stop. */
  signal: AbortSignal;
};

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<{ message?: string } | undefined>;

export type JobWorkerSettings = {
  /** How long a claim holds without a heartbeat; the worker renews it every third of it. */
  leaseMs: number;
  /** First retry wait; each next one doubles. */
  retryBaseMs: number;
  /** Safety-net poll when nothing wakes the worker. */
  pollMs: number;
  /** Jobs this worker runs at once. */
  concurrency?: number;
  workerId?: string;
};

export type JobWorker = {
  workerId: string;
  kind: string;
  /** Looks for work now (an enqueue's NOTIFY calls it). */
  wake: () => void;
  /** Runs due jobs until none is left, then resolves with how many it ran (the import CLI, tests). */
  drain: () => Promise<number>;
  /** Stops claiming, aborts the jobs in flight and waits for them; what they held is released by its lease. */
  stop: () => Promise<void>;
};

export class LostJobError extends Error {}

/**
 * A worker for one kind of job (decision 068). It claims due jobs under a lease, renews the lease while the handler
 * runs (so a long transcription is not taken for dead), and records the outcome: done, or failed and retried with
 * back-off. A worker that dies leaves its jobs to expire and be claimed again by any worker, which resumes them.
 */
export function runJobWorker(options: {
  db: Database;
  kind: string;
  handler: JobHandler;
  log: FastifyBaseLogger;
  settings: JobWorkerSettings;
  /** Start looking for work at once (default); false leaves it to wake() and drain(). */
  autoStart?: boolean;
}): JobWorker {
  const { db, kind, handler, log, settings } = options;
  const workerId = settings.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = settings.concurrency ?? 1;
  const inFlight = new Map<number, { promise: Promise<void>; abort: AbortController }>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<number> | null = null;
  let lookAgain = false;
  // Until started (autoStart or a first wake), the worker runs only when drained: no timers of its own.
  let active = options.autoStart !== false;

  const runJob = async (job: ClaimedJob, abort: AbortController): Promise<void> => {
    const { leaseMs } = settings;
    let lost = false;
    const renew = async (progress?: { done: number; total?: number | null; message?: string | null }) => {
      const held = await heartbeatJob(db, { id: job.id, workerId, leaseMs, progress });
      if (!held && !lost) {
        lost = true;
        abort.abort(new LostJobError(`Job ${job.id} was taken by another worker.`));
      }
      return held;
    };
    const beat = setInterval(
      () => {
        renew().catch((err) => log.warn({ err, jobId: job.id }, 'job heartbeat failed'));
      },
      Math.max(Math.floor(leaseMs / 3), 100),
    );
    beat.unref();
    const context: JobContext = {
      workerId,
      signal: abort.signal,
      progress: async (done, total, message) => {
        if (!(await renew({ done, total, message }))) throw new LostJobError(`Job ${job.id} was lost.`);
      },
    };
    try {
      const result = await handler(job, context);
      clearInterval(beat);
      if (!(await completeJob(db, { id: job.id, workerId, message: result?.message }))) {
        log.warn({ jobId: job.id, kind }, 'job finished after its lease was taken; the other worker owns it');
      }
    } catch (error) {
      clearInterval(beat);
      if (lost || error instanceof LostJobError) {
        log.warn({ jobId: job.id, kind }, 'job lost to another worker');
        return;
      }
      if (stopped && abort.signal.aborted) return; // stopping: the lease brings it back to another worker
      const permanent = error instanceof PermanentJobError;
      const message = (error as Error)?.message ?? String(error);
      const status = await failJob(db, {
        id: job.id,
        workerId,
        error: message,
        permanent,
        retryBaseMs: settings.retryBaseMs,
      });
      log.warn(
        { jobId: job.id, kind, err: message, status },
        status === 'failed' ? 'job failed' : 'job failed; will retry',
      );
    }
  };

  /** Claims what fits and starts it; returns how many it started. */
  const claimRound = async (): Promise<number> => {
    const room = concurrency - inFlight.size;
    if (stopped || room <= 0) return 0;
    const jobs = await claimJobs(db, { kind, workerId, leaseMs: settings.leaseMs, limit: room });
    for (const job of jobs) {
      const abort = new AbortController();
      const promise = runJob(job, abort)
        .catch((err) => log.error({ err, jobId: job.id }, 'job bookkeeping failed'))
        .finally(() => {
          inFlight.delete(job.id);
          if (active) wake();
        });
      inFlight.set(job.id, { promise, abort });
    }
    return jobs.length;
  };

  const schedule = async () => {
    clearTimeout(timer);
    if (stopped) return;
    const due = await nextJobDueAt(db, kind).catch(() => null);
    const wait = due ? Math.min(Math.max(due.getTime() - Date.now(), 10), settings.pollMs) : settings.pollMs;
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  function wake(): void {
    if (stopped) return;
    active = true;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = claimRound()
      .catch((err) => {
        log.error({ err, kind }, 'claiming jobs failed; retrying');
        return 0;
      })
      .then(async (started) => {
        looking = null;
        if (lookAgain || (started > 0 && inFlight.size < concurrency)) {
          lookAgain = false;
          wake();
        } else {
          await schedule();
        }
        return started;
      });
  }

  const drain = async (): Promise<number> => {
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const started = await claimRound();
      ran += started;
      if (inFlight.size === 0 && started === 0) return ran;
      await Promise.race([...inFlight.values()].map((entry) => entry.promise));
    }
  };

  if (options.autoStart !== false) wake();

  return {
    workerId,
    kind,
    wake,
    drain,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await looking;
      for (const entry of inFlight.values()) entry.abort.abort(new Error('The worker is stopping.'));
      await Promise.all([...inFlight.values()].map((entry) => entry.promise));
    },
  };
}
