import type { AdminPasswordReset, AdminPasswordResetReply } from '@statehouse/shared/auth/password-reset.schemas';
import { passwordResetMessages } from '@statehouse/shared/auth/password-reset.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { hashPassword, hashToken, newToken } from '../../plugins/auth/credentials';
import { sessionCache } from '../../plugins/auth/session-cache';
import { deleteUserSessions } from '../../plugins/auth/sessions';
import type { AuthSettings } from '../../plugins/auth/settings';
import { findMember } from '../accounts/accounts.service';
import { findUserById, updatePasswordHash } from '../auth/auth.service';
import {
  belongsToOtherAccount,
  closeOpenTokens,
  countRecentTokens,
  deleteDeadTokens,
  findUsersByIdentifier,
  insertResetToken,
  lockResetToken,
} from './password-reset.queries';

/** At most this many links per user within the window, however often someone asks (mail flooding). */
export const RESET_LINKS_PER_USER = 3;
export const RESET_LINK_WINDOW_MS = 15 * 60 * 1000;
/** An e-mail address shared by several users gets one mail per user, up to this many. */
const USERS_PER_IDENTIFIER = 5;

export const passwordResetErrors = {
  userNotFound: 'User not found',
  otherAccount:
    'This user also belongs to another account, so only they can reset the password: with "Forgot password?" on the login screen, or with a link sent to their e-mail address.',
} as const;

export type PasswordResetContext = { db: Database; mailer: Mailer; log: FastifyBaseLogger; ttlMs: number };

const resetUrlOf = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

function resetMail(options: { resetUrl: string; username: string; ttlMs: number; byAdmin: boolean }) {
  const { resetUrl, username, ttlMs, byAdmin } = options;
  const minutes = Math.round(ttlMs / 60_000);
  const validFor = minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  const why = byAdmin
    ? 'An administrator of your Statehouse account asked for a new password for you.'
    : 'Someone (hopefully you) asked to reset the password of your Statehouse user.';
  const text = [
    why,
    `Username: ${username}`,
    '',
    `Choose a new password: ${resetUrl}`,
    '',
    `The link works once and expires in ${validFor}. If you did not ask for it, ignore this e-mail; your password stays as it is.`,
  ].join('\n');
  const html = `<p>${escapeHtml(why)}</p><p>Username: <strong>${escapeHtml(username)}</strong></p><p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p><p>The link works once and expires in ${validFor}. If you did not ask for it, ignore this e-mail; your password stays as it is.</p>`;
  return { subject: 'Reset your Statehouse password', text, html };
}

async function issueToken(db: Database, userId: number, ttlMs: number, createdByUserId?: number) {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await deleteDeadTokens(db, userId, now);
  await insertResetToken(db, { tokenHash: hashToken(token), userId, createdByUserId, expiresAt });
  return { token, expiresAt };
}

/**
 * "Forgot password?": mails a single-use link to every user the identifier names. The reply never
 * says whether one exists, and the mail goes out after the reply so that its timing does not tell
 * either. Without a mail server the caller is told to ask an administrator.
 */
export async function requestPasswordReset(
  context: PasswordResetContext & { identifier: string; baseUrl: string },
): Promise<void> {
  const { db, mailer, log, ttlMs, identifier, baseUrl } = context;
  if (!mailer.configured) throw new AppError('FORBIDDEN', passwordResetMessages.notConfigured);
  const found = await findUsersByIdentifier(db, identifier, USERS_PER_IDENTIFIER);
  const since = new Date(Date.now() - RESET_LINK_WINDOW_MS);
  for (const user of found) {
    if ((await countRecentTokens(db, user.id, since)) >= RESET_LINKS_PER_USER) {
      log.info({ userId: user.id }, 'password reset: per-user limit reached; no mail sent');
      continue;
    }
    const { token } = await issueToken(db, user.id, ttlMs);
    const mail = resetMail({ resetUrl: resetUrlOf(baseUrl, token), username: user.username, ttlMs, byAdmin: false });
    void mailer
      .send({ to: user.email, ...mail })
      .catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'password reset e-mail failed'));
  }
}

/** Uses a reset link once: sets the password, closes the user's other links and ends all their sessions. */
export async function resetPassword(options: {
  db: Database;
  settings: AuthSettings;
  token: string;
  password: string;
}): Promise<void> {
  const { db, settings, token } = options;
  // Hashed before the transaction: argon2 takes a while and the row lock should not.
  const passwordHash = await hashPassword(options.password, settings.hashCost);
  const now = new Date();
  const userId = await db.transaction(async (tx) => {
    const row = await lockResetToken(tx, hashToken(token));
    if (!row) throw new AppError('BAD_REQUEST', passwordResetMessages.invalidLink);
    if (row.usedAt) throw new AppError('BAD_REQUEST', passwordResetMessages.usedLink);
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', passwordResetMessages.expiredLink);
    await updatePasswordHash(tx, row.userId, passwordHash);
    await closeOpenTokens(tx, row.userId, now);
    await deleteUserSessions(tx, row.userId);
    return row.userId;
  });
  // Again after the commit: a request between the delete and the commit may have cached a session (decision 017).
  sessionCache.forgetUser(userId);
}

/**
 * An admin resets a member of their own account: a mailed link (or, without a mail server, the link for
 * the admin to pass on), or a temporary password that ends the user's sessions at once. A user who also
 * belongs to another account can only get the mailed link, so that one account's admin never learns a
 * password or link that opens another account.
 */
export async function adminResetPassword(
  context: PasswordResetContext & {
    settings: AuthSettings;
    actor: AuthUser;
    userId: number;
    input: AdminPasswordReset;
    baseUrl: string;
  },
): Promise<AdminPasswordResetReply> {
  const { db, mailer, log, ttlMs, settings, actor, userId, input, baseUrl } = context;
  const member = await findMember(db, actor.accountId, userId);
  const user = member ? await findUserById(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', passwordResetErrors.userNotFound);
  const shared = userId !== actor.id && (await belongsToOtherAccount(db, userId, actor.accountId));
  const adminLearnsSecret = input.method === 'temporary-password' || !mailer.configured;
  if (shared && adminLearnsSecret) throw new AppError('CONFLICT', passwordResetErrors.otherAccount);

  if (input.method === 'temporary-password') {
    await updatePasswordHash(db, userId, await hashPassword(input.password, settings.hashCost));
    await closeOpenTokens(db, userId, new Date());
    // The admin's own session stays when they reset themselves; every other one ends.
    await deleteUserSessions(db, userId, userId === actor.id ? actor.sessionId : undefined);
    return { delivery: 'password', email: user.email };
  }

  const { token, expiresAt } = await issueToken(db, userId, ttlMs, actor.id);
  const resetUrl = resetUrlOf(baseUrl, token);
  if (mailer.configured) {
    try {
      await mailer.send({ to: user.email, ...resetMail({ resetUrl, username: user.username, ttlMs, byAdmin: true }) });
      return { delivery: 'email', email: user.email, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      log.warn({ err: error, userId }, 'password reset e-mail failed');
      if (shared) throw new AppError('UNAVAILABLE', 'The e-mail could not be sent. Try again later.');
    }
  }
  return { delivery: 'link', email: user.email, resetUrl, expiresAt: expiresAt.toISOString() };
}
