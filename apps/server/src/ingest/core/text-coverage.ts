import { amendmentPatternSql } from '@statehouse/shared/bills/latest-version';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type TextCoverage = {
  jurisdictionId: string;
  bills: number;
  /** Bills with at least one version (with text or only the state's links). */
  withVersions: number;
  /** Bills whose latest version (latestVersionIndex) has text or HTML: what the Text tab opens. */
  latestWithText: number;
};

/**
 * Per state, how many bills open on a text: the share a reader sees as "Read" rather than "not available
 * here". The latest version is chosen as latestVersionIndex does (the last that is not an amendment).
 */
export async function textCoverage(db: Database): Promise<TextCoverage[]> {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (v.bill_id) v.bill_id,
        (coalesce(v.text, '') <> '' or coalesce(v.html, '') <> '') as has_text
      from bill_versions v
      order by v.bill_id, (v.name ~* ${amendmentPatternSql}), v.position desc
    )
    select b.jurisdiction_id as "jurisdictionId", count(*)::int as bills,
      count(l.bill_id)::int as "withVersions", count(*) filter (where l.has_text)::int as "latestWithText"
    from bills b left join latest l on l.bill_id = b.id
    group by b.jurisdiction_id
    order by b.jurisdiction_id`);
  return (result as unknown as { rows: TextCoverage[] }).rows;
}

/** The summary lines: `  TX   692 bills   692 with versions   100.0% open on their latest text`. */
export function formatTextCoverage(rows: readonly TextCoverage[]): string[] {
  const share = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
  return rows.map(
    (row) =>
      `  ${row.jurisdictionId.padEnd(3)} ${String(row.bills).padStart(6)} bills ${String(row.withVersions).padStart(6)} ` +
      `with versions ${share(row.latestWithText, row.bills).padStart(7)} with text in their latest version`,
  );
}
