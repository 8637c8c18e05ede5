import type { LawKind, LawSearchParams } from '@statehouse/shared/statutes/statutes.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HierarchyLevel } from '../../db/schema/statutes';
import { containsPattern, escapeHtmlSql, HEADLINE_OPTIONS, selectRows } from '../../db/sql';
import { sectionKeySql, sectionTable } from './section-order';

// GET /api/statutes/search and /api/regs/search: the filters, the ranked page with snippets, and the facets. Words
// match through the GIN index on `search` (heading A, code and number B, text D).

/** The stored codes a `code` filter stands for (none matched: no section matches). */
export type CodeFilter = string[];

/** The filters of one search, each a condition on sections `s`, named so a facet can leave its own out. */
export type SearchPlan = {
  kind: LawKind;
  /** The tsquery of the words, or null (filters only). */
  tsquery: SQL | null;
  conditions: { name: FilterName; sql: SQL }[];
};

export type FilterName =
  | 'state'
  | 'code'
  | 'title'
  | 'subtitle'
  | 'chapter'
  | 'subchapter'
  | 'article'
  | 'part'
  | 'section'
  | 'subsection'
  | 'name'
  | 'fileName'
  | 'words';

const upperEquals = (column: string, value: string): SQL => sql`upper(s.${sql.raw(column)}) = upper(${value})`;
const inHierarchy = (level: string, value: string): SQL =>
  sql`s.hierarchy @> jsonb_build_array(jsonb_build_object('level', ${level}::text, 'num', ${value}::text))`;
const startsWith = (text: string): string => `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The conditions of a search's filters (everything but the words' ranking). */
export function planSearch(
  kind: LawKind,
  params: LawSearchParams,
  code: CodeFilter | null,
  tsquery: SQL | null,
): SearchPlan {
  const conditions: SearchPlan['conditions'] = [];
  const add = (name: FilterName, condition: SQL) => conditions.push({ name, sql: condition });
  if (params.state) add('state', sql`s.jurisdiction_id = ${params.state}`);
  if (code) {
    const values = code.map((value) => sql`${value}`);
    add('code', values.length ? sql`s.code in (${sql.join(values, sql`, `)})` : sql`false`);
  }
  if (params.title) add('title', upperEquals('title', params.title));
  if (params.subtitle) add('subtitle', inHierarchy('subtitle', params.subtitle.toUpperCase()));
  if (params.chapter) add('chapter', upperEquals('chapter', params.chapter));
  if (params.subchapter) add('subchapter', upperEquals('subchapter', params.subchapter));
  if (params.article) add('article', inHierarchy('article', params.article));
  if (kind === 'regulation' && params.part) add('part', upperEquals('part', params.part));
  const section = kind === 'regulation' ? (params.rule ?? params.section) : params.section;
  if (section) add('section', sql`s.section like ${startsWith(section.replace(/^§\s*/, ''))}`);
  if (params.subsection) {
    const marker = params.subsection.startsWith('(') ? params.subsection : `(${params.subsection})`;
    add('subsection', sql`strpos(s.text, ${marker}) > 0`);
  }
  if (params.name) {
    for (const word of params.name.split(/\s+/)) add('name', sql`s.heading ilike ${containsPattern(word)}`);
  }
  if (params.fileName) add('fileName', sql`s.source_url ilike ${containsPattern(params.fileName)}`);
  if (tsquery) add('words', sql`s.search @@ ${tsquery}`);
  return { kind, tsquery, conditions };
}

const whereSql = (plan: SearchPlan, leaveOut: readonly FilterName[] = []): SQL => {
  const kept = plan.conditions.filter((condition) => !leaveOut.includes(condition.name)).map((item) => item.sql);
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
};

export type SearchHitRow = {
  id: number;
  jurisdictionCode: string;
  code: string;
  section: string;
  variant: string;
  heading: string | null;
  hierarchy: HierarchyLevel[];
  snippet: string | null;
  rank: number | null;
  total: number;
};

/**
 * One page of sections: by rank with words (ties in code order), else in code order; the snippet is the matching
 * passage with <mark> tags (computed for the page only), or the start of the text.
 */
export async function selectSearchPage(
  db: Database,
  plan: SearchPlan,
  options: { sort: 'relevance' | 'section'; page: number; pageSize: number },
): Promise<SearchHitRow[]> {
  const table = sectionTable(plan.kind);
  const rank = plan.tsquery ? sql`ts_rank(s.search, ${plan.tsquery})` : sql`null::real`;
  // By relevance, ties by id (document order): computing the code-order key for every match would cost more
  // than the ranking itself on a common word.
  const byRank = plan.tsquery !== null && options.sort === 'relevance';
  const order = byRank ? sql`rank desc, s.id` : sql`s.jurisdiction_id, s.code, ${sectionKeySql(sql`s`)}, s.id`;
  const snippet = plan.tsquery
    ? sql`ts_headline('english', ${escapeHtmlSql(sql`left(s.text, 20000)`)}, ${plan.tsquery}, ${HEADLINE_OPTIONS})`
    : sql`${escapeHtmlSql(sql`left(regexp_replace(s.text, '\\s+', ' ', 'g'), 240)`)}`;
  return selectRows<SearchHitRow>(
    db,
    sql`with hits as (
        select s.id, ${rank} as rank, (count(*) over ())::int as total
        from ${table} s
        where ${whereSql(plan)}
        order by ${order}
        limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}
      )
      select s.id, s.jurisdiction_id as "jurisdictionCode", s.code, s.section, s.variant, s.heading, s.hierarchy,
        hits.rank::float8 as rank, hits.total, ${snippet} as snippet
      from hits join ${table} s on s.id = hits.id
      order by ${byRank ? sql`hits.rank desc, s.id` : sql`s.jurisdiction_id, s.code, ${sectionKeySql(sql`s`)}, s.id`}`,
  );
}

/** The number of results (for a page past the end, which holds no row to carry the total). */
export async function countSearch(db: Database, plan: SearchPlan): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${sectionTable(plan.kind)} s where ${whereSql(plan)}`,
  );
  return row?.total ?? 0;
}

export type FacetRow = { value: string; label: string | null; count: number; jurisdictionCode: string };

/**
 * Counts of the results by code, and (with one code chosen) by title, chapter and part. Each facet leaves its own
 * filter (and the finer levels under it) out, so the other values stay visible to switch to.
 */
export async function selectFacets(db: Database, plan: SearchPlan, withLevels: boolean) {
  const table = sectionTable(plan.kind);
  const levelHeading = (level: string) =>
    sql`(select x ->> 'heading' from jsonb_array_elements(s.hierarchy) x where x ->> 'level' = ${level} limit 1)`;
  const byLevel = (column: 'title' | 'chapter' | 'part', leaveOut: FilterName[]) =>
    selectRows<FacetRow>(
      db,
      sql`select s.${sql.raw(column)} as value, max(${levelHeading(column)}) as label, count(*)::int as count,
          min(s.jurisdiction_id) as "jurisdictionCode"
        from ${table} s where ${whereSql(plan, leaveOut)} and s.${sql.raw(column)} is not null
        group by s.${sql.raw(column)} order by count desc, s.${sql.raw(column)} limit 50`,
    );
  const codes = await selectRows<FacetRow>(
    db,
    sql`select s.code as value, null as label, count(*)::int as count, s.jurisdiction_id as "jurisdictionCode"
      from ${table} s where ${whereSql(plan, ['code', 'title', 'subtitle', 'chapter', 'subchapter', 'article', 'part'])}
      group by s.jurisdiction_id, s.code order by count desc, s.code`,
  );
  if (!withLevels) return { codes, titles: [], chapters: [], parts: [] };
  const titles = await byLevel('title', ['title', 'subtitle', 'chapter', 'subchapter', 'article', 'part']);
  const chapters = await byLevel('chapter', ['chapter', 'subchapter']);
  const parts = plan.kind === 'regulation' ? await byLevel('part', ['part']) : [];
  return { codes, titles, chapters, parts };
}

/** The start of the best sections' texts, for the extractive answer to a question. */
export async function selectSectionTexts(
  db: Database,
  kind: LawKind,
  ids: readonly number[],
): Promise<{ id: number; text: string }[]> {
  if (ids.length === 0) return [];
  return selectRows<{ id: number; text: string }>(
    db,
    sql`select s.id, left(s.text, 20000) as text from ${sectionTable(kind)} s
      where s.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

/** The stored codes of a kind, distinct (a handful), to place a cited code name. */
export async function selectCodeNames(
  db: Database,
  kind: LawKind,
): Promise<{ jurisdictionCode: string; code: string }[]> {
  return selectRows<{ jurisdictionCode: string; code: string }>(
    db,
    // A loose index scan over the browse index (jurisdiction_id, code, ...): one probe per code, not a pass over
    // every section.
    sql`with recursive codes as (
        (select s.jurisdiction_id, s.code from ${sectionTable(kind)} s order by s.jurisdiction_id, s.code limit 1)
        union all
        select next.jurisdiction_id, next.code from codes, lateral (
          select s.jurisdiction_id, s.code from ${sectionTable(kind)} s
          where (s.jurisdiction_id, s.code) > (codes.jurisdiction_id, codes.code)
          order by s.jurisdiction_id, s.code limit 1
        ) next
      )
      select jurisdiction_id as "jurisdictionCode", code from codes`,
  );
}
