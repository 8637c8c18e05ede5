import type {
  CampaignFilerSummary,
  CampaignFinanceFilters,
  CampaignFinanceRow,
  CampaignFinanceSortField,
  CampaignFinanceSummary,
  FinanceState,
} from '@statehouse/shared/finance/finance.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, selectRows } from '../../db/sql';

/**
 * Every contribution query reads `c` (the contribution), `f` (the committee that received it) and `cf` (the
 * contributor's own committee, when the contributor is a filer of the same agency: a legislator's committee giving to
 * its caucus). The links (f.member_id, cf.member_id, c.lobbyist_id, the company keys) are precomputed by the
 * import pipeline's finance-links step (decision 041).
 */
const fromSql = sql`from contributions c
  join campaign_filers f on f.id = c.filer_id
  left join campaign_filers cf on cf.source = c.source and cf.registration_number = c.contributor_registration_number`;

/** The contributor is a lobbyist: matched to a registration, or so labelled by the source (MN "lobbyist"). */
const isLobbyistSql = sql`(c.lobbyist_id is not null or c.contributor_type = 'lobbyist')`;
/** A legislator's campaign committee received it or gave it. */
const isMemberSql = sql`(f.member_id is not null or cf.member_id is not null)`;

/** LIKE pattern that matches names starting with `text`. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The where clause of the contribution search (SPEC section 7 filters), over c, f and cf. */
export function campaignFinanceWhere(filters: CampaignFinanceFilters): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.stateCode) where.push(sql`c.jurisdiction_id = ${filters.stateCode}`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    where.push(sql`(c.contributor_name ilike ${pattern} or c.contributor_organization ilike ${pattern}
      or c.contributor_employer ilike ${pattern} or f.name ilike ${pattern})`);
  }
  if (filters.filerName) {
    const pattern = containsPattern(filters.filerName);
    where.push(sql`(f.name ilike ${pattern} or f.candidate_name ilike ${pattern})`);
  }
  if (filters.contributorOrganization) {
    const pattern = containsPattern(filters.contributorOrganization);
    where.push(sql`(c.contributor_organization ilike ${pattern} or c.contributor_employer ilike ${pattern})`);
  }
  if (filters.contributorFirstName)
    where.push(sql`c.contributor_first_name ilike ${prefixPattern(filters.contributorFirstName)}`);
  if (filters.contributorLastName)
    where.push(sql`c.contributor_last_name ilike ${prefixPattern(filters.contributorLastName)}`);
  if (filters.contributorState) where.push(sql`upper(c.contributor_state) = ${filters.contributorState}`);
  if (filters.year !== undefined) where.push(sql`c.year = ${filters.year}`);
  if (filters.minAmount !== undefined) where.push(sql`c.amount >= ${filters.minAmount}`);
  if (filters.maxAmount !== undefined) where.push(sql`c.amount <= ${filters.maxAmount}`);
  if (filters.isLobbyist !== undefined) where.push(filters.isLobbyist ? isLobbyistSql : sql`not ${isLobbyistSql}`);
  if (filters.isMember !== undefined) where.push(filters.isMember ? isMemberSql : sql`not ${isMemberSql}`);
  return sql.join(where, sql` and `);
}

const orderBy: Record<CampaignFinanceSortField, (direction: SQL) => SQL> = {
  date: (d) => sql`c.received_on ${d} nulls last, c.id ${d}`,
  amount: (d) => sql`c.amount ${d}, c.received_on desc nulls last, c.id`,
  contributor: (d) => sql`lower(c.contributor_name) ${d}, c.received_on desc nulls last, c.id`,
  recipient: (d) => sql`lower(f.name) ${d}, c.received_on desc nulls last, c.id`,
};

export const campaignFinanceOrder = (field: CampaignFinanceSortField, order: 'asc' | 'desc') =>
  orderBy[field](order === 'asc' ? sql`asc` : sql`desc`);

export const largestFirst = sql`c.amount desc, c.received_on desc nulls last, c.id`;
export const newestFirst = sql`c.received_on desc nulls last, c.id desc`;

/**
 * The company the contributing organization (first) or the contributor's employer resolves to through 17a's
 * company_aliases (decision 039): public companies only, so one account's companies never show on another's page.
 */
const companySql = sql`(select json_build_object('id', co.id, 'name', co.name,
    'via', case when a.source_kind = 'contributor_organization' then 'organization' else 'employer' end)
  from company_aliases a join companies co on co.id = a.company_id and co.account_id is null
  where (a.jurisdiction_id is null or a.jurisdiction_id = c.jurisdiction_id)
    and ((a.source_kind = 'contributor_organization' and a.normalized_name = c.contributor_organization_key)
      or (a.source_kind = 'contributor_employer' and a.normalized_name = c.contributor_employer_key))
  order by (a.source_kind = 'contributor_organization') desc, co.id
  limit 1)`;

const personSql = (memberId: SQL) =>
  sql`(select json_build_object('id', p.id, 'name', p.name) from people p where p.id = ${memberId})`;

const rowColumns = sql`c.id, c.filer_id as "filerId", c.source, c.jurisdiction_id as "jurisdictionCode",
  c.contributor_name as "contributorName", c.contributor_first_name as "contributorFirstName",
  c.contributor_last_name as "contributorLastName", c.contributor_organization as "contributorOrganization",
  c.contributor_type as "contributorType", c.contributor_city as "contributorCity",
  c.contributor_state as "contributorState", c.contributor_zip as "contributorZip",
  c.contributor_employer as "contributorEmployer", c.contributor_occupation as "contributorOccupation",
  to_char(c.amount, 'FM999999999990.00') as amount, c.received_on::text as "receivedOn", c.year,
  c.is_in_kind as "isInKind", c.in_kind_description as "inKindDescription", c.is_memo as "isMemo",
  c.receipt_type as "receiptType",
  json_build_object('filerId', f.id, 'name', f.name, 'filerType', f.filer_type,
    'registrationNumber', f.registration_number, 'member', ${personSql(sql`f.member_id`)}) as recipient,
  ${isLobbyistSql} as "isLobbyist",
  (select json_build_object('id', l.id, 'name', l.name) from lobbyists l where l.id = c.lobbyist_id) as lobbyist,
  ${personSql(sql`cf.member_id`)} as "contributorMember",
  ${companySql} as company`;

/** One page of contributions matching `where`, in `order`. */
export async function selectContributionRows(
  db: Database,
  { where, order, limit, offset }: { where: SQL; order: SQL; limit: number; offset: number },
) {
  return selectRows<CampaignFinanceRow>(
    db,
    sql`select ${rowColumns} ${fromSql} where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
}

/** How many contributions match, with the memo-free sum (for paging and totals). */
export async function countContributions(db: Database, where: SQL) {
  const [row] = await selectRows<{ total: number; amount: string | null; memoCount: number }>(
    db,
    sql`select count(*)::int as total, sum(c.amount) filter (where not c.is_memo) as amount,
          count(*) filter (where c.is_memo)::int as "memoCount"
        ${fromSql} where ${where}`,
  );
  return { total: row?.total ?? 0, amount: Number(row?.amount ?? 0), memoCount: row?.memoCount ?? 0 };
}

const money = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

/** Count and sum per month received (memo entries left out), oldest first. */
export async function sumByMonth(db: Database, where: SQL) {
  const rows = await selectRows<{ month: string; count: number; amount: string }>(
    db,
    sql`select to_char(c.received_on, 'YYYY-MM') as month, count(*)::int as count, sum(c.amount) as amount
        ${fromSql} where ${where} and not c.is_memo and c.received_on is not null
        group by 1 order by 1`,
  );
  return rows.map((row) => ({ month: row.month, count: row.count, amount: money(row.amount) }));
}

/** Count and sum per year (memo entries left out), newest first; contributions without a year last. */
export async function sumByYear(db: Database, where: SQL) {
  const rows = await selectRows<{ year: number | null; count: number; amount: string }>(
    db,
    sql`select c.year, count(*)::int as count, sum(c.amount) as amount
        ${fromSql} where ${where} and not c.is_memo group by 1 order by 1 desc nulls last`,
  );
  return rows.map((row) => ({ year: row.year, count: row.count, amount: money(row.amount) }));
}

/** The recipients who received the most (memo entries left out). */
export async function sumByRecipient(db: Database, where: SQL, limit: number) {
  const rows = await selectRows<CampaignFinanceSummary['byRecipient'][number] & { amount: string }>(
    db,
    sql`select f.id as "filerId", f.name, ${personSql(sql`f.member_id`)} as member,
          count(*)::int as count, sum(c.amount) as amount
        ${fromSql} where ${where} and not c.is_memo
        group by f.id order by sum(c.amount) desc, f.name limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, amount: money(row.amount) }));
}

/** The jurisdictions with contributions in the data. */
export async function selectStatesWithData(db: Database) {
  return selectRows<Omit<FinanceState, 'name'>>(
    db,
    sql`select jurisdiction_id as "stateCode", count(*)::int as contributions
        from contributions group by 1 order by 2 desc`,
  );
}

type FilerRow = Omit<CampaignFilerSummary, 'amount'> & { amount: string | null };

/** Filers by name, candidate or registration number, most contributions first. */
export async function selectFilers(db: Database, query: { search?: string; state?: string }, limit: number) {
  const where: SQL[] = [sql`true`];
  if (query.state) where.push(sql`f.jurisdiction_id = ${query.state}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(
      sql`(f.name ilike ${pattern} or f.candidate_name ilike ${pattern} or f.registration_number = ${query.search})`,
    );
  }
  const rows = await selectRows<FilerRow & { total: number }>(
    db,
    sql`select f.id, f.jurisdiction_id as "jurisdictionCode", f.source, f.registration_number as "registrationNumber",
          f.name, f.filer_type as "filerType", f.candidate_name as "candidateName", f.party, f.office, f.district,
          f.state, ${personSql(sql`f.member_id`)} as member,
          coalesce(t.count, 0)::int as contributions, t.amount, count(*) over()::int as total
        from campaign_filers f
        left join (select filer_id, count(*) as count, sum(amount) as amount from contributions
                   where not is_memo group by filer_id) t on t.filer_id = f.id
        where ${sql.join(where, sql` and `)}
        order by coalesce(t.count, 0) desc, lower(f.name), f.id
        limit ${limit}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, amount: money(row.amount) })),
  };
}

/** A company the account may see: a public one, or one the account added. */
export async function findVisibleCompany(db: Database, companyId: number, accountId: number) {
  const [row] = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from companies where id = ${companyId} and (account_id is null or account_id = ${accountId})`,
  );
  return row;
}

export type ContributionAliasRow = {
  name: string;
  sourceKind: 'contributor_organization' | 'contributor_employer';
  jurisdictionCode: string | null;
};

/** The company's names as contributors' organizations and employers. */
export async function selectContributionAliases(db: Database, companyId: number) {
  return selectRows<ContributionAliasRow>(
    db,
    sql`select name, source_kind as "sourceKind", jurisdiction_id as "jurisdictionCode" from company_aliases
        where company_id = ${companyId} and source_kind in ('contributor_organization', 'contributor_employer')
        order by source_kind desc, name`,
  );
}

/** Contributions whose organization or employer key is one of the company's aliases (decision 041). */
export const companyContributionsWhere = (companyId: number, year: number | undefined): SQL => {
  const alias = (kind: string, key: SQL) => sql`exists (select 1 from company_aliases a
      where a.company_id = ${companyId} and a.source_kind = ${kind} and a.normalized_name = ${key}
        and (a.jurisdiction_id is null or a.jurisdiction_id = c.jurisdiction_id))`;
  return sql`(${alias('contributor_organization', sql`c.contributor_organization_key`)}
      or ${alias('contributor_employer', sql`c.contributor_employer_key`)})
    ${year === undefined ? sql`` : sql`and c.year = ${year}`}`;
};

export async function lobbyistExists(db: Database, lobbyistId: number) {
  const rows = await selectRows<{ id: number }>(db, sql`select id from lobbyists where id = ${lobbyistId}`);
  return rows.length > 0;
}

/**
 * Contributions by a lobbyist, and/or by the lobbyists registered for a company's lobby clients (that year when
 * a year is given: the lobbyists who worked for it then).
 */
export const lobbyistContributionsWhere = (query: { lobbyistId?: number; companyId?: number; year?: number }): SQL => {
  const where: SQL[] = [];
  if (query.lobbyistId !== undefined) where.push(sql`c.lobbyist_id = ${query.lobbyistId}`);
  if (query.companyId !== undefined)
    where.push(sql`c.lobbyist_id in (select r.lobbyist_id from lobby_registrations r
        join company_aliases a on a.source_kind = 'lobby_client' and a.source_ref = r.client_id::text
        where a.company_id = ${query.companyId} ${query.year === undefined ? sql`` : sql`and r.year = ${query.year}`})`);
  if (query.year !== undefined) where.push(sql`c.year = ${query.year}`);
  return sql.join(where, sql` and `);
};
