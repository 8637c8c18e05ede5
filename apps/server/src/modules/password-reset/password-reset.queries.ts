import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, passwordResetTokens, users } from '../../db/schema/index';

/** Users a "Forgot password?" identifier names: the username (any case) or every user with that e-mail. */
export function findUsersByIdentifier(db: Database, identifier: string, limit: number) {
  const lowered = identifier.trim().toLowerCase();
  return db
    .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.username}) = ${lowered} or lower(${users.email}) = ${lowered}`)
    .orderBy(users.id)
    .limit(limit);
}

export async function countRecentTokens(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertResetToken(
  db: Database,
  values: { tokenHash: string; userId: number; createdByUserId?: number; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** The token row, locked against a second use running at the same time. */
export async function lockResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/** Marks every open link of the user used: a reset ends the others too. */
export async function closeOpenTokens(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Used links and links past their expiry, of this user, are of no further use. */
export async function deleteDeadTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(
    and(
      eq(passwordResetTokens.userId, userId),
      sql`(${passwordResetTokens.usedAt} is not null or ${passwordResetTokens.expiresAt} <= ${now})`,
      // Kept for the per-user request limit until the window has passed.
      sql`${passwordResetTokens.createdAt} <= ${new Date(now.getTime() - 60 * 60 * 1000)}`,
    ),
  );
}

/** Whether the user is a member of any account other than this one. */
export async function belongsToOtherAccount(db: Database, userId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), ne(accountUsers.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}
