import { type BillCandidate, type BillIndex, buildBillIndex } from '@statehouse/shared/tracking/bill-reference';
import { and, eq, getTableColumns, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  billEvents,
  bills,
  committees,
  events,
  hearingBillMentions,
  hearings,
  hearingTranscriptionParts,
  hearingTranscriptSegments,
  legislativeSessions,
  type TranscriptStatus,
} from '../../db/schema/index';

export type HearingRow = typeof hearings.$inferSelect;
export type HearingInput = typeof hearings.$inferInsert;
export type SegmentInput = {
  position: number;
  startMs: number | null;
  endMs: number | null;
  text: string;
  speaker?: string | null;
  confidence?: number | null;
};
export type MentionInput = {
  billId: string;
  startMs: number | null;
  segmentPosition: number | null;
  spokenAs: string;
  quote: string;
  section: string | null;
  origin: 'transcript' | 'agenda';
};

/** A part of a transcription already finished: the keyword pass's mentions, or one chunk's timed utterances. */
export type TranscriptionPart = { part: 'keywords' | 'chunk'; fromMs: number; toMs: number; result: unknown };

/** The parts a hearing's transcription has finished (kept by earlier attempts of its job), in media order. */
export async function transcriptionParts(db: DbOrTx, hearingId: number): Promise<TranscriptionPart[]> {
  const rows = await db
    .select({
      part: hearingTranscriptionParts.part,
      fromMs: hearingTranscriptionParts.fromMs,
      toMs: hearingTranscriptionParts.toMs,
      result: hearingTranscriptionParts.result,
    })
    .from(hearingTranscriptionParts)
    .where(eq(hearingTranscriptionParts.hearingId, hearingId))
    .orderBy(hearingTranscriptionParts.fromMs);
  return rows;
}

/** Keeps a finished part; a second write of the same span (two workers racing) keeps the first. */
export async function saveTranscriptionPart(db: DbOrTx, hearingId: number, part: TranscriptionPart): Promise<void> {
  await db
    .insert(hearingTranscriptionParts)
    .values({ hearingId, ...part, result: part.result as object })
    .onConflictDoNothing();
}

/** Adds a hearing or updates the one with the same source and key; returns its row. */
export async function upsertHearing(db: DbOrTx, input: HearingInput): Promise<HearingRow> {
  const { id: _id, createdAt: _created, availableAt: _available, ...changes } = input;
  const [row] = await db
    .insert(hearings)
    .values(input)
    .onConflictDoUpdate({
      target: [hearings.source, hearings.sourceKey],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error(`Hearing ${input.source}/${input.sourceKey} was not stored.`);
  return row;
}

export async function findHearing(db: DbOrTx, id: number): Promise<HearingRow | null> {
  const [row] = await db.select().from(hearings).where(eq(hearings.id, id));
  return row ?? null;
}

export async function setTranscriptStatus(
  db: DbOrTx,
  id: number,
  status: TranscriptStatus,
  fields: { message?: string | null; provider?: string | null; durationMs?: number | null; transcribedAt?: Date } = {},
): Promise<void> {
  await db
    .update(hearings)
    .set({
      transcriptStatus: status,
      ...(fields.message !== undefined ? { transcriptMessage: fields.message } : {}),
      ...(fields.provider !== undefined ? { provider: fields.provider } : {}),
      ...(fields.durationMs !== undefined ? { durationMs: fields.durationMs } : {}),
      ...(fields.transcribedAt ? { transcribedAt: fields.transcribedAt } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(hearings.id, id));
}

/** Replaces a hearing's transcript: a re-run writes the whole transcript again, never half of two. */
export async function replaceSegments(db: DbOrTx, hearingId: number, segments: readonly SegmentInput[]): Promise<void> {
  await db.delete(hearingTranscriptSegments).where(eq(hearingTranscriptSegments.hearingId, hearingId));
  for (let start = 0; start < segments.length; start += 500) {
    await db.insert(hearingTranscriptSegments).values(
      segments.slice(start, start + 500).map((segment) => ({
        hearingId,
        position: segment.position,
        startMs: segment.startMs,
        endMs: segment.endMs,
        text: segment.text,
        speaker: segment.speaker ?? null,
        confidence: segment.confidence ?? null,
      })),
    );
  }
}

/** Stores live actions once each (the key: bill and second, or bill and line); returns the ones that were new. */
export async function insertMentions(
  db: DbOrTx,
  hearingId: number,
  mentions: readonly MentionInput[],
  options: { refreshWords?: boolean } = {},
): Promise<(MentionInput & { id: number })[]> {
  if (mentions.length === 0) return [];
  const insert = db.insert(hearingBillMentions).values(
    mentions.map((mention) => ({
      hearingId,
      ...mention,
      key: `${mention.billId}@${mention.startMs !== null ? `${Math.round(mention.startMs / 1000)}s` : `line${mention.segmentPosition ?? 0}`}`,
    })),
  );
  // refreshWords: a mention recorded before its transcript (the keyword pass) takes the line and words around it
  // now; only the rows inserted here are returned (xmax = 0), as without it.
  const rows = options.refreshWords
    ? (
        await insert
          .onConflictDoUpdate({
            target: [hearingBillMentions.hearingId, hearingBillMentions.key],
            set: {
              segmentPosition: sql`excluded.segment_position`,
              quote: sql`excluded.quote`,
              section: sql`coalesce(excluded.section, ${hearingBillMentions.section})`,
            },
          })
          .returning({ ...getTableColumns(hearingBillMentions), inserted: sql<boolean>`(xmax = 0)` })
      ).filter((row) => row.inserted)
    : await insert.onConflictDoNothing().returning();
  return rows.map((row) => ({
    id: row.id,
    billId: row.billId,
    startMs: row.startMs,
    segmentPosition: row.segmentPosition,
    spokenAs: row.spokenAs,
    quote: row.quote,
    section: row.section,
    origin: row.origin as MentionInput['origin'],
  }));
}

/**
 * The sessions whose bills a hearing of `stateCode` on `date` (YYYY-MM-DD) names: its own session when known, else
 * those in force that day (a session without dates counts as in force).
 */
export async function sessionsInForce(
  db: DbOrTx,
  stateCode: string,
  date: string,
  sessionId: string | null,
): Promise<{ id: string; code: string }[]> {
  if (sessionId) {
    return db
      .select({ id: legislativeSessions.id, code: legislativeSessions.code })
      .from(legislativeSessions)
      .where(eq(legislativeSessions.id, sessionId));
  }
  return db
    .select({ id: legislativeSessions.id, code: legislativeSessions.code })
    .from(legislativeSessions)
    .where(
      and(
        eq(legislativeSessions.jurisdictionId, stateCode),
        or(isNull(legislativeSessions.startDate), lte(legislativeSessions.startDate, date)),
        or(isNull(legislativeSessions.endDate), gte(legislativeSessions.endDate, date)),
      ),
    );
}

/** The bills of those sessions, indexed for matchBillReference (one index per session). */
export async function billIndexes(
  db: DbOrTx,
  stateCode: string,
  sessions: readonly { id: string; code: string }[],
): Promise<BillIndex[]> {
  if (sessions.length === 0) return [];
  const rows = await db
    .select({
      id: bills.id,
      sessionId: bills.sessionId,
      billType: bills.billType,
      billNumber: bills.billNumber,
      identifier: bills.identifier,
      title: bills.title,
    })
    .from(bills)
    .where(
      inArray(
        bills.sessionId,
        sessions.map((session) => session.id),
      ),
    );
  return sessions.map((session) =>
    buildBillIndex(stateCode, session.code, rows.filter((row) => row.sessionId === session.id) as BillCandidate[]),
  );
}

/**
 * A `mentioned_in_hearing` bill event per bill and hearing (the alert engine's input, decision 028): the first
 * mention's second and words travel with it, and `availableAt` is where the measured delay starts.
 */
export async function recordMentionEvents(
  db: DbOrTx,
  hearing: Pick<HearingRow, 'id' | 'title' | 'startsAt' | 'availableAt'>,
  mentions: readonly MentionInput[],
): Promise<number> {
  const first = new Map<string, MentionInput>();
  for (const mention of mentions) if (!first.has(mention.billId)) first.set(mention.billId, mention);
  if (first.size === 0) return 0;
  const rows = await db
    .insert(billEvents)
    .values(
      [...first.values()].map((mention) => ({
        billId: mention.billId,
        kind: 'mentioned_in_hearing' as const,
        key: `hearing:${hearing.id}`,
        payload: {
          hearingId: hearing.id,
          eventName: hearing.title,
          date: hearing.startsAt.toISOString().slice(0, 10),
          availableAt: hearing.availableAt.toISOString(),
          startSeconds: mention.startMs === null ? null : Math.floor(mention.startMs / 1000),
          excerpt: mention.quote,
          section: mention.section,
          link: `/tools/committee-videos/${hearing.id}${mention.startMs === null ? '' : `?t=${Math.floor(mention.startMs / 1000)}`}`,
        },
      })),
    )
    .onConflictDoNothing()
    .returning({ id: billEvents.id });
  return rows.length;
}

/** A committee of the state by name (case-insensitive), for a hearing that names its committee. */
export async function findCommitteeByName(
  db: DbOrTx,
  stateCode: string,
  name: string,
): Promise<{ id: string; name: string; chamber: string | null } | null> {
  const [row] = await db
    .select({ id: committees.id, name: committees.name, chamber: committees.chamber })
    .from(committees)
    .where(and(eq(committees.jurisdictionId, stateCode), sql`lower(${committees.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

/** The calendar event of that committee (or that name) on the hearing's day, when one is loaded. */
export async function findCalendarEvent(
  db: DbOrTx,
  options: { stateCode: string; committeeId: string | null; committeeName: string; day: string },
): Promise<{ id: string; sessionId: string | null } | null> {
  const [row] = await db
    .select({ id: events.id, sessionId: events.sessionId })
    .from(events)
    .where(
      and(
        eq(events.jurisdictionId, options.stateCode),
        sql`(${events.startTime} at time zone ${events.timezone})::date = ${options.day}::date`,
        options.committeeId
          ? or(
              eq(events.committeeId, options.committeeId),
              sql`lower(${events.committeeName}) = lower(${options.committeeName})`,
            )
          : sql`lower(coalesce(${events.committeeName}, ${events.name})) = lower(${options.committeeName})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Queues the hearing's transcription as a durable job (decision 068), once per hearing: a re-import of an ended one
 * queues it again. Written here rather than through jobs/job-queue (importers sit below the jobs tier); the row and
 * the wake-up are the ones enqueueJob writes.
 */
export async function queueTranscription(db: DbOrTx, hearingId: number): Promise<void> {
  await db.execute(sql`insert into background_jobs (kind, payload, dedupe_key, max_attempts)
    values ('transcribe-hearing', ${JSON.stringify({ hearingId })}::jsonb, ${`transcribe-hearing:${hearingId}`}, 5)
    on conflict (dedupe_key) do update set status = 'queued', attempts = 0, next_attempt_at = now(),
      claimed_by = null, claimed_until = null, progress_done = 0, progress_total = null, progress_message = null,
      last_error = null, started_at = null, finished_at = null
      where background_jobs.status in ('done', 'failed')`);
  // A re-queued hearing (a new recording, or a run asked for again) starts over: the parts kept by the last run
  // belong to the old one. A job still queued or running keeps its parts and resumes from them.
  await db.execute(sql`delete from hearing_transcription_parts where hearing_id = ${hearingId}
    and not exists (select 1 from background_jobs where dedupe_key = ${`transcribe-hearing:${hearingId}`}
      and status in ('queued', 'running') and attempts > 0)`);
  await db.execute(sql`select pg_notify('background_jobs', 'transcribe-hearing')`);
  await setTranscriptStatus(db, hearingId, 'queued', { message: 'Waiting to be transcribed.' });
}
