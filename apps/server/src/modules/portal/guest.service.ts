import {
  type Guest,
  type GuestArea,
  type GuestList,
  type GuestMe,
  type GuestMembers,
  type GuestRelationships,
  type GuestScope,
  type GuestSharedTags,
  type GuestTasks,
  type GuestTrackedActivity,
  guestAreaMessages,
  guestMessages,
} from '@statehouse/shared/guest/guest.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { hashToken } from '../../plugins/auth/credentials';
import type { AuthSettings } from '../../plugins/auth/settings';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from '../auth/auth.service';
import {
  issueSignInCode,
  labelOf,
  type NewExternalSession,
  openExternalSession,
  recordAccess,
} from './external-access';
import {
  consumeSignInCode,
  deleteExternalSession,
  findAccountName,
  findActiveGuestsByEmail,
  findExternalSession,
  findGuest,
  findGuestById,
  type GuestRow,
  revokeGuest,
  selectAccountTags,
  selectGuestRelationships,
  selectGuests,
  selectSharedBillSponsors,
  selectSharedBills,
  selectSharedBillTasks,
  selectSharedTagBills,
  touchGuest,
  upsertGuest,
} from './portal.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;
const iso = (value: Date | string) => new Date(value).toISOString();

const toGuest = (row: GuestRow): Guest => ({
  id: row.id,
  email: row.email,
  name: row.name,
  scope: row.scope,
  status: row.status as Guest['status'],
  createdAt: iso(row.createdAt),
  lastSeenAt: row.lastSeenAt ? iso(row.lastSeenAt) : null,
});

// --- the account's side: invite, list, revoke ---

export async function listGuests({ db, caller }: { db: Database; caller: Caller }): Promise<GuestList> {
  return { items: (await selectGuests(db, caller.accountId)).map(toGuest) };
}

/** Invites a guest (or changes the scope of one already invited, and re-activates a revoked one) and mails them. */
export async function inviteGuest(options: {
  db: Database;
  mailer: Mailer;
  caller: Caller;
  input: { email: string; name: string; scope: GuestScope };
  publicUrl: string | undefined;
}): Promise<Guest> {
  const { db, mailer, caller, input } = options;
  if (!mailer.configured) throw new AppError('UNAVAILABLE', guestMessages.mailUnavailable);
  const tagIds = [...new Set(input.scope.tagIds)];
  const tags = await selectAccountTags(db, caller.accountId, tagIds);
  if (tags.length !== tagIds.length) throw new AppError('BAD_REQUEST', guestMessages.tagNotShareable);
  const row = await upsertGuest(db, {
    accountId: caller.accountId,
    email: input.email,
    name: input.name,
    scope: { ...input.scope, tagIds },
    invitedByUserId: caller.id,
  });
  if (!row) throw new Error('guest upsert returned no row');
  const accountName = await findAccountName(db, caller.accountId);
  const link = options.publicUrl ? `\n\nSign in at ${new URL('/guest-login', options.publicUrl)}` : '';
  await mailer.send({
    to: input.email,
    subject: `${accountName} shared legislation with you`,
    text: `${accountName} invited you as a guest on Statehouse. Sign in with this e-mail address; a one-time code will be sent to you.${link}`,
  });
  return toGuest(row);
}

/** Revokes a guest: their sessions end now and any session token they still hold is refused from the next request. */
export async function removeGuest({ db, caller, id }: { db: Database; caller: Caller; id: number }) {
  const guest = await findGuest(db, caller.accountId, id);
  if (!guest) throw new AppError('NOT_FOUND', guestMessages.guestNotFound);
  await revokeGuest(db, caller.accountId, id);
}

// --- the guest's side ---

/** E-mail alone mails a code to each active guest access of the address; e-mail and code sign in. */
export async function signInAsGuest(options: {
  db: Database;
  settings: AuthSettings;
  mailer: Mailer;
  input: { email: string; code?: string };
  ip: string;
}): Promise<{ reply: { status: 'signed-in' | 'code-sent'; message: string }; session?: NewExternalSession }> {
  const { db, settings, mailer, input, ip } = options;
  const key = `guest:${input.email}`;
  await assertSignInAllowed({ db, settings, ip, key });
  const found = await findActiveGuestsByEmail(db, input.email);
  if (input.code) {
    const used = await consumeSignInCode(
      db,
      'guest',
      found.map((guest) => guest.id),
      hashToken(input.code),
    );
    const guest = used && found.find((row) => row.id === used.subjectId);
    if (!guest) {
      await recordSignInFailure({ db, settings, ip, key });
      throw new AppError('UNAUTHORIZED', guestMessages.invalidCode);
    }
    await clearSignInFailures(db, key);
    const session = await openExternalSession(db, {
      kind: 'guest',
      accountId: guest.accountId,
      subjectId: guest.id,
      visitorName: guest.name,
      visitorEmail: guest.email,
    });
    return { reply: { status: 'signed-in', message: 'Signed in' }, session };
  }
  if (!mailer.configured) throw new AppError('UNAVAILABLE', guestMessages.mailUnavailable);
  await recordSignInFailure({ db, settings, ip, key });
  // The newest access of the address is the one a code signs in to.
  const guest = found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (guest) {
    const code = await issueSignInCode(db, { kind: 'guest', accountId: guest.accountId, subjectId: guest.id });
    await mailer.send({
      to: guest.email,
      subject: 'Your guest sign-in code',
      text: `Your code to sign in as a guest: ${code}\n\nIt works once, for 15 minutes.`,
    });
  }
  return { reply: { status: 'code-sent', message: guestMessages.codeSent } };
}

export async function signOutGuest({ db, token }: { db: Database; token: string | undefined }) {
  if (token) await deleteExternalSession(db, 'guest', hashToken(token));
}

/** The signed-in guest, checked afresh (active, same account) on every request; each access is recorded. */
async function requireGuest(db: Database, token: string | undefined, action: string) {
  const session = token ? await findExternalSession(db, 'guest', hashToken(token)) : undefined;
  const guest = session?.subjectId ? await findGuestById(db, session.subjectId) : undefined;
  if (!session || !guest || guest.status !== 'active' || guest.accountId !== session.accountId) {
    throw new AppError('UNAUTHORIZED', guestMessages.notSignedIn);
  }
  await touchGuest(db, guest.id);
  await recordAccess(db, {
    accountId: guest.accountId,
    actorType: 'guest',
    actorLabel: labelOf(guest.name, guest.email),
    action,
  });
  return guest;
}

export async function getGuestMe({
  db,
  token,
  action,
}: {
  db: Database;
  token: string | undefined;
  action: string;
}): Promise<GuestMe> {
  const guest = await requireGuest(db, token, action);
  return {
    email: guest.email,
    name: guest.name,
    accountName: await findAccountName(db, guest.accountId),
    scope: guest.scope,
  };
}

export async function getGuestSharedTags(options: {
  db: Database;
  token: string | undefined;
  stateCode?: string;
  action: string;
}): Promise<GuestSharedTags> {
  const guest = await requireGuest(options.db, options.token, options.action);
  const share = { accountId: guest.accountId, tagIds: guest.scope.tagIds, billIds: [] };
  const rows = await selectSharedTagBills(options.db, share, options.stateCode);
  return { items: rows };
}

export async function getGuestTrackedActivity(options: {
  db: Database;
  token: string | undefined;
  action: string;
}): Promise<GuestTrackedActivity> {
  const guest = await requireGuest(options.db, options.token, options.action);
  const share = { accountId: guest.accountId, tagIds: guest.scope.tagIds, billIds: [] };
  const rows = await selectSharedBills(options.db, share);
  return {
    items: rows.map((row) => ({
      id: row.id,
      identifier: row.identifier,
      title: row.title,
      stateCode: row.stateCode,
      status: row.status,
      lastActionDate: row.lastActionDate,
      lastActionText: row.lastActionText,
      tagNames: row.tagNames,
    })),
  };
}

type GuestRead = { db: Database; token: string | undefined; action: string };

/** The signed-in guest, refused with 403 when the host does not share this area with them (checked afresh). */
async function requireGuestArea({ db, token, action }: GuestRead, area: GuestArea) {
  const guest = await requireGuest(db, token, action);
  if (!guest.scope[area]) throw new AppError('FORBIDDEN', guestAreaMessages[area]);
  return guest;
}

const guestShare = (guest: { accountId: number; scope: GuestScope }) => ({
  accountId: guest.accountId,
  tagIds: guest.scope.tagIds,
  billIds: [],
});

/** The primary sponsors of the bills of the shared tags. */
export async function getGuestMembers(options: GuestRead): Promise<GuestMembers> {
  const guest = await requireGuestArea(options, 'members');
  return { items: await selectSharedBillSponsors(options.db, guestShare(guest)) };
}

/** Who on the host's team knows which legislator or staffer, without the team's notes. */
export async function getGuestRelationships(options: GuestRead): Promise<GuestRelationships> {
  const guest = await requireGuestArea(options, 'relationships');
  const rows = await selectGuestRelationships(options.db, guest.accountId);
  return { items: rows.map((row) => ({ ...row, lastContactAt: row.lastContactAt ? iso(row.lastContactAt) : null })) };
}

/** The host's tasks on the bills of the shared tags, without their descriptions, notes or files. */
export async function getGuestTasks(options: GuestRead): Promise<GuestTasks> {
  const guest = await requireGuestArea(options, 'tasks');
  const rows = await selectSharedBillTasks(options.db, guestShare(guest));
  return {
    items: rows.map((row) => ({
      ...row,
      status: row.status as GuestTasks['items'][number]['status'],
      priority: row.priority as GuestTasks['items'][number]['priority'],
    })),
  };
}
