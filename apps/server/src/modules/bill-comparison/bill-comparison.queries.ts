import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

// SQL of bill comparisons: the compared versions with their bills, and the account's stored comparisons.

export type VersionRow = {
  billId: string;
  identifier: string;
  stateCode: string;
  title: string;
  versionId: number | null;
  versionName: string | null;
  versionDate: string | null;
  text: string | null;
};

/**
 * The bill (null when it does not exist) with the version asked for, or its latest version with text when none
 * is named (version fields null when the bill has no such version).
 */
export async function selectBillVersion(
  db: Database,
  billId: string,
  versionId: number | undefined,
): Promise<VersionRow | null> {
  const versionFilter =
    versionId === undefined
      ? sql`v.bill_id = b.id and v.text is not null and v.text <> '' order by v.position desc limit 1`
      : sql`v.bill_id = b.id and v.id = ${versionId}`;
  const [row] = await selectRows<VersionRow>(
    db,
    sql`select b.id as "billId", b.identifier, b.jurisdiction_id as "stateCode", b.title,
        v.id as "versionId", v.name as "versionName", v.date::text as "versionDate", v.text
      from bills b left join lateral (select * from bill_versions v where ${versionFilter}) v on true
      where b.id = ${billId}`,
  );
  return row ?? null;
}

export async function insertComparison(
  db: Database,
  row: { accountId: number; userId: number; leftVersionId: number; rightVersionId: number; result: unknown },
): Promise<{ id: string; createdAt: string }> {
  const [inserted] = await selectRows<{ id: string; createdAt: string }>(
    db,
    sql`insert into bill_comparisons (account_id, user_id, left_version_id, right_version_id, result)
      values (${row.accountId}, ${row.userId}, ${row.leftVersionId}, ${row.rightVersionId}, ${JSON.stringify(row.result)}::jsonb)
      returning id, created_at as "createdAt"`,
  );
  if (!inserted) throw new Error('bill_comparisons insert returned no row');
  return inserted;
}

/** One of the account's comparisons (null for another account's or an unknown id). */
export async function selectComparison(
  db: Database,
  accountId: number,
  id: string,
): Promise<{ id: string; createdAt: string; result: Record<string, unknown> } | null> {
  const [row] = await selectRows<{ id: string; createdAt: string; result: Record<string, unknown> }>(
    db,
    sql`select id, created_at as "createdAt", result from bill_comparisons
      where id = ${id} and account_id = ${accountId}`,
  );
  return row ?? null;
}

/** The version texts of a comparison, for citing passages. */
export function selectVersionTexts(db: Database, ids: readonly number[]): Promise<{ id: number; text: string }[]> {
  return selectRows<{ id: number; text: string }>(
    db,
    sql`select id, coalesce(text, '') as text from bill_versions where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
