import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lobbyists } from './lobbying';
import { people } from './people';

/** Campaign committees, candidates, party units and PACs that file finance reports. */
export const campaignFilers = pgTable(
  'campaign_filers',
  {
    id: serial('id').primaryKey(),
    /** MN for the Minnesota board, US for the FEC. */
    jurisdictionId: text('jurisdiction_id').notNull(),
    /** mn-cfb or fec: registration numbers are unique only within their agency. */
    source: text('source').notNull(),
    /** The agency's id: MN registration number, FEC committee id (C00703975). */
    registrationNumber: text('registration_number').notNull(),
    name: text('name').notNull(),
    /** candidate committee, party unit, caucus committee, independent expenditure committee, PAC, ... */
    filerType: text('filer_type'),
    filerSubtype: text('filer_subtype'),
    candidateName: text('candidate_name'),
    party: text('party'),
    office: text('office'),
    district: text('district'),
    /** The state where the filer is based or the office is sought. */
    state: text('state'),
    isIncumbent: boolean('is_incumbent'),
    registeredOn: date('registered_on', { mode: 'string' }),
    terminatedOn: date('terminated_on', { mode: 'string' }),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The legislator whose candidate committee this is, matched by the finance-links step of the import pipeline
     * (decision 041, by decision 033's rule); null for other filers and unmatched candidates.
     */
    memberId: text('member_id').references(() => people.id, { onDelete: 'set null' }),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaign_filers_member_idx').on(table.memberId),
    uniqueIndex('campaign_filers_natural_key').on(table.source, table.registrationNumber),
    index('campaign_filers_jurisdiction_idx').on(table.jurisdictionId, table.office, table.district),
    index('campaign_filers_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('campaign_filers_candidate_trgm_idx').using('gin', sql`${table.candidateName} gin_trgm_ops`),
  ],
);

/** Itemized contributions received by a filer. */
export const contributions = pgTable(
  'contributions',
  {
    id: serial('id').primaryKey(),
    filerId: integer('filer_id')
      .notNull()
      .references(() => campaignFilers.id, { onDelete: 'cascade' }),
    jurisdictionId: text('jurisdiction_id').notNull(),
    source: text('source').notNull(),
    /**
     * Stable id of the source record: `fec:<filing>:<transaction id>`, or for exports without ids
     * `mn-cfb:<file>:<hash of the row>` (with `#2`, `#3` for identical rows).
     */
    sourceRecordId: text('source_record_id').notNull(),
    /** Display name: "Last, First" for people, the organization's name otherwise. */
    contributorName: text('contributor_name').notNull(),
    contributorFirstName: text('contributor_first_name'),
    contributorLastName: text('contributor_last_name'),
    contributorOrganization: text('contributor_organization'),
    /** individual, organization, committee, candidate, party, ... (normalized lower case). */
    contributorType: text('contributor_type'),
    /** The source's own registration number for a contributor that is itself a filer. */
    contributorRegistrationNumber: text('contributor_registration_number'),
    contributorCity: text('contributor_city'),
    contributorState: text('contributor_state'),
    contributorZip: text('contributor_zip'),
    contributorEmployer: text('contributor_employer'),
    contributorOccupation: text('contributor_occupation'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    year: integer('year'),
    isInKind: boolean('is_in_kind').notNull().default(false),
    inKindDescription: text('in_kind_description'),
    /** Contribution, loan, transfer... or the FEC line (SA11AI). */
    receiptType: text('receipt_type'),
    isMemo: boolean('is_memo').notNull().default(false),
    description: text('description'),
    /** The registered lobbyist who gave, matched by the finance-links step (decision 041); null when none. */
    lobbyistId: integer('lobbyist_id').references(() => lobbyists.id, { onDelete: 'set null' }),
    /**
     * The company resolution keys (normalizeCompanyName, decision 039) of the contributor's organization and of the
     * employer named (placeholders such as "Retired" give null), so company_aliases of kind contributor_organization
     * and contributor_employer find their contributions by equality. Filled by the finance-links step.
     */
    contributorOrganizationKey: text('contributor_organization_key'),
    contributorEmployerKey: text('contributor_employer_key'),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contributions_source_record_key').on(table.sourceRecordId),
    index('contributions_filer_idx').on(table.filerId, table.receivedOn),
    index('contributions_year_idx').on(table.jurisdictionId, table.year),
    index('contributions_contributor_trgm_idx').using('gin', sql`${table.contributorName} gin_trgm_ops`),
    index('contributions_employer_trgm_idx').using('gin', sql`${table.contributorEmployer} gin_trgm_ops`),
    index('contributions_lobbyist_idx').on(table.lobbyistId),
    index('contributions_organization_key_idx').on(table.jurisdictionId, table.contributorOrganizationKey),
    index('contributions_employer_key_idx').on(table.jurisdictionId, table.contributorEmployerKey),
  ],
);
