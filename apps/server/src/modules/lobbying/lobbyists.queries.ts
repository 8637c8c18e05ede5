import type {
  Engagement,
  EngagementsParams,
  IdName,
  LobbyCompanyHit,
  LobbyistClient,
  LobbyistListParams,
  YearCount,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import { LOBBY_COMPANY_SEARCH_LIMIT } from '@statehouse/shared/lobbying/lobbying.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, selectRows } from '../../db/sql';
import { clientCompanyIdSql, clientsOfCompanySql, firmJsonSql, statesWithDataSql } from './lobbying.sql';

export async function listStatesWithData(db: Database): Promise<string[]> {
  const rows = await selectRows<{ stateCode: string }>(db, statesWithDataSql);
  return rows.map((row) => row.stateCode);
}

export type LobbyistListRow = {
  id: number;
  stateCode: string;
  name: string;
  city: string | null;
  state: string | null;
  occupation: string | null;
  lobbyistType: 'private' | 'public';
  clientCount: number;
  registrationCount: number;
  firstYear: number;
  latestYear: number;
  firm: IdName | null;
  total: number;
};

const lobbyistOrder: Record<LobbyistListParams['sortBy'], SQL> = {
  name: sql`l.name`,
  clients: sql`s.clients`,
  registrations: sql`s.registrations`,
  latestYear: sql`s.latest_year`,
};

/** The same order over the page's columns. */
const pageOrder: Record<LobbyistListParams['sortBy'], SQL> = {
  name: sql`page.name`,
  clients: sql`page."clientCount"`,
  registrations: sql`page."registrationCount"`,
  latestYear: sql`page."latestYear"`,
};

/** Lobbyists with their registration counts, one page, with the total. */
export async function listLobbyists(db: Database, params: LobbyistListParams): Promise<LobbyistListRow[]> {
  const inState = params.stateCode ? sql`r.jurisdiction_id = ${params.stateCode}` : sql`true`;
  const where: SQL[] = [sql`true`];
  if (params.search) {
    const pattern = containsPattern(params.search);
    where.push(sql`(l.name ilike ${pattern} or l.email ilike ${pattern} or l.occupation ilike ${pattern})`);
  }
  const direction = params.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  // The latest firm is looked up for the page's rows only, after the sort and limit.
  return selectRows<LobbyistListRow>(
    db,
    sql`with s as (
        select r.lobbyist_id, count(*)::int as registrations, count(distinct r.client_id)::int as clients,
          min(r.year) as first_year, max(r.year) as latest_year
        from lobby_registrations r where ${inState} group by r.lobbyist_id
      ), page as (
        select l.id, l.jurisdiction_id as "stateCode", l.name, l.city, l.state, l.occupation,
          l.lobbyist_type as "lobbyistType", s.clients as "clientCount", s.registrations as "registrationCount",
          s.first_year as "firstYear", s.latest_year as "latestYear", (count(*) over ())::int as total
        from lobbyists l join s on s.lobbyist_id = l.id
        where ${sql.join(where, sql` and `)}
        order by ${lobbyistOrder[params.sortBy]} ${direction}, l.name, l.id
        limit ${params.limit} offset ${(params.page - 1) * params.limit}
      )
      select page.*, (select ${firmJsonSql} from lobby_registrations r join lobby_firms f on f.id = r.firm_id
          where r.lobbyist_id = page.id order by r.year desc, r.id desc limit 1) as firm
      from page order by ${pageOrder[params.sortBy]} ${direction}, page.name, page.id`,
  );
}

export type LobbyistRow = {
  id: number;
  stateCode: string;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
  phone: string | null;
  occupation: string | null;
  lobbyistType: 'private' | 'public';
  firstYear: number | null;
  latestYear: number | null;
  clientCount: number;
  registrationCount: number;
};

export async function findLobbyist(db: Database, id: number): Promise<LobbyistRow | undefined> {
  const [row] = await selectRows<LobbyistRow>(
    db,
    sql`select l.id, l.jurisdiction_id as "stateCode", l.name, l.city, l.state, l.zip, l.email, l.phone,
        l.occupation, l.lobbyist_type as "lobbyistType",
        (select min(year) from lobby_registrations where lobbyist_id = l.id) as "firstYear",
        (select max(year) from lobby_registrations where lobbyist_id = l.id) as "latestYear",
        (select count(distinct client_id) from lobby_registrations where lobbyist_id = l.id)::int as "clientCount",
        (select count(*) from lobby_registrations where lobbyist_id = l.id)::int as "registrationCount"
      from lobbyists l where l.id = ${id}`,
  );
  return row;
}

/** Different clients a lobbyist registered for, by year, newest first. */
export async function lobbyistYears(db: Database, id: number): Promise<YearCount[]> {
  return selectRows<YearCount>(
    db,
    sql`select year, count(distinct client_id)::int as count from lobby_registrations
      where lobbyist_id = ${id} group by year order by year desc`,
  );
}

/** Each subject as registered with its years, the most recent first. */
export async function lobbyistSubjects(db: Database, id: number) {
  return selectRows<{ subject: string; years: number[] }>(
    db,
    sql`select subject, array_agg(distinct year order by year desc) as years from lobby_registrations
      where lobbyist_id = ${id} and subject is not null
      group by subject order by max(year) desc, subject limit 50`,
  );
}

export async function lobbyistFirms(db: Database, id: number) {
  return selectRows<IdName & { years: number[] }>(
    db,
    sql`select f.id, f.name, array_agg(distinct r.year order by r.year desc) as years
      from lobby_registrations r join lobby_firms f on f.id = r.firm_id
      where r.lobbyist_id = ${id} group by f.id order by max(r.year) desc, f.name`,
  );
}

/** A lobbyist's clients with the years, subjects and firms of their registrations; latest first. */
export async function lobbyistClients(db: Database, id: number): Promise<LobbyistClient[]> {
  return selectRows<LobbyistClient>(
    db,
    sql`select json_build_object('id', c.id, 'stateCode', c.jurisdiction_id, 'name', c.name, 'address', c.address,
          'city', c.city, 'state', c.state, 'zip', c.zip, 'clientType', c.client_type) as client,
        ${clientCompanyIdSql(sql`c.id`)} as "companyId",
        array_agg(distinct r.year order by r.year desc) as years,
        coalesce(array_agg(distinct r.subject) filter (where r.subject is not null), '{}') as subjects,
        coalesce(json_agg(distinct jsonb_build_object('id', f.id, 'name', f.name)) filter (where f.id is not null), '[]') as firms,
        count(*)::int as "registrationCount"
      from lobby_registrations r join lobby_clients c on c.id = r.client_id left join lobby_firms f on f.id = r.firm_id
      where r.lobbyist_id = ${id}
      group by c.id order by max(r.year) desc, c.name, c.id`,
  );
}

export type EngagementRow = Engagement & { total: number };

/** The where clause of an engagements filter over registrations `r`, clients `c`. */
export function engagementFilters(
  params: Partial<
    Pick<EngagementsParams, 'lobbyistId' | 'companyId' | 'masterCompanyId' | 'year' | 'companySearch' | 'stateCode'>
  > & {
    firmId?: number;
  },
): SQL {
  const where: SQL[] = [sql`true`];
  if (params.lobbyistId !== undefined) where.push(sql`r.lobbyist_id = ${params.lobbyistId}`);
  if (params.companyId !== undefined) where.push(sql`r.client_id = ${params.companyId}`);
  if (params.masterCompanyId !== undefined)
    where.push(sql`r.client_id::text in ${clientsOfCompanySql(params.masterCompanyId)}`);
  if (params.firmId !== undefined) where.push(sql`r.firm_id = ${params.firmId}`);
  if (params.year !== undefined) where.push(sql`r.year = ${params.year}`);
  if (params.stateCode) where.push(sql`r.jurisdiction_id = ${params.stateCode}`);
  if (params.companySearch) where.push(sql`c.name ilike ${containsPattern(params.companySearch)}`);
  return sql.join(where, sql` and `);
}

/** Registrations matching `where`, newest year first, then client and lobbyist. */
export async function listEngagements(
  db: Database,
  where: SQL,
  page: { limit: number; offset: number } | null,
): Promise<EngagementRow[]> {
  return selectRows<EngagementRow>(
    db,
    sql`select r.id, r.jurisdiction_id as "stateCode", r.year, r.registration_number as "registrationNumber",
        r.status, r.subject, json_build_object('id', l.id, 'name', l.name) as lobbyist,
        json_build_object('id', c.id, 'name', c.name) as client, ${firmJsonSql} as firm,
        ${clientCompanyIdSql(sql`c.id`)} as "companyId", (count(*) over ())::int as total
      from lobby_registrations r join lobbyists l on l.id = r.lobbyist_id join lobby_clients c on c.id = r.client_id
      left join lobby_firms f on f.id = r.firm_id
      where ${where}
      order by r.year desc, c.name, l.name, r.id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** Years with registrations of a lobbyist and/or client, newest first. */
export async function engagementYears(db: Database, lobbyistId?: number, clientId?: number): Promise<number[]> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`select distinct year from lobby_registrations r
      where ${engagementFilters({ lobbyistId, companyId: clientId })} order by year desc`,
  );
  return rows.map((row) => row.year);
}

/** Clients whose name contains `search`, most registrations first. */
export async function searchLobbyClients(
  db: Database,
  params: { search: string; stateCode?: string; year?: number },
): Promise<LobbyCompanyHit[]> {
  const where: SQL[] = [sql`c.name ilike ${containsPattern(params.search)}`];
  if (params.stateCode) where.push(sql`r.jurisdiction_id = ${params.stateCode}`);
  if (params.year !== undefined) where.push(sql`r.year = ${params.year}`);
  return selectRows<LobbyCompanyHit>(
    db,
    sql`select c.id, c.jurisdiction_id as "stateCode", c.name, c.address, c.city, c.state, c.zip,
        c.client_type as "clientType", ${clientCompanyIdSql(sql`c.id`)} as "companyId",
        count(distinct r.lobbyist_id)::int as "lobbyistCount", count(*)::int as "registrationCount",
        max(r.year) as "latestYear"
      from lobby_clients c join lobby_registrations r on r.client_id = c.id
      where ${sql.join(where, sql` and `)}
      group by c.id
      order by count(*) desc, c.name, c.id
      limit ${LOBBY_COMPANY_SEARCH_LIMIT}`,
  );
}
