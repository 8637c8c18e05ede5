import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jurisdictions } from './jurisdictions';

export type PartyTerm = { name: string; startDate?: string; endDate?: string };
export type PersonRole = {
  type: string;
  chamber?: string;
  district?: string;
  jurisdiction?: string;
  title?: string;
  startDate?: string;
  endDate?: string;
  endReason?: string;
};
export type PersonOffice = {
  classification: string;
  address?: string;
  voice?: string;
  fax?: string;
  email?: string;
  name?: string;
};
export type Link = { url: string; note?: string };

/**
 * Legislators, executives and other officials. Ids are the source's stable ids (`ocd-person/<uuid>`
 * for openstates-people, `sd-legislator/<canonical id>`, `legiscan-person/<id>`, `ny-member/<id>`).
 */
export const people = pgTable(
  'people',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    otherNames: text('other_names').array().notNull().default(sql`'{}'::text[]`),
    gender: text('gender'),
    birthDate: text('birth_date'),
    email: text('email'),
    image: text('image'),
    /** Current party name, e.g. Republican (denormalized from parties). */
    party: text('party'),
    /** Current chamber: upper, lower, legislature, executive. */
    chamber: text('chamber'),
    district: text('district'),
    /** Current role type, e.g. upper, lower, governor. */
    roleType: text('role_type'),
    isCurrent: boolean('is_current').notNull().default(true),
    parties: jsonb('parties').$type<PartyTerm[]>().notNull().default([]),
    roles: jsonb('roles').$type<PersonRole[]>().notNull().default([]),
    offices: jsonb('offices').$type<PersonOffice[]>().notNull().default([]),
    links: jsonb('links').$type<Link[]>().notNull().default([]),
    sources: jsonb('sources').$type<Link[]>().notNull().default([]),
    /** Other systems' ids: twitter, votesmart, legiscan, ny member id, ... */
    externalIds: jsonb('external_ids').$type<Record<string, string>>().notNull().default({}),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('people_jurisdiction_idx').on(table.jurisdictionId, table.chamber),
    index('people_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('people_family_name_idx').on(table.jurisdictionId, table.familyName),
  ],
);

/** Committees and subcommittees (parentId), per jurisdiction and chamber. */
export const committees = pgTable(
  'committees',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** upper, lower or legislature (joint). */
    chamber: text('chamber'),
    /** committee or subcommittee. */
    classification: text('classification').notNull().default('committee'),
    parentId: text('parent_id'),
    otherNames: text('other_names').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<Link[]>().notNull().default([]),
    sources: jsonb('sources').$type<Link[]>().notNull().default([]),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('committees_jurisdiction_idx').on(table.jurisdictionId, table.chamber),
    index('committees_parent_idx').on(table.parentId),
    index('committees_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

export const committeeMemberships = pgTable(
  'committee_memberships',
  {
    id: serial('id').primaryKey(),
    committeeId: text('committee_id')
      .notNull()
      .references(() => committees.id, { onDelete: 'cascade' }),
    /** Null when the member's name could not be matched to a person. */
    personId: text('person_id').references(() => people.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** member, chair, vice chair, ranking member, ... */
    role: text('role').notNull().default('member'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('committee_memberships_unique_idx').on(table.committeeId, table.name, table.role),
    index('committee_memberships_person_idx').on(table.personId),
  ],
);
