import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import type { User, UserContact } from '@statehouse/shared/users/users.schemas';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, userStateSubscriptions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { selectMembers } from '../accounts/accounts.service';
import { authErrors } from '../auth/auth.service';

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];
const toUser = (row: MemberRow): User => ({
  id: row.userId,
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role as RoleName,
  fullAccount: row.fullAccount,
  status: row.status as User['status'],
  stateCodes: row.stateCodes ?? [],
});

/**
 * Members of the caller's account, optionally by role and by state. A member with no active
 * subscription may work in every state (SPEC section 6), so they match any stateCode.
 */
export async function listUsers(options: {
  db: Database;
  accountId: number;
  roleName?: RoleName;
  stateCode?: string;
}): Promise<User[]> {
  const { db, accountId, roleName, stateCode } = options;
  const filters: SQL[] = [];
  if (roleName) filters.push(eq(accountUsers.role, roleName));
  if (stateCode) {
    filters.push(sql`(
      exists (select 1 from ${userStateSubscriptions} s where s.account_id = ${accountUsers.accountId}
        and s.user_id = ${accountUsers.userId} and s.status = 'active' and s.state_code = ${stateCode})
      or not exists (select 1 from ${userStateSubscriptions} s where s.account_id = ${accountUsers.accountId}
        and s.user_id = ${accountUsers.userId} and s.status = 'active')
    )`);
  }
  const rows = await selectMembers(db, accountId, filters).orderBy(
    asc(sql`lower(${users.lastName})`),
    asc(sql`lower(${users.firstName})`),
    asc(users.id),
  );
  return rows.map(toUser);
}

/** One member of the caller's account; lobbyists may only look themselves up. */
export async function getUser(options: { db: Database; actor: AuthUser; userId: number }): Promise<User> {
  const { db, actor, userId } = options;
  if (actor.role === 'lobbyist' && userId !== actor.id) {
    throw new AppError('FORBIDDEN', authErrors.forbidden);
  }
  const [row] = await selectMembers(db, actor.accountId, [eq(accountUsers.userId, userId)]).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toUser(row);
}

/** Active colleagues in the caller's account, for mentions, assignments and e-mail. */
export async function listUserContacts(options: { db: Database; accountId: number }): Promise<UserContact[]> {
  const rows = await selectMembers(options.db, options.accountId, [eq(accountUsers.status, 'active')]).orderBy(
    asc(sql`lower(${users.lastName})`),
    asc(sql`lower(${users.firstName})`),
    asc(users.id),
  );
  return rows.map((row) => ({
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role as RoleName,
  }));
}
