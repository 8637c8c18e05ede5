import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { bills, events } from './legislation';
import { lobbyists } from './lobbying';

/**
 * Companies as one entity: lobby clients, contributors' organizations and employers, and companies an
 * account adds, resolved by normalized name (see company_aliases). A company from public data has no
 * account; one an account adds (POST /api/companies) belongs to that account and is seen by it alone.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** null for companies resolved from public data; the owning account for companies an account adds. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The resolution key: lower case, punctuation, Inc./LLC/Corp. and a leading "The" removed. */
    normalizedName: text('normalized_name').notNull(),
    website: text('website'),
    industry: text('industry'),
    description: text('description').notNull().default(''),
    /** Words the company cares about, used to rank bills for it (rerankCompanyId). */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** The state it is based in, where known. */
    state: text('state'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_normalized_key').on(sql`coalesce(${table.accountId}, 0)`, table.normalizedName),
    index('companies_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/**
 * Each name a company is known by, traceable to the source record it came from: sourceKind lobby_client
 * (sourceRef = lobby_clients.id), contributor_organization or contributor_employer (sourceRef = the
 * normalized name within a jurisdiction's contributions), account (added by hand).
 */
export const companyAliases = pgTable(
  'company_aliases',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    sourceKind: text('source_kind').notNull(),
    sourceRef: text('source_ref').notNull(),
    jurisdictionId: text('jurisdiction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_aliases_source_key').on(table.sourceKind, table.sourceRef),
    index('company_aliases_company_idx').on(table.companyId),
    index('company_aliases_normalized_idx').on(table.normalizedName),
  ],
);

/** An account's own profile of a company: its position, notes and priority. */
export const accountCompanySummaries = pgTable(
  'account_company_summaries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** ally, opponent, neutral, unknown. */
    position: text('position').notNull().default('unknown'),
    /** high, medium, low. */
    priority: text('priority').notNull().default('medium'),
    notes: text('notes').notNull().default(''),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('account_company_summaries_key').on(table.accountId, table.companyId)],
);

/** A public-affairs firm's prospective clients. */
export const prospects = pgTable(
  'prospects',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** new, contacted, proposal, won, lost. */
    status: text('status').notNull().default('new'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    notes: text('notes').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prospects_account_idx').on(table.accountId)],
);

/** Lobbyists an account records itself (POST /api/lobbyists); seen only by that account. */
export const accountLobbyists = pgTable(
  'account_lobbyists',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    firmName: text('firm_name'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The public registration this record is about, when the team links one. */
    lobbyistId: integer('lobbyist_id').references(() => lobbyists.id, { onDelete: 'set null' }),
    stateCode: text('state_code'),
    notes: text('notes').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_lobbyists_account_idx').on(table.accountId)],
);

/** The company tick sheet: a team's record of each company's position on a bill. */
export const companyTickSheetEntries = pgTable(
  'company_tick_sheet_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** support, oppose, neutral, monitor, unknown. */
    position: text('position').notNull().default('unknown'),
    note: text('note').notNull().default(''),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_tick_sheet_entries_key').on(table.accountId, table.billId, table.companyId),
    check(
      'company_tick_sheet_entries_position_check',
      sql`${table.position} in ('support', 'oppose', 'neutral', 'monitor', 'unknown')`,
    ),
  ],
);

/** Witnesses who testified at a hearing (from witness lists in the data), linked to companies and bills. */
export const testimonies = pgTable(
  'testimonies',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id').notNull(),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    billId: text('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    witnessName: text('witness_name').notNull(),
    witnessTitle: text('witness_title'),
    organization: text('organization'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    lobbyistId: integer('lobbyist_id').references(() => lobbyists.id, { onDelete: 'set null' }),
    /** for, against, on (neutral) or null where the list does not say. */
    position: text('position'),
    testifiedOn: date('testified_on', { mode: 'string' }),
    source: text('source').notNull(),
    /** Stable id of the source record within its source. */
    sourceRef: text('source_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('testimonies_source_key').on(table.source, table.sourceRef),
    index('testimonies_company_idx').on(table.companyId),
    index('testimonies_bill_idx').on(table.billId),
  ],
);
