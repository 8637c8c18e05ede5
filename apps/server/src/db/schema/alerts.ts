import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills } from './legislation';

/**
 * A user's alert on one bill: which event kinds (new_action, new_version, new_vote, status_change,
 * hearing_scheduled, hearing_moved, mentioned_in_hearing) on which channels (in_app, email, sms).
 * Empty arrays mean "the user's defaults" from user settings.
 */
export const billAlerts = pgTable(
  'bill_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    eventKinds: text('event_kinds').array().notNull().default(sql`'{}'::text[]`),
    channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bill_alerts_key_idx').on(table.accountId, table.userId, table.billId),
    index('bill_alerts_bill_idx').on(table.billId),
  ],
);

/** A user's alert on a committee (committees.id): hearing_posted, hearing_changed, tracked_bill_on_agenda. */
export const committeeAlerts = pgTable(
  'committee_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    committeeId: text('committee_id').notNull(),
    eventKinds: text('event_kinds').array().notNull().default(sql`'{}'::text[]`),
    channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('committee_alerts_key_idx').on(table.accountId, table.userId, table.committeeId),
    index('committee_alerts_committee_idx').on(table.committeeId),
  ],
);

/** A user's alert on a lobbyist (lobbyists.id): new_registration, new_filing. */
export const lobbyistAlerts = pgTable(
  'lobbyist_alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lobbyistId: integer('lobbyist_id').notNull(),
    eventKinds: text('event_kinds').array().notNull().default(sql`'{}'::text[]`),
    channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lobbyist_alerts_key_idx').on(table.accountId, table.userId, table.lobbyistId),
    index('lobbyist_alerts_lobbyist_idx').on(table.lobbyistId),
  ],
);

/** An account's outgoing webhook: Slack- or Teams-compatible JSON (format), signed with HMAC-SHA256 (secret). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** json, slack or teams. */
    format: text('format').notNull().default('json'),
    secret: text('secret').notNull(),
    eventKinds: text('event_kinds').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhooks_account_idx').on(table.accountId),
    check('webhooks_format_check', sql`${table.format} in ('json', 'slack', 'teams')`),
  ],
);

/**
 * The durable outbox of every message to deliver (in_app, email, sms, webhook). dedupeKey is unique, so a
 * message to one recipient on one channel for one set of events is written once; workers claim due rows
 * with FOR UPDATE SKIP LOCKED, and a row whose claim expired (the worker died) is claimed again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The recipient user (null for a webhook). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    webhookId: integer('webhook_id').references(() => webhooks.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** What to send: subject, text, html, link, bill ids, event ids; channel-specific. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, sent, failed (will retry) or dead (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** HTTP status of the last webhook or SMS attempt. */
    lastResponseStatus: integer('last_response_status'),
    /** When the source published the change, or when we first saw it: the start of the measured delay. */
    sourceAt: timestamp('source_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** sentAt - sourceAt in milliseconds, stated in the message and the delivery log. */
    delayMs: bigint('delay_ms', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('outbox_dedupe_idx').on(table.dedupeKey),
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'failed')`),
    index('outbox_account_idx').on(table.accountId, table.channel, table.createdAt),
    // A digest gathers one user's due e-mails at once (jobs/outbox-worker.ts).
    index('outbox_user_due_idx').on(table.userId, table.channel).where(sql`${table.status} in ('pending', 'failed')`),
    check('outbox_channel_check', sql`${table.channel} in ('in_app', 'email', 'sms', 'webhook')`),
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed', 'dead')`),
  ],
);

/**
 * What changed on a watched committee or lobbyist (decision 034): hearing_posted, hearing_changed,
 * tracked_bill_on_agenda (committeeId, hearingId, billId) and new_registration (lobbyistId). Written by database
 * triggers on events, event_agenda_items and lobby_registrations (migration 0007), so every importer records
 * changes the same way; `key` is unique, so a change seen again by a later import is recorded once.
 */
export const watchEvents = pgTable(
  'watch_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    committeeId: text('committee_id'),
    hearingId: text('hearing_id'),
    billId: text('bill_id'),
    lobbyistId: integer('lobbyist_id'),
    /** What the alert shows: hearing name, time, place, status (from and to), bill, client, year. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the matcher has turned it into notifications and outbox messages. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('watch_events_key_idx').on(table.key),
    index('watch_events_pending_idx').on(table.id).where(sql`${table.alertedAt} is null`),
    check(
      'watch_events_kind_check',
      sql`${table.kind} in ('hearing_posted', 'hearing_changed', 'tracked_bill_on_agenda', 'new_registration')`,
    ),
  ],
);
