import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { backgroundJobs } from '../db/schema/index';
import { selectRows } from '../db/sql';

/** The NOTIFY channel an enqueue raises (payload: the job's kind), so idle workers start at once. */
export const JOBS_WAKE_CHANNEL = 'background_jobs';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  accountId: number | null;
  progressDone: number;
  progressTotal: number | null;
};

export type JobRow = typeof backgroundJobs.$inferSelect;

export type EnqueueInput = {
  kind: string;
  payload?: Record<string, unknown>;
  accountId?: number | null;
  /** One job per key: a second enqueue with the same key returns the first job (see `requeue`). */
  dedupeKey?: string | null;
  maxAttempts?: number;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** When a job with the same key already ended (done or failed), queue it again with fresh attempts. */
  requeue?: boolean;
};

/**
 * Queues a job and wakes the workers. With a dedupe key the existing job wins: it is returned as it is (still
 * waiting or running), or queued again when `requeue` is set and it had ended. `created` says which happened.
 */
export async function enqueueJob(db: DbOrTx, input: EnqueueInput): Promise<{ id: number; created: boolean }> {
  const values = {
    kind: input.kind,
    payload: input.payload ?? {},
    accountId: input.accountId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    maxAttempts: input.maxAttempts ?? 5,
    nextAttemptAt: input.runAt ?? new Date(),
  };
  const [inserted] = await db
    .insert(backgroundJobs)
    .values(values)
    .onConflictDoNothing({ target: backgroundJobs.dedupeKey })
    .returning({ id: backgroundJobs.id });
  let result: { id: number; created: boolean };
  if (inserted) {
    result = { id: inserted.id, created: true };
  } else {
    const key = values.dedupeKey ?? '';
    const [requeued] = input.requeue
      ? await db
          .update(backgroundJobs)
          .set({
            status: 'queued',
            payload: values.payload,
            attempts: 0,
            maxAttempts: values.maxAttempts,
            nextAttemptAt: values.nextAttemptAt,
            claimedBy: null,
            claimedUntil: null,
            progressDone: 0,
            progressTotal: null,
            progressMessage: null,
            lastError: null,
            startedAt: null,
            finishedAt: null,
          })
          .where(and(eq(backgroundJobs.dedupeKey, key), sql`${backgroundJobs.status} in ('done', 'failed')`))
          .returning({ id: backgroundJobs.id })
      : [];
    if (requeued) {
      result = { id: requeued.id, created: true };
    } else {
      const [existing] = await db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.dedupeKey, key));
      if (!existing) throw new Error(`Job ${key} vanished while it was being queued.`);
      result = { id: existing.id, created: false };
    }
  }
  if (result.created) await db.execute(sql`select pg_notify(${JOBS_WAKE_CHANNEL}, ${input.kind})`);
  return result;
}

const claimedColumns = sql`j.id, j.kind, j.payload, j.attempts, j.max_attempts as "maxAttempts",
  j.account_id as "accountId", j.progress_done as "progressDone", j.progress_total as "progressTotal"`;

/**
 * Claims due jobs of one kind for one worker: queued and due, or running under an expired lease (its worker died:
 * the job is taken again and resumes). SKIP LOCKED lets every process claim at once without waiting or taking the
 * same row. The attempt is counted at claim time, so a job that kills its worker every time still ends: a job
 * whose lease expired with no attempts left is failed here instead of claimed.
 */
export async function claimJobs(
  db: DbOrTx,
  options: { kind: string; workerId: string; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  await db.execute(
    sql`update background_jobs
        set status = 'failed', finished_at = now(), claimed_until = null,
            last_error = coalesce(last_error, 'The worker stopped while running it, ' || attempts || ' times.')
        where kind = ${options.kind} and status = 'running' and claimed_until < now() and attempts >= max_attempts`,
  );
  return selectRows<ClaimedJob>(
    db,
    sql`update background_jobs j
        set status = 'running', claimed_by = ${options.workerId},
            claimed_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
            attempts = j.attempts + 1, started_at = coalesce(j.started_at, now())
        from (
          select id from background_jobs
          where kind = ${options.kind}
            and ((status = 'queued' and next_attempt_at <= now()) or (status = 'running' and claimed_until < now()))
          order by next_attempt_at, id
          limit ${options.limit}
          for update skip locked
        ) due
        where j.id = due.id
        returning ${claimedColumns}`,
  );
}

/**
 * Renews the lease and records progress, only while this worker still holds the job. False means the job was
 * taken by another worker (this one was too slow to renew): the caller must stop working on it.
 */
export async function heartbeatJob(
  db: DbOrTx,
  options: {
    id: number;
    workerId: string;
    leaseMs: number;
    progress?: { done: number; total?: number | null; message?: string | null };
  },
): Promise<boolean> {
  const progress = options.progress;
  const rows = await db
    .update(backgroundJobs)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
      ...(progress
        ? {
            progressDone: progress.done,
            ...(progress.total !== undefined ? { progressTotal: progress.total } : {}),
            ...(progress.message !== undefined ? { progressMessage: progress.message } : {}),
          }
        : {}),
    })
    .where(
      and(
        eq(backgroundJobs.id, options.id),
        eq(backgroundJobs.claimedBy, options.workerId),
        eq(backgroundJobs.status, 'running'),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Marks the job done while this worker holds it; false when it was lost to another worker. */
export async function completeJob(
  db: DbOrTx,
  options: { id: number; workerId: string; message?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({
      status: 'done',
      finishedAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
      progressDone: sql`coalesce(${backgroundJobs.progressTotal}, ${backgroundJobs.progressDone})`,
      ...(options.message !== undefined ? { progressMessage: options.message } : {}),
    })
    .where(
      and(
        eq(backgroundJobs.id, options.id),
        eq(backgroundJobs.claimedBy, options.workerId),
        eq(backgroundJobs.status, 'running'),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: 'failed' for good once attempts reach max_attempts or the failure is permanent, else
 * queued again after base × 2^(attempts-1) plus up to 10% jitter. Returns the status it set, or null when the
 * job was no longer this worker's.
 */
export async function failJob(
  db: DbOrTx,
  options: { id: number; workerId: string; error: string; permanent: boolean; retryBaseMs: number },
): Promise<JobStatus | null> {
  const giveUp = sql`(${options.permanent}::boolean or ${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts})`;
  const backoffSeconds = sql`(${options.retryBaseMs / 1000} * power(2, greatest(${backgroundJobs.attempts} - 1, 0)) * (1 + random() * 0.1))`;
  const rows = await db
    .update(backgroundJobs)
    .set({
      status: sql`case when ${giveUp} then 'failed' else 'queued' end`,
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
      finishedAt: sql`case when ${giveUp} then now() else null end`,
      claimedBy: null,
      claimedUntil: null,
      lastError: options.error.slice(0, 2000),
    })
    .where(
      and(
        eq(backgroundJobs.id, options.id),
        eq(backgroundJobs.claimedBy, options.workerId),
        eq(backgroundJobs.status, 'running'),
      ),
    )
    .returning({ status: backgroundJobs.status });
  return (rows[0]?.status as JobStatus | undefined) ?? null;
}

/** When the next job of this kind falls due (a retry, a lease running out); null when nothing waits. */
export async function nextJobDueAt(db: DbOrTx, kind: string): Promise<Date | null> {
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select min(case when status = 'running' then claimed_until else next_attempt_at end) as at
        from background_jobs where kind = ${kind} and status in ('queued', 'running')`,
  );
  return row?.at ? new Date(row.at) : null;
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row ?? null;
}

export async function findJobByKey(db: DbOrTx, dedupeKey: string): Promise<JobRow | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, dedupeKey));
  return row ?? null;
}

/** How many jobs of a kind wait or run: the import CLI's progress bar and the bench wait on it. */
export async function countOpenJobs(db: DbOrTx, kind: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from background_jobs where kind = ${kind} and status in ('queued', 'running')`,
  );
  return Number(row?.n ?? 0);
}
