import type { Testimony, TestimonyCoverage } from '@statehouse/shared/testimony/testimony.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

/**
 * Testimonies of a company: linked by id, or, where the loader linked none, whose organization is one of the
 * company's names (its own or an alias; case folded). Only a public company or one of the caller's account.
 */
export const ofCompanySql = (companyId: number, accountId: number): SQL =>
  sql`exists (select 1 from companies co where co.id = ${companyId}
    and (co.account_id is null or co.account_id = ${accountId})
    and (t.company_id = co.id or (t.company_id is null and t.organization is not null and (
      lower(t.organization) = lower(co.name)
      or lower(t.organization) in (select lower(ca.name) from company_aliases ca where ca.company_id = co.id)))))`;

/** Testimonies matching `where` over `t`, newest first. */
export async function listTestimonies(db: Database, where: SQL): Promise<Testimony[]> {
  return selectRows<Testimony>(
    db,
    sql`select t.id, t.jurisdiction_id as "stateCode", t.witness_name as "witnessName",
        t.witness_title as "witnessTitle", t.organization, t.position, t.testified_on::text as "testifiedOn",
        case when b.id is null then null else json_build_object('id', b.id, 'identifier', b.identifier, 'title', b.title) end as bill,
        case when e.id is null then null else json_build_object('id', e.id, 'name', e.name) end as event,
        case when co.id is null then null else json_build_object('id', co.id, 'name', co.name) end as company,
        case when l.id is null then null else json_build_object('id', l.id, 'name', l.name) end as lobbyist,
        t.source
      from testimonies t
      left join bills b on b.id = t.bill_id
      left join events e on e.id = t.event_id
      left join companies co on co.id = t.company_id and co.account_id is null
      left join lobbyists l on l.id = t.lobbyist_id
      where ${where}
      order by t.testified_on desc nulls last, t.witness_name, t.id
      limit 500`,
  );
}

/** Which jurisdictions and sources have witness lists, with how many witnesses. */
export async function testimonyCoverage(db: Database): Promise<Omit<TestimonyCoverage, 'sourceName'>[]> {
  return selectRows(
    db,
    sql`select jurisdiction_id as "stateCode", source, count(*)::int as witnesses
      from testimonies group by jurisdiction_id, source order by jurisdiction_id, source`,
  );
}

export async function listTestimonyYears(db: Database, where: SQL): Promise<number[]> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`select distinct extract(year from t.testified_on)::int as year from testimonies t
      where ${where} and t.testified_on is not null order by 1 desc`,
  );
  return rows.map((row) => row.year);
}
