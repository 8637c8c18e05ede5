import { billListQuerySchema } from '@statehouse/shared/bills/bill-list-query';
import {
  type Guest,
  type GuestAddBills,
  type GuestAddBillsReply,
  type GuestArea,
  type GuestBillSearch,
  type GuestBillSearchQuery,
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
  guestTrackListFieldsSchema,
  guestTrackMessages,
} from '@statehouse/shared/guest/guest.schemas';
import type { SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import type { TrackListUploadReply } from '@statehouse/shared/tracking/track-list.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { hashToken } from '../../plugins/auth/credentials';
import type { AuthSettings } from '../../plugins/auth/settings';
import type { UploadPart } from '../../plugins/multipart';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from '../auth/auth.service';
import { listBills } from '../bills/bills.service';
import { listSessions } from '../sessions/sessions.service';
import { addGuestTagBills, matchTrackList, parseUploadFields, readTrackListUpload } from '../tracking/tracking.service';
import {
  issueSignInCode,
  labelOf,
  type NewExternalSession,
  openExternalSession,
  recordAccess,
} from './external-access';
import type { ExternalWatch } from './external-stream';
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

/** The guest a session token belongs to, while the session lasts and the guest is active; else undefined. */
async function findSignedInGuest(db: Database, token: string | undefined) {
  const session = token ? await findExternalSession(db, 'guest', hashToken(token)) : undefined;
  const guest = session?.subjectId ? await findGuestById(db, session.subjectId) : undefined;
  if (!session || !guest || guest.status !== 'active' || guest.accountId !== session.accountId) return undefined;
  return guest;
}

/** The signed-in guest, checked afresh (active, same account) on every request; each access is recorded. */
async function requireGuest(db: Database, token: string | undefined, action: string) {
  const guest = await findSignedInGuest(db, token);
  if (!guest) throw new AppError('UNAUTHORIZED', guestMessages.notSignedIn);
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

// --- guests who may add bills (scope uploadTrackList, decision 084) ---

/** The signed-in guest, refused with 403 unless the host lets them add bills (checked afresh on every request). */
async function requireGuestAdder(read: GuestRead) {
  const guest = await requireGuest(read.db, read.token, read.action);
  if (!guest.scope.uploadTrackList) throw new AppError('FORBIDDEN', guestTrackMessages.notShared);
  return guest;
}

/** A tag the guest may add to: shared with them, and still an account tag of the host (re-read every time). */
async function requireSharedTag(db: Database, guest: GuestRow, tagId: number) {
  const [tag] = guest.scope.tagIds.includes(tagId) ? await selectAccountTags(db, guest.accountId, [tagId]) : [];
  if (!tag) throw new AppError('FORBIDDEN', guestTrackMessages.tagNotShared);
  return tag;
}

/** Records what the guest added, beside the request itself, so the host's access log says which bills and where. */
async function recordAdded(db: Database, guest: GuestRow, what: string) {
  await recordAccess(db, {
    accountId: guest.accountId,
    actorType: 'guest',
    actorLabel: labelOf(guest.name, guest.email),
    action: what,
  });
}

/** Bills to pick from: public legislation by number or words (the bills service's search), 20 at most. */
export async function searchGuestBills(options: GuestRead & { query: GuestBillSearchQuery }): Promise<GuestBillSearch> {
  await requireGuestAdder(options);
  const query = billListQuerySchema.parse({
    searchTerm: options.query.search,
    stateCode: options.query.state,
    pageSize: 20,
  });
  const found = await listBills({ db: options.db, query });
  return {
    items: found.items.map((bill) => ({
      id: bill.id,
      identifier: bill.identifier,
      title: bill.title,
      stateCode: bill.stateCode,
      sessionCode: bill.sessionCode,
      status: bill.status,
      lastActionDate: bill.lastActionDate,
      lastActionText: bill.lastActionText,
    })),
  };
}

/** A state's sessions, for the upload's session picker (guests have no app session to read them with). */
export async function getGuestSessions(options: GuestRead & { state: string }): Promise<SessionsResponse> {
  await requireGuestAdder(options);
  return listSessions({ db: options.db, query: { stateCode: options.state } });
}

/** Adds picked bills to a tag shared with the guest; the rows name the guest as who added them. */
export async function addGuestBills(options: GuestRead & { input: GuestAddBills }): Promise<GuestAddBillsReply> {
  const guest = await requireGuestAdder(options);
  const tag = await requireSharedTag(options.db, guest, options.input.tagId);
  const billIds = [...new Set(options.input.billIds)];
  const added = await addGuestTagBills({
    db: options.db,
    accountId: guest.accountId,
    guestId: guest.id,
    tagId: tag.id,
    billIds,
    trackType: 'manual',
  });
  await recordAdded(options.db, guest, `Added ${billIds.join(', ')} to the tag ${tag.name}`);
  return { tag: { id: tag.id, name: tag.name }, added };
}

/**
 * A guest's track list: the same formats and matcher as the app's upload (the tracking service), matched bills going
 * to a tag shared with the guest; dryRun (the default) previews without adding.
 */
export async function uploadGuestTrackList(
  options: GuestRead & { parts: AsyncIterable<UploadPart> },
): Promise<TrackListUploadReply> {
  const guest = await requireGuestAdder(options);
  const upload = await readTrackListUpload(options.parts);
  const fields = parseUploadFields(guestTrackListFieldsSchema, upload.fields);
  const tag = await requireSharedTag(options.db, guest, fields.tagId);
  const { reply, billIds } = await matchTrackList({
    db: options.db,
    state: fields.state,
    session: fields.session,
    file: upload.file,
  });
  if (fields.dryRun !== 'false') return reply;
  if (billIds.length === 0) throw new AppError('BAD_REQUEST', guestTrackMessages.nothingMatched);
  const added = await addGuestTagBills({
    db: options.db,
    accountId: guest.accountId,
    guestId: guest.id,
    tagId: tag.id,
    billIds,
    trackType: 'upload',
  });
  await recordAdded(
    options.db,
    guest,
    `Uploaded a track list: ${billIds.length} bill${billIds.length === 1 ? '' : 's'} to the tag ${tag.name}`,
  );
  return { ...reply, dryRun: false, tag: { id: tag.id, name: tag.name, added } };
}

/**
 * Opens the guest's live stream (decision 084): signed in now (401 otherwise, the opening recorded); the returned
 * watch re-reads the guest on every poll, so revoking ends the stream, and a new scope counts as a change.
 */
export async function openGuestStream(options: GuestRead): Promise<ExternalWatch> {
  await requireGuest(options.db, options.token, options.action);
  return async () => {
    const guest = await findSignedInGuest(options.db, options.token);
    if (!guest) return null;
    return { share: guestShare(guest), version: JSON.stringify(guest.scope) };
  };
}
