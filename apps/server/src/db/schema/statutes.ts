import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsvector } from './columns';
import { bills, billVersions } from './legislation';

/** One level above a section in its code: `{ level: 'chapter', num: '1', heading: 'General Provisions.' }`. */
export type HierarchyLevel = { level: string; num: string; heading?: string };
/** A note attached to a section: history, prior codifications, cross references, editor's notes. */
export type SectionAnnotation = { type: string; text: string };

function sectionColumns() {
  return {
    id: serial('id').primaryKey(),
    /** TX, DC, US; not a foreign key, so codes can be loaded before the jurisdictions are. */
    jurisdictionId: text('jurisdiction_id').notNull(),
    /** The code's name as cited: 'TX Tax Code', 'DC Code', '34 TAC', '27 CFR'. */
    code: text('code').notNull(),
    title: text('title'),
    chapter: text('chapter'),
    subchapter: text('subchapter'),
    /** CFR part / subpart, TAC part; null where the code has none. */
    part: text('part'),
    /** The section number as cited without the §: '25-101', '151.001', '3.280', '447.11'. */
    section: text('section').notNull(),
    /**
     * Distinguishes versions of one section printed side by side, e.g. Texas "Text of section effective
     * on September 01, 2021"; empty for the usual single version.
     */
    variant: text('variant').notNull().default(''),
    heading: text('heading'),
    text: text('text').notNull(),
    /** Levels from the top of the code down to the section's container. */
    hierarchy: jsonb('hierarchy').$type<HierarchyLevel[]>().notNull().default([]),
    annotations: jsonb('annotations').$type<SectionAnnotation[]>().notNull().default([]),
    /** Other sections this one cites, as section numbers. */
    citations: text('citations').array().notNull().default(sql`'{}'::text[]`),
    sourceUrl: text('source_url'),
    /** Which importer wrote the row (dc-code, tx-statutes, ...). */
    source: text('source').notNull(),
    /** Hash of the parsed record; an import that finds the same hash leaves the row alone. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Sections of state (and D.C.) statutory codes. */
export const statuteSections = pgTable(
  'statute_sections',
  {
    ...sectionColumns(),
    /**
     * Weighted search vector written by the importers (not a generated column, so the sample dataset's
     * plain INSERTs can load it): heading A, code and section number B, text D.
     */
    search: tsvector('search'),
  },
  (table) => [
    uniqueIndex('statute_sections_natural_key').on(table.jurisdictionId, table.code, table.section, table.variant),
    index('statute_sections_browse_idx').on(table.jurisdictionId, table.code, table.title, table.chapter),
    index('statute_sections_search_idx').using('gin', table.search),
  ],
);

/** Sections of administrative codes: state rules (TAC) and federal regulations (CFR). */
export const regulationSections = pgTable(
  'regulation_sections',
  {
    ...sectionColumns(),
    /**
     * Weighted search vector written by the importers (not a generated column, so the sample dataset's
     * plain INSERTs can load it): heading A, code and section number B, text D.
     */
    search: tsvector('search'),
  },
  (table) => [
    uniqueIndex('regulation_sections_natural_key').on(table.jurisdictionId, table.code, table.section, table.variant),
    index('regulation_sections_browse_idx').on(table.jurisdictionId, table.code, table.title, table.part),
    index('regulation_sections_search_idx').using('gin', table.search),
  ],
);

/**
 * Enacted session laws (D.C. Laws), linking the law, act and bill numbers so a bill can be followed to
 * the code sections it changed (session_law_sections).
 */
export const sessionLaws = pgTable(
  'session_laws',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id').notNull(),
    /** Council period or legislature, e.g. '26'. */
    period: text('period'),
    /** 'D.C. Law 26-10' style number without the prefix: '26-10'. */
    lawNumber: text('law_number').notNull(),
    actNumber: text('act_number'),
    /** The bill as the legislature numbers it: '26-163' (D.C. bill B26-0163). */
    billNumber: text('bill_number'),
    shortTitle: text('short_title'),
    longTitle: text('long_title'),
    /** permanent, temporary or emergency. */
    lawType: text('law_type'),
    introducedOn: date('introduced_on', { mode: 'string' }),
    enactedOn: date('enacted_on', { mode: 'string' }),
    effectiveOn: date('effective_on', { mode: 'string' }),
    /** Votes, committee, register citations as the source gives them. */
    history: jsonb('history').$type<Record<string, unknown>>().notNull().default({}),
    sourceUrl: text('source_url'),
    source: text('source').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('session_laws_natural_key').on(table.jurisdictionId, table.lawNumber),
    index('session_laws_bill_idx').on(table.jurisdictionId, table.billNumber),
  ],
);

/** The code sections a session law amends, adds or repeals (D.C. `codify:path`). */
export const sessionLawSections = pgTable(
  'session_law_sections',
  {
    id: serial('id').primaryKey(),
    sessionLawId: integer('session_law_id')
      .notNull()
      .references(() => sessionLaws.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Section number as statute_sections.section writes it: '42-3502.08'. */
    section: text('section').notNull(),
  },
  (table) => [
    uniqueIndex('session_law_sections_key').on(table.sessionLawId, table.code, table.section),
    index('session_law_sections_section_idx').on(table.code, table.section),
  ],
);

/**
 * A statute or regulation reference found in a bill's text ("Section 151.0101, Tax Code, is amended",
 * NY "LawSection", D.C. Code cites), linked to the stored section when one matches. Written by the
 * citation extractor; GET /api/bills/{id}/statutes, the bills filters statuteCode/statuteSection and the
 * section pages' "bills that amend or cite it" read it.
 */
export const billStatuteCitations = pgTable(
  'bill_statute_citations',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** The version whose text the reference was read from (the latest version at extraction). */
    versionId: integer('version_id').references(() => billVersions.id, { onDelete: 'set null' }),
    jurisdictionId: text('jurisdiction_id').notNull(),
    /** The code as statute_sections.code / regulation_sections.code writes it: 'TX Tax Code', 'DC Code'. */
    code: text('code').notNull(),
    /** Section number as the sections tables write it: '151.0101'. */
    section: text('section').notNull(),
    /** amends, adds, repeals or cites. */
    kind: text('kind').notNull(),
    statuteSectionId: integer('statute_section_id').references(() => statuteSections.id, { onDelete: 'set null' }),
    regulationSectionId: integer('regulation_section_id').references(() => regulationSections.id, {
      onDelete: 'set null',
    }),
    /** The words around the reference in the bill text, for display. */
    snippet: text('snippet').notNull().default(''),
    /** Character offset of the reference in the version text. */
    textOffset: integer('text_offset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bill_statute_citations_key').on(table.billId, table.code, table.section, table.kind),
    index('bill_statute_citations_section_idx').on(table.code, table.section),
    index('bill_statute_citations_statute_idx').on(table.statuteSectionId),
    index('bill_statute_citations_regulation_idx').on(table.regulationSectionId),
    check('bill_statute_citations_kind_check', sql`${table.kind} in ('amends', 'adds', 'repeals', 'cites')`),
  ],
);
