import { type SQL, sql } from 'drizzle-orm';

/**
 * The company (companies.id) a lobby client resolved to: company_aliases rows of kind lobby_client name the client
 * by id (the companies work of issue 17). Null where the client has not been resolved.
 */
export const clientCompanyIdSql = (client: SQL): SQL =>
  sql`(select ca.company_id from company_aliases ca
    where ca.source_kind = 'lobby_client' and ca.source_ref = ${client}::text order by ca.company_id limit 1)`;

/** Clients (lobby_clients ids as text) that resolved to a company. */
export const clientsOfCompanySql = (companyId: number): SQL =>
  sql`(select ca.source_ref from company_aliases ca where ca.company_id = ${companyId} and ca.source_kind = 'lobby_client')`;

/** `{ id, name }` of a firm row aliased `f`, or null. */
export const firmJsonSql = sql`case when f.id is null then null else json_build_object('id', f.id, 'name', f.name) end`;

/** States with registrations, for "this state has no data; these do". */
export const statesWithDataSql = sql`select distinct jurisdiction_id as "stateCode" from lobby_registrations order by 1`;
