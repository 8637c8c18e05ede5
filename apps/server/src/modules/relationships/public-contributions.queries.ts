import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

export type CandidateFilerRow = {
  id: number;
  name: string;
  candidateName: string | null;
  office: string | null;
  district: string | null;
  registrationNumber: string;
  source: string;
};

/** The state's candidate committees for legislative offices (House, Senate, Assembly, Legislature). */
export async function listLegislativeCandidateFilers(db: Database, stateCode: string) {
  return selectRows<CandidateFilerRow>(
    db,
    sql`select id, name, candidate_name as "candidateName", office, district,
          registration_number as "registrationNumber", source
        from campaign_filers
        where jurisdiction_id = ${stateCode} and filer_type = 'candidate committee' and candidate_name is not null
          and lower(office) ~ '(house|senate|assembly|legislat|representative)'
        order by registered_on desc nulls last, id`,
  );
}

export type ContributionRow = {
  id: number;
  contributorName: string;
  contributorType: string | null;
  contributorEmployer: string | null;
  contributorCity: string | null;
  contributorState: string | null;
  amount: string | number;
  receivedOn: string | null;
  filerId: number;
};

const filerList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Up to `limit` itemized contributions to the filers, newest first (memo lines, which repeat others, left out). */
export async function listContributions(db: Database, filerIds: readonly number[], limit: number) {
  if (filerIds.length === 0) return [];
  return selectRows<ContributionRow>(
    db,
    sql`select id, contributor_name as "contributorName", contributor_type as "contributorType",
          contributor_employer as "contributorEmployer", contributor_city as "contributorCity",
          contributor_state as "contributorState", amount, received_on::text as "receivedOn", filer_id as "filerId"
        from contributions
        where filer_id in (${filerList(filerIds)}) and not is_memo
        order by received_on desc nulls last, id desc
        limit ${limit}`,
  );
}

export async function sumContributions(db: Database, filerIds: readonly number[]) {
  if (filerIds.length === 0) return { total: 0, totalAmount: 0 };
  const rows = await selectRows<{ total: number; totalAmount: string | number | null }>(
    db,
    sql`select count(*)::int as total, sum(amount) as "totalAmount"
        from contributions where filer_id in (${filerList(filerIds)}) and not is_memo`,
  );
  return { total: rows[0]?.total ?? 0, totalAmount: Number(rows[0]?.totalAmount ?? 0) };
}
