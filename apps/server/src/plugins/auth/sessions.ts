import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, authSessions, roles, users } from '../../db/schema/index';
import { sessionCache } from './session-cache';

// Sessions: the plugin reads every request's session and slides its expiry; the auth module creates and ends them;
// accounts, invitations and password reset end or move them. Whoever ends a session or changes what a cached entry
// holds forgets it in session-cache.ts too, as these do.

/** The role rows every membership points at; inserted at start, idempotently. */
export const roleDescriptions = {
  admin: 'Manages the account: members, roles, seats, invitations, and everything a user can do.',
  user: 'Full-account member: works with all of the account’s data and may invite analysts.',
  analyst: 'Analyst portal member: works on assigned bills and tasks; sees colleagues but not account settings.',
  lobbyist: 'Outside advocate: sees only their own profile, contacts and the lobbyist portal.',
} as const;

export async function ensureRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(Object.entries(roleDescriptions).map(([name, description]) => ({ name, description })))
    .onConflictDoNothing();
}

export async function insertSession(
  db: Database,
  values: { tokenHash: string; userId: number; accountId: number; expiresAt: Date; ip?: string; userAgent?: string },
) {
  const [session] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
  return session!;
}

/** A live session with its user and membership of the session's account, or undefined. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      lastSeenAt: authSessions.lastSeenAt,
      expiresAt: authSessions.expiresAt,
      accountId: authSessions.accountId,
      userId: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: accountUsers.role,
      fullAccount: accountUsers.fullAccount,
      membershipStatus: accountUsers.status,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.userId, authSessions.userId), eq(accountUsers.accountId, authSessions.accountId)),
    )
    .where(and(eq(authSessions.tokenHash, tokenHash), gt(authSessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(authSessions).set({ lastSeenAt: now, expiresAt }).where(eq(authSessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Database, tokenHash: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
  sessionCache.forgetToken(tokenHash);
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}

/** Signs the user out everywhere except (optionally) one session. */
export async function deleteUserSessions(db: Database, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      exceptSessionId === undefined
        ? eq(authSessions.userId, userId)
        : and(eq(authSessions.userId, userId), sql`${authSessions.id} <> ${exceptSessionId}`),
    );
  sessionCache.forgetUser(userId);
}

/** Signs a member out of one account (when an admin disables them or changes their role). */
export async function deleteMemberSessions(db: Database, accountId: number, userId: number): Promise<void> {
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), eq(authSessions.accountId, accountId)));
  sessionCache.forgetUser(userId);
}

export async function setSessionAccount(db: Database, sessionId: number, accountId: number): Promise<void> {
  await db.update(authSessions).set({ accountId }).where(eq(authSessions.id, sessionId));
  sessionCache.forgetSession(sessionId);
}
