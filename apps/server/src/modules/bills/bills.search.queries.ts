import type { BillListQuery, BillSummary } from '@statehouse/shared/bills/bills.schemas';
import { legalCodeLabel } from '@statehouse/shared/reference/legal-codes';
import type { SessionSelection } from '@statehouse/shared/reference/sessions';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billRankSql,
  containsPattern,
  escapeHtmlSql,
  HEADLINE_OPTIONS,
  partyCodeSql,
  searchHeadJoinSql,
  selectRows,
} from '../../db/sql';
import { progressRankSql, sessionSortKeySql, sponsorsJsonSql, summaryColumnsSql } from './bills.sql';
import { parseSearchTerm } from './search-syntax';

// Search and list: the search term, session selection, the filter plan (WHERE and rank) and one page of summaries.

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const tsQuery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;

export type SearchTermShape = {
  /** Something is left to search after stop words and punctuation are dropped. */
  searchable: boolean;
  /** The query excludes words (-word): a match in the head alone does not make a match. */
  negated: boolean;
};

/** What websearch_to_tsquery makes of the term (one round trip). */
export async function inspectSearchTerm(db: Database, text: string): Promise<SearchTermShape> {
  const [row] = await selectRows<{ nodes: number; negated: boolean }>(
    db,
    sql`select numnode(q)::int as nodes, strpos(q::text, '!') > 0 as negated from ${tsQuery(text)} q`,
  );
  return { searchable: (row?.nodes ?? 0) > 0, negated: row?.negated ?? true };
}

/** True when the term leaves something to search after stop words and punctuation are dropped. */
export async function isSearchableTerm(db: Database, text: string): Promise<boolean> {
  return (await inspectSearchTerm(db, text)).searchable;
}

/**
 * The sessions a decoded sessionCode selects, as a condition on `column` (`b.session_id` by default). "Newest" is
 * by start date first, as the picker orders them (decision 018): SPEC's key alone puts 1999's 99R above 25R.
 */
function sessionCondition(
  session: SessionSelection,
  stateCode: string | null | undefined,
  column: SQL = sql`b.session_id`,
): SQL {
  const stateFilter = stateCode ? sql`and ls2.jurisdiction_id = ${stateCode}` : sql``;
  const newest = (where: SQL) => sql`${column} in (
    select distinct on (ls2.jurisdiction_id) ls2.id from legislative_sessions ls2
    where true ${where} ${stateFilter}
    order by ls2.jurisdiction_id, ls2.start_date desc nulls last, ${sessionSortKeySql(sql`ls2.code`)} desc, ls2.code desc)`;
  switch (session.kind) {
    case 'mostRecent':
      return newest(sql``);
    case 'mostRecentRegular':
      return newest(sql`and ls2.classification = 'regular'`);
    case 'allActive':
      // Sessions still running (no end date or one ahead), else the state's newest session.
      return sql`(${column} in (
        select ls2.id from legislative_sessions ls2
        where (ls2.end_date is null or ls2.end_date >= current_date) ${stateFilter}) or ${newest(sql``)})`;
    case 'code':
      return sql`${column} in (select ls2.id from legislative_sessions ls2 where ls2.code = ${session.sessionCode} ${stateFilter})`;
  }
}

/**
 * The ids of the sessions a sessionCode selects (a small table, one quick round trip). Given to planBillFilters
 * as constants, they let the planner see how many bills the sessions hold (a special session's few, a regular
 * session's thousands) and pick its index; behind a subquery it guessed, and walked a whole state's bills.
 */
export async function selectSessionIds(
  db: Database,
  session: SessionSelection,
  stateCode: string | null | undefined,
): Promise<string[]> {
  const state = stateCode ?? undefined;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select s.id from legislative_sessions s where ${sessionCondition(session, state, sql`s.id`)}`,
  );
  return rows.map((row) => row.id);
}

export type BillFilterPlan = {
  where: SQL;
  /**
   * `where` reads only the columns bill_facet_rows holds (id, state, session, type, status, subjects, last action
   * date): the counts can read that narrow table instead of `bills` (a search term or a statute filter reads more).
   */
  narrow: boolean;
  /** Relevance expression (0 without a search term). */
  rank: SQL;
  /** websearch tsquery when searching. */
  query: SQL | null;
  /** When searching: the parts of `where` that the page query takes apart (head matches first). */
  search: {
    /** Every condition but the text match; null when there is none. */
    filters: SQL | null;
    /** The text match of `where`: `bills.search` (and, with textSearch, every version's vector). */
    match: SQL;
    /** A match in the head `h`; implies `match` unless the query excludes words. */
    headMatch: SQL;
    negated: boolean;
    /** The rank needs `b` (the identifier boost). */
    rankReadsBill: boolean;
  } | null;
};

/** Turns the validated query into one WHERE clause over `bills b` and a rank expression. */
export function planBillFilters(
  query: BillListQuery,
  options: {
    searchable: boolean;
    negated?: boolean;
    /** The sessions query.sessionCode selects (selectSessionIds); without them, a subquery selects them. */
    sessionIds?: readonly string[];
  },
): BillFilterPlan {
  const conditions: SQL[] = [];
  let narrow = true;
  const { stateCode } = query;
  if (stateCode) conditions.push(sql`b.jurisdiction_id = ${stateCode}`);
  if (query.sessionCode && options.sessionIds) {
    conditions.push(
      options.sessionIds.length > 0
        ? sql`b.session_id in (${sql.join(
            options.sessionIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  } else if (query.sessionCode) conditions.push(sessionCondition(query.sessionCode, stateCode));
  if (query.subjects?.length) {
    conditions.push(
      sql`b.subjects && ARRAY[${sql.join(
        query.subjects.map((value) => sql`${value}`),
        sql`, `,
      )}]::int[]`,
    );
  }
  if (query.types?.length) {
    conditions.push(
      sql`b.bill_type in (${sql.join(
        query.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  if (query.statuses?.length) {
    conditions.push(
      sql`b.status in (${sql.join(
        query.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  if (query.dateFrom) conditions.push(sql`b.last_action_date >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(sql`b.last_action_date <= ${query.dateTo}::date`);
  if (query.authorName) {
    const pattern = containsPattern(query.authorName);
    conditions.push(sql`exists (select 1 from bill_sponsorships sp left join people p on p.id = sp.person_id
      where sp.bill_id = b.id and (sp.name ilike ${pattern} or p.name ilike ${pattern}))`);
  }
  if (query.parties?.length) {
    conditions.push(sql`exists (select 1 from bill_sponsorships sp join people p on p.id = sp.person_id
      where sp.bill_id = b.id and sp.is_primary
      and ${partyCodeSql(sql`p.party`)} in (${sql.join(
        query.parties.map((party) => sql`${party}`),
        sql`, `,
      )}))`);
  }
  if (query.onlyCommitteeChairFiled) {
    conditions.push(sql`exists (select 1 from bill_sponsorships sp join committee_memberships cm on cm.person_id = sp.person_id
      where sp.bill_id = b.id and sp.position = (
        select min(first.position) from bill_sponsorships first where first.bill_id = b.id and first.is_primary)
      and lower(cm.role) in ('chair', 'chairman', 'chairwoman', 'chairperson', 'co-chair', 'cochair', 'co-chairman'))`);
  }
  if (query.statuteSection || query.statuteCode) {
    // The links the citation pass stored (bill_statute_citations, decision 038), both filters on one link; else,
    // for bills whose source summarises the law (NY LawCode/LawSection) or a D.C. Law codified from the bill, those.
    narrow = false;
    const section = query.statuteSection?.replace(/^§+\s*/, '') || null;
    const label = query.statuteCode ? (legalCodeLabel(query.statuteCode) ?? query.statuteCode) : null;
    const onLink = [
      section ? sql`c.section = ${section}` : null,
      label ? sql`c.code ilike ${containsPattern(label)}` : null,
    ].filter((part): part is SQL => part !== null);
    const fromSource = [
      section
        ? sql`((b.extras ->> 'lawCode') ~ ${`(^|[^0-9.])${escapeRegExp(section)}([^0-9.]|$)`}
          or exists (select 1 from session_laws sl join session_law_sections sls on sls.session_law_id = sl.id
            where sl.jurisdiction_id = b.jurisdiction_id and sls.section = ${section}
            and sl.bill_number = sl.period || '-' || ltrim(b.bill_number, '0')))`
        : null,
      query.statuteCode && label
        ? sql`((b.extras ->> 'lawCode') ilike ${containsPattern(query.statuteCode)}
          or (b.extras ->> 'lawSection') ilike ${containsPattern(label)})`
        : null,
    ].filter((part): part is SQL => part !== null);
    conditions.push(sql`(exists (select 1 from bill_statute_citations c where c.bill_id = b.id and ${sql.join(onLink, sql` and `)})
      or (${sql.join(fromSource, sql` and `)}))`);
  }

  const joined = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
  let rank: SQL = sql`0::real`;
  let tsquery: SQL | null = null;
  let search: BillFilterPlan['search'] = null;
  const term = query.searchTerm ? parseSearchTerm(query.searchTerm) : null;
  if (term?.billId) {
    conditions.push(sql`b.id = ${term.billId}`);
    rank = sql`1::real`;
  } else if (term && options.searchable) {
    tsquery = tsQuery(term.text);
    narrow = false;
    const filters = conditions.length ? joined([...conditions]) : null;
    const match = query.textSearch
      ? sql`b.id in (select b2.id from bills b2 where b2.search @@ ${tsquery}
        union select v.bill_id from bill_versions v where v.search @@ ${tsquery})`
      : sql`b.search @@ ${tsquery}`;
    conditions.push(match);
    const boost = term.identifier
      ? sql` + (case when b.bill_type = ${term.identifier.billType} and b.bill_number = ${term.identifier.billNumber} then 10 else 0 end)`
      : sql``;
    rank = billRankSql(tsquery, boost);
    search = {
      filters,
      match,
      headMatch: sql`h.search @@ ${tsquery}`,
      negated: options.negated ?? true,
      rankReadsBill: term.identifier !== null,
    };
  } else if (term) {
    // Only stop words or punctuation: nothing can match.
    conditions.push(sql`false`);
  }

  return { where: joined(conditions), narrow, rank, query: tsquery, search };
}

/** A text[] literal of parameters: `array[$1, $2]::text[]`. */
const toTextArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** ORDER BY for the inner page query; `rank` is the output column of the rank expression. */
function orderBy(query: BillListQuery, searching: boolean, rerankIds?: readonly string[]): SQL {
  const sort = query.sort ?? (searching ? 'relevance' : 'lastAction');
  const ascendingByDefault = sort === 'billNumber' || sort === 'title' || sort === 'state';
  const direction = (query.order ?? (ascendingByDefault ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const numberKey = sql`b.jurisdiction_id, b.bill_type, length(b.bill_number), b.bill_number`;
  const key: Record<string, SQL> = {
    relevance: searching
      ? sql`rank ${direction}, b.last_action_date desc nulls last`
      : sql`b.last_action_date ${direction} nulls last`,
    lastAction: sql`b.last_action_date ${direction} nulls last`,
    introduced: sql`b.first_action_date ${direction} nulls last`,
    billNumber: sql`b.jurisdiction_id ${direction}, b.bill_type ${direction}, length(b.bill_number) ${direction}, b.bill_number ${direction}`,
    status: sql`b.status ${direction}`,
    title: sql`b.title ${direction}`,
    state: sql`b.jurisdiction_id ${direction}`,
  };
  const parts: SQL[] = [];
  // A company's bills of interest first, in the company's order (rerankCompanyId), then the chosen sort.
  if (rerankIds && rerankIds.length > 0) parts.push(sql`array_position(${toTextArray(rerankIds)}, b.id) nulls last`);
  if (query.rerankProgress) parts.push(sql`${progressRankSql(sql`b.status`)} desc`);
  parts.push(key[sort] ?? sql`b.last_action_date desc nulls last`);
  parts.push(numberKey);
  return sql.join(parts, sql`, `);
}

type SummaryRow = Omit<BillSummary, 'statusLabel'>;

/**
 * One page of bills, ranked when searching, with highlighted snippets. Ranked by relevance (the default
 * with a search term), the page comes from the bills whose head matches first (small vectors in their own
 * narrow table and GIN index); bills that match only in their text are read only when those do not fill the
 * page (decision 011).
 */
export async function selectBillPage(
  db: Database,
  query: BillListQuery,
  plan: BillFilterPlan,
  rerankIds?: readonly string[],
): Promise<SummaryRow[]> {
  const offset = (query.page - 1) * query.pageSize;
  const search = plan.search;
  const sort = query.sort ?? 'relevance';
  if (!search || sort !== 'relevance' || query.order === 'asc' || query.rerankProgress || rerankIds) {
    const byRank = search !== null && sort === 'relevance';
    return selectSummaries(db, query, plan, {
      id: sql`b.id`,
      from: byRank ? sql`bills b ${searchHeadJoinSql}` : sql`bills b`,
      where: plan.where,
      order: orderBy(query, plan.query !== null, rerankIds),
      byRank,
      limit: query.pageSize,
      offset,
    });
  }
  const headOrder = sql`rank desc, h.last_action_date desc nulls last, h.bill_id`;
  const headFrom =
    search.filters === null && !search.rankReadsBill
      ? sql`bill_search_heads h`
      : sql`bill_search_heads h join bills b on b.id = h.bill_id`;
  const headMatches = sql.join(
    [search.headMatch, search.filters].filter((part) => part !== null),
    sql` and `,
  );
  const head = {
    id: sql`h.bill_id`,
    from: search.negated ? sql`bill_search_heads h join bills b on b.id = h.bill_id` : headFrom,
    where: search.negated ? sql`${headMatches} and ${search.match}` : headMatches,
  };
  if (search.negated) {
    // An excluded word may be in the text: check the whole vector of the best head matches only. Filtering
    // keeps their order, so the page is exact when enough of them pass; else every head match is checked.
    const candidates = sql`(select h.bill_id, h.last_action_date, h.search from ${headFrom} where ${headMatches}
      order by ${plan.rank} desc, h.last_action_date desc nulls last, h.bill_id
      limit ${2 * (offset + query.pageSize) + 20}) h join bills b on b.id = h.bill_id`;
    const rows = await selectSummaries(db, query, plan, {
      id: sql`h.bill_id`,
      from: candidates,
      where: search.match,
      order: headOrder,
      byRank: true,
      limit: query.pageSize,
      offset,
    });
    if (rows.length === query.pageSize) return rows;
  }
  const headRows = await selectSummaries(db, query, plan, {
    ...head,
    order: headOrder,
    byRank: true,
    limit: query.pageSize,
    offset,
  });
  if (headRows.length === query.pageSize) return headRows;
  const headTotal =
    headRows.length > 0 || offset === 0
      ? offset + headRows.length
      : ((await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${head.from} where ${head.where}`))[0]
          ?.n ?? 0);
  const textRows = await selectSummaries(db, query, plan, {
    id: sql`b.id`,
    from: sql`bills b ${searchHeadJoinSql}`,
    where: sql`${search.filters ?? sql`true`} and ${search.match} and (h.search is null or not ${search.headMatch})`,
    order: sql`rank desc, b.last_action_date desc nulls last, b.id`,
    byRank: true,
    limit: query.pageSize - headRows.length,
    offset: Math.max(0, offset - headTotal),
  });
  return [...headRows, ...textRows];
}

type PageSource = {
  id: SQL;
  from: SQL;
  where: SQL;
  /** May use `rank` when byRank. */
  order: SQL;
  byRank: boolean;
  limit: number;
  offset: number;
};

/** The summaries of one page of bills: `page` picks the ids and their order; rank is computed for those only. */
async function selectSummaries(
  db: Database,
  query: BillListQuery,
  plan: BillFilterPlan,
  page: PageSource,
): Promise<SummaryRow[]> {
  const searching = plan.query !== null;
  const snippet = plan.query
    ? sql`(case
        when to_tsvector('english', b.title || ' ' || coalesce(b.abstract, '')) @@ ${plan.query} or latest.text is null
        then ts_headline('english', ${escapeHtmlSql(sql`b.title || coalesce(' — ' || b.abstract, '')`)}, ${plan.query}, ${HEADLINE_OPTIONS})
        else ts_headline('english', ${escapeHtmlSql(sql`left(latest.text, 8000)`)}, ${plan.query}, ${HEADLINE_OPTIONS})
      end)`
    : sql`null::text`;
  const latestText = plan.query
    ? sql`left join lateral (select v.text from bill_versions v where v.bill_id = b.id and v.text is not null
        order by v.position desc limit 1) latest on true`
    : sql``;
  return selectRows<SummaryRow>(
    db,
    sql`with page as (
      select t.id, row_number() over () as ord from (
        select ${page.id} as id${page.byRank ? sql`, ${plan.rank} as rank` : sql``} from ${page.from} where ${page.where}
        order by ${page.order} limit ${page.limit} offset ${page.offset}
      ) t
    )
    select ${summaryColumnsSql}, ${searching || query.searchTerm ? sql`${plan.rank}::float8` : sql`null::float8`} as rank,
      ${snippet} as snippet, ${sponsorsJsonSql(true)} as "primarySponsors"
    from page
    join bills b on b.id = page.id
    join legislative_sessions ls on ls.id = b.session_id
    ${searching ? searchHeadJoinSql : sql``}
    ${latestText}
    order by page.ord`,
  );
}
