import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills } from './legislation';
import { people } from './people';

/**
 * Staff an account knows (most sources publish none): a legislator's chief of staff, committee clerk, ...
 * memberId links the staffer to the legislator or is null for chamber or committee staff.
 */
export const accountStaff = pgTable(
  'account_staff',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    jurisdictionId: text('jurisdiction_id').notNull(),
    memberId: text('member_id').references(() => people.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_staff_lookup_idx').on(table.accountId, table.jurisdictionId, table.memberId)],
);

/**
 * Who on the team knows which legislator (memberId) or staffer (staffId): strength 1-5, notes, last contact.
 * One row per (account, team user, person).
 */
export const relationships = pgTable(
  'relationships',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: text('member_id').references(() => people.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => accountStaff.id, { onDelete: 'cascade' }),
    strength: integer('strength').notNull().default(3),
    notes: text('notes').notNull().default(''),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('relationships_key_idx').on(
      table.accountId,
      table.userId,
      sql`coalesce(${table.memberId}, '')`,
      sql`coalesce(${table.staffId}, 0)`,
    ),
    index('relationships_member_idx').on(table.accountId, table.memberId),
    check('relationships_strength_check', sql`${table.strength} between 1 and 5`),
    check('relationships_target_check', sql`${table.memberId} is not null or ${table.staffId} is not null`),
  ],
);

/**
 * Events users and accounts add to the calendar (a meeting with a member, a deadline). scope personal: the
 * creator only; account: everyone in the account. uid stays the same through edits (ICS feeds).
 */
export const calendarUserEvents = pgTable(
  'calendar_user_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull().default('personal'),
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    stateCode: text('state_code'),
    billId: text('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    memberId: text('member_id').references(() => people.id, { onDelete: 'set null' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    /** Bumped on every change (ICS SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_user_events_uid_idx').on(table.uid),
    index('calendar_user_events_range_idx').on(table.accountId, table.startTime),
    check('calendar_user_events_scope_check', sql`${table.scope} in ('personal', 'account')`),
  ],
);

/**
 * Secret-token ICS feeds (the token's SHA-256 is stored): one user's calendar view, a tag's bills, or a
 * committee. filters holds the view's query (states, event types). Revoked feeds answer 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** calendar, tag or committee. */
    kind: text('kind').notNull(),
    tagId: integer('tag_id'),
    committeeId: text('committee_id'),
    filters: text('filters').notNull().default('{}'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_idx').on(table.tokenHash),
    index('calendar_feeds_user_idx').on(table.accountId, table.userId),
    check('calendar_feeds_kind_check', sql`${table.kind} in ('calendar', 'tag', 'committee')`),
  ],
);

/**
 * A team's whip count on a bill: each member's stance (yes, lean_yes, undecided, lean_no, no, unknown) with
 * a last-contact note. One row per (account, bill, member).
 */
export const tickSheetEntries = pgTable(
  'tick_sheet_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    stance: text('stance').notNull().default('unknown'),
    note: text('note').notNull().default(''),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tick_sheet_entries_key_idx').on(table.accountId, table.billId, table.memberId),
    check(
      'tick_sheet_entries_stance_check',
      sql`${table.stance} in ('yes', 'lean_yes', 'undecided', 'lean_no', 'no', 'unknown')`,
    ),
  ],
);
