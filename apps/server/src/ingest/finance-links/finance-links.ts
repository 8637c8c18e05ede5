import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyKeyOf } from '../../lib/company-names/company-name';
import {
  contributionKey,
  type LinkableContribution,
  type LinkableLobbyist,
  lobbyistKey,
  pickLobbyist,
  pickMember,
} from './finance-links.match';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
const select = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const changedCount = (result: unknown) =>
  Number(
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );

/** Node 20 has no Map.groupBy. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (!name) continue;
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** Rows read and written per statement: bounded memory on a full state export. */
const BATCH = 5000;

export type FinanceLinkCounts = { members: number; lobbyists: number; companyKeys: number; changed: number };

/** Each candidate committee's legislator (campaign_filers.member_id). Returns the number of filers linked. */
async function linkMembers(db: DbOrTx): Promise<{ linked: number; changed: number }> {
  const filers = await select<{
    id: number;
    jurisdictionId: string;
    candidateName: string | null;
    office: string | null;
    district: string | null;
  }>(
    db,
    sql`select id, jurisdiction_id as "jurisdictionId", candidate_name as "candidateName", office, district
        from campaign_filers where candidate_name is not null`,
  );
  const states = [...new Set(filers.map((filer) => filer.jurisdictionId))];
  const members = states.length
    ? await select<{
        id: string;
        stateId: string;
        name: string;
        givenName: string | null;
        familyName: string | null;
        otherNames: string[];
        chamber: string | null;
        district: string | null;
        roleChambers: string[];
      }>(
        db,
        sql`select p.id, p.jurisdiction_id as "stateId", p.name, p.given_name as "givenName",
              p.family_name as "familyName", p.other_names as "otherNames", p.chamber, p.district,
              coalesce((select array_agg(distinct r->>'type') from jsonb_array_elements(p.roles) r
                        where r->>'type' is not null), '{}') as "roleChambers"
            from people p
            where p.jurisdiction_id in (${sql.join(
              states.map((state) => sql`${state}`),
              sql`, `,
            )})`,
      )
    : [];
  const byState = groupBy(members, (member) => member.stateId);
  const ids: number[] = [];
  const memberIds: string[] = [];
  for (const filer of filers) {
    const member = pickMember(filer, byState.get(filer.jurisdictionId) ?? []);
    if (member) {
      ids.push(filer.id);
      memberIds.push(member.id);
    }
  }
  let changed = changedCount(
    await db.execute(
      sql`update campaign_filers f set member_id = null
          where f.member_id is not null and not (f.id = any(${`{${ids.join(',')}}`}::int[]))`,
    ),
  );
  changed += changedCount(
    await db.execute(
      sql`update campaign_filers f set member_id = v.member_id
          from (select unnest(${`{${ids.join(',')}}`}::int[]) as id,
                       unnest(${toTextArray(memberIds)}::text[]) as member_id) v
          where f.id = v.id and f.member_id is distinct from v.member_id`,
    ),
  );
  return { linked: ids.length, changed };
}

/** A PostgreSQL text[] literal (quoted, escaped) for one bound parameter. */
function toTextArray(values: readonly (string | null)[]): string {
  return `{${values
    .map((value) => (value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`))
    .join(',')}}`;
}

/**
 * Per contribution: the lobbyist who gave (contributions.lobbyist_id) and the company keys of the organization and
 * employer named. Reads contributions in id order, BATCH at a time, and writes only rows whose values change.
 */
async function linkContributions(db: DbOrTx): Promise<{ lobbyists: number; companyKeys: number; changed: number }> {
  const lobbyists = await select<LinkableLobbyist>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName", name, state, zip, latest_year as "latestYear"
        from lobbyists`,
  );
  const byKey = groupBy(lobbyists, lobbyistKey);
  let lastId = 0;
  let linkedLobbyists = 0;
  let companyKeys = 0;
  let changed = 0;
  for (;;) {
    const rows = await select<
      LinkableContribution & {
        organization: string | null;
        lobbyistId: number | null;
        organizationKey: string | null;
        employerKey: string | null;
      }
    >(
      db,
      sql`select id, contributor_first_name as "firstName", contributor_last_name as "lastName",
            contributor_type as "contributorType", contributor_employer as employer,
            contributor_occupation as occupation, contributor_state as state, contributor_zip as zip,
            contributor_organization as organization, lobbyist_id as "lobbyistId",
            contributor_organization_key as "organizationKey", contributor_employer_key as "employerKey"
          from contributions where id > ${lastId} order by id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    lastId = rows.at(-1)?.id ?? lastId;
    const updates: {
      id: number;
      lobbyistId: number | null;
      organizationKey: string | null;
      employerKey: string | null;
    }[] = [];
    for (const row of rows) {
      const key = contributionKey(row);
      const lobbyistId = key ? (pickLobbyist(row, byKey.get(key) ?? [])?.id ?? null) : null;
      const organizationKey = row.organization ? companyKeyOf(row.organization, 'organization') : null;
      const employerKey = row.employer ? companyKeyOf(row.employer, 'employer') : null;
      if (lobbyistId) linkedLobbyists += 1;
      if (organizationKey || employerKey) companyKeys += 1;
      if (lobbyistId !== row.lobbyistId || organizationKey !== row.organizationKey || employerKey !== row.employerKey)
        updates.push({ id: row.id, lobbyistId, organizationKey, employerKey });
    }
    if (updates.length > 0) {
      changed += changedCount(
        await db.execute(
          sql`update contributions c set lobbyist_id = v.lobbyist_id,
                contributor_organization_key = v.organization_key, contributor_employer_key = v.employer_key
              from (select unnest(${`{${updates.map((update) => update.id).join(',')}}`}::int[]) as id,
                           unnest(${`{${updates.map((update) => update.lobbyistId ?? 'NULL').join(',')}}`}::int[]) as lobbyist_id,
                           unnest(${toTextArray(updates.map((update) => update.organizationKey))}::text[]) as organization_key,
                           unnest(${toTextArray(updates.map((update) => update.employerKey))}::text[]) as employer_key) v
              where c.id = v.id`,
        ),
      );
    }
  }
  return { lobbyists: linkedLobbyists, companyKeys, changed };
}

/**
 * Recomputes the links between campaign finance and the rest of the data (decision 041): candidate committees to
 * legislators, contributions to the lobbyists who gave them, and the company keys of contributors' organizations and
 * employers. Idempotent; the import CLI runs it after a finance, lobbyist or people source, and the sample's build and
 * load run it after the data (as they run company resolution, decision 039, which it does not depend on).
 */
export async function refreshFinanceLinks(db: DbOrTx): Promise<FinanceLinkCounts> {
  const members = await linkMembers(db);
  const contributions = await linkContributions(db);
  return {
    members: members.linked,
    lobbyists: contributions.lobbyists,
    companyKeys: contributions.companyKeys,
    changed: members.changed + contributions.changed,
  };
}
