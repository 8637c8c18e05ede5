import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partyCodeSql, selectRows } from '../../db/sql';
import type { BillFilterPlan } from './bills.search.queries';

// Counts over the bills a plan matches: the planner's estimates and the facet counts.

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
  // A plain filter reads the narrow bill_facet_rows (same column names, the bucket stored): about 100 bytes a bill,
  // where a row of `bills` is about 2 kB and seldom all in memory at 250k bills (decision 048, revised).
  const from = plan.narrow ? sql`bill_facet_rows b` : sql`bills b`;
  const bucket = plan.narrow ? sql`b.bucket` : sampleBucketSql;
  const sample = options.sampleBuckets === undefined ? sql`` : sql`and ${bucket} < ${options.sampleBuckets}`;
  const cap = options.cap === undefined ? sql`` : sql`limit ${options.cap}`;
  return selectRows<FacetRow>(
    db,
    sql`with m as materialized (
      select b.id, b.jurisdiction_id, b.session_id, b.bill_type, b.status, b.subjects from ${from}
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
      -- offset 0: each sponsor's party is looked up once (pulled up, the lookup ran again for the filter below).
      offset 0
    ) parties where party is not null group by party`,
  );
}
