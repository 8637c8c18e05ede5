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
