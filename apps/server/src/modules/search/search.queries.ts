import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billRankSql,
  containsPattern,
  escapeHtmlSql,
  HEADLINE_OPTIONS,
  searchHeadJoinSql,
  selectRows,
} from '../../db/sql';

export type SearchScope = {
  term: string;
  stateCodes?: string[];
  /** This state's results first, then the rest by relevance. */
  preferStateCode?: string;
  limit: number;
  offset: number;
};

const tsQuery = (term: string): SQL => sql`websearch_to_tsquery('english', ${term})`;
const inStates = (column: SQL, stateCodes?: string[]): SQL =>
  stateCodes?.length
    ? sql`and ${column} in (${sql.join(
        stateCodes.map((code) => sql`${code}`),
        sql`, `,
      )})`
    : sql``;

/** The preferred state's rows first (an order key), and how many rows are from it (a window count). */
const preferredFirst = (column: SQL, stateCode?: string): SQL =>
  stateCode ? sql`(${column} = ${stateCode}) desc,` : sql``;
const preferredCount = (column: SQL, stateCode?: string): SQL =>
  stateCode ? sql`(count(*) filter (where ${column} = ${stateCode}) over ())::int` : sql`null::int`;

type Counted<T> = T & { total: number; inPreferredState: number | null };

export async function searchBills(db: Database, scope: SearchScope, searchable: boolean) {
  if (!searchable) return [];
  const query = tsQuery(scope.term);
  return selectRows<
    Counted<{
      id: string;
      stateCode: string;
      sessionCode: string;
      identifier: string;
      title: string;
      status: number;
      lastActionDate: string | null;
      snippet: string | null;
      rank: number;
    }>
  >(
    db,
    sql`with hits as (
      select b.id, ${billRankSql(query)} as rank, count(*) over () as total,
        ${preferredCount(sql`b.jurisdiction_id`, scope.preferStateCode)} as in_preferred from bills b ${searchHeadJoinSql}
      where b.search @@ ${query} ${inStates(sql`b.jurisdiction_id`, scope.stateCodes)}
      order by ${preferredFirst(sql`b.jurisdiction_id`, scope.preferStateCode)} rank desc, b.last_action_date desc nulls last, b.id
      limit ${scope.limit} offset ${scope.offset}
    )
    select b.id, b.jurisdiction_id as "stateCode", ls.code as "sessionCode", b.identifier, b.title, b.status,
      b.last_action_date::text as "lastActionDate", hits.rank::float8 as rank, hits.total::int as total,
      hits.in_preferred as "inPreferredState",
      ts_headline('english', ${escapeHtmlSql(sql`b.title || coalesce(' — ' || b.abstract, '')`)}, ${query}, ${HEADLINE_OPTIONS}) as snippet
    from hits join bills b on b.id = hits.id join legislative_sessions ls on ls.id = b.session_id
    order by ${preferredFirst(sql`b.jurisdiction_id`, scope.preferStateCode)} hits.rank desc, b.last_action_date desc nulls last, b.id`,
  );
}

/** Members by name: words of the term in any order (prefix match), best trigram similarity first. */
export async function searchMembers(db: Database, scope: SearchScope) {
  const words = scope.term
    .replace(/["()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-') && word.toUpperCase() !== 'OR');
  if (words.length === 0) return [];
  const conditions = words.map((word) => sql`p.name ilike ${containsPattern(word)}`);
  return selectRows<
    Counted<{
      id: string;
      stateCode: string;
      name: string;
      party: string | null;
      chamber: string | null;
      district: string | null;
      image: string | null;
      isCurrent: boolean;
    }>
  >(
    db,
    sql`select p.id, p.jurisdiction_id as "stateCode", p.name, p.party, p.chamber, p.district, p.image,
      p.is_current as "isCurrent", (count(*) over ())::int as total,
      ${preferredCount(sql`p.jurisdiction_id`, scope.preferStateCode)} as "inPreferredState"
    from people p where ${sql.join(conditions, sql` and `)} ${inStates(sql`p.jurisdiction_id`, scope.stateCodes)}
    order by ${preferredFirst(sql`p.jurisdiction_id`, scope.preferStateCode)} p.is_current desc, similarity(p.name, ${words.join(' ')}) desc, p.name
    limit ${scope.limit} offset ${scope.offset}`,
  );
}

export async function searchCommittees(db: Database, scope: SearchScope) {
  const words = scope.term
    .replace(/["()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-') && word.toUpperCase() !== 'OR');
  if (words.length === 0) return [];
  const conditions = words.map((word) => sql`c.name ilike ${containsPattern(word)}`);
  return selectRows<
    Counted<{ id: string; stateCode: string; name: string; chamber: string | null; classification: string }>
  >(
    db,
    sql`select c.id, c.jurisdiction_id as "stateCode", c.name, c.chamber, c.classification, (count(*) over ())::int as total,
      ${preferredCount(sql`c.jurisdiction_id`, scope.preferStateCode)} as "inPreferredState"
    from committees c where ${sql.join(conditions, sql` and `)} ${inStates(sql`c.jurisdiction_id`, scope.stateCodes)}
    order by ${preferredFirst(sql`c.jurisdiction_id`, scope.preferStateCode)} similarity(c.name, ${words.join(' ')}) desc, c.name limit ${scope.limit} offset ${scope.offset}`,
  );
}

export async function searchSections(
  db: Database,
  table: 'statute_sections' | 'regulation_sections',
  scope: SearchScope,
  searchable: boolean,
) {
  if (!searchable) return [];
  const query = tsQuery(scope.term);
  const source = sql.raw(table);
  return selectRows<
    Counted<{
      id: number;
      stateCode: string;
      code: string;
      section: string;
      heading: string | null;
      snippet: string | null;
      rank: number;
    }>
  >(
    db,
    sql`with hits as (
      select s.id, ts_rank(s.search, ${query}) as rank, count(*) over () as total,
        ${preferredCount(sql`s.jurisdiction_id`, scope.preferStateCode)} as in_preferred from ${source} s
      where s.search @@ ${query} ${inStates(sql`s.jurisdiction_id`, scope.stateCodes)}
      order by ${preferredFirst(sql`s.jurisdiction_id`, scope.preferStateCode)} rank desc, s.id limit ${scope.limit} offset ${scope.offset}
    )
    select s.id, s.jurisdiction_id as "stateCode", s.code, s.section, s.heading, hits.rank::float8 as rank, hits.total::int as total,
      hits.in_preferred as "inPreferredState",
      ts_headline('english', ${escapeHtmlSql(sql`coalesce(s.heading, '') || ' ' || left(s.text, 5000)`)}, ${query}, ${HEADLINE_OPTIONS}) as snippet
    from hits join ${source} s on s.id = hits.id
    order by ${preferredFirst(sql`s.jurisdiction_id`, scope.preferStateCode)} hits.rank desc, s.id`,
  );
}

export async function countIndexed(db: Database) {
  const [row] = await selectRows<{
    bills: number;
    members: number;
    committees: number;
    statutes: number;
    regulations: number;
  }>(
    db,
    sql`select (select count(*)::int from bills) as bills, (select count(*)::int from people) as members,
      (select count(*)::int from committees) as committees, (select count(*)::int from statute_sections) as statutes,
      (select count(*)::int from regulation_sections) as regulations`,
  );
  return row ?? { bills: 0, members: 0, committees: 0, statutes: 0, regulations: 0 };
}
