import type { CompanyListQuery } from '@statehouse/shared/companies/companies.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, selectRows } from '../../db/sql';

// Companies, their aliases and what the aliases lead to (decision 039). A lobby-client alias's source_ref is the
// lobby_clients id; a contributor alias finds its contributions by (jurisdiction, key) on the keys the
// finance-links step writes (decision 041).

/** Public companies, and the caller's account's own. */
export const visibleSql = (accountId: number, alias: SQL = sql`c`): SQL =>
  sql`(${alias}.account_id is null or ${alias}.account_id = ${accountId})`;

/** Registrations of each company's lobby clients. */
const registrationsSql = sql`select a.company_id, r.* from company_aliases a
  join lobby_registrations r on r.client_id::text = a.source_ref
  where a.source_kind = 'lobby_client'`;

/**
 * Contributions from each company (organization) or its people (employer). Sums leave FEC memo entries out (they
 * repeat other lines, decision 041); counts list them.
 */
const contributionsSql = sql`select a.company_id, c.* from company_aliases a
    join contributions c on c.jurisdiction_id = a.jurisdiction_id and c.contributor_organization_key = a.normalized_name
    where a.source_kind = 'contributor_organization'
  union all
  select a.company_id, c.* from company_aliases a
    join contributions c on c.jurisdiction_id = a.jurisdiction_id and c.contributor_employer_key = a.normalized_name
    where a.source_kind = 'contributor_employer'`;

const statsCtes = sql`reg as (
    select company_id, count(*)::int as n, count(distinct lobbyist_id)::int as lobbyists,
      min(year)::int as first_year, max(year)::int as last_year
    from (${registrationsSql}) x group by company_id),
  con as (select company_id, count(*)::int as n, coalesce(sum(amount) filter (where not is_memo), 0)::float8 as total
    from (${contributionsSql}) x group by company_id),
  juris as (select company_id, array_agg(distinct jurisdiction_id order by jurisdiction_id) as list, count(*)::int as aliases
    from company_aliases group by company_id)`;

export type CompanyListRow = {
  id: number;
  name: string;
  state: string | null;
  accountOwned: boolean;
  jurisdictions: (string | null)[];
  aliasCount: number;
  registrationCount: number;
  lobbyistCount: number;
  firstYear: number | null;
  lastYear: number | null;
  contributionCount: number;
  contributionTotal: number;
  total: number;
};

const companyColumns = sql`c.id, c.name, c.state, c.account_id is not null as "accountOwned",
  coalesce(j.list, '{}') as jurisdictions, coalesce(j.aliases, 0) as "aliasCount",
  coalesce(reg.n, 0) as "registrationCount", coalesce(reg.lobbyists, 0) as "lobbyistCount",
  reg.first_year as "firstYear", reg.last_year as "lastYear",
  coalesce(con.n, 0) as "contributionCount", coalesce(con.total, 0)::float8 as "contributionTotal"`;

const companyJoins = sql`left join reg on reg.company_id = c.id
  left join con on con.company_id = c.id
  left join juris j on j.company_id = c.id`;

function orderSql(query: CompanyListQuery): SQL {
  const descending = (query.sortOrder ?? (query.sortBy === 'name' ? 'asc' : 'desc')) === 'desc';
  const direction = descending ? sql`desc nulls last` : sql`asc nulls first`;
  const byName = sql`lower(c.name), c.id`;
  if (query.sortBy === 'registrations') return sql`"registrationCount" ${direction}, ${byName}`;
  if (query.sortBy === 'contributions') return sql`"contributionTotal" ${direction}, ${byName}`;
  if (query.sortBy === 'lastYear') return sql`"lastYear" ${direction}, ${byName}`;
  return descending ? sql`lower(c.name) desc, c.id` : byName;
}

export async function listCompanies(db: Database, query: CompanyListQuery, accountId: number) {
  const where: SQL[] = [visibleSql(accountId)];
  if (query.state) where.push(sql`(c.state = ${query.state} or ${query.state} = any(j.list))`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(sql`(c.name ilike ${pattern}
      or exists (select 1 from company_aliases a where a.company_id = c.id and a.name ilike ${pattern}))`);
  }
  return selectRows<CompanyListRow>(
    db,
    sql`with ${statsCtes}
      select ${companyColumns}, (count(*) over ())::int as total
      from companies c ${companyJoins}
      where ${sql.join(where, sql` and `)}
      order by ${orderSql(query)}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
}

/** Companies of interest: the account's summaries (high priority first), then the most active lobby clients. */
export async function listCompaniesOfInterest(
  db: Database,
  accountId: number,
  stateCode: string | undefined,
  limit: number,
) {
  const inState = stateCode ? sql`(c.state = ${stateCode} or ${stateCode} = any(j.list))` : sql`true`;
  return selectRows<CompanyListRow & { summaryPriority: string | null; recentRegistrations: number }>(
    db,
    sql`with ${statsCtes},
      recent as (select company_id, count(*)::int as n from (${registrationsSql}) x
        where year >= (select max(year) - 1 from lobby_registrations) group by company_id)
      select ${companyColumns}, 0 as total, s.priority as "summaryPriority", coalesce(recent.n, 0) as "recentRegistrations"
      from companies c ${companyJoins}
      left join recent on recent.company_id = c.id
      left join account_company_summaries s on s.company_id = c.id and s.account_id = ${accountId}
      where ${visibleSql(accountId)} and ${inState} and (s.id is not null or recent.n > 0)
      order by s.id is null, case s.priority when 'high' then 0 when 'medium' then 1 else 2 end,
        coalesce(recent.n, 0) desc, lower(c.name), c.id
      limit ${limit}`,
  );
}

export type CompanyRow = {
  id: number;
  accountId: number | null;
  name: string;
  normalizedName: string;
  state: string | null;
  website: string | null;
  industry: string | null;
  description: string;
  keywords: string[];
};

export async function findCompany(db: Database, id: number, accountId: number): Promise<CompanyRow | undefined> {
  const [row] = await selectRows<CompanyRow>(
    db,
    sql`select id, account_id as "accountId", name, normalized_name as "normalizedName", state, website, industry,
        description, keywords from companies c where c.id = ${id} and ${visibleSql(accountId)}`,
  );
  return row;
}

export async function companyTotals(db: Database, id: number) {
  const [row] = await selectRows<{ contributionCount: number; contributionTotal: number }>(
    db,
    sql`select count(*)::int as "contributionCount",
        coalesce(sum(amount) filter (where not is_memo), 0)::float8 as "contributionTotal"
      from (${contributionsSql}) x where company_id = ${id}`,
  );
  return row ?? { contributionCount: 0, contributionTotal: 0 };
}

export type AliasRow = {
  id: number;
  name: string;
  normalizedName: string;
  sourceKind: 'lobby_client' | 'contributor_organization' | 'contributor_employer' | 'account';
  sourceRef: string;
  jurisdictionCode: string | null;
  recordCount: number;
  firstYear: number | null;
  lastYear: number | null;
};

export async function listAliases(db: Database, companyId: number) {
  return selectRows<AliasRow>(
    db,
    sql`select a.id, a.name, a.normalized_name as "normalizedName", a.source_kind as "sourceKind",
        a.source_ref as "sourceRef", a.jurisdiction_id as "jurisdictionCode", coalesce(n.count, 0)::int as "recordCount",
        n.first_year as "firstYear", n.last_year as "lastYear"
      from company_aliases a
      left join lateral (
        select count(*) as count, min(r.year)::int as first_year, max(r.year)::int as last_year
          from lobby_registrations r where a.source_kind = 'lobby_client' and r.client_id::text = a.source_ref
        union all
        select count(*), min(c.year)::int, max(c.year)::int from contributions c
          where a.source_kind = 'contributor_organization' and c.jurisdiction_id = a.jurisdiction_id
            and c.contributor_organization_key = a.normalized_name
        union all
        select count(*), min(c.year)::int, max(c.year)::int from contributions c
          where a.source_kind = 'contributor_employer' and c.jurisdiction_id = a.jurisdiction_id
            and c.contributor_employer_key = a.normalized_name
      ) n on n.count > 0
      where a.company_id = ${companyId}
      order by a.source_kind, "recordCount" desc, a.name, a.id`,
  );
}

export type EngagementRow = {
  year: number;
  stateCode: string;
  firm: { id: number; name: string } | null;
  registrationCount: number;
  lobbyists: { id: number; name: string }[];
  firms: { id: number; name: string }[];
  subjects: string[];
};

/** Registrations by year (and by firm when `byFirm`), newest first. */
export async function listEngagements(
  db: Database,
  companyId: number,
  options: { byFirm: boolean; year?: number },
): Promise<EngagementRow[]> {
  const firmGroup = options.byFirm ? sql`, f.id, f.name` : sql``;
  return selectRows<EngagementRow>(
    db,
    sql`select r.year, r.jurisdiction_id as "stateCode",
        ${options.byFirm ? sql`case when f.id is null then null else json_build_object('id', f.id, 'name', f.name) end` : sql`null`} as firm,
        count(*)::int as "registrationCount",
        (select json_agg(x order by x->>'name') from (select distinct jsonb_build_object('id', l2.id, 'name', l2.name) as x
          from lobby_registrations r2 join lobbyists l2 on l2.id = r2.lobbyist_id
          join company_aliases a2 on a2.source_kind = 'lobby_client' and a2.source_ref = r2.client_id::text
          where a2.company_id = ${companyId} and r2.year = r.year and r2.jurisdiction_id = r.jurisdiction_id
            ${options.byFirm ? sql`and r2.firm_id is not distinct from f.id` : sql``}) d) as lobbyists,
        coalesce(jsonb_agg(distinct jsonb_build_object('id', f.id, 'name', f.name)) filter (where f.id is not null), '[]') as firms,
        coalesce(array_agg(distinct r.subject) filter (where r.subject is not null), '{}') as subjects
      from company_aliases a
      join lobby_registrations r on r.client_id::text = a.source_ref
      left join lobby_firms f on f.id = r.firm_id
      where a.company_id = ${companyId} and a.source_kind = 'lobby_client'
        ${options.year ? sql`and r.year = ${options.year}` : sql``}
      group by r.year, r.jurisdiction_id ${firmGroup}
      order by r.year desc, r.jurisdiction_id ${options.byFirm ? sql`, f.name nulls last` : sql``}`,
  );
}

export async function listCompanyStates(db: Database, companyId: number) {
  return selectRows<{
    stateCode: string;
    registrationCount: number;
    contributionCount: number;
    contributionTotal: number;
    firstYear: number | null;
    lastYear: number | null;
  }>(
    db,
    sql`select jurisdiction_id as "stateCode", sum(registrations)::int as "registrationCount",
        sum(contributions)::int as "contributionCount", sum(total)::float8 as "contributionTotal",
        min(first_year)::int as "firstYear", max(last_year)::int as "lastYear"
      from (
        select jurisdiction_id, count(*) as registrations, 0 as contributions, 0 as total, min(year) as first_year, max(year) as last_year
          from (${registrationsSql}) r where company_id = ${companyId} group by jurisdiction_id
        union all
        select jurisdiction_id, 0, count(*), coalesce(sum(amount) filter (where not is_memo), 0), min(year), max(year)
          from (${contributionsSql}) c where company_id = ${companyId} group by jurisdiction_id
      ) x group by jurisdiction_id order by "registrationCount" desc, "contributionCount" desc, jurisdiction_id`,
  );
}

/** Jurisdictions that have lobbying registrations (for "which states have data" messages). */
export async function lobbyingJurisdictions(db: Database): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select distinct jurisdiction_id as id from lobby_registrations order by 1`,
  );
  return rows.map((row) => row.id);
}
