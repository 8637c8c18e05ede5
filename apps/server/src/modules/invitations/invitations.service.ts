import type {
  AcceptInvitationRequest,
  InvitationCreated,
  InvitationPreview,
  InviteRequest,
  PendingInvitationsReply,
} from '@statehouse/shared/accounts/accounts.schemas';
import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { accountUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { hashPassword, hashToken, newToken } from '../../plugins/auth/credentials';
import { setSessionAccount } from '../../plugins/auth/sessions';
import type { AuthSettings } from '../../plugins/auth/settings';
import {
  assertAdvocateSeatAvailable,
  assertSeatAvailable,
  countSeatUse,
  findMember,
  insertSubscriptions,
  isFullAccountRole,
  lockAccount,
  noSeatsLeftMessage,
} from '../accounts/accounts.service';
import {
  authErrors,
  buildUserReply,
  type ClientInfo,
  createSession,
  insertUser,
  isUsernameTaken,
  type NewSession,
} from '../auth/auth.service';
import {
  activeStateCodes,
  deleteOpenInvitation,
  expireOpenInvitations,
  findInvitationByTokenHash,
  insertInvitation,
  isEmailMember,
  markAccepted,
  renewInvitationToken,
  selectPendingInvitations,
} from './invitations.queries';

export type InvitationRole = 'analyst' | 'user' | 'lobbyist';

export const invitationErrors = {
  invalid: 'This invitation link is not valid.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
  alreadyMember: 'You are already a member of this account.',
  needsUserFields: 'To accept the invitation, choose a username and password and give your first and last name.',
} as const;

const roleLabels: Record<InvitationRole, string> = {
  analyst: 'an analyst',
  user: 'a team member',
  lobbyist: 'an advocate',
};

function invitationMail(options: { acceptUrl: string; accountName: string; inviter: string; role: InvitationRole }) {
  const { acceptUrl, accountName, inviter, role } = options;
  const subject = `${inviter} invited you to ${accountName} on Statehouse`;
  const text = [
    `${inviter} invited you to join ${accountName} on Statehouse as ${roleLabels[role]}.`,
    '',
    `Accept the invitation: ${acceptUrl}`,
    '',
    'The link can be used once and expires in a few days. If you did not expect this e-mail, ignore it.',
  ].join('\n');
  const html = `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(accountName)}</strong> on Statehouse as ${roleLabels[role]}.</p><p><a href="${escapeHtml(acceptUrl)}">Accept the invitation</a></p><p>The link can be used once and expires in a few days. If you did not expect this e-mail, ignore it.</p>`;
  return { subject, text, html };
}

/**
 * Creates a single-use invitation that expires after `ttlMs`. A full-account ("user") invitation holds
 * a seat until it is accepted or expires. The link is mailed when SMTP is configured and the mail goes
 * out; otherwise it is returned so the inviter can pass it on.
 */
export async function createInvitation(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  actor: AuthUser;
  role: InvitationRole;
  input: InviteRequest;
  baseUrl: string;
  ttlMs: number;
  /** The states an advocate invitation gives (else the inviter's active states when accepted). */
  stateCodes?: string[];
}): Promise<InvitationCreated> {
  const { db, mailer, log, actor, role, input, baseUrl, ttlMs, stateCodes } = options;
  const email = input.email.trim();
  if (await isEmailMember(db, actor.accountId, email)) {
    throw new AppError('CONFLICT', `${email} is already a member of this account.`);
  }
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);

  const { invitation, accountName } = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor.accountId);
    if (!account) throw new AppError('NOT_FOUND', 'Account not found');
    await expireOpenInvitations(tx, actor.accountId, email, now);
    if (isFullAccountRole(role)) await assertSeatAvailable(tx, actor.accountId);
    if (role === 'lobbyist') await assertAdvocateSeatAvailable(tx, actor.accountId);
    const created = await insertInvitation(tx, {
      tokenHash: hashToken(token),
      accountId: actor.accountId,
      role,
      email,
      firstName: input.firstName || undefined,
      lastName: input.lastName || undefined,
      stateCodes,
      invitedByUserId: actor.id,
      expiresAt,
    });
    return { invitation: created, accountName: account.name };
  });

  return deliverInvitation({
    mailer,
    log,
    actor,
    invitation: { id: invitation.id, email, role, expiresAt },
    token,
    accountName,
    baseUrl,
  });
}

/** Mails the link when a mail server is set and the mail goes out; otherwise returns it for the inviter to pass on. */
async function deliverInvitation(options: {
  mailer: Mailer;
  log: FastifyBaseLogger;
  actor: AuthUser;
  invitation: { id: number; email: string; role: InvitationRole; expiresAt: Date };
  token: string;
  accountName: string;
  baseUrl: string;
}): Promise<InvitationCreated> {
  const { mailer, log, actor, invitation, token, accountName, baseUrl } = options;
  const { email, role } = invitation;
  const acceptUrl = `${baseUrl.replace(/\/+$/, '')}/accept-invite?token=${encodeURIComponent(token)}`;
  const base = { invitationId: invitation.id, email, role, expiresAt: invitation.expiresAt.toISOString() };
  if (mailer.configured) {
    try {
      const inviter = `${actor.firstName} ${actor.lastName}`.trim() || actor.username;
      await mailer.send({ to: email, ...invitationMail({ acceptUrl, accountName, inviter, role }) });
      return { ...base, delivery: 'email' };
    } catch (error) {
      log.warn({ err: error, invitationId: invitation.id }, 'invitation e-mail failed; returning the link');
    }
  }
  return { ...base, delivery: 'link', acceptUrl };
}

/** Admins manage every open invitation of the account; a user, only those they sent (analyst invitations). */
const onlyOwnFor = (caller: Pick<AuthUser, 'id' | 'role'>) => (caller.role === 'admin' ? undefined : caller.id);

const noPendingInvitation = () =>
  new AppError('NOT_FOUND', 'No open invitation of yours has this id: it was used, revoked or has expired.');

/**
 * The account's open invitations (GET /api/advocate-management/invitations), newest first: each full-account one
 * holds a seat until it is used, revoked or expires (decision 064).
 */
export async function listPendingInvitations(options: {
  db: Database;
  caller: AuthUser;
}): Promise<PendingInvitationsReply> {
  const { db, caller } = options;
  const rows = await selectPendingInvitations(db, caller.accountId, new Date(), {
    invitedByUserId: onlyOwnFor(caller),
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role as InvitationRole,
      firstName: row.firstName,
      lastName: row.lastName,
      invitedBy:
        row.invitedByUserId === null
          ? null
          : [row.inviterFirstName, row.inviterLastName].filter(Boolean).join(' ') || row.inviterUsername,
      holdsSeat: isFullAccountRole(row.role as InvitationRole),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Sends an open invitation again with a new link (the old one stops working) and a new expiry; it keeps the seat
 * it holds. Mailed, or the link returned when there is no mail server, as when it was created.
 */
export async function resendInvitation(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  caller: AuthUser;
  id: number;
  baseUrl: string;
  ttlMs: number;
}): Promise<InvitationCreated> {
  const { db, mailer, log, caller, id, baseUrl, ttlMs } = options;
  const now = new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const { invitation, accountName } = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, caller.accountId);
    const [row] = await selectPendingInvitations(tx, caller.accountId, now, {
      id,
      invitedByUserId: onlyOwnFor(caller),
    });
    if (!account || !row) throw noPendingInvitation();
    if (!(await renewInvitationToken(tx, caller.accountId, id, { tokenHash: hashToken(token), expiresAt }))) {
      throw noPendingInvitation();
    }
    return { invitation: row, accountName: account.name };
  });
  return deliverInvitation({
    mailer,
    log,
    actor: caller,
    invitation: { id, email: invitation.email, role: invitation.role as InvitationRole, expiresAt },
    token,
    accountName,
    baseUrl,
  });
}

/** Withdraws an open invitation: its link answers "not valid" and a seat it held is free at once. */
export async function revokeInvitation(options: { db: Database; caller: AuthUser; id: number }): Promise<void> {
  const { db, caller, id } = options;
  const [row] = await selectPendingInvitations(db, caller.accountId, new Date(), {
    id,
    invitedByUserId: onlyOwnFor(caller),
  });
  if (!row || !(await deleteOpenInvitation(db, caller.accountId, id))) throw noPendingInvitation();
}

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

function assertUsable(invitation: InvitationRow | undefined, now: Date): asserts invitation is InvitationRow {
  if (!invitation) throw new AppError('NOT_FOUND', invitationErrors.invalid);
  if (invitation.acceptedAt) throw new AppError('CONFLICT', invitationErrors.used);
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', invitationErrors.expired);
}

/** What the accept page shows before anyone commits: account, role and who invited. */
export async function previewInvitation(options: { db: Database; token: string }): Promise<InvitationPreview> {
  const invitation = await findInvitationByTokenHash(options.db, hashToken(options.token));
  assertUsable(invitation, new Date());
  const inviter = [invitation.inviterFirstName, invitation.inviterLastName].filter(Boolean).join(' ');
  return {
    email: invitation.email,
    role: invitation.role as InvitationRole,
    accountName: invitation.accountName,
    invitedBy: inviter || 'A member of the account',
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Uses an invitation once. A signed-in caller who sends only the token joins the account with their
 * user; anyone else creates a user with the fields they send. The new member starts with the inviter's
 * active states. Returns a session: a new one for a new user, the caller's (moved to the account) otherwise.
 */
export async function acceptInvitation(options: {
  db: Database;
  settings: AuthSettings;
  input: AcceptInvitationRequest;
  signedIn: AuthUser | null;
  client: ClientInfo;
}): Promise<{ user: UserReply; session?: NewSession }> {
  const { db, settings, input, signedIn, client } = options;
  const now = new Date();
  const joinAsCaller = signedIn !== null && input.username === undefined;

  let passwordHash: string | undefined;
  if (!joinAsCaller) {
    if (!input.username || !input.password) throw new AppError('BAD_REQUEST', invitationErrors.needsUserFields);
    if (await isUsernameTaken(db, input.username)) throw new AppError('CONFLICT', authErrors.usernameTaken);
    passwordHash = await hashPassword(input.password, settings.hashCost);
  }

  const { userId, accountId } = await db.transaction(async (tx) => {
    const invitation = await findInvitationByTokenHash(tx, hashToken(input.token), { lock: true });
    assertUsable(invitation, now);
    const role = invitation.role as InvitationRole;
    const fullAccount = isFullAccountRole(role);

    if (fullAccount) {
      // The open invitation already holds one of the seats; it must still fit (seats may have shrunk).
      const account = await lockAccount(tx, invitation.accountId);
      const use = await countSeatUse(tx, invitation.accountId, now);
      if (!account || use.activeFullUsers + use.pendingFullInvitations > account.seats) {
        throw new AppError('CONFLICT', noSeatsLeftMessage(account?.seats ?? 0));
      }
    }
    // An advocate invitation holds an advocate seat already; it must still fit (decision 075).
    if (role === 'lobbyist') await assertAdvocateSeatAvailable(tx, invitation.accountId, { alreadyHeld: 1 });

    let memberId: number;
    if (joinAsCaller && signedIn) {
      if (await findMember(tx, invitation.accountId, signedIn.id)) {
        throw new AppError('CONFLICT', invitationErrors.alreadyMember);
      }
      memberId = signedIn.id;
    } else {
      const firstName = input.firstName ?? invitation.firstName;
      const lastName = input.lastName ?? invitation.lastName;
      if (!firstName || !lastName) throw new AppError('BAD_REQUEST', invitationErrors.needsUserFields);
      memberId = await insertUser(tx, {
        username: input.username!,
        email: invitation.email,
        firstName,
        lastName,
        passwordHash: passwordHash!,
      });
    }

    await tx.insert(accountUsers).values({ accountId: invitation.accountId, userId: memberId, role, fullAccount });
    const states =
      invitation.stateCodes ??
      (invitation.invitedByUserId ? await activeStateCodes(tx, invitation.accountId, invitation.invitedByUserId) : []);
    await insertSubscriptions(tx, invitation.accountId, memberId, states);
    if (!(await markAccepted(tx, invitation.id, memberId, now))) {
      throw new AppError('CONFLICT', invitationErrors.used);
    }
    return { userId: memberId, accountId: invitation.accountId };
  });

  if (joinAsCaller && signedIn) {
    await setSessionAccount(db, signedIn.sessionId, accountId);
    return { user: await buildUserReply({ db, userId, accountId }) };
  }
  const session = await createSession({ db, settings, userId, accountId, client });
  return { user: await buildUserReply({ db, userId, accountId }), session };
}
