import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, accountUsers, loginAttempts, userStateSubscriptions, users } from '../../db/schema/index';
import { sessionCache } from '../../plugins/auth/session-cache';

export async function findUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function isUsernameTaken(db: Database, username: string, exceptUserId?: number): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  return user !== undefined && user.id !== exceptUserId;
}

/** The user's memberships with their accounts, oldest first (the first is selected by default). */
export function findMemberships(db: Database, userId: number) {
  return db
    .select({
      accountId: accountUsers.accountId,
      role: accountUsers.role,
      fullAccount: accountUsers.fullAccount,
      status: accountUsers.status,
      accountName: accounts.name,
      analystPortal: accounts.analystPortal,
      lobbyistPortal: accounts.lobbyistPortal,
      plan: accounts.plan,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.id));
}

export type MembershipRow = {
  accountId: number;
  role: string;
  fullAccount: boolean;
  status: string;
  accountName: string;
  analystPortal: boolean;
  lobbyistPortal: boolean;
  plan: string;
};

/**
 * GET /api/auth/me in one round trip: the user, their memberships (oldest first, as findMemberships) and
 * their subscriptions in the account (as findSubscriptions) as JSON columns. It runs on every page load of
 * the web app, so it is a named prepared statement (parsed and planned once per connection).
 */
function prepareUserReplyQuery(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      liveToken: users.liveToken,
      memberships: sql<MembershipRow[]>`coalesce((
        select json_agg(json_build_object(
          'accountId', au.account_id, 'role', au.role, 'fullAccount', au.full_account, 'status', au.status,
          'accountName', a.name, 'analystPortal', a.analyst_portal, 'lobbyistPortal', a.lobbyist_portal, 'plan', a.plan
        ) order by au.created_at, au.id)
        from account_users au join accounts a on a.id = au.account_id
        where au.user_id = users.id), '[]'::json)`,
      subscriptions: sql<{ stateCode: string; status: string }[]>`coalesce((
        select json_agg(json_build_object('stateCode', s.state_code, 'status', s.status) order by s.state_code)
        from user_state_subscriptions s
        where s.account_id = ${sql.placeholder('accountId')} and s.user_id = users.id), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_reply');
}

const userReplyQueries = new WeakMap<Database, ReturnType<typeof prepareUserReplyQuery>>();

export async function findUserWithMemberships(db: Database, userId: number, accountId: number) {
  let query = userReplyQueries.get(db);
  if (!query) {
    query = prepareUserReplyQuery(db);
    userReplyQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, accountId });
  return row;
}

export function findSubscriptions(db: Database, accountId: number, userId: number) {
  return db
    .select({ stateCode: userStateSubscriptions.stateCode, status: userStateSubscriptions.status })
    .from(userStateSubscriptions)
    .where(and(eq(userStateSubscriptions.accountId, accountId), eq(userStateSubscriptions.userId, userId)))
    .orderBy(asc(userStateSubscriptions.stateCode));
}

export async function countRecentFailures(db: Database, since: Date, by: { ip: string; username: string }) {
  const [row] = await db
    .select({
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${by.ip})`.mapWith(Number),
      byUsername: sql<number>`count(*) filter (where ${loginAttempts.username} = ${by.username})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        gte(loginAttempts.createdAt, since),
        sql`(${loginAttempts.ip} = ${by.ip} or ${loginAttempts.username} = ${by.username})`,
      ),
    );
  return { byIp: row?.byIp ?? 0, byUsername: row?.byUsername ?? 0 };
}

export async function recordFailure(db: Database, values: { ip: string; username: string; at: Date }) {
  await db.insert(loginAttempts).values({ ip: values.ip, username: values.username, createdAt: values.at });
}

export async function clearFailuresForUsername(db: Database, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, username));
}

export async function pruneFailures(db: Database, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  sessionCache.forgetUser(userId);
}

export async function updateUsername(db: Database, userId: number, username: string): Promise<void> {
  await db.update(users).set({ username, updatedAt: new Date() }).where(eq(users.id, userId));
  sessionCache.forgetUser(userId);
}
