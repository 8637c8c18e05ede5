import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

// SQL helpers every module may use. They were in modules/bills/bills.sql.ts, where other modules reached into the
// bills module for them; modules now share only through services and these (docs/decisions/021).

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows as T[];
}

/** LIKE pattern that matches `text` literally anywhere. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Party name as sources write it (Democratic, Democrat, DFL, Republican, ...) -> D, R, I, L, G or null. */
export const partyCodeSql = (column: SQL): SQL => sql`(case
  when lower(${column}) like 'democrat%' or lower(${column}) in ('dfl', 'democratic-farmer-labor', 'democratic-npl') then 'D'
  when lower(${column}) like 'republican%' or lower(${column}) = 'gop' then 'R'
  when lower(${column}) like 'independent%' then 'I'
  when lower(${column}) like 'libertarian%' then 'L'
  when lower(${column}) like 'green%' then 'G'
  else null end)`;

/** Text made safe for HTML before ts_headline adds its <mark> tags. */
export const escapeHtmlSql = (text: SQL): SQL =>
  sql`replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** ts_headline options of every search snippet (bills list, global search). */
export const HEADLINE_OPTIONS =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';

/** Joins each bill's search head as `h` (every loaded bill has one). */
export const searchHeadJoinSql = sql`left join bill_search_heads h on h.bill_id = b.id`;

/**
 * Relevance of bill `b` for a search, with its head joined as `h` (decision 011): a bill whose head
 * (identifier, title, abstract, subject terms) matches scores 1 + ts_rank over the head, plus `boost`; a bill
 * that matches only in its text scores ts_rank over the head, below 1. Never reads the big `bills.search`.
 */
export const billRankSql = (tsquery: SQL, boost: SQL = sql``): SQL =>
  sql`(case when h.search @@ ${tsquery} then 1 + ts_rank(h.search, ${tsquery})${boost}
    else coalesce(ts_rank(h.search, ${tsquery}), 0) end)`;
