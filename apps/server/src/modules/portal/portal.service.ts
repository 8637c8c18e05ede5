import {
  type ExternalAccessLog,
  PORTAL_LOGO_MAX_BYTES,
  type PortalAuthReply,
  type PortalAuthRequest,
  type PortalBill,
  type PortalBillSummary,
  type PortalFeedback,
  type PortalFeedbackList,
  type PortalInfo,
  type PortalSettings,
  portalLogoMessages,
  portalLogoPath,
  portalLogoTypes,
  portalMessages,
  type updatePortalSettingsSchema,
} from '@statehouse/shared/portal/portal.schemas';
import type { BillPositionValue } from '@statehouse/shared/positions/positions.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type BlobStore, readAll } from '../../lib/blob-store/blob-store';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { burnPasswordCheck, hashPassword, hashToken, verifyPassword } from '../../plugins/auth/credentials';
import type { AuthSettings } from '../../plugins/auth/settings';
import { partBytes, type UploadPart } from '../../plugins/multipart';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from '../auth/auth.service';
import { requireBill } from '../bills/bills.service';
import { POSITION_EDITOR_ROLES, setBillPosition } from '../positions/positions.service';
import { detectContentType } from '../storage/storage.service';
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
  existingBillIds,
  type FeedbackRow,
  findExternalSession,
  findPortalByKey,
  findPortalOfAccount,
  findPortalPerson,
  findPortalPersonById,
  insertFeedback,
  listPortalPeople,
  markFeedbackAdopted,
  type PortalSettingsRow,
  type SharedBillRow,
  savePortal,
  selectAccessLog,
  selectAccountPosition,
  selectAccountTags,
  selectFeedback,
  selectLatestVersionUrl,
  selectSharedBills,
  selectSharedRemarks,
} from './portal.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Who may change the portal: the account's admins (the portal speaks for the whole account). */
export const PORTAL_ADMIN_ROLES = ['admin'] as const;

// --- settings (app side) ---

/** The blob of an account's portal logo: one per account, replaced on each upload. */
const logoKey = (accountId: number) => `portal-logos/${accountId}`;

async function logoUrlOf(blobStore: BlobStore, portal: PortalSettingsRow | undefined) {
  return portal && (await blobStore.exists(logoKey(portal.accountId))) ? portalLogoPath(portal.portalKey) : null;
}

export async function getPortalSettings({
  db,
  blobStore,
  caller,
}: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
}): Promise<PortalSettings> {
  const [row, people, tagOptions] = await Promise.all([
    findPortalOfAccount(db, caller.accountId),
    listPortalPeople(db, caller.accountId),
    selectAccountTags(db, caller.accountId),
  ]);
  return {
    configured: Boolean(row),
    portalKey: row?.portalKey ?? '',
    name: row?.name ?? '',
    primaryColor: row?.primaryColor ?? '#1d4ed8',
    accentColor: row?.accentColor ?? '#f59e0b',
    welcomeText: row?.welcomeText ?? '',
    sharedTagIds: row?.sharedTagIds ?? [],
    sharedBillIds: row?.sharedBillIds ?? [],
    showBillText: row?.showBillText ?? false,
    showPositions: row?.showPositions ?? false,
    showRemarks: row?.showRemarks ?? false,
    accessMode: (row?.accessMode ?? 'code') as PortalSettings['accessMode'],
    people: people.map((person) => ({
      email: person.email,
      name: person.name,
      hasPassword: person.passwordHash !== null,
    })),
    tagOptions,
    canEdit: (PORTAL_ADMIN_ROLES as readonly string[]).includes(caller.role),
    logoUrl: await logoUrlOf(blobStore, row),
  };
}

export async function updatePortalSettings({
  db,
  blobStore,
  caller,
  settings,
  input,
}: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  settings: AuthSettings;
  input: z.output<typeof updatePortalSettingsSchema>;
}): Promise<PortalSettings> {
  const taken = await findPortalByKey(db, input.portalKey);
  if (taken && taken.accountId !== caller.accountId) throw new AppError('CONFLICT', portalMessages.keyTaken);
  const tagIds = [...new Set(input.sharedTagIds)];
  const tags = await selectAccountTags(db, caller.accountId, tagIds);
  const unknownTag = tagIds.find((id) => !tags.some((tag) => tag.id === id));
  if (unknownTag !== undefined) {
    throw new AppError('BAD_REQUEST', `sharedTagIds: ${unknownTag} is not an account tag of your account`);
  }
  const billIds = [...new Set(input.sharedBillIds)];
  const found = await existingBillIds(db, billIds);
  const unknownBill = billIds.find((id) => !found.includes(id));
  if (unknownBill) throw new AppError('BAD_REQUEST', `sharedBillIds: bill ${unknownBill} was not found`);
  const existing = new Map((await listPortalPeople(db, caller.accountId)).map((person) => [person.email, person]));
  const emails = new Set<string>();
  const people = [];
  for (const person of input.people) {
    if (emails.has(person.email)) throw new AppError('BAD_REQUEST', `people: ${person.email} is listed twice`);
    emails.add(person.email);
    const passwordHash = person.password ? await hashPassword(person.password, settings.hashCost) : undefined;
    if (input.accessMode === 'password' && !passwordHash && !existing.get(person.email)?.passwordHash) {
      throw new AppError('BAD_REQUEST', `people: ${person.email} needs a password to sign in with a password`);
    }
    people.push({ email: person.email, name: person.name, passwordHash });
  }
  await savePortal(
    db,
    {
      accountId: caller.accountId,
      portalKey: input.portalKey,
      name: input.name,
      primaryColor: input.primaryColor.toLowerCase(),
      accentColor: input.accentColor.toLowerCase(),
      welcomeText: input.welcomeText,
      sharedTagIds: tagIds,
      sharedBillIds: billIds,
      showBillText: input.showBillText,
      showPositions: input.showPositions,
      showRemarks: input.showRemarks,
      accessMode: input.accessMode,
      updatedByUserId: caller.id,
    },
    people,
  );
  return getPortalSettings({ db, blobStore, caller });
}

/**
 * Stores the portal's logo in the blob store, replacing the last one. The type is read from the bytes, never from
 * what the browser said: PNG, JPEG, GIF or WebP only (SVG can carry script), at most PORTAL_LOGO_MAX_BYTES.
 */
export async function uploadPortalLogo(options: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  parts: AsyncIterable<UploadPart>;
}): Promise<PortalSettings> {
  const { db, blobStore, caller, parts } = options;
  let stored = false;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (stored) throw new AppError('PAYLOAD_TOO_LARGE', portalLogoMessages.tooManyParts);
    const bytes = await partBytes(part, portalLogoMessages);
    if (bytes.length === 0) throw new AppError('BAD_REQUEST', portalLogoMessages.noFile);
    if (bytes.length > PORTAL_LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', portalLogoMessages.tooLarge);
    const contentType = await detectContentType(bytes.subarray(0, 4100));
    if (!(portalLogoTypes as readonly string[]).includes(contentType)) {
      throw new AppError('BAD_REQUEST', portalLogoMessages.notImage);
    }
    if (!(await findPortalOfAccount(db, caller.accountId))) {
      throw new AppError('CONFLICT', portalLogoMessages.portalNotSaved);
    }
    await blobStore.put(logoKey(caller.accountId), bytes, { contentType });
    stored = true;
  }
  if (!stored) throw new AppError('BAD_REQUEST', portalLogoMessages.noFile);
  return getPortalSettings({ db, blobStore, caller });
}

export async function removePortalLogo(options: { db: Database; blobStore: BlobStore; caller: Caller }) {
  await options.blobStore.delete(logoKey(options.caller.accountId));
  return getPortalSettings(options);
}

/** A portal's logo for its sign-in page and header (public, like its name and colours). */
export async function readPortalLogo({
  db,
  blobStore,
  portalKey,
}: {
  db: Database;
  blobStore: BlobStore;
  portalKey: string;
}): Promise<{ bytes: Buffer; contentType: string }> {
  const portal = await requirePortal(db, portalKey);
  const stream = await blobStore.get(logoKey(portal.accountId));
  if (!stream) throw new AppError('NOT_FOUND', portalLogoMessages.noLogo);
  const bytes = await readAll(stream);
  // The type is read from the bytes again, so the reply's type never comes from anything a browser sent.
  return { bytes, contentType: await detectContentType(bytes.subarray(0, 4100)) };
}

// --- the portal's own calls (visitor side) ---

type Visitor = { sessionId: number | null; personId: number | null; name: string; email: string | null };
type OpenPortal = { portal: PortalSettingsRow; visitor: Visitor | null };

async function requirePortal(db: Database, portalKey: string) {
  const portal = await findPortalByKey(db, portalKey);
  if (!portal) throw new AppError('NOT_FOUND', portalMessages.portalNotFound);
  return portal;
}

/**
 * The portal and its signed-in visitor, checked afresh: the session must be this portal's, and a listed person must
 * still be listed; a session of nobody in particular (link mode) only while the portal is open to anyone.
 */
async function openPortal(db: Database, portalKey: string, token: string | undefined): Promise<OpenPortal> {
  const portal = await requirePortal(db, portalKey);
  const session = token ? await findExternalSession(db, 'portal', hashToken(token)) : undefined;
  if (!session || session.accountId !== portal.accountId) return { portal, visitor: null };
  if (session.subjectId === null) {
    if (portal.accessMode !== 'link') return { portal, visitor: null };
    return {
      portal,
      visitor: { sessionId: session.id, personId: null, name: session.visitorName, email: session.visitorEmail },
    };
  }
  const person = await findPortalPersonById(db, portal.accountId, session.subjectId);
  if (!person || portal.accessMode === 'link') return { portal, visitor: null };
  return { portal, visitor: { sessionId: session.id, personId: person.id, name: person.name, email: person.email } };
}

/** Reading needs a signed-in visitor unless the portal is open to anyone with the link; every read is recorded. */
async function readablePortal(db: Database, portalKey: string, token: string | undefined, action: string) {
  const opened = await openPortal(db, portalKey, token);
  if (!opened.visitor && opened.portal.accessMode !== 'link')
    throw new AppError('UNAUTHORIZED', portalMessages.notSignedIn);
  await recordAccess(db, {
    accountId: opened.portal.accountId,
    actorType: 'portal',
    actorLabel: opened.visitor ? labelOf(opened.visitor.name, opened.visitor.email) : 'Anonymous visitor',
    action,
  });
  return opened;
}

const shareOf = (portal: PortalSettingsRow) => ({
  accountId: portal.accountId,
  tagIds: portal.sharedTagIds,
  billIds: portal.sharedBillIds,
});

const toSummary = (row: SharedBillRow): PortalBillSummary => ({
  id: row.id,
  identifier: row.identifier,
  title: row.title,
  stateCode: row.stateCode,
  status: row.status,
  lastActionDate: row.lastActionDate,
  lastActionText: row.lastActionText,
  nextHearing: row.nextHearing && {
    name: row.nextHearing.name,
    startTime: iso(row.nextHearing.startTime),
    location: row.nextHearing.location,
  },
});

const toFeedback = (row: FeedbackRow): PortalFeedback => ({
  id: row.id,
  billId: row.billId,
  position: row.position as BillPositionValue,
  impact: row.impact,
  comment: row.comment,
  authorName: row.authorName,
  authorEmail: row.authorEmail,
  createdAt: iso(row.createdAt),
  adoptedAt: row.adoptedAt ? iso(row.adoptedAt) : null,
  adoptedBy: row.adoptedAt ? { id: row.adoptedById, name: row.adoptedByName ?? 'Former member' } : null,
});

export async function getPortalInfo({
  db,
  blobStore,
  portalKey,
  token,
}: {
  db: Database;
  blobStore: BlobStore;
  portalKey: string;
  token: string | undefined;
}): Promise<PortalInfo> {
  const { portal, visitor } = await openPortal(db, portalKey, token);
  return {
    portalKey: portal.portalKey,
    name: portal.name,
    primaryColor: portal.primaryColor,
    accentColor: portal.accentColor,
    welcomeText: portal.welcomeText,
    accessMode: portal.accessMode as PortalInfo['accessMode'],
    signedIn: visitor !== null,
    visitorName: visitor ? visitor.name || visitor.email : null,
    logoUrl: await logoUrlOf(blobStore, portal),
  };
}

/**
 * Signs a visitor in as the portal's access mode says: link (a name), password (listed e-mail and password), code
 * (e-mail alone mails a one-time code to a listed person; e-mail and code sign in). Failures count toward the same
 * limit as users' sign-ins; asking for a code answers the same whether or not the address is listed.
 */
export async function signInToPortal(options: {
  db: Database;
  settings: AuthSettings;
  mailer: Mailer;
  portalKey: string;
  input: PortalAuthRequest;
  ip: string;
  publicUrl: string | undefined;
}): Promise<{ reply: PortalAuthReply; session?: NewExternalSession }> {
  const { db, settings, mailer, input, ip } = options;
  const portal = await requirePortal(db, options.portalKey);
  const signedIn = (session: NewExternalSession) => ({
    reply: { status: 'signed-in' as const, message: `Welcome to ${portal.name}` },
    session,
  });
  const base = { kind: 'portal' as const, accountId: portal.accountId };

  if (portal.accessMode === 'link') {
    if (!input.name) throw new AppError('BAD_REQUEST', portalMessages.nameRequired);
    return signedIn(
      await openExternalSession(db, {
        ...base,
        subjectId: null,
        visitorName: input.name,
        visitorEmail: input.email ?? null,
      }),
    );
  }
  if (!input.email) throw new AppError('BAD_REQUEST', 'email is required to sign in to this portal');
  const key = `portal:${portal.portalKey}:${input.email}`;
  await assertSignInAllowed({ db, settings, ip, key });
  const person = await findPortalPerson(db, portal.accountId, input.email);

  if (portal.accessMode === 'password') {
    if (!input.password) throw new AppError('BAD_REQUEST', portalMessages.passwordRequired);
    const matches = person?.passwordHash
      ? await verifyPassword(person.passwordHash, input.password)
      : await burnPasswordCheck(input.password, settings.hashCost).then(() => false);
    if (!person || !matches) {
      await recordSignInFailure({ db, settings, ip, key });
      throw new AppError('UNAUTHORIZED', portalMessages.invalidCredentials);
    }
    await clearSignInFailures(db, key);
    return signedIn(
      await openExternalSession(db, {
        ...base,
        subjectId: person.id,
        visitorName: person.name,
        visitorEmail: person.email,
      }),
    );
  }

  if (input.code) {
    const used = person && (await consumeSignInCode(db, 'portal', [person.id], hashToken(input.code)));
    if (!person || !used) {
      await recordSignInFailure({ db, settings, ip, key });
      throw new AppError('UNAUTHORIZED', portalMessages.invalidCode);
    }
    await clearSignInFailures(db, key);
    return signedIn(
      await openExternalSession(db, {
        ...base,
        subjectId: person.id,
        visitorName: person.name,
        visitorEmail: person.email,
      }),
    );
  }
  if (!mailer.configured) throw new AppError('UNAVAILABLE', portalMessages.mailUnavailable);
  // Every request for a code counts toward the limit, so the form cannot be used to flood an inbox.
  await recordSignInFailure({ db, settings, ip, key });
  if (person) {
    const code = await issueSignInCode(db, { kind: 'portal', accountId: portal.accountId, subjectId: person.id });
    const link = options.publicUrl ? `\n\n${new URL(`/auth?portal=${portal.portalKey}`, options.publicUrl)}` : '';
    await mailer.send({
      to: person.email,
      subject: `Your sign-in code for ${portal.name}`,
      text: `Your code to sign in to ${portal.name}: ${code}\n\nIt works once, for 15 minutes.${link}`,
    });
  }
  return { reply: { status: 'code-sent', message: portalMessages.codeSent } };
}

export async function signOutOfPortal({ db, token }: { db: Database; token: string | undefined }) {
  if (token) await deleteExternalSession(db, 'portal', hashToken(token));
}

/**
 * Opens a portal's live stream (decision 084): the visitor must be able to read the portal now (401 otherwise, and
 * the opening is recorded); the returned watch re-checks that on every poll, without recording each poll.
 */
export async function openPortalStream(options: {
  db: Database;
  portalKey: string;
  token: string | undefined;
  action: string;
}): Promise<ExternalWatch> {
  const { db, portalKey, token } = options;
  await readablePortal(db, portalKey, token, options.action);
  return async () => {
    const { portal, visitor } = await openPortal(db, portalKey, token);
    if (!visitor && portal.accessMode !== 'link') return null;
    return { share: shareOf(portal), version: portal.updatedAt.toISOString() };
  };
}

export async function getPortalTrackedActivity(options: {
  db: Database;
  portalKey: string;
  token: string | undefined;
  action: string;
}) {
  const { portal } = await readablePortal(options.db, options.portalKey, options.token, options.action);
  return { items: (await selectSharedBills(options.db, shareOf(portal))).map(toSummary) };
}

export async function getPortalBill(options: {
  db: Database;
  portalKey: string;
  token: string | undefined;
  billId: string;
  action: string;
}): Promise<PortalBill> {
  const { db, billId } = options;
  const { portal, visitor } = await readablePortal(db, options.portalKey, options.token, options.action);
  const [row] = await selectSharedBills(db, shareOf(portal), { billId });
  if (!row) throw new AppError('NOT_FOUND', portalMessages.billNotShared);
  const [textUrl, positions, remarks, mine] = await Promise.all([
    portal.showBillText ? selectLatestVersionUrl(db, billId) : null,
    portal.showPositions ? selectAccountPosition(db, portal.accountId, billId) : null,
    portal.showRemarks ? selectSharedRemarks(db, portal.accountId, billId) : null,
    visitor
      ? selectFeedback(db, portal.accountId, {
          billId,
          personId: visitor.personId ?? undefined,
          sessionId: visitor.sessionId ?? undefined,
        })
      : [],
  ]);
  return {
    ...toSummary(row),
    summary: portal.showBillText ? row.abstract : null,
    textUrl: portal.showBillText ? textUrl : null,
    positions:
      positions?.map((position) => ({
        position: position.position as BillPositionValue,
        note: position.note,
        updatedAt: iso(position.updatedAt),
      })) ?? null,
    remarks: remarks?.map((remark) => ({ body: remark.body, createdAt: iso(remark.createdAt) })) ?? null,
    myFeedback: mine.map(toFeedback),
  };
}

/** A signed-in visitor's position, impact rating and comment on a shared bill ("hearing back"). */
export async function submitPortalFeedback(options: {
  db: Database;
  portalKey: string;
  token: string | undefined;
  billId: string;
  input: { position: BillPositionValue; impact: number; comment: string };
  action: string;
}): Promise<PortalFeedback> {
  const { db, billId, input } = options;
  const { portal, visitor } = await openPortal(db, options.portalKey, options.token);
  if (!visitor) throw new AppError('UNAUTHORIZED', portalMessages.notSignedIn);
  const [row] = await selectSharedBills(db, shareOf(portal), { billId });
  if (!row) throw new AppError('NOT_FOUND', portalMessages.billNotShared);
  const id = await insertFeedback(db, {
    accountId: portal.accountId,
    billId,
    personId: visitor.personId,
    sessionId: visitor.sessionId,
    authorName: visitor.name || visitor.email || 'Portal visitor',
    authorEmail: visitor.email,
    position: input.position,
    impact: input.impact,
    comment: input.comment,
  });
  await recordAccess(db, {
    accountId: portal.accountId,
    actorType: 'portal',
    actorLabel: labelOf(visitor.name, visitor.email),
    action: options.action,
  });
  const [saved] = await selectFeedback(db, portal.accountId, { id });
  if (!saved) throw new Error(`portal feedback ${id} vanished after saving`);
  return toFeedback(saved);
}

// --- the account's view of what it heard back, and the access log ---

export async function listPortalFeedback({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<PortalFeedbackList> {
  await requireBill(db, billId);
  const rows = await selectFeedback(db, caller.accountId, { billId });
  return { items: rows.map(toFeedback), canAdopt: POSITION_EDITOR_ROLES.includes(caller.role) };
}

/** Takes a visitor's position as the account's own position on the bill (kept in the positions history). */
export async function adoptPortalFeedback({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<PortalFeedback> {
  const [row] = await selectFeedback(db, caller.accountId, { id });
  if (!row) throw new AppError('NOT_FOUND', portalMessages.feedbackNotFound);
  const note = `Adopted from ${row.authorName} (portal): ${row.comment}`.slice(0, 2000).trim();
  await setBillPosition({
    db,
    caller,
    input: { billId: row.billId, position: row.position as BillPositionValue, note },
  });
  await markFeedbackAdopted(db, caller.accountId, id, caller.id);
  const [adopted] = await selectFeedback(db, caller.accountId, { id });
  if (!adopted) throw new Error(`portal feedback ${id} vanished after adopting`);
  return toFeedback(adopted);
}

export async function getAccessLog({ db, caller }: { db: Database; caller: Caller }): Promise<ExternalAccessLog> {
  const rows = await selectAccessLog(db, caller.accountId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorType: row.actorType as 'portal' | 'guest',
      actorLabel: row.actorLabel,
      action: row.action,
      at: iso(row.at),
    })),
  };
}
