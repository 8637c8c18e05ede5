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
  containsPattern,
  escapeHtmlSql,
  HEADLINE_OPTIONS,
  partyCodeSql,
  progressRankSql,
  selectRows,
  sessionSortKeySql,
  sponsorsJsonSql,
  summaryColumnsSql,
} from './bills.sql';
import { parseSearchTerm } from './search-syntax';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const tsQuery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;

/** True when the term leaves something to search after stop words and punctuation are dropped. */
export async function isSearchableTerm(db: Database, text: string): Promise<boolean> {
  const [row] = await selectRows<{ nodes: number }>(db, sql`select numnode(${tsQuery(text)})::int as nodes`);
  return (row?.nodes ?? 0) > 0;
}

/** The sessions a sessionCode selects, as a condition on `b.session_id`. */
function sessionCondition(sessionCode: string, stateCode: string | undefined): SQL {
  const stateFilter = stateCode ? sql`and ls2.jurisdiction_id = ${stateCode}` : sql``;
  const newest = (where: SQL) => sql`b.session_id in (
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
      return sql`(b.session_id in (
        select ls2.id from legislative_sessions ls2
        where (ls2.end_date is null or ls2.end_date >= current_date) ${stateFilter}) or ${newest(sql``)})`;
    default:
      return sql`b.session_id in (select ls2.id from legislative_sessions ls2 where ls2.code = ${sessionCode} ${stateFilter})`;
  }
}

export type BillFilterPlan = {
  where: SQL;
  /** Relevance expression (0 without a search term). */
  rank: SQL;
  /** websearch tsquery when searching. */
  query: SQL | null;
};

/** Turns the validated query into one WHERE clause over `bills b` and a rank expression. */
export function planBillFilters(query: BillListQuery, options: { searchable: boolean }): BillFilterPlan {
  const conditions: SQL[] = [];
  const stateCode = query.stateCode && query.stateCode !== 'ALL' ? query.stateCode : undefined;
  if (stateCode) conditions.push(sql`b.jurisdiction_id = ${stateCode}`);
  if (query.sessionCode) conditions.push(sessionCondition(query.sessionCode, stateCode));
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

  let rank: SQL = sql`0::real`;
  let tsquery: SQL | null = null;
  const term = query.searchTerm ? parseSearchTerm(query.searchTerm) : null;
  if (term?.billId) {
    conditions.push(sql`b.id = ${term.billId}`);
    rank = sql`1::real`;
  } else if (term && options.searchable) {
    tsquery = tsQuery(term.text);
    if (query.textSearch) {
      conditions.push(sql`b.id in (select b2.id from bills b2 where b2.search @@ ${tsquery}
        union select v.bill_id from bill_versions v where v.search @@ ${tsquery})`);
    } else {
      conditions.push(sql`b.search @@ ${tsquery}`);
    }
    const boost = term.identifier
      ? sql` + (case when b.bill_type = ${term.identifier.billType} and b.bill_number = ${term.identifier.billNumber} then 10 else 0 end)`
      : sql``;
    rank = sql`(ts_rank(b.search, ${tsquery})${boost})`;
  } else if (term) {
    // Only stop words or punctuation: nothing can match.
    conditions.push(sql`false`);
  }

  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  return { where, rank, query: tsquery };
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

/** One page of bills, ranked when searching, with highlighted snippets. */
export async function selectBillPage(db: Database, query: BillListQuery, plan: BillFilterPlan): Promise<SummaryRow[]> {
  const offset = (query.page - 1) * query.pageSize;
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
      select t.id, t.rank, row_number() over () as ord from (
        select b.id, ${plan.rank} as rank from bills b where ${plan.where}
        order by ${orderBy(query, searching)} limit ${query.pageSize} offset ${offset}
      ) t
    )
    select ${summaryColumnsSql}, ${searching || query.searchTerm ? sql`page.rank::float8` : sql`null::float8`} as rank,
      ${snippet} as snippet, ${sponsorsJsonSql(true)} as "primarySponsors"
    from page
    join bills b on b.id = page.id
    join legislative_sessions ls on ls.id = b.session_id
    ${latestText}
    order by page.ord`,
  );
}

export type FacetRow = { facet: string; value: string; label: string | null; count: number };

/** Total and facet counts over every bill the filters match (one round trip). */
export async function selectBillFacets(db: Database, plan: BillFilterPlan): Promise<FacetRow[]> {
  return selectRows<FacetRow>(
    db,
    sql`with m as materialized (
      select b.id, b.jurisdiction_id, b.session_id, b.bill_type, b.status, b.subjects from bills b where ${plan.where}
    )
    select 'total' as facet, '' as value, null as label, count(*)::int as count from m
    union all select 'state', jurisdiction_id, null, count(*)::int from m group by jurisdiction_id
    union all select 'session', ls.code,
      case when count(distinct m.jurisdiction_id) = 1 then min(m.jurisdiction_id) || ' ' || min(ls.name)
        else ls.code || ' (' || count(distinct m.jurisdiction_id) || ' states)' end,
      count(*)::int
      from m join legislative_sessions ls on ls.id = m.session_id group by ls.code
    union all select 'type', bill_type, null, count(*)::int from m group by bill_type
    union all select 'status', status::text, null, count(*)::int from m group by status
    union all select 'subject', s::text, null, count(*)::int from m cross join unnest(m.subjects) s group by s
    union all select 'party', party, null, count(distinct bill_id)::int from (
      select sp.bill_id, ${partyCodeSql(sql`p.party`)} as party from m
      join bill_sponsorships sp on sp.bill_id = m.id and sp.is_primary join people p on p.id = sp.person_id
    ) parties where party is not null group by party`,
  );
}

export type BillDetailRow = Omit<BillDetail, 'statusLabel' | 'stateName' | 'primarySponsors'> & { sessionPk: string };

export async function selectBillDetail(db: Database, id: string): Promise<BillDetailRow | undefined> {
  const [row] = await selectRows<BillDetailRow>(
    db,
    sql`select ${summaryColumnsSql}, ls.id as "sessionPk", b.classification, b.subject_terms as "subjectTerms",
      b.first_action_text as "firstActionText", b.other_titles as "otherTitles", b.other_identifiers as "otherIdentifiers",
      b.sources, b.source, to_json(b.updated_at) #>> '{}' as "updatedAt",
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
