import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills, billVersions } from './legislation';

/** A cited passage behind an AI answer: where it is and the words quoted. */
export type AiCitation = {
  kind: 'bill_version' | 'statute' | 'regulation' | 'file' | 'hearing_transcript';
  id: string;
  label: string;
  start?: number;
  end?: number;
  /** A hearing transcript's moment of the recording. */
  startMs?: number;
  quote: string;
};

/**
 * One message of an AI conversation, per user within an account. thread: bill, statute, regulation, video or
 * general; subjectId is the bill id, section id, hearing id or null for general chat.
 */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thread: text('thread').notNull(),
    subjectId: text('subject_id'),
    /** user or assistant. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<AiCitation[]>().notNull().default([]),
    /** extractive (the offline default) or the configured model's name. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_chat_messages_thread_idx').on(table.accountId, table.userId, table.thread, table.subjectId)],
);

/** An AI report run from a template: its parameters, status and structured output. */
export const aiReports = pgTable(
  'ai_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    /** queued, running, done, failed. */
    status: text('status').notNull().default('queued'),
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('ai_reports_account_idx').on(table.accountId, table.createdAt)],
);

/** A stored comparison of two bills or versions (POST /api/bills/comparison), read back by comparison-ai/{id}. */
export const billComparisons = pgTable(
  'bill_comparisons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    leftVersionId: integer('left_version_id')
      .notNull()
      .references(() => billVersions.id, { onDelete: 'cascade' }),
    rightVersionId: integer('right_version_id')
      .notNull()
      .references(() => billVersions.id, { onDelete: 'cascade' }),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bill_comparisons_account_idx').on(table.accountId, table.createdAt)],
);

/** The MinHash signature of a bill's latest text, for similar-bill and provenance search. */
export const billTextSignatures = pgTable('bill_text_signatures', {
  billId: text('bill_id')
    .primaryKey()
    .references(() => bills.id, { onDelete: 'cascade' }),
  versionId: integer('version_id').references(() => billVersions.id, { onDelete: 'set null' }),
  signature: integer('signature').array().notNull(),
  shingleCount: integer('shingle_count').notNull(),
  /** Hash of the text the signature was computed from; unchanged text is not signed again. */
  textHash: text('text_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Locality-sensitive hashing buckets: bills sharing a (band, bucket) are candidate matches. */
export const billLshBuckets = pgTable(
  'bill_lsh_buckets',
  {
    band: smallint('band').notNull(),
    bucket: bigint('bucket', { mode: 'bigint' }).notNull(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.band, table.bucket, table.billId] }),
    index('bill_lsh_buckets_bill_idx').on(table.billId),
  ],
);
