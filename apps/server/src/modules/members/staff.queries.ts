import type { StaffEntry, StaffQuery } from '@statehouse/shared/members/members.schemas';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountStaff, people } from '../../db/schema/index';
import { containsPattern } from '../../db/sql';

const entryColumns = {
  id: accountStaff.id,
  stateCode: accountStaff.jurisdictionId,
  memberId: accountStaff.memberId,
  memberName: people.name,
  name: accountStaff.name,
  position: accountStaff.position,
  email: accountStaff.email,
  phone: accountStaff.phone,
  notes: accountStaff.notes,
  updatedAt: accountStaff.updatedAt,
};

type EntryRow = Omit<StaffEntry, 'source' | 'updatedAt'> & { updatedAt: Date };
const toEntry = (row: EntryRow): StaffEntry => ({ ...row, source: 'account', updatedAt: row.updatedAt.toISOString() });

/** The account's own staff (every query filters by account: staff a team knows is the team's). */
export async function selectAccountStaff(
  db: Database,
  accountId: number,
  query: StaffQuery,
): Promise<{ rows: StaffEntry[]; total: number }> {
  const conditions: SQL[] = [eq(accountStaff.accountId, accountId)];
  if (query.stateCode) conditions.push(eq(accountStaff.jurisdictionId, query.stateCode));
  if (query.memberId) conditions.push(eq(accountStaff.memberId, query.memberId));
  if (query.position) conditions.push(ilike(accountStaff.position, containsPattern(query.position)));
  if (query.searchTerm) conditions.push(ilike(accountStaff.name, containsPattern(query.searchTerm)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(accountStaff)
      .leftJoin(people, eq(people.id, accountStaff.memberId))
      .where(where)
      .orderBy(asc(accountStaff.name), asc(accountStaff.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(accountStaff).where(where),
  ]);
  return { rows: rows.map(toEntry), total: counted?.total ?? 0 };
}

export async function selectStaffEntry(db: Database, accountId: number, id: number): Promise<StaffEntry | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(accountStaff)
    .leftJoin(people, eq(people.id, accountStaff.memberId))
    .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.id, id)));
  return row ? toEntry(row) : undefined;
}

export type StaffValues = {
  memberId?: string | null;
  name?: string;
  position?: string;
  email?: string | null;
  phone?: string | null;
  notes?: string;
};

export async function insertStaff(
  db: Database,
  values: StaffValues & { accountId: number; jurisdictionId: string; name: string; createdByUserId: number },
): Promise<number> {
  const [row] = await db.insert(accountStaff).values(values).returning({ id: accountStaff.id });
  return row!.id;
}

/** Changes a row of this account only; answers whether one was changed. */
export async function updateStaff(db: Database, accountId: number, id: number, values: StaffValues): Promise<boolean> {
  const rows = await db
    .update(accountStaff)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.id, id)))
    .returning({ id: accountStaff.id });
  return rows.length > 0;
}

export async function deleteStaff(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(accountStaff)
    .where(and(eq(accountStaff.accountId, accountId), eq(accountStaff.id, id)))
    .returning({ id: accountStaff.id });
  return rows.length > 0;
}

export async function selectPersonState(db: Database, personId: string): Promise<string | undefined> {
  const [row] = await db.select({ stateCode: people.jurisdictionId }).from(people).where(eq(people.id, personId));
  return row?.stateCode;
}
