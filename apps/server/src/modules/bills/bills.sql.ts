import { type SQL, sql } from 'drizzle-orm';
import { partyCodeSql } from '../../db/sql';

// The bill-only SQL fragments; what other modules share is in db/sql.ts (docs/decisions/021).

/** How far a bill has gone, for rerankProgress: passed > enrolled > vetoed > engrossed > introduced > pre-filed > failed. */
export const progressRankSql = (status: SQL): SQL =>
  sql`(case ${status} when 4 then 6 when 3 then 5 when 5 then 4 when 2 then 3 when 1 then 2 when 0 then 1 else 0 end)`;

/** The per-jurisdiction sort key of SPEC section 4 (two-digit prefix x 100 + trailing digit, R = 0), in SQL. */
export const sessionSortKeySql = (code: SQL): SQL => sql`(case when ${code} ~ '^[0-9]{2}[0-9R]$'
  then substr(${code}, 1, 2)::int * 100 + (case when substr(${code}, 3, 1) = 'R' then 0 else substr(${code}, 3, 1)::int end)
  else 0 end)`;

/** Primary sponsors of bill `b` as a JSON array of BillSponsor. */
export const sponsorsJsonSql = (onlyPrimary: boolean): SQL => sql`coalesce((
  select json_agg(json_build_object(
    'name', sp.name, 'personId', sp.person_id, 'classification', sp.classification, 'isPrimary', sp.is_primary,
    'party', ${partyCodeSql(sql`p.party`)}, 'chamber', p.chamber, 'district', p.district
  ) order by sp.is_primary desc, sp.position)
  from bill_sponsorships sp left join people p on p.id = sp.person_id
  where sp.bill_id = b.id ${onlyPrimary ? sql`and sp.is_primary` : sql``}
), '[]'::json)`;

/** The columns of BillSummary (without snippet and rank) for `bills b join legislative_sessions ls`. */
export const summaryColumnsSql = sql`b.id, b.jurisdiction_id as "stateCode", ls.code as "sessionCode", ls.name as "sessionName",
  b.bill_type as "billType", b.bill_number as "billNumber", b.identifier, b.title, b.abstract,
  b.from_chamber as "fromChamber", b.status, b.status_date::text as "statusDate", b.progress, b.subjects,
  b.first_action_date::text as "firstActionDate", b.last_action_date::text as "lastActionDate",
  b.last_action_text as "lastActionText"`;
