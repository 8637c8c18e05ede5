import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loadSample } from '../../ingest/sample/load-sample';
import { companyNameFromEmployer, normalizeCompanyName } from '../../lib/company-names/company-name';

const kept = new Set([
  'jurisdictions',
  'lobby_clients',
  'lobbyists',
  'lobby_firms',
  'lobby_registrations',
  'campaign_filers',
  'contributions',
  'statute_sections',
]);

/**
 * The lobbying and finance part of the shipped sample (the real SD registrations, MN CFB and FEC contributions)
 * South Dakota's bills and the statute sections (TX, DC), loaded the way `npm start` loads it (loadSample resolves companies at the end).
 * Contributions whose company keys the sample predates get them as the finance-links step writes them
 * (decision 041), so the tests do not depend on when the sample was last rebuilt.
 */
export async function loadCompanySample(db: Database): Promise<void> {
  await loadSample(
    db,
    { info: () => {} },
    {
      select: (table, row) => {
        // The legislators a campaign committee is linked to (finance links) are not loaded here.
        if (table === 'campaign_filers') return { ...row, member_id: null };
        if (kept.has(table)) return row;
        if (table === 'legislative_sessions' || table === 'bills') return row.jurisdiction_id === 'SD' ? row : null;
        return null;
      },
    },
  );
  const rows = (
    (await db.execute(
      sql`select id, contributor_organization as organization, contributor_employer as employer from contributions
        where contributor_organization_key is null and contributor_employer_key is null`,
    )) as unknown as { rows: { id: number; organization: string | null; employer: string | null }[] }
  ).rows;
  const keys = rows.map((row) => {
    const employer = row.employer ? companyNameFromEmployer(row.employer) : null;
    return {
      id: row.id,
      organization: row.organization ? normalizeCompanyName(row.organization) || null : null,
      employer: employer ? normalizeCompanyName(employer) || null : null,
    };
  });
  await db.execute(sql`update contributions c set contributor_organization_key = k.organization,
      contributor_employer_key = k.employer
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(id int, organization text, employer text)
    where c.id = k.id`);
}
