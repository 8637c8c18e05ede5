import type { CommitteeVideoListQuery } from '@statehouse/shared/committee-videos/committee-videos.schemas';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { committeeVideoClips, hearings, hearingTranscriptSegments, missingLiveReports } from '../../db/schema/index';
import { containsPattern, selectRows } from '../../db/sql';

/** A hearing as the list and the page read it (joined as `h`, its session `s`, its committee `c`). */
export type HearingRow = {
  id: number;
  title: string;
  stateCode: string;
  sessionCode: string | null;
  chamber: string | null;
  committeeId: string | null;
  committeeName: string | null;
  startsAt: Date | string;
  durationMs: number | null;
  mediaBlobKey: string | null;
  mediaUrl: string | null;
  mediaType: string | null;
  sourceUrl: string | null;
  transcriptStatus: string;
  transcriptMessage: string | null;
  eventId: string | null;
  segmentCount: number;
  mentionCount: number;
};

const hearingColumns = sql`h.id, h.title, h.jurisdiction_id as "stateCode", s.code as "sessionCode", h.chamber,
  h.committee_id as "committeeId", coalesce(c.name, h.committee_name) as "committeeName", h.starts_at as "startsAt",
  h.duration_ms as "durationMs", h.media_blob_key as "mediaBlobKey", h.media_url as "mediaUrl",
  h.media_type as "mediaType", h.source_url as "sourceUrl", h.transcript_status as "transcriptStatus",
  h.transcript_message as "transcriptMessage", h.event_id as "eventId",
  (select count(*)::int from hearing_transcript_segments ts where ts.hearing_id = h.id) as "segmentCount",
  (select count(*)::int from hearing_bill_mentions m where m.hearing_id = h.id) as "mentionCount"`;

const hearingJoins = sql`from hearings h
  left join legislative_sessions s on s.id = h.session_id
  left join committees c on c.id = h.committee_id`;

/** The list's filters as one where clause (hearings are public data: no account filter). */
function listFilter(query: CommitteeVideoListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.stateCode) parts.push(sql`h.jurisdiction_id = ${query.stateCode}`);
  if (query.sessionCode) parts.push(sql`upper(s.code) = ${query.sessionCode}`);
  if (query.chamber) parts.push(sql`h.chamber = ${query.chamber}`);
  if (query.committee) {
    parts.push(
      sql`(h.committee_id = ${query.committee} or coalesce(c.name, h.committee_name) ilike ${containsPattern(query.committee)})`,
    );
  }
  if (query.year) parts.push(sql`extract(year from h.starts_at at time zone 'UTC') = ${query.year}`);
  if (query.month) parts.push(sql`extract(month from h.starts_at at time zone 'UTC') = ${query.month}`);
  if (query.searchTerm) {
    const pattern = containsPattern(query.searchTerm);
    parts.push(sql`(h.title ilike ${pattern} or coalesce(c.name, h.committee_name, '') ilike ${pattern})`);
  }
  if (query.textSearch) {
    parts.push(sql`exists (select 1 from hearing_transcript_segments ts
      where ts.hearing_id = h.id and ts.search @@ websearch_to_tsquery('english', ${query.textSearch}))`);
  }
  if (query.billId) {
    parts.push(
      sql`exists (select 1 from hearing_bill_mentions m where m.hearing_id = h.id and m.bill_id = ${query.billId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function selectHearingPage(
  db: Database,
  query: CommitteeVideoListQuery,
): Promise<{ rows: HearingRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, counted] = await Promise.all([
    selectRows<HearingRow>(
      db,
      sql`select ${hearingColumns} ${hearingJoins} where ${where}
        order by h.starts_at desc, h.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total ${hearingJoins} where ${where}`),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function selectHearing(db: Database, id: number): Promise<HearingRow | undefined> {
  const [row] = await selectRows<HearingRow>(db, sql`select ${hearingColumns} ${hearingJoins} where h.id = ${id}`);
  return row;
}

export type SegmentRow = {
  id: number;
  startMs: number | null;
  endMs: number | null;
  text: string;
  speaker: string | null;
};

/** A hearing's transcript in order; with bounds, only the lines that overlap [fromMs, toMs). */
export async function selectSegments(
  db: Database,
  hearingId: number,
  bounds?: { fromMs: number; toMs: number },
): Promise<SegmentRow[]> {
  const within = bounds
    ? sql`and ts.start_ms < ${bounds.toMs} and coalesce(ts.end_ms, ts.start_ms) > ${bounds.fromMs}`
    : sql``;
  return selectRows<SegmentRow>(
    db,
    sql`select ts.id, ts.start_ms as "startMs", ts.end_ms as "endMs", ts.text, ts.speaker
      from hearing_transcript_segments ts where ts.hearing_id = ${hearingId} ${within}
      order by ts.position`,
  );
}

export type MentionRow = {
  id: number;
  billId: string;
  identifier: string;
  startMs: number | null;
  quote: string;
  section: string | null;
};

export async function selectMentions(db: Database, hearingId: number): Promise<MentionRow[]> {
  return selectRows<MentionRow>(
    db,
    sql`select m.id, m.bill_id as "billId", b.identifier, m.start_ms as "startMs", m.quote, m.section
      from hearing_bill_mentions m join bills b on b.id = m.bill_id
      where m.hearing_id = ${hearingId}
      order by m.start_ms nulls last, m.segment_position nulls last, m.id`,
  );
}

/** One bill's mentions in the given hearings (the bill page's Hearings card), in time order within each. */
export async function selectBillMentions(
  db: Database,
  billId: string,
  hearingIds: number[],
): Promise<(MentionRow & { hearingId: number })[]> {
  if (hearingIds.length === 0) return [];
  return selectRows<MentionRow & { hearingId: number }>(
    db,
    sql`select m.id, m.hearing_id as "hearingId", m.bill_id as "billId", b.identifier, m.start_ms as "startMs",
        m.quote, m.section
      from hearing_bill_mentions m join bills b on b.id = m.bill_id
      where m.bill_id = ${billId} and m.hearing_id in (${sql.join(
        hearingIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by m.hearing_id, m.start_ms nulls last, m.segment_position nulls last, m.id`,
  );
}

export type StateCountRow = { stateCode: string; count: number; transcribed: number; latest: Date | string | null };

export async function selectStateCounts(db: Database): Promise<StateCountRow[]> {
  return selectRows<StateCountRow>(
    db,
    sql`select h.jurisdiction_id as "stateCode", count(*)::int as count,
        count(*) filter (where exists (select 1 from hearing_transcript_segments ts where ts.hearing_id = h.id))::int
          as transcribed,
        max(h.starts_at) as latest
      from hearings h group by h.jurisdiction_id order by count(*) desc, h.jurisdiction_id`,
  );
}

export type HitRow = {
  videoId: number;
  title: string;
  stateCode: string;
  committee: string | null;
  startsAt: Date | string;
  segmentId: number;
  startMs: number | null;
  speaker: string | null;
  text: string;
};

/** Lines spoken that match the words, best match first, then newest; one more than `limit` tells hasMore. */
export async function selectTranscriptHits(
  db: Database,
  options: { term: string; stateCodes?: string[]; limit: number; offset: number },
): Promise<HitRow[]> {
  const states =
    options.stateCodes && options.stateCodes.length > 0
      ? sql`and h.jurisdiction_id in (${sql.join(
          options.stateCodes.map((code) => sql`${code}`),
          sql`, `,
        )})`
      : sql``;
  return selectRows<HitRow>(
    db,
    sql`with q as (select websearch_to_tsquery('english', ${options.term}) as query)
      select h.id as "videoId", h.title, h.jurisdiction_id as "stateCode",
        coalesce(c.name, h.committee_name) as committee, h.starts_at as "startsAt",
        ts.id as "segmentId", ts.start_ms as "startMs", ts.speaker, ts.text
      from q, hearing_transcript_segments ts
        join hearings h on h.id = ts.hearing_id
        left join committees c on c.id = h.committee_id
      where ts.search @@ q.query ${states}
      order by ts_rank(ts.search, q.query) desc, h.starts_at desc, ts.position
      limit ${options.limit + 1} offset ${options.offset}`,
  );
}

export type ClipRow = typeof committeeVideoClips.$inferSelect;

export async function insertClip(db: Database, values: typeof committeeVideoClips.$inferInsert): Promise<ClipRow> {
  const [row] = await db.insert(committeeVideoClips).values(values).returning();
  return row as ClipRow;
}

/** A clip by its uuid, whoever asks: the uuid is the share link (decision 070). */
export async function selectClip(db: Database, uuid: string): Promise<ClipRow | undefined> {
  const [row] = await db.select().from(committeeVideoClips).where(eq(committeeVideoClips.uuid, uuid));
  return row;
}

export async function insertMissingLiveReport(
  db: Database,
  values: { accountId: number; userId: number; stateCode: string | null; report: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(missingLiveReports)
    .values(values)
    .returning({ id: missingLiveReports.id, createdAt: missingLiveReports.createdAt });
  return row as { id: number; createdAt: Date };
}

/** A committee of the state whose name contains `name` (the shortest such name), for an added recording. */
export async function selectCommitteeByName(
  db: Database,
  stateCode: string,
  name: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from committees where jurisdiction_id = ${stateCode} and name ilike ${containsPattern(name)}
      order by length(name), id limit 1`,
  );
  return row;
}

/** Adds a recorded hearing and its transcript lines (an upload with captions) in one transaction. */
export async function insertHearingWithSegments(
  db: Database,
  values: typeof hearings.$inferInsert,
  segments: { startMs: number; endMs: number; text: string; speaker: string | null }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(hearings).values(values).returning({ id: hearings.id });
    const id = (row as { id: number }).id;
    if (segments.length > 0) {
      await tx
        .insert(hearingTranscriptSegments)
        .values(segments.map((segment, position) => ({ ...segment, hearingId: id, position })));
    }
    return id;
  });
}
