import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Newsletter sign-ups from the public site; one row per address, compared without regard to case. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** As typed (trimmed); uniqueness is on lower(email). */
    email: text('email').notNull(),
    /** Where the sign-up came from, e.g. footer. */
    source: text('source').notNull().default('footer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Demo requests from /demo-signup; the sales team is mailed each one when SMTP is configured. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull(),
    role: text('role').notNull(),
    /** State codes (or ALL) the visitor follows. */
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    message: text('message').notNull().default(''),
    /** When the team was e-mailed; null when no mail server is configured or sending failed. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_requests_created_at_idx').on(table.createdAt)],
);

/** People a visitor invited from /invite-friends: one row per request, one per address. */
export const referralInvites = pgTable(
  'referral_invites',
  {
    id: serial('id').primaryKey(),
    senderName: text('sender_name'),
    message: text('message'),
    /** How many of the addresses below were mailed. */
    emailedCount: integer('emailed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_invites_created_at_idx').on(table.createdAt)],
);

export const referralInviteRecipients = pgTable(
  'referral_invite_recipients',
  {
    id: serial('id').primaryKey(),
    /** Deleting an invite request removes its recipients. */
    inviteId: integer('invite_id')
      .notNull()
      .references(() => referralInvites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (table) => [index('referral_invite_recipients_invite_idx').on(table.inviteId)],
);
