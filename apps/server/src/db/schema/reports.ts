import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { storageFiles } from './storage';

/** How an account's reports look: the brand on the cover and in the tables (GET/POST/PATCH /api/report/settings). */
export const reportSettings = pgTable('report_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  organizationName: text('organization_name'),
  /** A stored image (PNG or JPEG) used as the logo. */
  logoFileId: uuid('logo_file_id').references(() => storageFiles.id, { onDelete: 'set null' }),
  primaryColor: text('primary_color').notNull().default('#1e3a8a'),
  accentColor: text('accent_color').notNull().default('#2563eb'),
  footerText: text('footer_text').notNull().default(''),
  /** pdf, xlsx, csv or docx. */
  defaultFormat: text('default_format').notNull().default('pdf'),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A report that repeats: daily, weekly or monthly at a time of day in the account's time zone, delivered by
 * email to its recipients as an attachment or a link to the stored file.
 */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** bill, vote, tracking-activity or track-download. */
    kind: text('kind').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    format: text('format').notNull().default('pdf'),
    /** daily, weekly or monthly. */
    frequency: text('frequency').notNull(),
    /** 0 (Sunday) to 6, for weekly. */
    dayOfWeek: integer('day_of_week'),
    /** 1 to 28, for monthly. */
    dayOfMonth: integer('day_of_month'),
    /** HH:MM in timeZone. */
    timeOfDay: text('time_of_day').notNull().default('08:00'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    /** attachment or link. */
    delivery: text('delivery').notNull().default('attachment'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastStatus: text('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduled_reports_due_idx').on(table.nextRunAt),
    index('scheduled_reports_account_idx').on(table.accountId),
    check('scheduled_reports_frequency_check', sql`${table.frequency} in ('daily', 'weekly', 'monthly')`),
  ],
);

/**
 * Each report produced, on demand or by a schedule. A scheduled run is keyed by (scheduledReportId,
 * scheduledFor), so a run claimed twice (a restart, two workers) is produced and delivered once.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledReportId: integer('scheduled_report_id').references(() => scheduledReports.id, { onDelete: 'set null' }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    /** running, done, failed. */
    status: text('status').notNull().default('running'),
    title: text('title').notNull().default(''),
    fileName: text('file_name'),
    /** The produced file in the blob store (reports/<account>/<id>.<ext>). */
    blobKey: text('blob_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    rowCount: integer('row_count'),
    /** Who the run was e-mailed to, once delivered. */
    deliveredTo: text('delivered_to').array(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('report_runs_account_idx').on(table.accountId, table.createdAt),
    uniqueIndex('report_runs_schedule_key').on(table.scheduledReportId, table.scheduledFor),
  ],
);
