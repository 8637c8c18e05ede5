import type {
  Account,
  AccountUsersPage,
  MembershipStatus,
  MyAccountsReply,
  Plan,
  Seats,
  TrackedActivity,
  UpdateTrackedActivityRequest,
} from '@statehouse/shared/accounts/accounts.schemas';
import { advocateMessages } from '@statehouse/shared/advocates/advocates.schemas';
import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { sessionCache } from '../../plugins/auth/session-cache';
import { deleteMemberSessions } from '../../plugins/auth/sessions';
import { authErrors, findMemberships, normalizeStateCodes } from '../auth/auth.service';
import {
  countAdvocateSeatUse,
  countSeatUse,
  findAccount,
  findMember,
  lockAccount,
  pageMembers,
  replaceSubscriptions,
  selectMembers,
  updateMember,
  updateSeats,
} from './accounts.queries';

// What other modules use of the accounts module's data (invitations, password reset, users): through this service,
// never accounts.queries (docs/decisions/021).
export { countSeatUse, findMember, insertSubscriptions, lockAccount, selectMembers } from './accounts.queries';

export const accountErrors = {
  userNotFound: 'User not found',
  accountNotFound: 'Account not found',
  ownRole: 'You cannot change your own role.',
  ownStatus: 'You cannot disable your own membership.',
} as const;

/** Admins and users hold a seat (full account); analysts and lobbyists do not. */
export const isFullAccountRole = (role: RoleName): boolean => role === 'admin' || role === 'user';

export function noSeatsLeftMessage(seats: number): string {
  return `All ${seats} seats are in use. Free a seat or add seats before adding another full-account user.`;
}

const planLabels: Record<string, string> = { trial: 'Trial', team: 'Team', enterprise: 'Enterprise' };

export async function getSeats({ db, accountId }: { db: Database; accountId: number }): Promise<Seats> {
  const account = await findAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', accountErrors.accountNotFound);
  const use = await countSeatUse(db, accountId, new Date());
  const usedSeats = use.activeFullUsers + use.pendingFullInvitations;
  return {
    seats: account.seats,
    usedSeats,
    availableSeats: Math.max(0, account.seats - usedSeats),
    activeFullUsers: use.activeFullUsers,
    pendingFullInvitations: use.pendingFullInvitations,
  };
}

/**
 * Throws 409 unless one more full-account member fits. Call inside a transaction after lockAccount so
 * two concurrent invitations cannot both take the last seat.
 */
export async function assertSeatAvailable(db: Database, accountId: number): Promise<void> {
  const account = await lockAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', accountErrors.accountNotFound);
  const use = await countSeatUse(db, accountId, new Date());
  if (use.activeFullUsers + use.pendingFullInvitations >= account.seats) {
    throw new AppError('CONFLICT', noSeatsLeftMessage(account.seats));
  }
}

/** The plan's advocate seats and their use (decision 075): lobbyist members and open lobbyist invitations. */
export async function getAdvocateSeats({ db, accountId }: { db: Database; accountId: number }) {
  const account = await findAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', accountErrors.accountNotFound);
  const use = await countAdvocateSeatUse(db, accountId, new Date());
  const used = use.activeAdvocates + use.pendingInvitations;
  return { seats: account.advocateSeats, ...use, available: Math.max(0, account.advocateSeats - used) };
}

/**
 * Throws 409 unless one more advocate fits. Call inside a transaction: it locks the account row, so two
 * invitations cannot both take the last advocate seat. `alreadyHeld` counts a seat the caller's row already holds.
 */
export async function assertAdvocateSeatAvailable(
  db: Database,
  accountId: number,
  options: { alreadyHeld?: number } = {},
): Promise<void> {
  const account = await lockAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', accountErrors.accountNotFound);
  const use = await countAdvocateSeatUse(db, accountId, new Date());
  if (use.activeAdvocates + use.pendingInvitations - (options.alreadyHeld ?? 0) >= account.advocateSeats) {
    throw new AppError('CONFLICT', advocateMessages.noAdvocateSeats(account.advocateSeats));
  }
}

export async function getCurrentAccount({ db, accountId }: { db: Database; accountId: number }): Promise<Account> {
  const account = await findAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', accountErrors.accountNotFound);
  const seats = await getSeats({ db, accountId });
  return {
    accountId: account.id,
    name: account.name,
    analystPortal: account.analystPortal,
    lobbyistPortal: account.lobbyistPortal,
    plan: account.plan,
    seats: account.seats,
    usedSeats: seats.usedSeats,
    createdAt: account.createdAt.toISOString(),
  };
}

/** The caller's accounts where their membership is active, the selected one marked. */
export async function listMyAccounts({ db, caller }: { db: Database; caller: AuthUser }): Promise<MyAccountsReply> {
  const memberships = await findMemberships(db, caller.id);
  return {
    data: memberships
      .filter((membership) => membership.status === 'active')
      .map((membership) => ({
        accountId: membership.accountId,
        name: membership.accountName,
        analystPortal: membership.analystPortal,
        lobbyistPortal: membership.lobbyistPortal,
        plan: membership.plan,
        role: membership.role as RoleName,
        fullAccount: membership.fullAccount,
        selected: membership.accountId === caller.accountId,
      })),
  };
}

export async function getPlan({ db, accountId }: { db: Database; accountId: number }): Promise<Plan> {
  const account = await findAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', accountErrors.accountNotFound);
  const seats = await getSeats({ db, accountId });
  return {
    plan: account.plan,
    label: planLabels[account.plan] ?? account.plan,
    seats: account.seats,
    usedSeats: seats.usedSeats,
    availableSeats: seats.availableSeats,
    analystPortal: account.analystPortal,
    lobbyistPortal: account.lobbyistPortal,
  };
}

/** Changes the seat count; it may not drop below the seats in use. */
export async function changeSeats(options: { db: Database; accountId: number; seats: number }): Promise<Seats> {
  const { db, accountId, seats } = options;
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const use = await countSeatUse(tx, accountId, new Date());
    const used = use.activeFullUsers + use.pendingFullInvitations;
    if (seats < used) {
      throw new AppError(
        'CONFLICT',
        `${used} seats are in use, so the account needs at least ${used} seats. Disable users or cancel invitations first.`,
      );
    }
    await updateSeats(tx, accountId, seats);
  });
  return getSeats({ db, accountId });
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];
const toAccountUser = (row: MemberRow) => ({
  userId: row.userId,
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role as RoleName,
  fullAccount: row.fullAccount,
  status: row.status as MembershipStatus,
  stateCodes: row.stateCodes ?? [],
  joinedAt: new Date(row.joinedAt).toISOString(),
});

export async function listAccountUsers(options: {
  db: Database;
  accountId: number;
  page: number;
  pageSize: number;
  searchTerm?: string;
}): Promise<AccountUsersPage> {
  const { rows, total } = await pageMembers(options.db, options.accountId, options);
  return {
    data: rows.map(toAccountUser),
    page: options.page,
    pageSize: options.pageSize,
    total,
    totalPages: Math.ceil(total / options.pageSize),
  };
}

async function getMemberOrThrow(db: Database, accountId: number, userId: number) {
  const member = await findMember(db, accountId, userId);
  if (!member) throw new AppError('NOT_FOUND', accountErrors.userNotFound);
  return member;
}

async function readAccountUser(db: Database, accountId: number, userId: number) {
  const [found] = await selectMembers(db, accountId, [eq(accountUsers.userId, userId)]).limit(1);
  if (!found) throw new AppError('NOT_FOUND', accountErrors.userNotFound);
  return toAccountUser(found);
}

/** Gives a member another role; becoming admin or user takes a seat if they did not hold one. */
export async function changeRole(options: { db: Database; actor: AuthUser; userId: number; role: RoleName }) {
  const { db, actor, userId, role } = options;
  if (userId === actor.id) throw new AppError('BAD_REQUEST', accountErrors.ownRole);
  await db.transaction(async (tx) => {
    const member = await getMemberOrThrow(tx, actor.accountId, userId);
    const fullAccount = isFullAccountRole(role);
    if (fullAccount && !member.fullAccount && member.status === 'active') {
      await assertSeatAvailable(tx, actor.accountId);
    }
    // Becoming an advocate takes an advocate seat (decision 075).
    if (role === 'lobbyist' && member.role !== 'lobbyist' && member.status === 'active') {
      await assertAdvocateSeatAvailable(tx, actor.accountId);
    }
    await updateMember(tx, actor.accountId, userId, { role, fullAccount });
  });
  // Again after the commit: a request during the transaction may have cached the old row (decision 017).
  sessionCache.forgetUser(userId);
  return readAccountUser(db, actor.accountId, userId);
}

/** Enables or disables a member; a disabled member is signed out of the account at once. */
export async function changeStatus(options: {
  db: Database;
  actor: AuthUser;
  userId: number;
  status: MembershipStatus;
}) {
  const { db, actor, userId, status } = options;
  if (userId === actor.id) throw new AppError('BAD_REQUEST', accountErrors.ownStatus);
  await db.transaction(async (tx) => {
    const member = await getMemberOrThrow(tx, actor.accountId, userId);
    if (status === 'active' && member.status !== 'active' && member.fullAccount) {
      await assertSeatAvailable(tx, actor.accountId);
    }
    await updateMember(tx, actor.accountId, userId, { status });
    if (status === 'disabled') await deleteMemberSessions(tx, actor.accountId, userId);
  });
  // Again after the commit: a request during the transaction may have cached the old row (decision 017).
  sessionCache.forgetUser(userId);
  return readAccountUser(db, actor.accountId, userId);
}

export async function getTrackedActivity(options: {
  db: Database;
  actor: AuthUser;
  userId: number;
}): Promise<TrackedActivity> {
  const { db, actor, userId } = options;
  if (actor.role !== 'admin' && actor.id !== userId) {
    // Someone else's settings: hide whether that user exists at all unless the caller is an admin.
    const member = await findMember(db, actor.accountId, userId);
    if (!member) throw new AppError('NOT_FOUND', accountErrors.userNotFound);
    throw new AppError('FORBIDDEN', authErrors.forbidden);
  }
  const [member] = await selectMembers(db, actor.accountId, [eq(accountUsers.userId, userId)]).limit(1);
  if (!member) throw new AppError('NOT_FOUND', accountErrors.userNotFound);
  return {
    userId,
    stateCodes: member.stateCodes ?? [],
    emailDigest: member.emailDigest as TrackedActivity['emailDigest'],
  };
}

export async function setTrackedActivity(options: {
  db: Database;
  actor: AuthUser;
  userId: number;
  input: UpdateTrackedActivityRequest;
}): Promise<TrackedActivity> {
  const { db, actor, userId, input } = options;
  const stateCodes = normalizeStateCodes(input.stateCodes);
  await db.transaction(async (tx) => {
    await getMemberOrThrow(tx, actor.accountId, userId);
    await replaceSubscriptions(tx, actor.accountId, userId, stateCodes);
    await updateMember(tx, actor.accountId, userId, { emailDigest: input.emailDigest });
  });
  return getTrackedActivity({ db, actor, userId });
}
