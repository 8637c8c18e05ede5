import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills } from './legislation';
import { guests } from './portal';

/**
 * Tags: how a team keeps bills. An account tag (ownerUserId null) belongs to the whole account; a personal
 * tag belongs to its owner and is seen by others only through tag_shares. A bill is tracked by an account
 * when it carries at least one of the account's tags (tag_bills).
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** account or personal. */
    scope: text('scope').notNull(),
    /** The owner of a personal tag; null for an account tag. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** #rrggbb. */
    color: text('color').notNull().default('#2563eb'),
    description: text('description').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One name per account for account tags, and per owner for personal tags (case-insensitive).
    uniqueIndex('tags_name_idx').on(table.accountId, sql`coalesce(${table.ownerUserId}, 0)`, sql`lower(${table.name})`),
    index('tags_owner_idx').on(table.ownerUserId),
    check('tags_scope_check', sql`${table.scope} in ('account', 'personal')`),
    check(
      'tags_owner_check',
      sql`(${table.scope} = 'account' and ${table.ownerUserId} is null) or (${table.scope} = 'personal' and ${table.ownerUserId} is not null)`,
    ),
  ],
);

/**
 * Who else may see (read) or change (edit) a tag. The target is typed so the same call shares with a user
 * of the account today and with teams and guests later (targetType user | team | guest).
 */
export const tagShares = pgTable(
  'tag_shares',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** read or edit. */
    access: text('access').notNull().default('read'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tag_shares_target_idx').on(table.tagId, table.targetType, table.targetId),
    index('tag_shares_lookup_idx').on(table.accountId, table.targetType, table.targetId),
    check('tag_shares_target_check', sql`${table.targetType} in ('user', 'team', 'guest')`),
    check('tag_shares_access_check', sql`${table.access} in ('read', 'edit')`),
  ],
);

/** A bill carrying a tag: the tracked bills of an account. trackType says how it came to be tracked. */
export const tagBills = pgTable(
  'tag_bills',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** manual, upload (a track list) or auto (auto-tracking). */
    trackType: text('track_type').notNull().default('manual'),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The guest who added the bill (decision 084): guests are not users, so a row a guest added has no
     * added_by_user_id and names the guest here instead. Set null when the guest row goes; the bill stays tracked.
     */
    addedByGuestId: integer('added_by_guest_id').references(() => guests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tag_bills_tag_bill_idx').on(table.tagId, table.billId),
    index('tag_bills_account_bill_idx').on(table.accountId, table.billId),
    // The lobbyist portal's fingerprint of an account's tracking (decision 076): its count and latest id, index only.
    index('tag_bills_account_id_idx').on(table.accountId, table.id),
    index('tag_bills_bill_idx').on(table.billId),
    check('tag_bills_track_type_check', sql`${table.trackType} in ('manual', 'upload', 'auto')`),
  ],
);

/** A statute or regulation section carrying a tag. */
export const tagSections = pgTable(
  'tag_sections',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** statute (statute_sections.id) or regulation (regulation_sections.id). */
    sectionKind: text('section_kind').notNull(),
    sectionId: integer('section_id').notNull(),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tag_sections_tag_section_idx').on(table.tagId, table.sectionKind, table.sectionId),
    index('tag_sections_account_section_idx').on(table.accountId, table.sectionKind, table.sectionId),
    check('tag_sections_kind_check', sql`${table.sectionKind} in ('statute', 'regulation')`),
  ],
);

/**
 * The account's current position on a bill, optionally for one tag (a client or issue): support, oppose,
 * neutral, monitor or amend, with a note. Every change is also written to bill_position_history.
 */
export const billPositions = pgTable(
  'bill_positions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').references(() => tags.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bill_positions_key_idx').on(table.accountId, table.billId, sql`coalesce(${table.tagId}, 0)`),
    check(
      'bill_positions_position_check',
      sql`${table.position} in ('support', 'oppose', 'neutral', 'monitor', 'amend')`,
    ),
  ],
);

/** Every position taken, changed or withdrawn (position null), kept after the position itself is deleted. */
export const billPositionHistory = pgTable(
  'bill_position_history',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').references(() => tags.id, { onDelete: 'set null' }),
    /** Null when the position was withdrawn. */
    position: text('position'),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bill_position_history_bill_idx').on(table.accountId, table.billId, table.changedAt)],
);

/**
 * Remarks on a bill. kind bill: shared with everyone the account shares the bill with (portal clients,
 * guests); account: the account's members only; personal: the author only.
 */
export const remarks = pgTable(
  'remarks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remarks_bill_idx').on(table.accountId, table.billId, table.createdAt),
    index('remarks_search_idx').using('gin', sql`to_tsvector('english', ${table.body})`),
    check('remarks_kind_check', sql`${table.kind} in ('bill', 'account', 'personal')`),
  ],
);
