import { amendmentPatternSql } from '@statehouse/shared/bills/latest-version';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/sql';

/** The most text of one source read for retrieval (characters); the rest of a very long bill is not searched. */
export const SOURCE_TEXT_LIMIT = 400_000;

/**
 * The question as an OR of its lexemes (PostgreSQL's english configuration drops stop words and stems): a
 * question's words rarely all appear in one passage, so candidates match any of them and ts_rank orders them.
 * Null when no word is left.
 */
const orQuerySql = (query: string): SQL =>
  sql`(select string_agg(quote_literal(lexeme), ' | ')::tsquery from unnest(to_tsvector('english', ${query})))`;

export type BillVersionRow = {
  id: number;
  billId: string;
  identifier: string;
  jurisdictionId: string;
  name: string;
  text: string;
};

/**
 * The best-matching bills for a query, ranked by ts_rank over the bill's weighted search vector (identifier, title
 * and subjects weigh more than the text: a question names what a bill is about, and bench/ai-retrieval measured
 * recall@12 0.98 this way against 0.75 ranking version texts alone), each given by its latest version with text (the
 * last that is not an amendment, the rule of latest-version.ts); optionally within one state.
 */
export function selectBillVersionCandidates(
  db: Database,
  options: { query: string; stateCode?: string; limit: number },
): Promise<(BillVersionRow & { rank: number })[]> {
  const state = options.stateCode ? sql`and b.jurisdiction_id = ${options.stateCode}` : sql``;
  return selectRows(
    db,
    sql`with q as (select ${orQuerySql(options.query)} as q),
      ranked as (
        select b.id, ts_rank(b.search, q.q, 1) as rank from bills b, q
        where q.q is not null and b.search @@ q.q ${state}
        order by rank desc, b.id limit ${options.limit}
      )
      select v.id, v.bill_id as "billId", b.identifier, b.jurisdiction_id as "jurisdictionId", v.name,
        left(v.text, ${SOURCE_TEXT_LIMIT}) as text, r.rank
      from ranked r join bills b on b.id = r.id
      join lateral (
        select v.id, v.bill_id, v.name, v.text from bill_versions v
        where v.bill_id = r.id and v.text is not null and v.text <> ''
        order by (v.name ~* ${amendmentPatternSql}), v.position desc limit 1
      ) v on true
      order by r.rank desc, v.id`,
  );
}

export type SectionTable = 'statute_sections' | 'regulation_sections';

export type SectionRow = {
  id: number;
  jurisdictionId: string;
  code: string;
  section: string;
  heading: string | null;
  text: string;
};

const sectionColumns = sql`s.id, s.jurisdiction_id as "jurisdictionId", s.code, s.section, s.heading,
  left(s.text, ${SOURCE_TEXT_LIMIT}) as text`;

/** One statute or regulation section by id, or undefined. */
export async function selectSection(db: Database, table: SectionTable, id: number): Promise<SectionRow | undefined> {
  const rows = await selectRows<SectionRow>(
    db,
    sql`select ${sectionColumns} from ${sql.raw(table)} s where s.id = ${id}`,
  );
  return rows[0];
}

/** The best-matching sections of statutes or regulations, optionally within one jurisdiction or one code. */
export function selectSectionCandidates(
  db: Database,
  table: SectionTable,
  options: { query: string; stateCode?: string; code?: string; excludeId?: number; limit: number },
): Promise<(SectionRow & { rank: number })[]> {
  const filters: SQL[] = [sql`s.search @@ q.q`];
  if (options.stateCode) filters.push(sql`s.jurisdiction_id = ${options.stateCode}`);
  if (options.code) filters.push(sql`s.code = ${options.code}`);
  if (options.excludeId) filters.push(sql`s.id <> ${options.excludeId}`);
  return selectRows(
    db,
    sql`with q as (select ${orQuerySql(options.query)} as q)
      select ${sectionColumns}, ts_rank(s.search, q.q, 1) as rank
      from ${sql.raw(table)} s, q where q.q is not null and ${sql.join(filters, sql` and `)}
      order by rank desc, s.id limit ${options.limit}`,
  );
}

export type FileRow = { id: string; name: string; text: string; rank: number };

/** The account's files (ready, not in the trash, with extracted text) that best match a query. */
export function selectFileCandidates(
  db: Database,
  options: { query: string; accountId: number; limit: number },
): Promise<FileRow[]> {
  return selectRows(
    db,
    // A file whose search vector was not written yet is searched by its text (an account has few files).
    sql`with q as (select ${orQuerySql(options.query)} as q),
      f as (
        select f.id, f.name, f.extracted_text,
          coalesce(f.search, to_tsvector('english', left(f.extracted_text, ${SOURCE_TEXT_LIMIT}))) as search
        from storage_files f
        where f.account_id = ${options.accountId} and f.status = 'ready' and f.deleted_at is null
          and f.extracted_text is not null
      )
      select f.id, f.name, left(f.extracted_text, ${SOURCE_TEXT_LIMIT}) as text, ts_rank(f.search, q.q, 1) as rank
      from f, q where q.q is not null and f.search @@ q.q
      order by rank desc, f.id limit ${options.limit}`,
  );
}
