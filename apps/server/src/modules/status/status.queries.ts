import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceFreshness } from '../../db/schema/ingest';

export async function selectDataCounts(db: Database) {
  const result = await db.execute(sql`select
    (select count(*)::int from bills) as bills,
    (select count(*)::int from people) as people,
    (select count(*)::int from committees) as committees,
    (select count(*)::int from vote_events) as votes,
    (select count(*)::int from events) as events`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, number>[];
  const row = rows[0] ?? {};
  return {
    bills: row.bills ?? 0,
    people: row.people ?? 0,
    committees: row.committees ?? 0,
    votes: row.votes ?? 0,
    events: row.events ?? 0,
  };
}

export function selectSourceFreshness(db: Database) {
  return db.select().from(sourceFreshness).orderBy(asc(sourceFreshness.source));
}

type CoverageRow = { kind: string; state_code: string; count: number; from: string | null; to: string | null };

/** Per kind of data, the states that have rows of it, with the count and the date range (GET /api/status/coverage). */
export async function selectDataCoverage(db: Database): Promise<CoverageRow[]> {
  const result = await db.execute(sql`
    select 'bills' as kind, jurisdiction_id as state_code, count(*)::int as count, null::text as "from", null::text as "to"
      from bills group by 2
    union all
    select 'billTexts', b.jurisdiction_id, count(*)::int, null, null from bills b
      where exists (select 1 from bill_versions v where v.bill_id = b.id and v.text is not null) group by 2
    union all
    select 'rollCalls', s.jurisdiction_id, count(*)::int, min(e.date)::text, max(e.date)::text
      from vote_events e join legislative_sessions s on s.id = e.session_id group by 2
    union all
    select 'hearings', jurisdiction_id, count(*)::int, min(start_time)::date::text, max(start_time)::date::text
      from events group by 2
    union all
    select 'lobbying', jurisdiction_id, count(*)::int, min(year)::text, max(year)::text from lobby_registrations group by 2
    union all
    select 'campaignFinance', jurisdiction_id, count(*)::int, min(year)::text, max(year)::text from contributions group by 2
    union all
    select 'statutes', jurisdiction_id, count(*)::int, null, null from statute_sections group by 2
    union all
    select 'regulations', jurisdiction_id, count(*)::int, null, null from regulation_sections group by 2`);
  return ((result as { rows?: unknown[] }).rows ?? result) as CoverageRow[];
}

/** Whether the sample dataset was loaded into this database (load-sample.ts records it in app_meta). */
export async function selectSampleLoaded(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from app_meta where key = 'sample') as loaded`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { loaded: boolean }[];
  return rows[0]?.loaded === true;
}
