import { and, asc, count, eq, gt, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, accountUsers, invitations, userStateSubscriptions, users } from '../../db/schema/index';
import { sessionCache } from '../../plugins/auth/session-cache';

export async function findAccount(db: Database, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return account;
}

/** Locks the account row for the rest of the transaction, so that seat checks cannot race. */
export async function lockAccount(db: Database, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).for('update').limit(1);
  return account;
}

export async function countSeatUse(db: Database, accountId: number, now: Date) {
  const [members] = await db
    .select({ value: count() })
    .from(accountUsers)
    .where(
      and(eq(accountUsers.accountId, accountId), eq(accountUsers.fullAccount, true), eq(accountUsers.status, 'active')),
    );
  const [pending] = await db
    .select({ value: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.role, 'user'),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return { activeFullUsers: members?.value ?? 0, pendingFullInvitations: pending?.value ?? 0 };
}

/** Advocate seats in use: active lobbyist members plus open lobbyist invitations (decision 075). */
export async function countAdvocateSeatUse(db: Database, accountId: number, now: Date) {
  const [members] = await db
    .select({ value: count() })
    .from(accountUsers)
    .where(
      and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'lobbyist'), eq(accountUsers.status, 'active')),
    );
  const [pending] = await db
    .select({ value: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.role, 'lobbyist'),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return { activeAdvocates: members?.value ?? 0, pendingInvitations: pending?.value ?? 0 };
}

export async function updateSeats(db: Database, accountId: number, seats: number): Promise<void> {
  await db.update(accounts).set({ seats, updatedAt: new Date() }).where(eq(accounts.id, accountId));
}

/** One member of one account; undefined when the user is not in that account (isolation boundary). */
export async function findMember(db: Database, accountId: number, userId: number) {
  const [member] = await db
    .select()
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  return member;
}

export async function updateMember(
  db: Database,
  accountId: number,
  userId: number,
  values: Partial<{ role: string; fullAccount: boolean; status: string; emailDigest: string }>,
): Promise<void> {
  await db
    .update(accountUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  // A cached session carries the member's role and status (decision 017).
  sessionCache.forgetUser(userId);
}

const activeStateCodes = sql<string[]>`coalesce((
  select array_agg(${userStateSubscriptions.stateCode} order by ${userStateSubscriptions.stateCode})
  from ${userStateSubscriptions}
  where ${userStateSubscriptions.accountId} = ${accountUsers.accountId}
    and ${userStateSubscriptions.userId} = ${accountUsers.userId}
    and ${userStateSubscriptions.status} = 'active'
), '{}'::text[])`;

const memberColumns = {
  userId: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: accountUsers.role,
  fullAccount: accountUsers.fullAccount,
  status: accountUsers.status,
  emailDigest: accountUsers.emailDigest,
  stateCodes: activeStateCodes,
  joinedAt: accountUsers.createdAt,
};

/** Members of one account, filtered; always scoped by accountId. */
export function selectMembers(db: Database, accountId: number, filters: SQL[] = []) {
  return db
    .select(memberColumns)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), ...filters));
}

export function memberSearchFilter(searchTerm: string | undefined): SQL[] {
  if (!searchTerm) return [];
  const pattern = `%${searchTerm.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return [
    sql`(${users.username} ilike ${pattern} or ${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
  ];
}

export async function pageMembers(
  db: Database,
  accountId: number,
  options: { page: number; pageSize: number; searchTerm?: string },
) {
  const filters = memberSearchFilter(options.searchTerm);
  const [total] = await db
    .select({ value: count() })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), ...filters));
  const rows = await selectMembers(db, accountId, filters)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { rows, total: total?.value ?? 0 };
}

/** Makes exactly the given states active for a member; the others become inactive. */
export async function replaceSubscriptions(
  db: Database,
  accountId: number,
  userId: number,
  stateCodes: string[],
): Promise<void> {
  const now = new Date();
  const scope = and(eq(userStateSubscriptions.accountId, accountId), eq(userStateSubscriptions.userId, userId));
  await db
    .update(userStateSubscriptions)
    .set({ status: 'inactive', updatedAt: now })
    .where(stateCodes.length > 0 ? and(scope, notInArray(userStateSubscriptions.stateCode, stateCodes)) : scope);
  if (stateCodes.length === 0) return;
  await db
    .insert(userStateSubscriptions)
    .values(stateCodes.map((stateCode) => ({ accountId, userId, stateCode, status: 'active' })))
    .onConflictDoUpdate({
      target: [userStateSubscriptions.accountId, userStateSubscriptions.userId, userStateSubscriptions.stateCode],
      set: { status: 'active', updatedAt: now },
    });
}

export async function insertSubscriptions(db: Database, accountId: number, userId: number, stateCodes: string[]) {
  if (stateCodes.length === 0) return;
  await db
    .insert(userStateSubscriptions)
    .values(stateCodes.map((stateCode) => ({ accountId, userId, stateCode })))
    .onConflictDoNothing();
}

export async function activeStateCodesOf(db: Database, accountId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userStateSubscriptions.userId, stateCode: userStateSubscriptions.stateCode })
    .from(userStateSubscriptions)
    .where(
      and(
        eq(userStateSubscriptions.accountId, accountId),
        inArray(userStateSubscriptions.userId, userIds),
        eq(userStateSubscriptions.status, 'active'),
      ),
    );
}
