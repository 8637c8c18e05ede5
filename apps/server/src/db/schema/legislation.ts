import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './columns';
import { jurisdictions, legislativeSessions } from './jurisdictions';
import { committees, type Link, people } from './people';

export type ProgressStep = { status: number; date: string | null };
export type VersionLink = { url: string; mediaType: string };

/**
 * Bills and resolutions. id = `<state>-<session code>-<bill type>-<number>`, e.g. TX-892-HB-1.
 * Children (actions, versions, ...) are replaced as a whole inside the bill's transaction when the
 * source record changes; `contentHash` makes an unchanged record a no-op.
 */
export const bills = pgTable(
  'bills',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    // Sessions should be hard to delete: restrict.
    sessionId: text('session_id')
      .notNull()
      .references(() => legislativeSessions.id, { onDelete: 'restrict' }),
    billType: text('bill_type').notNull(),
    billNumber: text('bill_number').notNull(),
    /** As the state writes it: `HB 1`, `S1234A`. */
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    abstract: text('abstract'),
    classification: text('classification').array().notNull().default(sql`'{}'::text[]`),
    /** upper, lower or legislature. */
    fromChamber: text('from_chamber'),
    /** 0-6: pre-filed, introduced, engrossed, enrolled, passed, vetoed, failed. */
    status: integer('status').notNull().default(0),
    statusDate: date('status_date', { mode: 'string' }),
    /** Every milestone (codes 0-12) with its date, oldest first. */
    progress: jsonb('progress').$type<ProgressStep[]>().notNull().default([]),
    /** Product subject values (shared subject list). */
    subjects: integer('subjects').array().notNull().default(sql`'{}'::integer[]`),
    /** The state's own subject terms. */
    subjectTerms: text('subject_terms').array().notNull().default(sql`'{}'::text[]`),
    firstActionDate: date('first_action_date', { mode: 'string' }),
    firstActionText: text('first_action_text'),
    lastActionDate: date('last_action_date', { mode: 'string' }),
    lastActionText: text('last_action_text'),
    otherTitles: text('other_titles').array().notNull().default(sql`'{}'::text[]`),
    otherIdentifiers: text('other_identifiers').array().notNull().default(sql`'{}'::text[]`),
    sources: jsonb('sources').$type<Link[]>().notNull().default([]),
    /** Source-specific facts: NY LawCode/LawSection, LegiScan ids, state links. */
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    source: text('source').notNull(),
    contentHash: text('content_hash').notNull(),
    /** A: title + identifier, B: abstract + subjects, C: latest version text (first 200k characters). */
    search: tsvector('search'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bills_session_idx').on(table.sessionId, table.billType),
    index('bills_jurisdiction_idx').on(table.jurisdictionId, table.status),
    // The list's default order (last action, newest first, undated last), over all states and within one.
    index('bills_last_action_desc_idx').on(table.lastActionDate.desc().nullsLast()),
    index('bills_state_last_action_idx').on(table.jurisdictionId, table.lastActionDate.desc().nullsLast()),
    // The billNumber order (HB 2 before HB 10) within a state.
    index('bills_number_order_idx').on(
      table.jurisdictionId,
      table.billType,
      sql`length(${table.billNumber})`,
      table.billNumber,
    ),
    index('bills_subjects_idx').using('gin', table.subjects),
    index('bills_search_idx').using('gin', table.search),
    // A fixed pseudo-random 1/256th of the bills per bucket: past a threshold, total and facets are counted
    // over a few buckets (ANDed with the other indexes' bitmaps) and scaled up (decision 016).
    index('bills_sample_bucket_idx').on(sql`(hashtext(${table.id}) & 255)`),
  ],
);

/**
 * The columns of `bills` that the list's total and facets group by and its plain filters read, one narrow row per
 * bill (about 100 bytes against the bill's 2 kB), with the bill's sample bucket: counting a list's matches, or a
 * sample of them, reads this table instead of the wide `bills` heap (decision 048, revised). The columns are named
 * as in `bills`, so a filter plan's WHERE clause over `b` runs on either. Kept in step by a row trigger on `bills`
 * (migration 0013): every writer of bills, whatever its code, writes it.
 */
export const billFacetRows = pgTable(
  'bill_facet_rows',
  {
    id: text('id')
      .primaryKey()
      .references(() => bills.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** `hashtext(id) & 255`: the bill's sample bucket (the expression of bills_sample_bucket_idx). */
    bucket: integer('bucket').notNull().generatedAlwaysAs(sql`(hashtext(id) & 255)`),
    jurisdictionId: text('jurisdiction_id').notNull(),
    sessionId: text('session_id').notNull(),
    billType: text('bill_type').notNull(),
    status: integer('status').notNull(),
    subjects: integer('subjects').array().notNull(),
    lastActionDate: date('last_action_date', { mode: 'string' }),
  },
  (table) => [
    index('bill_facet_rows_bucket_idx').on(table.bucket),
    index('bill_facet_rows_state_bucket_idx').on(table.jurisdictionId, table.bucket),
    index('bill_facet_rows_session_bucket_idx').on(table.sessionId, table.bucket),
    index('bill_facet_rows_subjects_idx').using('gin', table.subjects),
  ],
);

/**
 * The head of each bill's search vector: `bills.search` without the version text (A: identifier and title,
 * B: abstract and subject terms), with the last action date that breaks ties in relevance order. A narrow
 * table of small vectors, so that ranking every head match of a common word reads few pages (decision 011).
 * Written with the bill by the loader.
 */
export const billSearchHeads = pgTable(
  'bill_search_heads',
  {
    billId: text('bill_id')
      .primaryKey()
      .references(() => bills.id, { onDelete: 'cascade' }),
    search: tsvector('search').notNull(),
    lastActionDate: date('last_action_date', { mode: 'string' }),
  },
  (table) => [index('bill_search_heads_search_idx').using('gin', table.search)],
);

export const billVersions = pgTable(
  'bill_versions',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Introduced, Engrossed, Enrolled, House Committee Report, ... */
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }),
    /** The preferred link (HTML when there is one). */
    url: text('url'),
    mediaType: text('media_type'),
    links: jsonb('links').$type<VersionLink[]>().notNull().default([]),
    text: text('text'),
    /** Sanitized HTML of the version when the source has it. */
    html: text('html'),
    search: tsvector('search'),
  },
  (table) => [
    uniqueIndex('bill_versions_position_idx').on(table.billId, table.position),
    index('bill_versions_search_idx').using('gin', table.search),
  ],
);

/** Fiscal notes, analyses, amendments: linked documents without text. */
export const billDocuments = pgTable(
  'bill_documents',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }),
    url: text('url'),
    mediaType: text('media_type'),
    links: jsonb('links').$type<VersionLink[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('bill_documents_position_idx').on(table.billId, table.position)],
);

export const billActions = pgTable(
  'bill_actions',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    date: date('date', { mode: 'string' }),
    /** upper, lower, legislature or executive. */
    chamber: text('chamber'),
    text: text('text').notNull(),
    classification: text('classification').array().notNull().default(sql`'{}'::text[]`),
    committeeName: text('committee_name'),
  },
  (table) => [
    uniqueIndex('bill_actions_position_idx').on(table.billId, table.position),
    index('bill_actions_date_idx').on(table.date),
  ],
);

export const billSponsorships = pgTable(
  'bill_sponsorships',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The name as the source wrote it. */
    name: text('name').notNull(),
    /** Null when the name could not be matched to one person. */
    personId: text('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** primary, cosponsor, author, coauthor, sponsor, ... as the source says. */
    classification: text('classification').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    entityType: text('entity_type').notNull().default('person'),
  },
  (table) => [
    uniqueIndex('bill_sponsorships_position_idx').on(table.billId, table.position),
    index('bill_sponsorships_person_idx').on(table.personId),
  ],
);

/** Companion, same-as, prior-session and other links; the target may not be in the database. */
export const billRelations = pgTable(
  'bill_relations',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** The related bill's id in our id scheme (it may not exist here). */
    relatedBillId: text('related_bill_id').notNull(),
    identifier: text('identifier').notNull(),
    sessionIdentifier: text('session_identifier'),
    /** companion, same-as, prior-session, replaced-by, related. */
    relationType: text('relation_type').notNull(),
  },
  (table) => [
    uniqueIndex('bill_relations_unique_idx').on(table.billId, table.relatedBillId, table.relationType),
    index('bill_relations_target_idx').on(table.relatedBillId),
  ],
);

/**
 * A roll call. id is stable across re-imports: `<bill id>~<hash of the source key>` (the bill id in our
 * scheme even when that bill is not stored).
 */
export const voteEvents = pgTable(
  'vote_events',
  {
    id: text('id').primaryKey(),
    /** Null when the bill is not in the database (NY LBDC votes on older sessions); see billIdentifier. */
    billId: text('bill_id').references(() => bills.id, { onDelete: 'cascade' }),
    /** The bill's print number as the vote's source wrote it (`S1234A`); set when billId may be null. */
    billIdentifier: text('bill_identifier'),
    /** The committee meeting the vote was taken at, when the source says. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    motion: text('motion').notNull(),
    motionClassification: text('motion_classification').array().notNull().default(sql`'{}'::text[]`),
    date: date('date', { mode: 'string' }),
    chamber: text('chamber'),
    /** The committee for committee votes. */
    organizationName: text('organization_name'),
    /** pass or fail. */
    result: text('result').notNull(),
    yesCount: integer('yes_count').notNull().default(0),
    noCount: integer('no_count').notNull().default(0),
    otherCount: integer('other_count').notNull().default(0),
    /** Every option's count as the source gives it. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    sources: jsonb('sources').$type<Link[]>().notNull().default([]),
    sourceKey: text('source_key').notNull(),
  },
  (table) => [
    index('vote_events_bill_idx').on(table.billId, table.date),
    index('vote_events_bill_identifier_idx').on(table.sessionId, table.billIdentifier),
    index('vote_events_event_idx').on(table.eventId),
  ],
);

export const personVotes = pgTable(
  'person_votes',
  {
    id: serial('id').primaryKey(),
    voteEventId: text('vote_event_id')
      .notNull()
      .references(() => voteEvents.id, { onDelete: 'cascade' }),
    /** yes, no, excused, absent, not voting, other. */
    option: text('option').notNull(),
    voterName: text('voter_name').notNull(),
    personId: text('person_id').references(() => people.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('person_votes_vote_idx').on(table.voteEventId),
    index('person_votes_person_idx').on(table.personId),
  ],
);

/** Hearings, committee meetings and floor sessions. id is stable: `<state>-event-<hash of source key>`. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    sessionId: text('session_id'),
    name: text('name').notNull(),
    /** committee-meeting, hearing, floor. */
    classification: text('classification').notNull().default('committee-meeting'),
    committeeId: text('committee_id').references(() => committees.id, { onDelete: 'set null' }),
    committeeName: text('committee_name'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** The state's IANA time zone; show startTime in it. */
    timezone: text('timezone').notNull(),
    /** Only the date is known: startTime is midnight in `timezone` (an agenda without a meeting time). */
    allDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    /** confirmed or cancelled. */
    status: text('status').notNull().default('confirmed'),
    /** The source's notes on the meeting ("The Committee will meet immediately following session."). */
    description: text('description'),
    mediaLinks: jsonb('media_links').$type<Link[]>().notNull().default([]),
    sources: jsonb('sources').$type<Link[]>().notNull().default([]),
    /** Source-specific facts: NY agenda number and addenda, chair, attendance, source files. */
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    sourceKey: text('source_key').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_jurisdiction_time_idx').on(table.jurisdictionId, table.startTime),
    index('events_committee_idx').on(table.committeeId),
    index('events_classification_idx').on(table.jurisdictionId, table.classification, table.startTime),
  ],
);

/**
 * The full text of an event's transcript (public hearing or floor session), one per event. `text` has the
 * stenographer's line numbers removed and a form feed (\f) between pages; page i (0-based) is
 * `firstPage + i`. Kept apart from events so that event lists never read the text.
 */
export const eventTranscripts = pgTable(
  'event_transcripts',
  {
    eventId: text('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The number printed on the first page (floor transcripts number pages through the year). */
    firstPage: integer('first_page').notNull().default(1),
    pageCount: integer('page_count').notNull(),
    /** The transcript file's name in the source. */
    sourceFile: text('source_file').notNull(),
    /** A: the event's name, D: the text (first 1,000,000 characters). */
    search: tsvector('search'),
  },
  (table) => [index('event_transcripts_search_idx').using('gin', table.search)],
);

export const eventAgendaItems = pgTable(
  'event_agenda_items',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null when the bill is not in the database; billIdentifier still names it. */
    billId: text('bill_id').references(() => bills.id, { onDelete: 'cascade' }),
    /** The bill's print number as the agenda wrote it (`S1234A`), kept even when no bill row exists. */
    billIdentifier: text('bill_identifier'),
    /** Position on the agenda (0-based), for sources that order their items. */
    position: integer('position'),
    /** The sponsor as the agenda names it (NY: last name). */
    sponsorName: text('sponsor_name'),
    description: text('description'),
    /** Where in the meeting's media the item starts (SD audio offsets). */
    mediaUrl: text('media_url'),
    mediaStartSeconds: integer('media_start_seconds'),
  },
  (table) => [
    uniqueIndex('event_agenda_items_unique_idx').on(table.eventId, table.billId),
    index('event_agenda_items_bill_idx').on(table.billId),
    index('event_agenda_items_bill_identifier_idx').on(table.billIdentifier),
  ],
);

export const billEventKinds = [
  'new_action',
  'new_version',
  'new_vote',
  'status_change',
  'hearing_scheduled',
  'hearing_moved',
  'mentioned_in_hearing',
] as const;
export type BillEventKind = (typeof billEventKinds)[number];

/**
 * What changed on a bill between two imports, for alerts. `key` identifies the change (e.g. the
 * action's date and text), and (bill, kind, key) is unique, so each change is recorded exactly once.
 */
export const billEvents = pgTable(
  'bill_events',
  {
    id: serial('id').primaryKey(),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BillEventKind>().notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the alert engine turned this event into outbox messages; null until then. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bill_events_unique_idx').on(table.billId, table.kind, table.key),
    index('bill_events_detected_idx').on(table.detectedAt),
    index('bill_events_pending_idx').on(table.id).where(sql`${table.alertedAt} is null`),
  ],
);
