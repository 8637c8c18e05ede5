import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type IngestCounts = {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
};
export type SkippedRecord = { file: string; record?: string; line?: number; reason: string };

/** One run of one importer over one path. */
export const ingestRuns = pgTable('ingest_runs', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  path: text('path').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** running, succeeded, failed (a fatal error; per-record problems are `skipped`). */
  status: text('status').notNull().default('running'),
  counts: jsonb('counts').$type<IngestCounts>().notNull(),
  /** The first 200 skipped records with their reasons. */
  skipped: jsonb('skipped').$type<SkippedRecord[]>().notNull().default([]),
  error: text('error'),
});

/** Per source: when it last ran and succeeded, and what the last run did. Shown by GET /api/status. */
export const sourceFreshness = pgTable('source_freshness', {
  source: text('source').primaryKey(),
  lastRunId: integer('last_run_id'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastStatus: text('last_status').notNull(),
  counts: jsonb('counts').$type<IngestCounts>().notNull(),
  errorCount: integer('error_count').notNull().default(0),
  lastError: text('last_error'),
});
