import { sql } from 'drizzle-orm';
import {
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

/** Tenants. Everything a team makes carries account_id; every query on it filters by the caller's account. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  analystPortal: boolean('analyst_portal').notNull().default(false),
  lobbyistPortal: boolean('lobbyist_portal').notNull().default(false),
  /** trial, team or enterprise. */
  plan: text('plan').notNull().default('trial'),
  /** How many active full-account members (admins and users) the plan allows. */
  seats: integer('seats').notNull().default(5),
  /** How many advocates (lobbyist members plus open lobbyist invitations) the plan allows (decision 075). */
  advocateSeats: integer('advocate_seats').notNull().default(5),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** admin, user, analyst, lobbyist (docs/decisions/007-roles-and-permissions.md); filled at start. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Unique without regard to case (users_username_lower_idx); kept as typed for display. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id, PHC string format (parameters travel with the hash). */
    passwordHash: text('password_hash').notNull(),
    /** Opaque token that identifies the user to the live-actions feed. */
    liveToken: text('live_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** A user's membership of an account: role, full-account flag and status. */
export const accountUsers = pgTable(
  'account_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'restrict' }),
    /** Admins and users hold a seat; analysts and lobbyists do not. */
    fullAccount: boolean('full_account').notNull().default(false),
    /** active or disabled; a disabled member cannot sign in to the account. */
    status: text('status').notNull().default('active'),
    /** off, daily or weekly digest of the member's tracked activity. */
    emailDigest: text('email_digest').notNull().default('off'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_users_member_idx').on(table.accountId, table.userId),
    index('account_users_user_idx').on(table.userId),
    check('account_users_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** The states a member works in within an account; the active ones are the user's allowed states. */
export const userStateSubscriptions = pgTable(
  'user_state_subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Two-letter code: a state, DC or US. */
    stateCode: text('state_code').notNull(),
    /** active or inactive. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_state_subscriptions_key').on(table.accountId, table.userId, table.stateCode),
    index('user_state_subscriptions_state_idx').on(table.accountId, table.stateCode),
  ],
);

/**
 * Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of this
 * table cannot be replayed. Expiry slides forward while the session is used.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account this session works in (the first of the user's accounts at sign-in). */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_idx').on(table.tokenHash),
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use, expiring invitations to join an account as an analyst, a full-account user or an advocate. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** analyst or user. */
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The states an advocate (lobbyist) invitation gives; null: the inviter's active states, as for others. */
    stateCodes: text('state_codes').array(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_idx').on(table.tokenHash),
    index('invitations_account_idx').on(table.accountId, table.acceptedAt),
  ],
);

/** Personal settings (notification preferences, theme); merged over defaults when read. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins, kept in PostgreSQL so that the limit holds across processes. Rows older than the
 * window are deleted as new ones arrive.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    /** Lower-cased as typed, whether or not such a user exists. */
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
    index('login_attempts_username_idx').on(table.username, table.createdAt),
  ],
);

/**
 * Single-use password reset links (mailed on request, or made by an account admin). Only the token's
 * SHA-256 is stored; a used or expired row stays until the user's next reset request clears it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who made the link in /accounts; null when the user asked for it. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_idx').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId, table.createdAt),
  ],
);
