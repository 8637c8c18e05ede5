import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiReports } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

export type AiReportRow = typeof aiReports.$inferSelect;

/** Whose reports: every read and write filters by the account. */
const ofAccount = (accountId: number, id: string) => and(eq(aiReports.accountId, accountId), eq(aiReports.id, id));

export async function insertReport(
  db: Database,
  values: {
    accountId: number;
    userId: number;
    template: string;
    parameters: Record<string, unknown>;
    output: Record<string, unknown>;
  },
): Promise<AiReportRow> {
  const [row] = await db
    .insert(aiReports)
    .values({ ...values, status: 'queued' })
    .returning();
  if (!row) throw new Error('The AI report was not stored');
  return row;
}

export async function selectReport(db: Database, accountId: number, id: string): Promise<AiReportRow | undefined> {
  const [row] = await db.select().from(aiReports).where(ofAccount(accountId, id));
  return row;
}

export async function selectReports(
  db: Database,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: AiReportRow[]; total: number }> {
  const rows = await db
    .select()
    .from(aiReports)
    .where(eq(aiReports.accountId, accountId))
    .orderBy(desc(aiReports.createdAt), desc(aiReports.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(aiReports).where(eq(aiReports.accountId, accountId));
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Moves a report on (running with progress, done with its sections, failed with a reason). */
export async function updateReport(
  db: Database,
  accountId: number,
  id: string,
  values: Partial<Pick<AiReportRow, 'status' | 'output' | 'error' | 'provider' | 'completedAt'>>,
): Promise<void> {
  await db.update(aiReports).set(values).where(ofAccount(accountId, id));
}

/**
 * The bill a report names: an id as stored (TX-892-HB-1), or an identifier ("HB 1") in a state, newest session
 * first. Spaces and dots are ignored, so "H.B. 1" and "hb1" find HB 1.
 */
export async function selectBillId(db: Database, bill: string, stateCode: string | undefined): Promise<string | null> {
  const squashed = bill.replace(/[\s.]/g, '').toUpperCase();
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from bills
        where (upper(id) = ${bill.trim().toUpperCase()})
           or (${stateCode ?? null}::text is not null and jurisdiction_id = ${stateCode ?? null}
               and upper(replace(replace(identifier, ' ', ''), '.', '')) = ${squashed})
        order by (upper(id) = ${bill.trim().toUpperCase()}) desc, session_id desc
        limit 1`,
  );
  return rows[0]?.id ?? null;
}
