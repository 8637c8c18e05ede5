import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills } from './legislation';

/** What a match's explanation names (decision 071): every signal that fired, with the words that made it fire. */
export type MatchExplanation = {
  keywords: { keyword: string; where: 'title' | 'summary' | 'text'; passage: string }[];
  /** keyword: the subject was not chosen but one of the keywords names it. */
  subjects: { value: number; label: string; keyword?: string }[];
  companies: { id: number; name: string; passage: string }[];
  sections: { code: string; section: string; kind: string }[];
  similarTracked: { billId: string; identifier: string; similarity: number }[];
  rejectedPenalty: { billId: string; identifier: string; similarity: number; reason: string } | null;
  summary: string;
};

/**
 * The account's organization profile and the setup wizard's progress (decision 072): one row per account, made when
 * the account registers (status new, which sends its admin to the wizard once) or when an older account first
 * saves a step. The auto-tracking settings (states, companies) live here too: the wizard and the settings calls
 * write the same answers.
 */
export const accountSetups = pgTable(
  'account_setups',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** new (never opened), in_progress, completed or cancelled (skipped). */
    status: text('status').notNull().default('new'),
    /** The wizard's last step reached, so it resumes there. */
    step: text('step').notNull().default('organization'),
    organization: text('organization').notNull().default(''),
    industry: text('industry').notNull().default(''),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    subjects: integer('subjects').array().notNull().default(sql`'{}'::integer[]`),
    /** Tag names the wizard creates on complete; approvals default to the first. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    /** companies.id of the organization and the companies it cares about. */
    companies: integer('companies').array().notNull().default(sql`'{}'::integer[]`),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_setups_status_check', sql`${table.status} in ('new', 'in_progress', 'completed', 'cancelled')`),
  ],
);

/**
 * A bill the matcher proposed to an account, with its score and explanation. outcome pending (waiting), approved
 * (tracked through tag_bills, trackType auto) or rejected (with a reason; lowers similar bills' scores).
 */
export const autoTrackMatches = pgTable(
  'auto_track_matches',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /** high, medium or low. */
    priority: text('priority').notNull(),
    /** high, medium or low: how much the bill would change for the organization (decision 071). */
    impact: text('impact').notNull(),
    explanation: jsonb('explanation').$type<MatchExplanation>().notNull(),
    outcome: text('outcome').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the new high-priority match was notified (once). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auto_track_matches_bill_idx').on(table.accountId, table.billId),
    index('auto_track_matches_list_idx').on(table.accountId, table.outcome, table.score.desc()),
    check('auto_track_matches_outcome_check', sql`${table.outcome} in ('pending', 'approved', 'rejected')`),
    check('auto_track_matches_priority_check', sql`${table.priority} in ('high', 'medium', 'low')`),
    check('auto_track_matches_impact_check', sql`${table.impact} in ('high', 'medium', 'low')`),
  ],
);

/**
 * One run of the matcher over one state's bills for one account, carried by a durable background job (its jobId): the
 * status call reads it (scanned, matches, last run, running now).
 */
export const autoTrackRuns = pgTable(
  'auto_track_runs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    /** full (every bill) or changed (bills changed since the state's last finished run). */
    type: text('type').notNull(),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    billsTotal: integer('bills_total').notNull().default(0),
    billsScanned: integer('bills_scanned').notNull().default(0),
    matches: integer('matches').notNull().default(0),
    error: text('error'),
    /** The durable job (background_jobs, decision 068) that carries the run: lease, retries, resumption. */
    jobId: integer('job_id'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auto_track_runs_state_idx').on(table.accountId, table.stateCode, table.createdAt.desc()),
    check('auto_track_runs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    check('auto_track_runs_type_check', sql`${table.type} in ('full', 'changed')`),
  ],
);
