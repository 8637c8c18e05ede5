import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Registered lobbyists. `externalKey` identifies the person within a jurisdiction and source, since state
 * exports carry no lobbyist id: the normalized name plus e-mail (or city) for South Dakota.
 */
export const lobbyists = pgTable(
  'lobbyists',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id').notNull(),
    externalKey: text('external_key').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phone: text('phone'),
    email: text('email'),
    occupation: text('occupation'),
    /** private (hired by a company or association) or public (employed by a government agency). */
    lobbyistType: text('lobbyist_type').notNull().default('private'),
    /** The registration year the contact details come from; older registrations do not overwrite them. */
    latestYear: integer('latest_year'),
    source: text('source').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lobbyists_natural_key').on(table.jurisdictionId, table.externalKey),
    index('lobbyists_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** Lobbying firms that employ lobbyists on behalf of clients (absent from exports that name none). */
export const lobbyFirms = pgTable(
  'lobby_firms',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id').notNull(),
    externalKey: text('external_key').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lobby_firms_natural_key').on(table.jurisdictionId, table.externalKey),
    index('lobby_firms_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** The companies, associations and agencies lobbyists work for (the "employer" in state exports). */
export const lobbyClients = pgTable(
  'lobby_clients',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id').notNull(),
    externalKey: text('external_key').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /** company (private employer) or agency (a public body). */
    clientType: text('client_type').notNull().default('company'),
    /** The registration year the address comes from; older registrations do not overwrite it. */
    latestYear: integer('latest_year'),
    source: text('source').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lobby_clients_natural_key').on(table.jurisdictionId, table.externalKey),
    index('lobby_clients_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** One lobbyist's registration for one client in one year. */
export const lobbyRegistrations = pgTable(
  'lobby_registrations',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id').notNull(),
    year: integer('year').notNull(),
    /** The state's registration number; for exports without one, a stable key built from the row. */
    registrationNumber: text('registration_number').notNull(),
    /** Active, Terminated, ... as the state writes it. */
    status: text('status'),
    /** Subject of legislation the lobbyist works on. */
    subject: text('subject'),
    lobbyistId: integer('lobbyist_id')
      .notNull()
      .references(() => lobbyists.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => lobbyClients.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id').references(() => lobbyFirms.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lobby_registrations_natural_key').on(table.jurisdictionId, table.year, table.registrationNumber),
    index('lobby_registrations_lobbyist_idx').on(table.lobbyistId),
    index('lobby_registrations_client_idx').on(table.clientId),
    index('lobby_registrations_subject_trgm_idx').using('gin', sql`${table.subject} gin_trgm_ops`),
  ],
);
