import type { LobbyAnalyticsKind, LobbyAnalyticsReply, YearCount } from '@statehouse/shared/lobbying/lobbying.schemas';
import { LOBBY_ANALYTICS_TOP } from '@statehouse/shared/lobbying/lobbying.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { clientCompanyIdSql } from './lobbying.sql';

type Scope = { stateCode?: string; year?: number };
const inState = (scope: Scope) => (scope.stateCode ? sql`r.jurisdiction_id = ${scope.stateCode}` : sql`true`);
const inScope = (scope: Scope) =>
  scope.year === undefined ? inState(scope) : sql`${inState(scope)} and r.year = ${scope.year}`;

/** Registrations, lobbyists, clients and firms of every year (oldest first). */
export async function analyticsTrend(db: Database, scope: Scope): Promise<LobbyAnalyticsReply['trend']> {
  return selectRows(
    db,
    sql`select r.year, count(*)::int as registrations, count(distinct r.lobbyist_id)::int as lobbyists,
        count(distinct r.client_id)::int as clients, count(distinct r.firm_id)::int as firms
      from lobby_registrations r where ${inState(scope)} group by r.year order by r.year`,
  );
}

export async function analyticsTotals(db: Database, scope: Scope): Promise<LobbyAnalyticsReply['totals']> {
  const [row] = await selectRows<LobbyAnalyticsReply['totals']>(
    db,
    sql`select count(*)::int as registrations, count(distinct r.lobbyist_id)::int as lobbyists,
        count(distinct r.client_id)::int as clients, count(distinct r.firm_id)::int as firms
      from lobby_registrations r where ${inScope(scope)}`,
  );
  return row ?? { registrations: 0, lobbyists: 0, clients: 0, firms: 0 };
}

/** What each kind ranks and charts: clients by lobbyists hired; firms and lobbyists by clients served. */
const kinds: Record<LobbyAnalyticsKind, { key: SQL; table: SQL; measure: SQL; companyId: SQL; notNull: SQL }> = {
  companies: {
    key: sql`r.client_id`,
    table: sql`lobby_clients`,
    measure: sql`count(distinct r.lobbyist_id)`,
    companyId: clientCompanyIdSql(sql`t.id`),
    notNull: sql`true`,
  },
  firms: {
    key: sql`r.firm_id`,
    table: sql`lobby_firms`,
    measure: sql`count(distinct r.client_id)`,
    companyId: sql`null::int`,
    notNull: sql`r.firm_id is not null`,
  },
  lobbyists: {
    key: sql`r.lobbyist_id`,
    table: sql`lobbyists`,
    measure: sql`count(distinct r.client_id)`,
    companyId: sql`null::int`,
    notNull: sql`true`,
  },
};

export type TopRow = Omit<LobbyAnalyticsReply['top'][number], 'byYear'>;

/** The largest of a kind in the scope. */
export async function analyticsTop(db: Database, kind: LobbyAnalyticsKind, scope: Scope): Promise<TopRow[]> {
  const k = kinds[kind];
  return selectRows<TopRow>(
    db,
    sql`with ranked as (
        select ${k.key} as id, ${k.measure}::int as measure, count(*)::int as registrations,
          count(distinct r.lobbyist_id)::int as lobbyists, count(distinct r.client_id)::int as clients
        from lobby_registrations r where ${inScope(scope)} and ${k.notNull}
        group by ${k.key} order by measure desc, id limit ${LOBBY_ANALYTICS_TOP}
      )
      select t.id, t.name, ${k.companyId} as "companyId", ranked.registrations, ranked.lobbyists, ranked.clients
      from ranked join ${k.table} t on t.id = ranked.id
      order by ranked.measure desc, t.name, t.id`,
  );
}

/** The measure of each of `ids` in every year (oldest first). */
export async function analyticsByYear(
  db: Database,
  kind: LobbyAnalyticsKind,
  scope: Scope,
  ids: number[],
): Promise<Map<number, YearCount[]>> {
  const byId = new Map<number, YearCount[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const k = kinds[kind];
  const rows = await selectRows<{ id: number; year: number; count: number }>(
    db,
    sql`select ${k.key} as id, r.year, ${k.measure}::int as count from lobby_registrations r
      where ${inState(scope)} and ${k.key} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by ${k.key}, r.year order by r.year`,
  );
  for (const row of rows) byId.get(row.id)?.push({ year: row.year, count: row.count });
  return byId;
}

/** The subjects most registered for: each registration's subjects split at "; ", case folded. */
export async function analyticsSubjects(db: Database, scope: Scope): Promise<LobbyAnalyticsReply['subjects']> {
  return selectRows(
    db,
    sql`select min(trim(part)) as subject, count(*)::int as registrations
      from lobby_registrations r, unnest(string_to_array(r.subject, '; ')) as part
      where ${inScope(scope)} and r.subject is not null and length(trim(part)) between 3 and 80
      group by lower(trim(part)) order by count(*) desc, lower(trim(part)) limit ${LOBBY_ANALYTICS_TOP}`,
  );
}
