import type {
  BillAction,
  BillDetail,
  BillListQuery,
  BillSummary,
  BillVersion,
  VoteEvent,
} from '@statehouse/shared/bills/bills.schemas';
import { legalCodeLabel } from '@statehouse/shared/reference/legal-codes';
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

/** The sessions a sessionCode selects, as a condition on `column` (`b.session_id` by default). */
function sessionCondition(sessionCode: string, stateCode: string | undefined, column: SQL = sql`b.session_id`): SQL {
  const stateFilter = stateCode ? sql`and ls2.jurisdiction_id = ${stateCode}` : sql``;
  const newest = (where: SQL) => sql`${column} in (
    select distinct on (ls2.jurisdiction_id) ls2.id from legislative_sessions ls2
    where true ${where} ${stateFilter}
    order by ls2.jurisdiction_id, ${sessionSortKeySql(sql`ls2.code`)} desc, ls2.start_date desc nulls last, ls2.code desc)`;
  switch (sessionCode) {
    case 'MOST_RECENT':
      return newest(sql``);
    case 'MOST_RECENT_REGULAR':
      return newest(sql`and ls2.classification = 'regular'`);
    case 'ALL_ACTIVE':
      // Sessions still running (no end date or one ahead), else the state's newest session.
      return sql`(${column} in (
        select ls2.id from legislative_sessions ls2
        where (ls2.end_date is null or ls2.end_date >= current_date) ${stateFilter}) or ${newest(sql``)})`;
    default:
      return sql`${column} in (select ls2.id from legislative_sessions ls2 where ls2.code = ${sessionCode} ${stateFilter})`;
  }
}

/**
 * The ids of the sessions a sessionCode selects (a small table, one quick round trip). Given to planBillFilters
 * as constants, they let the planner see how many bills the sessions hold (a special session's few, a regular
 * session's thousands) and pick its index; behind a subquery it guessed, and walked a whole state's bills.
 */
export async function selectSessionIds(
  db: Database,
  sessionCode: string,
  stateCode: string | undefined,
): Promise<string[]> {
  const state = stateCode && stateCode !== 'ALL' ? stateCode : undefined;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select s.id from legislative_sessions s where ${sessionCondition(sessionCode, state, sql`s.id`)}`,
  );
  return rows.map((row) => row.id);
}

export type BillFilterPlan = {
  where: SQL;
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
  const stateCode = query.stateCode && query.stateCode !== 'ALL' ? query.stateCode : undefined;
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
  if (query.statuteSection) {
    const section = query.statuteSection.replace(/^§+\s*/, '');
    const phrase = sql`phraseto_tsquery('english', ${section})`;
    conditions.push(sql`(b.search @@ ${phrase}
      or (b.extras ->> 'lawCode') ~ ${`(^|[^0-9.])${escapeRegExp(section)}([^0-9.]|$)`}
      or exists (select 1 from bill_versions v where v.bill_id = b.id and v.search @@ ${phrase})
      or exists (select 1 from session_laws sl join session_law_sections sls on sls.session_law_id = sl.id
        where sl.jurisdiction_id = b.jurisdiction_id and sls.section = ${section}
        and sl.bill_number = sl.period || '-' || ltrim(b.bill_number, '0')))`);
  }
  if (query.statuteCode) {
    const label = legalCodeLabel(query.statuteCode) ?? query.statuteCode;
    const phrase = sql`phraseto_tsquery('english', ${label})`;
    conditions.push(sql`(b.search @@ ${phrase}
      or (b.extras ->> 'lawCode') ilike ${containsPattern(query.statuteCode)}
      or (b.extras ->> 'lawSection') ilike ${containsPattern(label)})`);
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

  return { where: joined(conditions), rank, query: tsquery, search };
}

/** ORDER BY for the inner page query; `rank` is the output column of the rank expression. */
function orderBy(query: BillListQuery, searching: boolean): SQL {
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
export async function selectBillPage(db: Database, query: BillListQuery, plan: BillFilterPlan): Promise<SummaryRow[]> {
  const offset = (query.page - 1) * query.pageSize;
  const search = plan.search;
  const sort = query.sort ?? 'relevance';
  if (!search || sort !== 'relevance' || query.order === 'asc' || query.rerankProgress) {
    const byRank = search !== null && sort === 'relevance';
    return selectSummaries(db, query, plan, {
      id: sql`b.id`,
      from: byRank ? sql`bills b ${searchHeadJoinSql}` : sql`bills b`,
      where: plan.where,
      order: orderBy(query, plan.query !== null),
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

export type FacetRow = { facet: string; value: string; label: string | null; count: number };

/**
 * Sample buckets of bills: bucket = hashtext(id) & 255, a fixed pseudo-random 1/256th of the bills each, with
 * an index (bills_sample_bucket_idx) whose bitmap the planner ANDs with the filters' and the search's. The
 * expression must stay exactly the index's.
 */
export const SAMPLE_BUCKETS = 256;
const sampleBucketSql = sql`(hashtext(b.id) & 255)`;

/** The planner's count of all bills (pg_class.reltuples, kept by ANALYZE and VACUUM); -1 before the first. */
export async function selectBillsRowEstimate(db: Database): Promise<number> {
  const [row] = await selectRows<{ rows: number }>(
    db,
    sql`select reltuples::float8 as rows from pg_class where oid = 'bills'::regclass`,
  );
  return Number(row?.rows ?? -1);
}

/** The planner's estimate of the bills the filters match (EXPLAIN: no rows are read). */
export async function estimateBillMatches(db: Database, plan: BillFilterPlan): Promise<number> {
  const [row] = await selectRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from bills b where ${plan.where}`,
  );
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Total and facet counts over every bill the filters match (one round trip): one pass over the matches for
 * the total, state, session, type, status and subject lists (grouping sets), and the primary sponsors of the
 * matches only for parties. With `sampleBuckets`, only over the bills of the first that many sample buckets
 * (counts to be scaled by SAMPLE_BUCKETS / sampleBuckets). With `cap`, over at most that many matches: a total
 * equal to the cap means the counts are incomplete (and cost no more than reading `cap` bills).
 */
export async function selectBillFacets(
  db: Database,
  plan: BillFilterPlan,
  options: { sampleBuckets?: number; cap?: number } = {},
): Promise<FacetRow[]> {
  const sample = options.sampleBuckets === undefined ? sql`` : sql`and ${sampleBucketSql} < ${options.sampleBuckets}`;
  const cap = options.cap === undefined ? sql`` : sql`limit ${options.cap}`;
  return selectRows<FacetRow>(
    db,
    sql`with m as materialized (
      select b.id, b.jurisdiction_id, b.session_id, b.bill_type, b.status, b.subjects from bills b
      where ${plan.where} ${sample} ${cap}
    ), counts as (
      select case when grouping(jurisdiction_id) = 0 then 'state' when grouping(session_id) = 0 then 'session'
          when grouping(bill_type) = 0 then 'type' when grouping(status) = 0 then 'status'
          when grouping(subjects) = 0 then 'subjects' else 'total' end as facet,
        coalesce(jurisdiction_id, session_id, bill_type, status::text, '') as value, subjects, count(*)::int as count
      from m group by grouping sets ((jurisdiction_id), (session_id), (bill_type), (status), (subjects), ())
    )
    select facet, value, null as label, count from counts where facet not in ('session', 'subjects')
    union all select 'session', ls.code,
      case when count(distinct ls.jurisdiction_id) = 1 then min(ls.jurisdiction_id) || ' ' || min(ls.name)
        else ls.code || ' (' || count(distinct ls.jurisdiction_id) || ' states)' end,
      sum(counts.count)::int
      from counts join legislative_sessions ls on ls.id = counts.value where counts.facet = 'session' group by ls.code
    union all select 'subject', s::text, null, sum(counts.count)::int
      from counts cross join unnest(counts.subjects) s where counts.facet = 'subjects' group by s
    union all select 'party', party, null, count(distinct bill_id)::int from (
      select x.bill_id, (select ${partyCodeSql(sql`p.party`)} from people p where p.id = x.person_id) as party from (
        -- offset 0: look up people for the matches' primary sponsors only.
        select sp.bill_id, sp.person_id from bill_sponsorships sp
        where sp.is_primary and sp.person_id is not null and sp.bill_id in (select m.id from m) offset 0
      ) x
    ) parties where party is not null group by party`,
  );
}

export type BillDetailRow = Omit<BillDetail, 'statusLabel' | 'stateName' | 'primarySponsors'> & { sessionPk: string };

export async function selectBillDetail(db: Database, id: string): Promise<BillDetailRow | undefined> {
  const [row] = await selectRows<BillDetailRow>(
    db,
    sql`select ${summaryColumnsSql}, ls.id as "sessionPk", b.classification, b.subject_terms as "subjectTerms",
      b.first_action_text as "firstActionText", b.other_titles as "otherTitles", b.other_identifiers as "otherIdentifiers",
      b.sources, b.source, to_json(b.updated_at) #>> '{}' as "updatedAt", b.extras -> 'substitutedBy' as "substitutedBy",
      ${sponsorsJsonSql(false)} as sponsors,
      coalesce((select json_agg(json_build_object('name', d.name, 'date', d.date::text, 'url', d.url, 'mediaType', d.media_type)
        order by d.position) from bill_documents d where d.bill_id = b.id), '[]'::json) as documents,
      (select count(*)::int from bill_versions v where v.bill_id = b.id) as "versionCount",
      (select count(*)::int from bill_actions a where a.bill_id = b.id) as "actionCount",
      (select count(*)::int from vote_events ve where ve.bill_id = b.id) as "voteCount",
      (select count(*)::int from bill_relations r where r.bill_id = b.id or r.related_bill_id = b.id) as "companionCount"
    from bills b join legislative_sessions ls on ls.id = b.session_id
    where b.id = ${id}`,
  );
  return row;
}

export async function billExists(db: Database, id: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`select id from bills where id = ${id}`);
  return rows.length > 0;
}

export async function selectBillActions(db: Database, billId: string) {
  return selectRows<BillAction>(
    db,
    sql`select id, position, date::text as date, chamber, text, classification, committee_name as "committeeName"
      from bill_actions where bill_id = ${billId} order by position`,
  );
}

export async function selectBillVersions(db: Database, billId: string) {
  return selectRows<BillVersion>(
    db,
    sql`select id, bill_id as "billId", position, name, date::text as date, url, media_type as "mediaType", links,
      (text is not null and text <> '') as "hasText", (html is not null and html <> '') as "hasHtml",
      coalesce(length(text), 0)::int as "textLength"
      from bill_versions where bill_id = ${billId} order by position`,
  );
}

export type VersionContentRow = {
  id: number;
  name: string;
  date: string | null;
  url: string | null;
  mediaType: string | null;
  links: { url: string; mediaType: string }[];
  text: string | null;
  html: string | null;
};

/** A version of the bill by id, or its latest version when versionId is undefined. */
export async function selectVersionContent(
  db: Database,
  billId: string,
  versionId: number | undefined,
): Promise<VersionContentRow | undefined> {
  const [row] = await selectRows<VersionContentRow>(
    db,
    sql`select id, name, date::text as date, url, media_type as "mediaType", links, text, html
      from bill_versions where bill_id = ${billId} ${versionId === undefined ? sql`` : sql`and id = ${versionId}`}
      order by position desc limit 1`,
  );
  return row;
}

export async function selectBillVotes(db: Database, billId: string) {
  return selectRows<VoteEvent>(
    db,
    sql`select id, bill_id as "billId", motion, motion_classification as "motionClassification", date::text as date,
      chamber, organization_name as "organizationName", result, yes_count as "yesCount", no_count as "noCount",
      other_count as "otherCount", counts, sources
      from vote_events where bill_id = ${billId} order by date desc nulls last, id`,
  );
}

export async function selectSubjectsOf(db: Database, billId: string) {
  const [row] = await selectRows<{ subjects: number[]; subjectTerms: string[] }>(
    db,
    sql`select subjects, subject_terms as "subjectTerms" from bills where id = ${billId}`,
  );
  return row;
}

export type RelationRow = {
  billId: string;
  identifier: string;
  sessionIdentifier: string | null;
  relationType: string;
  direction: 'outgoing' | 'incoming';
  exists: boolean;
  title: string | null;
  status: number | null;
  lastActionDate: string | null;
};

export async function selectCompanions(db: Database, billId: string): Promise<RelationRow[]> {
  return selectRows<RelationRow>(
    db,
    sql`select r.related_bill_id as "billId", r.identifier, r.session_identifier as "sessionIdentifier",
        r.relation_type as "relationType", 'outgoing' as direction, (o.id is not null) as exists,
        o.title, o.status, o.last_action_date::text as "lastActionDate"
      from bill_relations r left join bills o on o.id = r.related_bill_id
      where r.bill_id = ${billId}
      union all
      select r.bill_id, o.identifier, ls.source_identifier, r.relation_type, 'incoming', true,
        o.title, o.status, o.last_action_date::text
      from bill_relations r join bills o on o.id = r.bill_id join legislative_sessions ls on ls.id = o.session_id
      where r.related_bill_id = ${billId}
        and not exists (select 1 from bill_relations back where back.bill_id = ${billId} and back.related_bill_id = r.bill_id)
      order by 5, 1`,
  );
}

export type StatuteSourceRow = {
  jurisdictionId: string;
  extras: Record<string, unknown>;
  text: string | null;
  billNumber: string;
};

export async function selectStatuteSources(db: Database, billId: string): Promise<StatuteSourceRow | undefined> {
  const [row] = await selectRows<StatuteSourceRow>(
    db,
    sql`select b.jurisdiction_id as "jurisdictionId", b.extras, b.bill_number as "billNumber",
      (select left(v.text, 300000) from bill_versions v where v.bill_id = b.id and v.text is not null
        order by v.position desc limit 1) as text
      from bills b where b.id = ${billId}`,
  );
  return row;
}

export type SessionLawSectionRow = { code: string; section: string; lawNumber: string };

/** Code sections changed by the session law (D.C. Law) enacted from this bill. */
export async function selectSessionLawSections(
  db: Database,
  jurisdictionId: string,
  billNumber: string,
): Promise<SessionLawSectionRow[]> {
  return selectRows<SessionLawSectionRow>(
    db,
    sql`select sls.code, sls.section, sl.law_number as "lawNumber"
      from session_laws sl join session_law_sections sls on sls.session_law_id = sl.id
      where sl.jurisdiction_id = ${jurisdictionId}
        and sl.bill_number = sl.period || '-' || ${billNumber.replace(/^0+/, '')}
      order by sls.code, sls.section`,
  );
}

export type StatuteSectionRef = { id: number; code: string; section: string; heading: string | null };

/** Our statute sections for (code, section) pairs of one jurisdiction; code matched case-insensitively by suffix. */
export async function selectStatuteSections(
  db: Database,
  jurisdictionId: string,
  refs: { code: string; section: string }[],
): Promise<StatuteSectionRef[]> {
  if (refs.length === 0) return [];
  const sections = [...new Set(refs.map((ref) => ref.section))];
  return selectRows<StatuteSectionRef>(
    db,
    sql`select distinct on (code, section) id, code, section, heading from statute_sections
      where jurisdiction_id = ${jurisdictionId}
        and section in (${sql.join(
          sections.map((section) => sql`${section}`),
          sql`, `,
        )})
      order by code, section, variant`,
  );
}

export type FeedBillRow = {
  id: string;
  stateId: string;
  sessionId: string;
  identifier: string;
  title: string;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
  total: number;
};

export type FeedQuery = {
  types?: string[];
  stateCode?: string;
  from?: string;
  to?: string;
  onlyWithHistory: boolean;
  limit: number;
  offset: number;
};

const actionWindow = (query: FeedQuery): SQL =>
  sql`${query.from ? sql`and a.date >= ${query.from}::date` : sql``} ${query.to ? sql`and a.date <= ${query.to}::date` : sql``}`;

/** Bills of the history feed, newest action in the window first, with the total. */
export async function selectFeedBills(db: Database, query: FeedQuery): Promise<FeedBillRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.types?.length)
    conditions.push(
      sql`b.bill_type in (${sql.join(
        query.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  if (query.stateCode) conditions.push(sql`b.jurisdiction_id = ${query.stateCode}`);
  return selectRows<FeedBillRow>(
    db,
    sql`with latest as (
      select a.bill_id, max(a.date) as latest from bill_actions a where a.date is not null ${actionWindow(query)} group by a.bill_id
    ), feed as (
      select b.id, latest.latest from bills b ${query.onlyWithHistory ? sql`join` : sql`left join`} latest on latest.bill_id = b.id
      where ${sql.join(conditions, sql` and `)}
    )
    select b.id, b.jurisdiction_id as "stateId", ls.code as "sessionId", b.identifier, b.title, b.status,
      b.last_action_date::text as "lastActionDate", b.last_action_text as "lastActionText",
      (select count(*)::int from feed) as total
    from feed join bills b on b.id = feed.id join legislative_sessions ls on ls.id = b.session_id
    order by feed.latest desc nulls last, b.last_action_date desc nulls last, b.id
    limit ${query.limit} offset ${query.offset}`,
  );
}

/** Up to `perBill` actions in the window for each bill, newest first. */
export async function selectFeedActions(
  db: Database,
  billIds: string[],
  query: FeedQuery,
  perBill = 20,
): Promise<(BillAction & { billId: string })[]> {
  if (billIds.length === 0) return [];
  return selectRows<BillAction & { billId: string }>(
    db,
    sql`select * from (
      select a.bill_id as "billId", a.id, a.position, a.date::text as date, a.chamber, a.text, a.classification,
        a.committee_name as "committeeName",
        row_number() over (partition by a.bill_id order by a.date desc nulls last, a.position desc) as n
      from bill_actions a
      where a.bill_id in (${sql.join(
        billIds.map((id) => sql`${id}`),
        sql`, `,
      )}) ${actionWindow(query)}
    ) ranked where n <= ${perBill} order by "billId", n`,
  );
}
