import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills } from './legislation';

/**
 * The external portal and guests (issue 39, decisions 077 and 078). People outside an account never get an app
 * session: they sign in to an external session of their own kind (portal or guest), checked afresh on every request,
 * so revoking a share, a person or a guest takes effect on the next request.
 */

/** One portal per account: its key (subdomain or ?portal=), branding, what it shares and who may sign in. */
export const portalSettings = pgTable(
  'portal_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-case; unique across accounts. */
    portalKey: text('portal_key').notNull(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull().default('#1d4ed8'),
    accentColor: text('accent_color').notNull().default('#f59e0b'),
    welcomeText: text('welcome_text').notNull().default(''),
    /** Account tags whose bills the portal shows (a deleted tag simply matches nothing). */
    sharedTagIds: integer('shared_tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Single bills shared besides the tags'. */
    sharedBillIds: text('shared_bill_ids').array().notNull().default(sql`'{}'::text[]`),
    showBillText: boolean('show_bill_text').notNull().default(false),
    showPositions: boolean('show_positions').notNull().default(false),
    showRemarks: boolean('show_remarks').notNull().default(false),
    /** link, password or code. */
    accessMode: text('access_mode').notNull().default('code'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('portal_settings_key_idx').on(table.portalKey),
    check('portal_settings_access_check', sql`${table.accessMode} in ('link', 'password', 'code')`),
  ],
);

/** The people listed as allowed to sign in to an account's portal (password and code modes). */
export const portalPeople = pgTable(
  'portal_people',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** argon2id; null when the person has no password (code mode). */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('portal_people_email_idx').on(table.accountId, table.email)],
);

/** Guests an account invited, with what they may see (scope: shared tags, members, relationships, tasks, uploads). */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    scope: jsonb('scope')
      .$type<{ tagIds: number[]; members: boolean; relationships: boolean; tasks: boolean; uploadTrackList: boolean }>()
      .notNull(),
    /** active or revoked. */
    status: text('status').notNull().default('active'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('guests_email_idx').on(table.accountId, table.email),
    index('guests_email_lookup_idx').on(table.email),
    check('guests_status_check', sql`${table.status} in ('active', 'revoked')`),
  ],
);

/**
 * One-time sign-in codes e-mailed to a portal person or a guest (kind portal | guest, subjectId the person or guest).
 * Only the code's SHA-256 is stored; a code works once and for PORTAL_CODE_MINUTES.
 */
export const externalSignInCodes = pgTable(
  'external_sign_in_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('external_sign_in_codes_subject_idx').on(table.kind, table.subjectId, table.createdAt),
    check('external_sign_in_codes_kind_check', sql`${table.kind} in ('portal', 'guest')`),
  ],
);

/**
 * Sessions of portal visitors and guests, apart from auth_sessions: the cookie carries a random token, only its hash
 * is stored. subjectId is the portal person or guest; null for a visitor of a portal open to anyone with the link.
 */
export const externalSessions = pgTable(
  'external_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id'),
    /** Who signed in, as they gave it (link mode) or as listed. */
    visitorName: text('visitor_name').notNull().default(''),
    visitorEmail: text('visitor_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('external_sessions_token_idx').on(table.tokenHash),
    index('external_sessions_subject_idx').on(table.kind, table.subjectId),
    check('external_sessions_kind_check', sql`${table.kind} in ('portal', 'guest')`),
  ],
);

/** What portal visitors said about a shared bill: a position, an impact rating (1-5) and a comment; the account may adopt it. */
export const portalFeedback = pgTable(
  'portal_feedback',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** The external session's subject (portal person), when listed. */
    personId: integer('person_id'),
    sessionId: integer('session_id'),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    position: text('position').notNull(),
    impact: smallint('impact').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
    adoptedByUserId: integer('adopted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('portal_feedback_bill_idx').on(table.accountId, table.billId, table.createdAt),
    check('portal_feedback_impact_check', sql`${table.impact} between 1 and 5`),
  ],
);

/** Every request of a portal visitor or guest: who, what, when; admins read it (GET /api/portal/access-log). */
export const externalAccessLog = pgTable(
  'external_access_log',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    actorType: text('actor_type').notNull(),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('external_access_log_account_idx').on(table.accountId, table.at)],
);
