import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsvector } from './columns';
import { jurisdictions, legislativeSessions } from './jurisdictions';
import { bills, events } from './legislation';
import { committees } from './people';

export const transcriptStatuses = ['none', 'queued', 'running', 'done', 'failed', 'unavailable'] as const;
export type TranscriptStatus = (typeof transcriptStatuses)[number];

/**
 * A recorded hearing, committee meeting or floor session (decision 069): its media (a file in the blob store or a
 * URL the server may fetch or the player may open), where it belongs (state, session, chamber, committee, calendar
 * event when they match) and where its transcript stands. Public data, like bills: no account owns it.
 */
export const hearings = pgTable(
  'hearings',
  {
    id: serial('id').primaryKey(),
    jurisdictionId: text('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    /** The session in force on the hearing's date (its bills are the ones a mention resolves to). */
    sessionId: text('session_id').references(() => legislativeSessions.id, { onDelete: 'set null' }),
    /** upper, lower or joint; null when unknown. */
    chamber: text('chamber'),
    committeeId: text('committee_id').references(() => committees.id, { onDelete: 'set null' }),
    /** The committee as the source names it, kept when no committee row matches. */
    committeeName: text('committee_name'),
    /** The calendar event this recording is of, when one matches (same state, committee and day). */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Where the source publishes it (the official page or audio). */
    sourceUrl: text('source_url'),
    /** The media in our blob store (an upload, an imported file); transcription reads it from there. */
    mediaBlobKey: text('media_blob_key'),
    /** Or media elsewhere: an official recording the player opens (and the server may fetch to transcribe). */
    mediaUrl: text('media_url'),
    /** audio/mpeg, video/mp4, ...: what the player gets. */
    mediaType: text('media_type'),
    durationMs: integer('duration_ms'),
    transcriptStatus: text('transcript_status').$type<TranscriptStatus>().notNull().default('none'),
    /** Why the transcript is not there yet or failed, in words for the hearing page ("pocketsphinx is not installed"). */
    transcriptMessage: text('transcript_message'),
    /** Who wrote the transcript: pocketsphinx, openai-compatible, ny-lbdc (stenographer), ... */
    provider: text('provider'),
    /** hearing-media, upload, ny-lbdc, sd-legislature. */
    source: text('source').notNull(),
    /** Stable identity in its source, so a re-import updates the hearing instead of adding one. */
    sourceKey: text('source_key').notNull(),
    /** When the recording became available to us: the start of the measured delay to a mention's alert. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    transcribedAt: timestamp('transcribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hearings_source_key_idx').on(table.source, table.sourceKey),
    index('hearings_jurisdiction_time_idx').on(table.jurisdictionId, table.startsAt),
    index('hearings_committee_idx').on(table.committeeId),
    index('hearings_event_idx').on(table.eventId),
    check(
      'hearings_transcript_status_check',
      sql`${table.transcriptStatus} in ('none', 'queued', 'running', 'done', 'failed', 'unavailable')`,
    ),
  ],
);

/**
 * The transcript of a hearing in time order: one row per sentence or caption line. Times are milliseconds from the
 * start of the media; null for a transcript that has no media to time it against (NY's stenographed hearings),
 * where `position` alone orders the lines.
 */
export const hearingTranscriptSegments = pgTable(
  'hearing_transcript_segments',
  {
    id: serial('id').primaryKey(),
    hearingId: integer('hearing_id')
      .notNull()
      .references(() => hearings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startMs: integer('start_ms'),
    endMs: integer('end_ms'),
    text: text('text').notNull(),
    /** Who speaks, when the source says (a stenographer's "SENATOR SMITH:"); recognisers do not. */
    speaker: text('speaker'),
    /** The recogniser's confidence, 0 to 1; null for a human transcript. */
    confidence: real('confidence'),
    /** Full-text search inside transcripts (the committee-videos search). */
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('english', text)`),
  },
  (table) => [
    uniqueIndex('hearing_transcript_segments_position_idx').on(table.hearingId, table.position),
    index('hearing_transcript_segments_search_idx').using('gin', table.search),
  ],
);

/**
 * Live actions: a bill named in a hearing (decision 069), resolved to the bill of the hearing's state and session,
 * with the second it was said, the words around it and the section it cites. `key` makes a re-run of the same
 * transcript record each mention once.
 */
export const hearingBillMentions = pgTable(
  'hearing_bill_mentions',
  {
    id: serial('id').primaryKey(),
    hearingId: integer('hearing_id')
      .notNull()
      .references(() => hearings.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** Milliseconds into the media; null for an untimed transcript. */
    startMs: integer('start_ms'),
    /** The transcript line it is in (its position), when it came from one. */
    segmentPosition: integer('segment_position'),
    /** The words as said or written: "house bill twelve thirty-four", "H.B. 1234". */
    spokenAs: text('spoken_as').notNull(),
    /** The surrounding words. */
    quote: text('quote').notNull(),
    /** "3" for "section 3 of the bill": links to that section of the bill's text. */
    section: text('section'),
    /** transcript (found in the words) or agenda (the source says the bill was taken up at this second: SD). */
    origin: text('origin').notNull().default('transcript'),
    key: text('key').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hearing_bill_mentions_key_idx').on(table.hearingId, table.key),
    index('hearing_bill_mentions_bill_idx').on(table.billId),
    index('hearing_bill_mentions_detected_idx').on(table.detectedAt.desc()),
  ],
);

/**
 * What a transcription has finished so far (decision 069, amended): the keyword pass's bill mentions (`part`
 * 'keywords', one row) and each transcript chunk's words on the media's clock (`part` 'chunk', its span in ms). A
 * job claimed again after its worker died reads these and resumes at the first chunk without a row instead of
 * decoding the recording from the start; queueing the hearing again (a new recording) clears them.
 */
export const hearingTranscriptionParts = pgTable(
  'hearing_transcription_parts',
  {
    id: serial('id').primaryKey(),
    hearingId: integer('hearing_id')
      .notNull()
      .references(() => hearings.id, { onDelete: 'cascade' }),
    part: text('part').$type<'keywords' | 'chunk'>().notNull(),
    fromMs: integer('from_ms').notNull(),
    toMs: integer('to_ms').notNull(),
    /** keywords: the mentions heard; chunk: its utterances, each a list of timed words. */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hearing_transcription_parts_span_idx').on(table.hearingId, table.part, table.fromMs, table.toMs),
    check('hearing_transcription_parts_part_check', sql`${table.part} in ('keywords', 'chunk')`),
  ],
);
