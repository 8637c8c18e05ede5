import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Durable background jobs of any kind (decision 068): transcription of a hearing, a matcher pass, ... A worker
 * claims due rows with FOR UPDATE SKIP LOCKED under a lease (claimed_until) and renews the lease while it works; a
 * row whose lease expired belongs to a worker that died and is claimed again, so killed work resumes. A failed
 * attempt is due again after exponential back-off until max_attempts, then stays 'failed' with its last error.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. 'transcribe-hearing'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued (waiting or retrying), running (claimed), done, failed (gave up). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    /** The lease: past this moment without a heartbeat the worker is taken for dead and the job is claimed again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressMessage: text('progress_message'),
    lastError: text('last_error'),
    /** The team the job works for, when it works for one (null for work on public data). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Set when the same work must not be queued twice (e.g. 'transcribe-hearing:42'); unique among all jobs. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('background_jobs_dedupe_idx').on(table.dedupeKey),
    index('background_jobs_due_idx')
      .on(table.kind, table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('background_jobs_account_idx').on(table.accountId),
    check('background_jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
