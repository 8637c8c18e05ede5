import { type RegisterRequest, type RoleName, roleNames, type UserReply } from '@statehouse/shared/auth/auth.schemas';
import { isStateCode } from '@statehouse/shared/reference/states';
import type { Database } from '../../db/client';
import { accounts, accountUsers, userStateSubscriptions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, hashToken, newToken, verifyPassword } from '../../plugins/auth/credentials';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  deleteUserSessions,
  insertSession,
  setSessionAccount,
} from '../../plugins/auth/sessions';
import { type AuthSettings, sessionErrors } from '../../plugins/auth/settings';
import { openSetupForNewAccount } from '../setup/setup.service';
import {
  clearFailuresForUsername,
  countRecentFailures,
  findMemberships,
  findUserById,
  findUserByUsername,
  findUserWithMemberships,
  isUsernameTaken,
  pruneFailures,
  recordFailure,
  updatePasswordHash,
  updateUsername as updateUsernameQuery,
} from './auth.queries';

// What other modules use of the auth module's users and memberships (accounts, invitations, password reset):
// through this service, never auth.queries (docs/decisions/021). Sessions, credentials and the auth settings are
// the auth plugin's (plugins/auth/), which every module may import.
export { findMemberships, findUserById, isUsernameTaken, updatePasswordHash } from './auth.queries';

export const authErrors = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'That username is already taken',
  noActiveAccount: 'Your access has been disabled. Contact your account administrator.',
  currentPasswordWrong: 'Current password is incorrect',
  ...sessionErrors,
} as const;

export function tooManyAttemptsMessage(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  return `Too many failed login attempts. Please wait ${minutes} minutes and try again.`;
}

/** A new session: the token goes into the cookie, only its hash into the database. */
export type NewSession = { token: string; expiresAt: Date; sessionId: number };

export type ClientInfo = { ip: string; userAgent?: string };

export async function createSession(options: {
  db: Database;
  settings: AuthSettings;
  userId: number;
  accountId: number;
  client: ClientInfo;
}): Promise<NewSession> {
  const { db, settings, userId, accountId, client } = options;
  const now = new Date();
  await deleteExpiredSessions(db, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + settings.sessionTtlMs);
  const { id } = await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    accountId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
  });
  return { token, expiresAt, sessionId: id };
}

/** The signed-in user as SPEC section 3 maps it, seen from the given account. */
export async function buildUserReply({
  db,
  userId,
  accountId,
}: {
  db: Database;
  userId: number;
  accountId: number;
}): Promise<UserReply> {
  const user = await findUserWithMemberships(db, userId, accountId);
  if (!user) throw new AppError('UNAUTHORIZED', authErrors.notSignedIn);
  const { memberships, subscriptions } = user;
  const selected = memberships.find((membership) => membership.accountId === accountId);
  if (!selected) throw new AppError('UNAUTHORIZED', authErrors.notSignedIn);
  return {
    Id: user.id,
    Username: user.username,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    Role: { RoleName: selected.role as RoleName },
    LiveToken: user.liveToken,
    SelectedAccountId: accountId,
    AccountUserRelationships: memberships.map((membership) => ({
      AccountId: membership.accountId,
      FullAccount: membership.fullAccount,
      Status: membership.status as 'active' | 'disabled',
      Role: { RoleName: membership.role as RoleName },
      Account: {
        AccountId: membership.accountId,
        Name: membership.accountName,
        AnalystPortal: membership.analystPortal,
        LobbyistPortal: membership.lobbyistPortal,
        Plan: membership.plan,
      },
    })),
    UserStateSubscriptions: subscriptions.map((subscription) => ({
      StateCode: subscription.stateCode,
      Status: subscription.status,
    })),
  };
}

/**
 * Checks a username and password. Unknown users and wrong passwords get the same answer (and take the
 * same time); failures are counted per username and per IP address, and past the limit every attempt
 * is refused with 429 until the window has passed.
 */
export async function login(options: {
  db: Database;
  settings: AuthSettings;
  username: string;
  password: string;
  client: ClientInfo;
}): Promise<{ session: NewSession; user: UserReply }> {
  const { db, settings, password, client } = options;
  const username = options.username.trim().toLowerCase();
  const now = new Date();
  const since = new Date(now.getTime() - settings.loginWindowMs);

  const failures = await countRecentFailures(db, since, { ip: client.ip, username });
  if (failures.byUsername >= settings.maxFailuresPerUsername || failures.byIp >= settings.maxFailuresPerIp) {
    throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(settings.loginWindowMs), {
      retryAfterSeconds: Math.ceil(settings.loginWindowMs / 1000),
    });
  }

  const user = await findUserByUsername(db, username);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, password)
    : await burnPasswordCheck(password, settings.hashCost).then(() => false);
  if (!user || !passwordMatches) {
    await pruneFailures(db, since);
    await recordFailure(db, { ip: client.ip, username, at: now });
    throw new AppError('UNAUTHORIZED', authErrors.invalidCredentials);
  }

  const memberships = await findMemberships(db, user.id);
  const firstActive = memberships.find((membership) => membership.status === 'active');
  if (!firstActive) throw new AppError('FORBIDDEN', authErrors.noActiveAccount);

  await clearFailuresForUsername(db, username);
  const session = await createSession({ db, settings, userId: user.id, accountId: firstActive.accountId, client });
  return { session, user: await buildUserReply({ db, userId: user.id, accountId: firstActive.accountId }) };
}

/** Plan and portal flags of an account made by self-registration. */
export const registrationDefaults = { plan: 'trial', seats: 5, analystPortal: true, lobbyistPortal: true } as const;

/** Normalizes state codes (upper case, no repeats) and refuses unknown ones. */
export function normalizeStateCodes(codes: readonly string[]): string[] {
  const unique = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  const unknown = unique.filter((code) => !isStateCode(code));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Unknown state code: ${unknown.join(', ')}`, [
      { field: 'stateCodes (body)', message: `Unknown state code: ${unknown.join(', ')}` },
    ]);
  }
  return unique;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/** Inserts a user; a username taken meanwhile (unique index) becomes the usual 409. */
export async function insertUser(
  db: Database,
  values: { username: string; email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<number> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...values, liveToken: newToken() })
      .returning({ id: users.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', authErrors.usernameTaken);
    throw error;
  }
}

/**
 * Self-registration (SPEC sections 3 and 5): a new account, its first user as admin with a full seat,
 * and active subscriptions for the chosen states. Refused when ENABLE_REGISTRATION is off.
 */
export async function register(options: {
  db: Database;
  settings: AuthSettings;
  input: RegisterRequest;
  client: ClientInfo;
}): Promise<{ session: NewSession; user: UserReply }> {
  const { db, settings, input, client } = options;
  if (!settings.registrationEnabled) throw new AppError('FORBIDDEN', 'Registration is currently disabled');
  const stateCodes = normalizeStateCodes(input.stateCodes);
  if (await isUsernameTaken(db, input.username)) throw new AppError('CONFLICT', authErrors.usernameTaken);
  const passwordHash = await hashPassword(input.password, settings.hashCost);

  const { userId, accountId } = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ name: input.accountName, ...registrationDefaults })
      .returning({ id: accounts.id });
    const newUserId = await insertUser(tx, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await tx
      .insert(accountUsers)
      .values({ accountId: account!.id, userId: newUserId, role: 'admin', fullAccount: true });
    await tx
      .insert(userStateSubscriptions)
      .values(stateCodes.map((stateCode) => ({ accountId: account!.id, userId: newUserId, stateCode })));
    return { userId: newUserId, accountId: account!.id };
  });
  // The new account's admin is sent to the setup wizard once (decision 072).
  await openSetupForNewAccount({ db, accountId });

  const session = await createSession({ db, settings, userId, accountId, client });
  return { session, user: await buildUserReply({ db, userId, accountId }) };
}

export async function logout(options: { db: Database; token: string | undefined }): Promise<void> {
  if (options.token) await deleteSessionByTokenHash(options.db, hashToken(options.token));
}

/** Sets a new password after checking the current one; every other session of the user ends. */
export async function changePassword(options: {
  db: Database;
  settings: AuthSettings;
  userId: number;
  sessionId: number;
  password: string;
  currentPassword: string;
}): Promise<void> {
  const { db, settings, userId, sessionId } = options;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', authErrors.notSignedIn);
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError('BAD_REQUEST', authErrors.currentPasswordWrong);
  }
  await updatePasswordHash(db, userId, await hashPassword(options.password, settings.hashCost));
  await deleteUserSessions(db, userId, sessionId);
}

export async function changeUsername(options: {
  db: Database;
  userId: number;
  accountId: number;
  username: string;
}): Promise<UserReply> {
  const { db, userId, accountId, username } = options;
  if (await isUsernameTaken(db, username, userId)) throw new AppError('CONFLICT', authErrors.usernameTaken);
  try {
    await updateUsernameQuery(db, userId, username);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', authErrors.usernameTaken);
    throw error;
  }
  return buildUserReply({ db, userId, accountId });
}

/** Moves the session to another of the user's active accounts. */
export async function selectAccount(options: {
  db: Database;
  userId: number;
  sessionId: number;
  accountId: number;
}): Promise<UserReply> {
  const { db, userId, sessionId, accountId } = options;
  const memberships = await findMemberships(db, userId);
  const target = memberships.find((membership) => membership.accountId === accountId);
  if (target?.status !== 'active') throw new AppError('NOT_FOUND', 'Account not found');
  await setSessionAccount(db, sessionId, accountId);
  return buildUserReply({ db, userId, accountId });
}

export function isRoleName(value: string): value is RoleName {
  return (roleNames as readonly string[]).includes(value);
}

/**
 * The sign-in limit of users, for other kinds of sign-in (portal visitors, guests): failures counted per key and per
 * IP address in the same table and window, refused with the same 429 past the same limits. `key` names the kind and
 * the person (portal:acme:ann@example.org), so it never collides with a username.
 */
export async function assertSignInAllowed(options: { db: Database; settings: AuthSettings; ip: string; key: string }) {
  const { db, settings, ip, key } = options;
  const since = new Date(Date.now() - settings.loginWindowMs);
  const failures = await countRecentFailures(db, since, { ip, username: key });
  if (failures.byUsername >= settings.maxFailuresPerUsername || failures.byIp >= settings.maxFailuresPerIp) {
    throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(settings.loginWindowMs), {
      retryAfterSeconds: Math.ceil(settings.loginWindowMs / 1000),
    });
  }
}

/** Counts a failed sign-in of another kind (see assertSignInAllowed). */
export async function recordSignInFailure(options: { db: Database; settings: AuthSettings; ip: string; key: string }) {
  const now = new Date();
  await pruneFailures(options.db, new Date(now.getTime() - options.settings.loginWindowMs));
  await recordFailure(options.db, { ip: options.ip, username: options.key, at: now });
}

/** Clears the failures of a key after a successful sign-in of another kind. */
export async function clearSignInFailures(db: Database, key: string) {
  await clearFailuresForUsername(db, key);
}
