import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { visibleSql } from './companies.queries';

// Relevance between companies and bills, statutes and regulations (decision 039). A company's topics are the
// subjects its lobbyists register (split at ";" and ","), and the keywords the company states; each topic becomes
// an OR query of its meaningful words, matched against a bill's head (identifier, title, abstract, subject
// terms) or a section's search vector. Scores add ts_rank over the topics that match; each matching topic is a
// stated reason. Testimony on a bill and the company's name in a bill's text are reasons of their own.

/** Stems too general to tell one topic from another ("All subjects of interest to the Association"). */
const genericStems = [
  'subject',
  'matter',
  'interest',
  'relat',
  'issu',
  'legisl',
  'associ',
  'compani',
  'corpor',
  'industri',
  'general',
  'affect',
  'pertain',
  'includ',
  'exclud',
  'polici',
  'public',
  'south',
  'dakota',
  'state',
  'system',
  'author',
  'cooper',
  'organ',
  'member',
  'known',
  'activ',
  'time',
  'deal',
  'base',
  'principl',
  'relev',
  'concern',
  'various',
  'regard',
  'client',
];
const genericArray = sql`array[${sql.join(
  genericStems.map((stem) => sql`${stem}`),
  sql`, `,
)}]::text[]`;

/** Topic labels (company_id, label) of the registrations in `registrationWhere` and companies' keywords. */
function topicsSql(registrationWhere: SQL, companyWhere: SQL): SQL {
  return sql`select distinct a.company_id, trim(s) as label
      from company_aliases a
      join lobby_registrations r on a.source_kind = 'lobby_client' and r.client_id::text = a.source_ref
      cross join lateral regexp_split_to_table(coalesce(r.subject, ''), '\\s*[;,]\\s*') s
      where ${registrationWhere} and length(trim(s)) > 2
    union
    select c.id, trim(k) from companies c cross join lateral unnest(c.keywords) k where ${companyWhere}`;
}

/** (company_id, label, query) for each topic with at least one meaningful word. */
function topicQueriesSql(topics: SQL): SQL {
  return sql`select t.company_id, t.label,
      to_tsquery('english', string_agg(distinct quote_literal(w), ' | ')) as query
    from (${topics}) t cross join lateral unnest(tsvector_to_array(to_tsvector('english', t.label))) w
    where w <> all(${genericArray}) and length(w) > 2 and w !~ '^[0-9]+$'
    group by t.company_id, t.label`;
}

export type BillMatchRow = {
  billId: string;
  stateCode: string;
  identifier: string;
  title: string;
  sessionCode: string;
  lastActionDate: string | null;
  score: number;
  labels: string[];
};

/** Bills whose head matches the company's topics, best first. */
export async function billsMatchingTopics(
  db: Database,
  companyId: number,
  jurisdictions: string[],
  sessionId: string | null,
  limit: number,
): Promise<BillMatchRow[]> {
  if (jurisdictions.length === 0) return [];
  const topics = topicsSql(sql`a.company_id = ${companyId}`, sql`c.id = ${companyId}`);
  const inJurisdiction = sql`b.jurisdiction_id in (${sql.join(
    jurisdictions.map((code) => sql`${code}`),
    sql`, `,
  )})`;
  return selectRows<BillMatchRow>(
    db,
    sql`with q as (${topicQueriesSql(topics)})
      select b.id as "billId", b.jurisdiction_id as "stateCode", b.identifier, b.title,
        split_part(b.session_id, '-', 2) as "sessionCode", b.last_action_date::text as "lastActionDate",
        sum(ts_rank(h.search, q.query))::float8 as score,
        array_agg(q.label order by ts_rank(h.search, q.query) desc, q.label) as labels
      from bills b join bill_search_heads h on h.bill_id = b.id join q on h.search @@ q.query
      where ${inJurisdiction} ${sessionId ? sql`and b.session_id = ${sessionId}` : sql``}
      group by b.id
      order by score desc, b.last_action_date desc nulls last, b.id
      limit ${limit}`,
  );
}

/** Bills whose text names the company (its display name as a phrase), in the given jurisdictions. */
export async function billsNamingCompany(
  db: Database,
  name: string,
  jurisdictions: string[],
  sessionId: string | null,
  limit: number,
) {
  if (jurisdictions.length === 0) return [];
  return selectRows<BillMatchRow>(
    db,
    sql`select b.id as "billId", b.jurisdiction_id as "stateCode", b.identifier, b.title,
        split_part(b.session_id, '-', 2) as "sessionCode", b.last_action_date::text as "lastActionDate",
        1::float8 as score, '{}'::text[] as labels
      from bills b
      where b.search @@ phraseto_tsquery('english', ${name})
        and numnode(phraseto_tsquery('english', ${name})) > 0
        and b.jurisdiction_id in (${sql.join(
          jurisdictions.map((code) => sql`${code}`),
          sql`, `,
        )}) ${sessionId ? sql`and b.session_id = ${sessionId}` : sql``}
      order by b.last_action_date desc nulls last, b.id
      limit ${limit}`,
  );
}

/** Testimony by the company's people on bills: bill, position, date. */
export async function testimonyOfCompany(db: Database, companyId: number) {
  return selectRows<BillMatchRow & { position: string | null; testifiedOn: string | null }>(
    db,
    sql`select b.id as "billId", b.jurisdiction_id as "stateCode", b.identifier, b.title,
        split_part(b.session_id, '-', 2) as "sessionCode", b.last_action_date::text as "lastActionDate",
        2::float8 as score, '{}'::text[] as labels, t.position, t.testified_on::text as "testifiedOn"
      from testimonies t join bills b on b.id = t.bill_id
      where t.company_id = ${companyId}
      order by t.testified_on desc nulls last, b.id`,
  );
}

export type CompanyMatchRow = { id: number; name: string; state: string | null; score: number; labels: string[] };

/**
 * Companies whose topics (registrations in `jurisdictionId`, and stated keywords) match a search vector:
 * `target` selects one row with a `search` column (a bill's head, a statute or regulation section).
 */
export async function companiesMatchingTarget(
  db: Database,
  target: SQL,
  jurisdictionId: string,
  accountId: number,
  limit: number,
): Promise<CompanyMatchRow[]> {
  const topics = topicsSql(sql`r.jurisdiction_id = ${jurisdictionId}`, visibleSql(accountId));
  return selectRows<CompanyMatchRow>(
    db,
    sql`with target as (${target}), q as (${topicQueriesSql(topics)})
      select c.id, c.name, c.state, sum(ts_rank(target.search, q.query))::float8 as score,
        array_agg(q.label order by ts_rank(target.search, q.query) desc, q.label) as labels
      from q join target on target.search @@ q.query join companies c on c.id = q.company_id
      where ${visibleSql(accountId)}
      group by c.id
      order by score desc, lower(c.name), c.id
      limit ${limit}`,
  );
}

/** Companies whose people testified on a bill. */
export async function companiesTestifyingOnBill(db: Database, billId: string, accountId: number) {
  return selectRows<CompanyMatchRow & { position: string | null; testifiedOn: string | null }>(
    db,
    sql`select c.id, c.name, c.state, 2::float8 as score, '{}'::text[] as labels, t.position,
        t.testified_on::text as "testifiedOn"
      from testimonies t join companies c on c.id = t.company_id
      where t.bill_id = ${billId} and ${visibleSql(accountId)}
      order by t.testified_on desc nulls last, c.id`,
  );
}

export const billHeadTarget = (billId: string): SQL =>
  sql`select h.search from bill_search_heads h where h.bill_id = ${billId}`;
export const sectionTarget = (table: 'statute_sections' | 'regulation_sections', id: number): SQL =>
  sql`select s.search from ${sql.raw(table)} s where s.id = ${id} and s.search is not null`;

export async function findSection(db: Database, table: 'statute_sections' | 'regulation_sections', id: number) {
  const [row] = await selectRows<{ id: number; jurisdictionId: string }>(
    db,
    sql`select id, jurisdiction_id as "jurisdictionId" from ${sql.raw(table)} where id = ${id}`,
  );
  return row;
}
