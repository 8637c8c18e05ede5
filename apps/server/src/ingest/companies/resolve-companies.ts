import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clusterCompanyKeys } from '../../lib/company-names/company-match';
import { type CompanyNameSource, companyDeclaredAliases, companyKeyOf } from '../../lib/company-names/company-name';

/**
 * Companies from public data (decision 039): every lobby client, and every contributor's organization and
 * employer, resolved by name (companyKeyOf, clusterCompanyKeys) into `companies` (account_id null) with one
 * `company_aliases` row per source: a lobby client (source_ref = lobby_clients.id), or a name within one
 * jurisdiction's contributions (source_ref = `<jurisdiction>:<key>`, the key being the normalized name, so
 * matching a contribution to its company is `normalizeCompanyName` and a look-up). Idempotent: a second run
 * changes nothing; aliases whose source is gone are removed, and so are public companies left with no alias
 * unless an account has recorded something about them.
 */

/** Contributors that are committees are filers (campaign_filers), not companies. */
export const committeeContributorTypes = [
  'political committee/fund',
  'candidate committee',
  'party unit',
  'committee',
  'candidate',
] as const;

export const aliasKinds = {
  client: 'lobby_client',
  organization: 'contributor_organization',
  employer: 'contributor_employer',
} as const satisfies Record<CompanyNameSource, string>;

type SourceName = { kind: CompanyNameSource; ref: string; name: string; jurisdiction: string; weight: number };
type Alias = SourceName & { key: string };

export type ResolveCounts = { companies: number; aliases: number; removedAliases: number; removedCompanies: number };

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? []) as Row[];

async function readSourceNames(db: DbOrTx): Promise<{ names: SourceName[]; clientStates: Map<string, string> }> {
  const clients = rowsOf(
    await db.execute(sql`select c.id, c.jurisdiction_id, c.name, c.state,
        (select count(*) from lobby_registrations r where r.client_id = c.id)::int as weight
      from lobby_clients c order by c.id`),
  );
  const committeeTypes = sql.join(
    committeeContributorTypes.map((type) => sql`${type}`),
    sql`, `,
  );
  const contributors = rowsOf(
    await db.execute(sql`select 'organization' as kind, jurisdiction_id, contributor_organization as name, count(*)::int as weight
        from contributions
        where contributor_organization is not null and coalesce(contributor_type, '') not in (${committeeTypes})
        group by jurisdiction_id, contributor_organization
      union all
      select 'employer', jurisdiction_id, contributor_employer, count(*)::int
        from contributions where contributor_employer is not null
        group by jurisdiction_id, contributor_employer
      order by 1, 2, 3`),
  );
  const clientStates = new Map<string, string>();
  const names: SourceName[] = clients.map((row) => {
    if (row.state) clientStates.set(String(row.id), String(row.state));
    return {
      kind: 'client',
      ref: String(row.id),
      name: String(row.name),
      jurisdiction: String(row.jurisdiction_id),
      weight: Math.max(1, Number(row.weight)),
    };
  });
  for (const row of contributors)
    names.push({
      kind: row.kind as CompanyNameSource,
      ref: '',
      name: String(row.name),
      jurisdiction: String(row.jurisdiction_id),
      weight: Number(row.weight),
    });
  return { names, clientStates };
}

/** One alias per lobby client; contributors' spellings within a jurisdiction collapse into one alias per key. */
function aliasesOf(names: SourceName[]): Alias[] {
  const aliases = new Map<string, Alias & { spellings: Map<string, number> }>();
  for (const source of names) {
    const key = companyKeyOf(source.name, source.kind);
    if (!key) continue;
    const ref = source.kind === 'client' ? source.ref : `${source.jurisdiction}:${key}`;
    const id = `${source.kind}|${ref}`;
    const alias = aliases.get(id) ?? { ...source, ref, key, weight: 0, spellings: new Map<string, number>() };
    alias.weight += source.weight;
    alias.spellings.set(source.name, (alias.spellings.get(source.name) ?? 0) + source.weight);
    aliases.set(id, alias);
  }
  return [...aliases.values()].map(({ spellings, ...alias }) => ({
    ...alias,
    // The spelling most records use, as the alias's name.
    name: [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? alias.name,
  }));
}

/** A company's display name: its most used lobby-client name, else organization, else employer spelling. */
function displayName(aliases: Alias[]): string {
  const rank = { client: 0, organization: 1, employer: 2 } as const;
  const best = [...aliases].sort(
    (a, b) =>
      rank[a.kind] - rank[b.kind] ||
      // Mixed case reads better than an agency's ALL CAPS.
      Number(a.name === a.name.toUpperCase()) - Number(b.name === b.name.toUpperCase()) ||
      b.weight - a.weight ||
      a.name.localeCompare(b.name),
  )[0];
  return best?.name ?? '';
}

export async function resolveCompanies(db: DbOrTx): Promise<ResolveCounts> {
  const { names, clientStates } = await readSourceNames(db);
  const aliases = aliasesOf(names);
  const weights = new Map<string, number>();
  const jurisdictions = new Map<string, Set<string>>();
  for (const alias of aliases) {
    weights.set(alias.key, (weights.get(alias.key) ?? 0) + alias.weight);
    jurisdictions.set(alias.key, (jurisdictions.get(alias.key) ?? new Set<string>()).add(alias.jurisdiction));
  }
  // Names that declare another name ("(AUVSI)", "fka ...", "... dba ...", "(Aberdeen)"), by key.
  const declared = new Map<string, string[]>();
  for (const source of names) {
    const declaredAliases = companyDeclaredAliases(source.name, source.kind);
    const key = declaredAliases.length > 0 ? companyKeyOf(source.name, source.kind) : null;
    if (key) declared.set(key, [...new Set([...(declared.get(key) ?? []), ...declaredAliases])]);
  }
  const groups = clusterCompanyKeys(weights, { declared, jurisdictions });

  // Keep the ids stable: a group that holds the key of an existing company keeps that company.
  const existing = new Set(
    rowsOf(await db.execute(sql`select normalized_name from companies where account_id is null`)).map((row) =>
      String(row.normalized_name),
    ),
  );
  const members = new Map<string, Alias[]>();
  for (const alias of aliases) {
    const group = groups.get(alias.key) ?? alias.key;
    members.set(group, [...(members.get(group) ?? []), alias]);
  }
  const companyKeyOfGroup = new Map<string, string>();
  const companies: { name: string; normalized_name: string; state: string | null }[] = [];
  for (const [group, list] of members) {
    const keys = [...new Set(list.map((alias) => alias.key))];
    const kept = keys.filter((key) => existing.has(key)).sort((a, b) => (weights.get(b) ?? 0) - (weights.get(a) ?? 0));
    const key = kept[0] ?? group;
    companyKeyOfGroup.set(group, key);
    const topClient = list.filter((alias) => alias.kind === 'client').sort((a, b) => b.weight - a.weight)[0];
    companies.push({
      name: displayName(list),
      normalized_name: key,
      state: topClient ? (clientStates.get(topClient.ref) ?? null) : null,
    });
  }

  const upserted = rowsOf(
    await db.execute(sql`insert into companies (name, normalized_name, state)
      select name, normalized_name, state from json_to_recordset(${JSON.stringify(companies)}::json)
        as t(name text, normalized_name text, state text)
      on conflict (coalesce(account_id, 0), normalized_name) do update
        set name = excluded.name, state = excluded.state, updated_at = now()
        where companies.name is distinct from excluded.name or companies.state is distinct from excluded.state
      returning id`),
  ).length;
  const ids = new Map(
    rowsOf(await db.execute(sql`select id, normalized_name from companies where account_id is null`)).map((row) => [
      String(row.normalized_name),
      Number(row.id),
    ]),
  );
  const aliasRows = aliases.map((alias) => ({
    company_id: ids.get(companyKeyOfGroup.get(groups.get(alias.key) ?? alias.key) ?? alias.key),
    name: alias.name,
    normalized_name: alias.key,
    source_kind: aliasKinds[alias.kind],
    source_ref: alias.ref,
    jurisdiction_id: alias.jurisdiction,
  }));
  const aliasJson = JSON.stringify(aliasRows);
  const changedAliases = rowsOf(
    await db.execute(sql`insert into company_aliases (company_id, name, normalized_name, source_kind, source_ref, jurisdiction_id)
      select company_id, name, normalized_name, source_kind, source_ref, jurisdiction_id
      from json_to_recordset(${aliasJson}::json)
        as t(company_id int, name text, normalized_name text, source_kind text, source_ref text, jurisdiction_id text)
      on conflict (source_kind, source_ref) do update
        set company_id = excluded.company_id, name = excluded.name, normalized_name = excluded.normalized_name,
          jurisdiction_id = excluded.jurisdiction_id
        where (company_aliases.company_id, company_aliases.name, company_aliases.normalized_name, company_aliases.jurisdiction_id)
          is distinct from (excluded.company_id, excluded.name, excluded.normalized_name, excluded.jurisdiction_id)
      returning id`),
  ).length;
  const kinds = sql.join(
    Object.values(aliasKinds).map((kind) => sql`${kind}`),
    sql`, `,
  );
  const removedAliases = rowsOf(
    await db.execute(sql`delete from company_aliases a
      where a.source_kind in (${kinds})
        and not exists (select 1 from json_to_recordset(${aliasJson}::json) as t(source_kind text, source_ref text)
          where t.source_kind = a.source_kind and t.source_ref = a.source_ref)
      returning a.id`),
  ).length;
  // A public company whose names all went away goes too, unless an account recorded something about it.
  const removedCompanies = rowsOf(
    await db.execute(sql`delete from companies c
      where c.account_id is null
        and not exists (select 1 from company_aliases a where a.company_id = c.id)
        and not exists (select 1 from account_company_summaries s where s.company_id = c.id)
        and not exists (select 1 from company_tick_sheet_entries e where e.company_id = c.id)
      returning c.id`),
  ).length;
  // Fresh statistics: the companies pages join aliases to registrations and contributions, and without them the
  // planner (PGlite has no autovacuum) picks nested loops that take seconds instead of milliseconds.
  await db.execute(sql`analyze companies, company_aliases, lobby_registrations, contributions`);
  return { companies: upserted, aliases: changedAliases, removedAliases, removedCompanies };
}
