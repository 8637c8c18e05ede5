import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills, events } from './legislation';

// The lobbyist portal (decisions 075 and 076). Advocates are the account's members with the role lobbyist
// (account_users); what they write is advocate testimony; the rest are precomputed views of the portal's
// dashboards, rebuilt per account by the advocates module.

/** What the organization submitted, frozen when the testimony is filed. */
export type SubmittedTestimony = {
  position: string;
  statement: string;
  files: { id: number; fileName: string; sizeBytes: number }[];
  filedAt: string;
  filedByUserId: number;
};

/** Testimony an advocate prepares on a bill for a hearing: draft, then approved by the organization, then filed. */
export const advocateTestimonies = pgTable(
  'advocate_testimonies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The advocate who testifies (an account member with the role lobbyist, or the admin writing for one). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** The hearing from the calendar; null until one is scheduled. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** for, against or on (neutral), as witness lists say. */
    position: text('position').notNull(),
    statement: text('statement').notNull().default(''),
    /** draft, approved or filed. */
    status: text('status').notNull().default('draft'),
    /** What happened at the hearing (free text: "testified in person", "registered, did not speak"). */
    outcome: text('outcome'),
    submitted: jsonb('submitted').$type<SubmittedTestimony>(),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Lists and the dashboard's recent testimony: the account's, changed last first.
    index('advocate_testimonies_account_idx').on(table.accountId, table.updatedAt),
    index('advocate_testimonies_user_idx').on(table.accountId, table.userId),
    check('advocate_testimonies_status_check', sql`${table.status} in ('draft', 'approved', 'filed')`),
    check('advocate_testimonies_position_check', sql`${table.position} in ('for', 'against', 'on')`),
  ],
);

/** Documents attached to a testimony (the written statement, exhibits); the bytes live in the blob store. */
export const advocateTestimonyFiles = pgTable(
  'advocate_testimony_files',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    testimonyId: integer('testimony_id')
      .notNull()
      .references(() => advocateTestimonies.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Who uploaded it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('advocate_testimony_files_testimony_idx').on(table.accountId, table.testimonyId),
    uniqueIndex('advocate_testimony_files_blob_idx').on(table.blobKey),
  ],
);

/** Dashboard view: one row per account and state, plus the row ALL with the totals of every state. */
export const advocateStateSummaries = pgTable(
  'advocate_state_summaries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A state code, or ALL. */
    stateCode: text('state_code').notNull(),
    advocates: integer('advocates').notNull(),
    trackedBills: integer('tracked_bills').notNull(),
    upcomingHearings: integer('upcoming_hearings').notNull(),
    testimoniesDraft: integer('testimonies_draft').notNull(),
    testimoniesApproved: integer('testimonies_approved').notNull(),
    testimoniesFiled: integer('testimonies_filed').notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.stateCode] })],
);

/** Per-advocate view: their states, how many bills they track, their testimony and last activity. */
export const advocateSummaries = pgTable(
  'advocate_summaries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    stateCodes: text('state_codes').array().notNull(),
    trackedBills: integer('tracked_bills').notNull(),
    testimonies: integer('testimonies').notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    index('advocate_summaries_states_idx').using('gin', table.stateCodes),
  ],
);

/** Calendar view: upcoming hearings of bills the account's advocates track, with how many of them track each. */
export const advocateHearings = pgTable(
  'advocate_hearings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    billId: text('bill_id').notNull(),
    stateCode: text('state_code').notNull(),
    name: text('name').notNull(),
    committeeName: text('committee_name'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    billIdentifier: text('bill_identifier').notNull(),
    advocates: integer('advocates').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.eventId, table.billId] }),
    index('advocate_hearings_time_idx').on(table.accountId, table.stateCode, table.startTime),
  ],
);

/**
 * When each view of an account was last rebuilt, and from what: `fingerprint` sums up the rows the view reads,
 * so a read can tell that the data changed since and rebuild before answering (decision 076).
 */
export const advocateViewRefreshes = pgTable(
  'advocate_view_refreshes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** calendar, dashboard, main-dashboard or user-dashboard. */
    view: text('view').notNull(),
    fingerprint: text('fingerprint').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.view] })],
);
