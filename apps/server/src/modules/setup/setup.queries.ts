import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSetups } from '../../db/schema/index';

export type SetupRow = typeof accountSetups.$inferSelect;
export type SetupChange = Partial<
  Pick<
    SetupRow,
    | 'status'
    | 'step'
    | 'organization'
    | 'industry'
    | 'description'
    | 'keywords'
    | 'subjects'
    | 'tags'
    | 'states'
    | 'companies'
  >
> & { completedAt?: Date | null };

export async function findSetup(db: Database, accountId: number): Promise<SetupRow | undefined> {
  const [row] = await db.select().from(accountSetups).where(eq(accountSetups.accountId, accountId));
  return row;
}

/**
 * Writes a step of the setup, making the row when absent. A new setup moves to in_progress with its first save
 * (unless the change names a status itself).
 */
export async function saveSetup(db: Database, accountId: number, userId: number | null, change: SetupChange) {
  const status = change.status ?? 'in_progress';
  const [row] = await db
    .insert(accountSetups)
    .values({ accountId, ...change, status, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: accountSetups.accountId,
      set: {
        ...change,
        status:
          change.status ??
          sql`case when ${accountSetups.status} = 'new' then 'in_progress' else ${accountSetups.status} end`,
        updatedByUserId: userId,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('setup upsert returned no row');
  return row;
}

/** A new account's setup row (status new): its admin is sent to the wizard once. */
export async function insertNewSetup(db: Database, accountId: number) {
  await db.insert(accountSetups).values({ accountId, status: 'new' }).onConflictDoNothing();
}
