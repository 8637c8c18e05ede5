import type { FirmListParams, IdName, YearCount } from '@statehouse/shared/lobbying/lobbying.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, selectRows } from '../../db/sql';

export type FirmListRow = {
  id: number;
  stateCode: string;
  name: string;
  lobbyistCount: number;
  clientCount: number;
  registrationCount: number;
  firstYear: number;
  latestYear: number;
  total: number;
};

const firmOrder: Record<FirmListParams['sortBy'], SQL> = {
  name: sql`f.name`,
  lobbyists: sql`s.lobbyists`,
  clients: sql`s.clients`,
  latestYear: sql`s.latest_year`,
};

const firmStatsSql = (inState: SQL) => sql`select r.firm_id, count(*)::int as registrations,
    count(distinct r.lobbyist_id)::int as lobbyists, count(distinct r.client_id)::int as clients,
    min(r.year) as first_year, max(r.year) as latest_year
  from lobby_registrations r where r.firm_id is not null and ${inState} group by r.firm_id`;

const firmColumns = sql`f.id, f.jurisdiction_id as "stateCode", f.name, s.lobbyists as "lobbyistCount",
  s.clients as "clientCount", s.registrations as "registrationCount", s.first_year as "firstYear",
  s.latest_year as "latestYear"`;

/** Firms with their lobbyist, client and registration counts, one page, with the total. */
export async function listFirms(db: Database, params: FirmListParams): Promise<FirmListRow[]> {
  const inState = params.stateCode ? sql`r.jurisdiction_id = ${params.stateCode}` : sql`true`;
  const search = params.search ? sql`f.name ilike ${containsPattern(params.search)}` : sql`true`;
  const direction = params.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  return selectRows<FirmListRow>(
    db,
    sql`with s as (${firmStatsSql(inState)})
      select ${firmColumns}, (count(*) over ())::int as total
      from lobby_firms f join s on s.firm_id = f.id
      where ${search}
      order by ${firmOrder[params.sortBy]} ${direction}, f.name, f.id
      limit ${params.limit} offset ${(params.page - 1) * params.limit}`,
  );
}

export async function findFirm(db: Database, id: number) {
  const [row] = await selectRows<Omit<FirmListRow, 'total'> & { source: string }>(
    db,
    sql`with s as (${firmStatsSql(sql`r.firm_id = ${id}`)})
      select ${firmColumns}, f.source from lobby_firms f join s on s.firm_id = f.id where f.id = ${id}`,
  );
  return row;
}

/** Different clients of the firm by year, newest first. */
export async function firmYears(db: Database, id: number): Promise<YearCount[]> {
  return selectRows<YearCount>(
    db,
    sql`select year, count(distinct client_id)::int as count from lobby_registrations
      where firm_id = ${id} group by year order by year desc`,
  );
}

/** The firm's lobbyists with their years and client counts, most recent first. */
export async function firmLobbyists(db: Database, id: number) {
  return selectRows<IdName & { years: number[]; clientCount: number }>(
    db,
    sql`select l.id, l.name, array_agg(distinct r.year order by r.year desc) as years,
        count(distinct r.client_id)::int as "clientCount"
      from lobby_registrations r join lobbyists l on l.id = r.lobbyist_id
      where r.firm_id = ${id} group by l.id order by max(r.year) desc, l.name, l.id`,
  );
}
