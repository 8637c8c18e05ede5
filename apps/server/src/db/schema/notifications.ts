import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/** In-app notifications of one user within one account; read and marked read only by that user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What caused it, e.g. bill_update, hearing or invitation. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An app path to open, e.g. /bills/TX/89R/HB1. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    /** The bill it is about, when it is about one. */
    billId: text('bill_id'),
    /** Structured detail (event ids and kinds, coalesced count) for the live feed. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** Measured delay from the source's publication (or our first sight of it) to delivery. */
    delayMs: bigint('delay_ms', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.isRead, table.createdAt.desc())],
);
