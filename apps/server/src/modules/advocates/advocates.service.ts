import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AdvocateDashboard,
  type AdvocateInvitationCreated,
  type AdvocateListReply,
  type AdvocateSeats,
  type AdvocateTestimonyDetail,
  type AdvocateView,
  advocateMessages,
  advocateViews,
  type CreateTestimonyRequest,
  type InviteAdvocateRequest,
  type RefreshReply,
  type RegistrationMatch,
  type TestimoniesQuery,
  type TestimoniesReply,
  type TrackingCountReply,
  type UpdateTestimonyRequest,
} from '@statehouse/shared/advocates/advocates.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SubmittedTestimony } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { type MultipartMessages, partBytes, type UploadPart } from '../../plugins/multipart';
import { getAdvocateSeats } from '../accounts/accounts.service';
import { requireBill } from '../bills/bills.service';
import { createInvitation } from '../invitations/invitations.service';
import { getLobbyistClients, getLobbyists } from '../lobbying/lobbyists.service';
import { ensureFresh, existingViews, refreshViews } from './advocate-views';
import {
  advocateStateCodes,
  countAdvocatesTracking,
  deleteTestimonyFile,
  findAdvocate,
  findTestimony,
  findTestimonyFile,
  hearingTakesUpBill,
  insertTestimony,
  insertTestimonyFile,
  isLobbyistPortalOn,
  selectAdvocateRelationships,
  selectAdvocateSummaries,
  selectAdvocateTrackedBills,
  selectStateSummaries,
  selectTestimonies,
  selectTestimonyFiles,
  selectUpcomingHearings,
  toStateTotals,
  updateTestimony,
} from './advocates.queries';

// The lobbyist portal's calls (issue 38; decisions 075 and 076). Advocates are the account's members with the role
// lobbyist: admins and users (the organization) see every advocate; an advocate sees their own profile and work.

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role' | 'firstName' | 'lastName' | 'username'>;

const isOrganization = (caller: Pick<AuthUser, 'role'>) => caller.role === 'admin' || caller.role === 'user';

/** 403 unless the account's lobbyistPortal flag is on (SPEC section 2). */
export async function assertPortal(db: Database, accountId: number): Promise<void> {
  if (!(await isLobbyistPortalOn(db, accountId))) throw new AppError('FORBIDDEN', advocateMessages.portalOff);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function getSeats({ db, caller }: { db: Database; caller: Caller }): Promise<AdvocateSeats> {
  await assertPortal(db, caller.accountId);
  const seats = await getAdvocateSeats({ db, accountId: caller.accountId });
  return {
    seats: seats.seats,
    activeAdvocates: seats.activeAdvocates,
    pendingInvitations: seats.pendingInvitations,
    available: seats.available,
  };
}

/** Invites an advocate into one of the plan's advocate seats, with the states they will work in. */
export async function inviteAdvocate(options: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  actor: AuthUser;
  input: InviteAdvocateRequest;
  baseUrl: string;
  ttlMs: number;
}): Promise<AdvocateInvitationCreated> {
  const { db, actor, input } = options;
  await assertPortal(db, actor.accountId);
  const stateCodes = [...new Set(input.stateCodes)].sort();
  const created = await createInvitation({
    ...options,
    role: 'lobbyist',
    input: { email: input.email, firstName: input.firstName, lastName: input.lastName },
    stateCodes,
  });
  return {
    invitationId: created.invitationId,
    email: created.email,
    stateCodes,
    expiresAt: created.expiresAt,
    delivery: created.delivery,
    acceptUrl: created.acceptUrl,
    seats: await getSeats({ db, caller: actor }),
  };
}

/** The account's advocates (an advocate: only themselves), optionally those working in one state. */
export async function listAdvocates(options: {
  db: Database;
  caller: Caller;
  stateCode?: string;
}): Promise<AdvocateListReply> {
  const { db, caller, stateCode } = options;
  await assertPortal(db, caller.accountId);
  const refreshedAt = await ensureFresh(db, caller.accountId, ['user-dashboard']);
  const rows = await selectAdvocateSummaries(db, caller.accountId, stateCode);
  return {
    data: rows
      .filter((row) => isOrganization(caller) || row.id === caller.id)
      .map(({ refreshedAt: _refreshedAt, ...row }) => ({ ...row, lastActivityAt: iso(row.lastActivityAt) })),
    refreshedAt: refreshedAt.toISOString(),
  };
}

const strengthLabels = ['', 'Acquaintance', 'Met a few times', 'Working relationship', 'Strong', 'Close ally'];

/** An advocate's profile; `registrations` are found by the lobbying module's search on the advocate's name. */
export async function getAdvocateProfile(options: { db: Database; caller: Caller; id: number; state?: string }) {
  const { db, caller, id } = options;
  await assertPortal(db, caller.accountId);
  if (!isOrganization(caller) && caller.id !== id) throw new AppError('NOT_FOUND', advocateMessages.notAdvocate);
  const advocate = await findAdvocate(db, caller.accountId, id);
  if (!advocate) throw new AppError('NOT_FOUND', advocateMessages.notAdvocate);
  const stateCode = options.state && options.state !== 'ALL' ? options.state : undefined;
  const stateCodes = await advocateStateCodes(db, caller.accountId, id);
  const [trackedBills, testimonies, relationships, registrations] = await Promise.all([
    selectAdvocateTrackedBills(db, caller.accountId, id, stateCode),
    selectTestimonies(db, caller.accountId, { userId: id, stateCode, limit: 100 }),
    selectAdvocateRelationships(db, caller.accountId, { userId: id, stateCode }),
    findRegistrations(db, { first: advocate.firstName, last: advocate.lastName }, stateCode ? [stateCode] : stateCodes),
  ]);
  const clients = [...new Set(registrations.flatMap((registration) => registration.clients))].sort();
  return {
    id: advocate.id,
    name: `${advocate.firstName} ${advocate.lastName}`.trim(),
    email: advocate.email,
    status: advocate.status,
    stateCodes,
    clients,
    trackedBills,
    testimonies,
    relationships: relationships.map((row) => ({
      memberId: row.memberId,
      memberName: row.memberName,
      stateCode: row.stateCode,
      kind: strengthLabels[row.strength] ?? `Strength ${row.strength}`,
      lastContactAt: row.lastContactAt,
    })),
    registrations,
  };
}

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z\s,.-]/g, '')
    .split(/[\s,.-]+/)
    .filter(Boolean);

/**
 * Public lobbyist registrations that are likely the advocate's: the lobbying data searched for their last name in
 * each of their states (every state when they have none), kept when the registered name also holds the first name
 * (or its initial). Each match says why it was kept; the advocate or an admin judges.
 */
async function findRegistrations(
  db: Database,
  name: { first: string; last: string },
  stateCodes: string[],
): Promise<RegistrationMatch[]> {
  const last = nameWords(name.last).join(' ');
  const first = nameWords(name.first)[0];
  if (!last || !first) return [];
  const searches = (stateCodes.length > 0 ? stateCodes : [undefined]).slice(0, 10);
  const pages = await Promise.all(
    searches.map((stateCode) =>
      getLobbyists({
        db,
        params: { stateCode, search: name.last.trim(), sortBy: 'name', sortOrder: 'asc', page: 1, limit: 25 },
      }),
    ),
  );
  const matches: RegistrationMatch[] = [];
  for (const lobbyist of pages.flatMap((page) => page.data)) {
    const words = nameWords(lobbyist.name);
    const lastMatches = nameWords(name.last).every((word) => words.includes(word));
    const fullFirst = words.includes(first);
    const initial = words.some((word) => word.length === 1 && word === first[0]);
    if (!lastMatches || !(fullFirst || initial)) continue;
    const clients = await getLobbyistClients({ db, id: lobbyist.id });
    matches.push({
      lobbyistId: lobbyist.id,
      name: lobbyist.name,
      stateCode: lobbyist.stateCode,
      clients: clients.data.map((entry) => entry.client.name),
      years: [...new Set(clients.data.flatMap((entry) => entry.years))].sort((a, b) => b - a),
      reason: `${fullFirst ? 'First and last name' : 'Last name and first initial'} match “${lobbyist.name}”, registered in ${lobbyist.stateCode}${stateCodes.length > 0 ? ', one of the advocate’s states' : ''}.`,
    });
    if (matches.length >= 10) break;
  }
  return matches;
}

/** Advocates and the legislators they reach: kind (strength) and last contact, for /relationships. */
export async function listAdvocateRelationships(options: { db: Database; caller: Caller; stateCode?: string }) {
  const { db, caller, stateCode } = options;
  await assertPortal(db, caller.accountId);
  const rows = await selectAdvocateRelationships(db, caller.accountId, {
    stateCode,
    userId: isOrganization(caller) ? undefined : caller.id,
  });
  return {
    data: rows.map((row) => ({
      advocate: { id: row.advocateId, name: row.advocateName },
      memberId: row.memberId,
      memberName: row.memberName,
      stateCode: row.stateCode,
      kind: strengthLabels[row.strength] ?? `Strength ${row.strength}`,
      lastContactAt: row.lastContactAt,
    })),
  };
}

export async function getTrackingCounts(options: {
  db: Database;
  caller: Caller;
  billIds: string[];
}): Promise<TrackingCountReply> {
  const { db, caller } = options;
  await assertPortal(db, caller.accountId);
  const billIds = [...new Set(options.billIds)];
  const counts = new Map(
    (await countAdvocatesTracking(db, caller.accountId, billIds)).map((row) => [row.billId, row.advocates]),
  );
  return { data: billIds.map((billId) => ({ billId, advocates: counts.get(billId) ?? 0 })) };
}

const DASHBOARD_VIEWS: readonly AdvocateView[] = ['dashboard', 'main-dashboard', 'calendar'];

/** Per state (or ALL): advocates, tracked bills, upcoming hearings, testimony by status and the latest activity. */
export async function getDashboard(options: {
  db: Database;
  caller: Caller;
  state?: string;
}): Promise<AdvocateDashboard> {
  const { db, caller } = options;
  await assertPortal(db, caller.accountId);
  const state = options.state && options.state !== 'ALL' ? options.state : 'ALL';
  const stateCode = state === 'ALL' ? undefined : state;
  const refreshedAt = await ensureFresh(db, caller.accountId, DASHBOARD_VIEWS);
  const now = new Date();
  const [rows, hearings, recentTestimonies, seats] = await Promise.all([
    selectStateSummaries(db, caller.accountId),
    selectUpcomingHearings(db, caller.accountId, stateCode, now, 10),
    selectTestimonies(db, caller.accountId, {
      stateCode,
      userId: isOrganization(caller) ? undefined : caller.id,
      limit: 5,
    }),
    getAdvocateSeats({ db, accountId: caller.accountId }),
  ]);
  const totalsRow = rows.find((row) => row.stateCode === state);
  const empty = {
    stateCode: state,
    advocates: 0,
    trackedBills: 0,
    upcomingHearings: 0,
    testimonies: { draft: 0, approved: 0, filed: 0 },
    lastActivityAt: null,
  };
  return {
    state,
    totals: totalsRow ? toStateTotals(totalsRow) : empty,
    states: rows.filter((row) => row.stateCode !== 'ALL').map(toStateTotals),
    hearings,
    recentTestimonies,
    seats: {
      seats: seats.seats,
      activeAdvocates: seats.activeAdvocates,
      pendingInvitations: seats.pendingInvitations,
      available: seats.available,
    },
    refreshedAt: refreshedAt.toISOString(),
  };
}

/** Which views each refresh call rebuilds. */
export type RefreshTarget = AdvocateView | 'existing';

/** Rebuilds views now (admins only, at the route): idempotent; two at once take turns under the account's lock. */
export async function refreshAdvocateViews(options: {
  db: Database;
  caller: Caller;
  target: RefreshTarget;
}): Promise<RefreshReply> {
  const { db, caller, target } = options;
  await assertPortal(db, caller.accountId);
  let views: readonly AdvocateView[];
  if (target === 'existing') {
    const built = await existingViews(db, caller.accountId);
    views = built.length > 0 ? built : advocateViews;
  } else views = [target];
  return refreshViews(db, caller.accountId, views);
}

// ---------- testimony ----------

export async function listTestimonies(options: {
  db: Database;
  caller: Caller;
  query: TestimoniesQuery;
}): Promise<TestimoniesReply> {
  const { db, caller, query } = options;
  await assertPortal(db, caller.accountId);
  const userId = isOrganization(caller) ? query.advocateId : caller.id;
  return { data: await selectTestimonies(db, caller.accountId, { ...query, userId }) };
}

/** Links among the hearing's sources that look like the state's witness or position sign-in form. */
const signInFormsOf = (links: { url: string; note?: string }[] | null) =>
  (links ?? [])
    .filter((link) => /witness|sign[\s-]?in|position|testif|comment/i.test(`${link.note ?? ''} ${link.url}`))
    .map((link) => ({ url: link.url, note: link.note || 'Sign-in form' }));

async function testimonyOrThrow(db: Database, caller: Caller, id: number) {
  const row = await findTestimony(db, caller.accountId, id);
  if (!row || (!isOrganization(caller) && row.userId !== caller.id)) {
    throw new AppError('NOT_FOUND', advocateMessages.testimonyNotFound);
  }
  return row;
}

export async function getTestimony(options: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<AdvocateTestimonyDetail> {
  const { db, caller, id } = options;
  await assertPortal(db, caller.accountId);
  const row = await testimonyOrThrow(db, caller, id);
  const files = await selectTestimonyFiles(db, caller.accountId, id);
  const submitted = row.submitted as SubmittedTestimony | null;
  return {
    id: row.id,
    status: row.status,
    position: row.position,
    bill: row.bill,
    hearing: row.hearing,
    advocate: row.advocate,
    outcome: row.outcome,
    fileCount: row.fileCount,
    updatedAt: row.updatedAt,
    statement: row.statement,
    files: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      createdAt: file.createdAt.toISOString(),
    })),
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt,
    filedAt: row.filedAt,
    submitted: submitted
      ? {
          position: submitted.position,
          statement: submitted.statement,
          files: submitted.files,
          filedAt: submitted.filedAt,
        }
      : null,
    signInForms: signInFormsOf(row.eventLinks),
    createdAt: row.createdAt,
  };
}

async function assertHearing(db: Database, eventId: string | null | undefined, billId: string) {
  if (eventId && !(await hearingTakesUpBill(db, eventId, billId))) {
    throw new AppError('BAD_REQUEST', advocateMessages.hearingNotOfBill);
  }
}

/** A new draft by the caller on a bill, for one of its hearings when given. */
export async function createTestimony(options: {
  db: Database;
  caller: Caller;
  input: CreateTestimonyRequest;
}): Promise<AdvocateTestimonyDetail> {
  const { db, caller, input } = options;
  await assertPortal(db, caller.accountId);
  const bill = await requireBill(db, input.billId);
  await assertHearing(db, input.eventId, bill.id);
  const id = await insertTestimony(db, {
    accountId: caller.accountId,
    userId: caller.id,
    billId: bill.id,
    eventId: input.eventId ?? null,
    position: input.position,
    statement: input.statement ?? '',
  });
  return getTestimony({ db, caller, id });
}

/** Changes a draft (an outcome can be recorded at any stage: it is what happened at the hearing). */
export async function changeTestimony(options: {
  db: Database;
  caller: Caller;
  id: number;
  input: UpdateTestimonyRequest;
}): Promise<AdvocateTestimonyDetail> {
  const { db, caller, id, input } = options;
  await assertPortal(db, caller.accountId);
  const row = await testimonyOrThrow(db, caller, id);
  const draftFields = input.eventId !== undefined || input.position !== undefined || input.statement !== undefined;
  if (draftFields) {
    if (row.status !== 'draft') throw new AppError('CONFLICT', advocateMessages.onlyDraftEditable);
    await assertHearing(db, input.eventId, row.bill.id);
  }
  const values = {
    ...(input.eventId !== undefined ? { eventId: input.eventId } : {}),
    ...(input.position !== undefined ? { position: input.position } : {}),
    ...(input.statement !== undefined ? { statement: input.statement } : {}),
    ...(input.outcome !== undefined ? { outcome: input.outcome || null } : {}),
  };
  const allowed = draftFields ? ['draft'] : ['draft', 'approved', 'filed'];
  if (!(await updateTestimony(db, caller.accountId, id, allowed, values))) {
    throw new AppError('CONFLICT', advocateMessages.onlyDraftEditable);
  }
  return getTestimony({ db, caller, id });
}

/** The organization (admin or user) approves a draft that has a statement or a file. */
export async function approveTestimony(options: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<AdvocateTestimonyDetail> {
  const { db, caller, id } = options;
  await assertPortal(db, caller.accountId);
  const row = await testimonyOrThrow(db, caller, id);
  if (row.status !== 'draft') throw new AppError('CONFLICT', advocateMessages.approveNeedsDraft);
  if (row.statement.trim() === '' && row.fileCount === 0) {
    throw new AppError('BAD_REQUEST', advocateMessages.statementRequired);
  }
  const approved = await updateTestimony(db, caller.accountId, id, ['draft'], {
    status: 'approved',
    approvedByUserId: caller.id,
    approvedAt: new Date(),
  });
  if (!approved) throw new AppError('CONFLICT', advocateMessages.approveNeedsDraft);
  return getTestimony({ db, caller, id });
}

/** Records that the approved testimony was submitted, keeping that version (statement, position, files) as it was. */
export async function fileTestimony(options: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<AdvocateTestimonyDetail> {
  const { db, caller, id } = options;
  await assertPortal(db, caller.accountId);
  const row = await testimonyOrThrow(db, caller, id);
  if (row.status !== 'approved') throw new AppError('CONFLICT', advocateMessages.fileNeedsApproved);
  const files = await selectTestimonyFiles(db, caller.accountId, id);
  const now = new Date();
  const submitted: SubmittedTestimony = {
    position: row.position,
    statement: row.statement,
    files: files.map((file) => ({ id: file.id, fileName: file.fileName, sizeBytes: file.sizeBytes })),
    filedAt: now.toISOString(),
    filedByUserId: caller.id,
  };
  if (!(await updateTestimony(db, caller.accountId, id, ['approved'], { status: 'filed', filedAt: now, submitted }))) {
    throw new AppError('CONFLICT', advocateMessages.fileNeedsApproved);
  }
  return getTestimony({ db, caller, id });
}

export const testimonyFileMessages: MultipartMessages & { noFile: string } = {
  notMultipart: 'Send the document as multipart/form-data with a "file" part.',
  tooLarge: 'The file is too large.',
  tooManyParts: 'Send one file at a time.',
  noFile: 'No file was sent: add a "file" part.',
};

/** Stores a document of a draft in the blob store and lists it on the testimony. */
export async function attachTestimonyFile(options: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  id: number;
  parts: AsyncIterable<UploadPart>;
}): Promise<AdvocateTestimonyDetail> {
  const { db, blobStore, caller, id, parts } = options;
  await assertPortal(db, caller.accountId);
  const row = await testimonyOrThrow(db, caller, id);
  if (row.status !== 'draft') throw new AppError('CONFLICT', advocateMessages.onlyDraftEditable);
  let stored = false;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (stored) throw new AppError('PAYLOAD_TOO_LARGE', testimonyFileMessages.tooManyParts);
    const bytes = await partBytes(part, testimonyFileMessages);
    if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
    const blobKey = `advocate-testimony/${caller.accountId}/${randomUUID()}`;
    const contentType = part.mimetype || 'application/octet-stream';
    await blobStore.put(blobKey, bytes, { contentType });
    await insertTestimonyFile(db, {
      accountId: caller.accountId,
      testimonyId: id,
      blobKey,
      fileName: (part.filename || 'document').split(/[\\/]/).pop()!.slice(0, 255),
      contentType,
      sizeBytes: bytes.length,
      userId: caller.id,
    });
    await updateTestimony(db, caller.accountId, id, ['draft'], {});
    stored = true;
  }
  if (!stored) throw new AppError('BAD_REQUEST', testimonyFileMessages.noFile);
  return getTestimony({ db, caller, id });
}

/** Removes a document from a draft (the filed version keeps its own list). */
export async function removeTestimonyFile(options: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  id: number;
  fileId: number;
}): Promise<void> {
  const { db, blobStore, caller, id, fileId } = options;
  await assertPortal(db, caller.accountId);
  const row = await testimonyOrThrow(db, caller, id);
  if (row.status !== 'draft') throw new AppError('CONFLICT', advocateMessages.onlyDraftEditable);
  const file = await findTestimonyFile(db, caller.accountId, id, fileId);
  if (!file) throw new AppError('NOT_FOUND', 'This testimony has no file with this id.');
  await deleteTestimonyFile(db, caller.accountId, fileId);
  await blobStore.delete(file.blobKey);
}

export async function readTestimonyFile(options: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  id: number;
  fileId: number;
}): Promise<{ stream: Readable; fileName: string; contentType: string; sizeBytes: number }> {
  const { db, blobStore, caller, id, fileId } = options;
  await assertPortal(db, caller.accountId);
  await testimonyOrThrow(db, caller, id);
  const file = await findTestimonyFile(db, caller.accountId, id, fileId);
  const stream = file ? await blobStore.get(file.blobKey) : null;
  if (!file || !stream) throw new AppError('NOT_FOUND', 'This testimony has no file with this id.');
  return { stream, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes };
}
