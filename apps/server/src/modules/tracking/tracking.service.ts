import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { parseStateCode } from '@statehouse/shared/reference/states';
import { buildBillIndex, matchBillReference } from '@statehouse/shared/tracking/bill-reference';
import {
  TRACK_LIST_MAX_BYTES,
  type TrackListRow,
  type TrackListUploadFields,
  type TrackListUploadReply,
} from '@statehouse/shared/tracking/track-list.schemas';
import {
  type AccountTrackedBillsQuery,
  type BulkReply,
  type BulkRequest,
  defaultTrackedBillOrder,
  type RemoveTrackedBillReply,
  type TrackedBill,
  type TrackedBillsQuery,
  type TrackedBillsReply,
} from '@statehouse/shared/tracking/tracking.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { TagViewer } from '../../db/tag-access';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { partBytes, type UploadPart } from '../../plugins/multipart';
import { findExistingBills, requireBill } from '../bills/bills.service';
import { type FileKind, fileKindOf, readTrackList } from './track-list.file';
import { type ExportFile, renderTrackedBillsFile } from './tracking.export';
import {
  deleteTagBills,
  insertAccountTag,
  insertTagBills,
  isAccountAdmin,
  selectAccountTagByName,
  selectAllEditableTagIds,
  selectEditableTags,
  selectLobbyistIds,
  selectSession,
  selectSessionBills,
  selectTrackedBills,
  shareTagForReading,
  type TrackedBillRow,
  type TrackedBillsFilter,
  upsertAccountPositions,
  upsertBillAlerts,
} from './tracking.queries';

export type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const viewerOf = (caller: Caller): TagViewer => ({ accountId: caller.accountId, userId: caller.id });

/** Roles that may see the whole account's tracking and set positions (decision 025; positions follow decision 007). */
export const FULL_ROLES = ['admin', 'user'] as const;
const isFullRole = (caller: Caller) => (FULL_ROLES as readonly string[]).includes(caller.role);

export const trackingErrors = {
  positionsNeedFullUser: 'Only admins and users of the account may set positions.',
  tagsNotEditable: (ids: readonly (number | string)[]) =>
    `You cannot change tag ${ids.join(', ')}: choose tags you may edit.`,
  unknownBills: (ids: string[]) =>
    `No such bill: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}.`,
  unknownState: (state: string) => `Unknown state ${state}: use a two-letter code such as TX.`,
  unknownSession: (state: string, session: string) => `${state} has no session ${session}; choose one from the list.`,
  notAdmin: 'Only an admin of that account may upload a track list for it.',
  notLobbyists: (ids: number[]) => `User ${ids.join(', ')} is not a lobbyist user of the account.`,
  chooseTag: 'Choose a tag for the matched bills, or name a new one.',
  nothingMatched: 'No row matched a bill, so nothing was tracked. Check the state and session.',
  trackersForbidden:
    'Only admins and users may report on what the lobbyists or other users track (lobbyistUsersOnly, userIds).',
} as const;

export const uploadErrors = {
  notMultipart: 'Send the track list as multipart/form-data with a file field.',
  noFile: 'Choose a CSV or Excel file to upload.',
  tooLarge: `The file is larger than ${TRACK_LIST_MAX_BYTES / 1024 / 1024} MB; split it into smaller lists.`,
  unsupported: 'Upload a CSV (.csv) or Excel (.xlsx) file.',
} as const;

/** The multipart limits and messages of every track-list upload (the app's and the guests'). */
export const trackListUploadLimits = { fileSize: TRACK_LIST_MAX_BYTES, files: 1, fields: 20, parts: 25 };
/** The parts every track-list upload documents (the app's and the guests'); each route adds its own fields. */
export const trackListUploadDocument = {
  file: { description: 'The track list: CSV or XLSX, one bill per row.', maxBytes: TRACK_LIST_MAX_BYTES },
  fields: {
    state: { description: 'Two-letter state code, e.g. TX.', pattern: '^[A-Za-z]{2}$' },
    session: { description: 'Session code, e.g. 892 or 25R.', pattern: '^([A-Za-z]{2}-)?[0-9A-Za-z]{1,12}$' },
    dryRun: { description: 'true by default: preview only.', enum: ['true', 'false'] },
  },
} as const;
export const trackListUploadMessages = {
  notMultipart: uploadErrors.notMultipart,
  tooLarge: uploadErrors.tooLarge,
  tooManyParts: 'Send one file and the form fields only.',
};

/** A track-list upload's text fields and its one file, whose kind (CSV or XLSX) is checked here. */
export async function readTrackListUpload(parts: AsyncIterable<UploadPart>) {
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; fileName: string; mimeType: string } | undefined;
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await partBytes(part, trackListUploadMessages);
      if (part.fieldname === 'file' && !file) file = { buffer, fileName: part.filename, mimeType: part.mimetype };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file || file.buffer.length === 0) throw new AppError('BAD_REQUEST', uploadErrors.noFile);
  const kind = fileKindOf(file.fileName, file.mimeType);
  if (!kind) throw new AppError('BAD_REQUEST', uploadErrors.unsupported);
  return { fields, file: { buffer: file.buffer, kind } };
}

/** A multipart form's text fields checked with a schema: 400 with each field's message, as a JSON body's would be. */
export function parseUploadFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError(
    'VALIDATION_FAILED',
    `Invalid request: ${details.map((item) => `${item.field}: ${item.message}`).join('; ')}`,
    details,
  );
}

/** Lobbyists and other limited roles may not see what each colleague tracks (the account list's trackers filter). */
function assertMayFilterByTrackers(caller: Caller, query: Partial<AccountTrackedBillsQuery>) {
  const byTrackers = query.lobbyistUsersOnly === true || (query.userIds?.length ?? 0) > 0;
  if (byTrackers && !isFullRole(caller)) throw new AppError('FORBIDDEN', trackingErrors.trackersForbidden);
}

// A session key with a state (TX-892) names one session; a bare code (25R) that code in every state.
function splitSessionKeys(keys: string[] | undefined) {
  if (!keys?.length) return {};
  return {
    sessionIds: keys.filter((key) => key.includes('-')),
    sessionCodes: keys.filter((key) => !key.includes('-')),
  };
}

function toTrackedBill(row: TrackedBillRow): TrackedBill {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    stateCode: row.stateCode,
    sessionCode: row.sessionCode,
    sessionName: row.sessionName,
    status: row.status,
    statusLabel: billStatusLabel(row.status) ?? String(row.status),
    progress: row.progress,
    lastActionDate: row.lastActionDate,
    lastActionText: row.lastActionText,
    nextHearing: row.nextHearing && {
      ...row.nextHearing,
      startTime: new Date(row.nextHearing.startTime).toISOString(),
    },
    tags: row.tags,
    trackTypes: row.trackTypes as TrackedBill['trackTypes'],
    positions: row.positions.map((item) => ({
      ...item,
      position: item.position as TrackedBill['positions'][number]['position'],
      updatedAt: new Date(item.updatedAt).toISOString(),
    })),
    hasAlert: row.hasAlert,
    trackedBy: row.trackedBy,
    addedByGuests: row.addedByGuests,
    firstTrackedAt: new Date(row.firstTrackedAt).toISOString(),
    owner: row.owner,
  };
}

async function listPage(
  db: Database,
  caller: Caller,
  query: TrackedBillsQuery & Partial<AccountTrackedBillsQuery>,
  extra: Partial<TrackedBillsFilter> = {},
): Promise<TrackedBillsReply> {
  const sort = query.sort ?? 'lastAction';
  const filter: TrackedBillsFilter = {
    search: query.search || undefined,
    states: query.states,
    ...splitSessionKeys(query.sessionKeys),
    activeOnly: query.activeOnly,
    tagIds: query.tagIds,
    tagLogic: query.tagLogic,
    trackTypes: query.trackTypes,
    progressStatuses: query.progressStatuses,
    alertsOnly: query.alertsOnly,
    excludeLobbyistUsers: query.excludeLobbyistUsers,
    lobbyistUsersOnly: query.lobbyistUsersOnly,
    jointTracked: query.jointTracked,
    userIds: query.userIds,
    ownerUserId: query.ownerUserId,
    ownerTeamId: query.ownerTeamId,
    unowned: query.unowned,
    ...extra,
  };
  const rows = await selectTrackedBills(db, viewerOf(caller), filter, {
    sort,
    order: query.order ?? defaultTrackedBillOrder(sort),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toTrackedBill), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** GET /api/tags/tracked-bills: the bills carrying a tag the caller sees. Any member. */
export function listTrackedBills({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: TrackedBillsQuery;
}): Promise<TrackedBillsReply> {
  return listPage(db, caller, query);
}

/** GET /api/tags/tracked-bills/account: the same with the team filters; admins and users (the route checks). */
export function listAccountTrackedBills({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: AccountTrackedBillsQuery;
}): Promise<TrackedBillsReply> {
  return listPage(db, caller, query);
}

/**
 * Every tracked bill matching the filters, up to `limit`, in bill-number order: the reports module's one way to
 * read tracked bills (bill reports, the tracked list as a file, tracking activity). `billIds` narrows to those.
 */
export function listTrackedBillsForReport(
  db: Database,
  caller: Caller,
  query: Partial<AccountTrackedBillsQuery>,
  options: { limit: number; billIds?: string[] },
): Promise<TrackedBillsReply> {
  assertMayFilterByTrackers(caller, query);
  return listPage(
    db,
    caller,
    { ...query, page: 1, pageSize: options.limit, sort: 'billNumber', order: 'asc' } as TrackedBillsQuery,
    options.billIds ? { billIds: options.billIds } : {},
  );
}

type BulkOutcome = { reply: BulkReply } | { file: ExportFile };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** POST /api/tags/tracked-bills/account/bulk: one action on many bills (or an export of them). */
export async function runBulkAction({
  db,
  caller,
  body,
  baseUrl,
  now,
}: {
  db: Database;
  caller: Caller;
  body: BulkRequest;
  baseUrl: string;
  now?: Date;
}): Promise<BulkOutcome> {
  const viewer = viewerOf(caller);
  const billIds = [...new Set(body.billIds)];
  const { missing: unknown } = await findExistingBills(db, billIds);
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', trackingErrors.unknownBills(unknown));

  const editableTags = async (tagIds: number[]) => {
    const wanted = [...new Set(tagIds)];
    const found = await selectEditableTags(db, viewer, wanted);
    const missing = wanted.filter((id) => !found.some((tag) => tag.id === id));
    // Another account's tag and a tag the caller cannot see answer alike, so ids reveal nothing.
    if (missing.length > 0) throw new AppError('BAD_REQUEST', trackingErrors.tagsNotEditable(missing));
    return wanted;
  };

  switch (body.action) {
    case 'tag': {
      const tagIds = await editableTags(body.tagIds ?? []);
      const changed = await insertTagBills(db, {
        accountId: caller.accountId,
        tagIds,
        billIds,
        trackType: 'manual',
        userId: caller.id,
      });
      return { reply: { action: body.action, changed, message: `Tagged ${plural(billIds.length, 'bill')}.` } };
    }
    case 'untag': {
      const tagIds = await editableTags(body.tagIds ?? []);
      const changed = await deleteTagBills(db, caller.accountId, tagIds, billIds);
      return {
        reply: { action: body.action, changed, message: `Removed the tags from ${plural(billIds.length, 'bill')}.` },
      };
    }
    case 'untrack': {
      const changed = await deleteTagBills(db, caller.accountId, await selectAllEditableTagIds(db, viewer), billIds);
      return {
        reply: { action: body.action, changed, message: `Stopped tracking ${plural(billIds.length, 'bill')}.` },
      };
    }
    case 'position': {
      if (!isFullRole(caller)) throw new AppError('FORBIDDEN', trackingErrors.positionsNeedFullUser);
      const position = body.position ?? 'monitor';
      const changed = await upsertAccountPositions(db, {
        accountId: caller.accountId,
        userId: caller.id,
        billIds,
        position,
        note: body.note ?? '',
      });
      return {
        reply: { action: body.action, changed, message: `Set the position on ${plural(billIds.length, 'bill')}.` },
      };
    }
    case 'alertOn':
    case 'alertOff': {
      const enabled = body.action === 'alertOn';
      const changed = await upsertBillAlerts(db, viewer, billIds, enabled);
      const verb = enabled ? 'Switched on' : 'Switched off';
      return {
        reply: { action: body.action, changed, message: `${verb} alerts on ${plural(billIds.length, 'bill')}.` },
      };
    }
    case 'export': {
      const page = await listPage(
        db,
        caller,
        { page: 1, pageSize: billIds.length, sort: 'billNumber', order: 'asc' } as TrackedBillsQuery,
        { billIds },
      );
      const today = (now ?? new Date()).toISOString().slice(0, 10);
      return { file: await renderTrackedBillsFile(page.items, body.format ?? 'csv', baseUrl, today) };
    }
  }
}

/** POST /api/track-lists/remove-bill: untracks one bill from one tag, or from every tag the caller may edit. */
export async function removeTrackedBill({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: Caller;
  body: { bill: string; tagId?: number };
}): Promise<RemoveTrackedBillReply> {
  await requireBill(db, body.bill);
  const viewer = viewerOf(caller);
  const tagIds = body.tagId
    ? (await selectEditableTags(db, viewer, [body.tagId])).map((tag) => tag.id)
    : await selectAllEditableTagIds(db, viewer);
  if (body.tagId && tagIds.length === 0)
    throw new AppError('BAD_REQUEST', trackingErrors.tagsNotEditable([body.tagId]));
  return { removed: await deleteTagBills(db, caller.accountId, tagIds, [body.bill]) };
}

/**
 * POST /api/track-lists/upload: matches a track list's rows to the bills of one session; unless dryRun, tags the
 * matched bills (trackType upload) with the chosen or a new account tag.
 */
export async function uploadTrackList({
  db,
  caller,
  fields,
  file,
}: {
  db: Database;
  caller: Caller;
  fields: TrackListUploadFields;
  file: { buffer: Buffer; kind: FileKind };
}): Promise<TrackListUploadReply> {
  if (!parseStateCode(fields.state)) throw new AppError('BAD_REQUEST', trackingErrors.unknownState(fields.state));
  const accountId = fields.accountId ?? caller.accountId;
  if (accountId !== caller.accountId || fields.accountId !== undefined) {
    if (!(await isAccountAdmin(db, accountId, caller.id))) throw new AppError('FORBIDDEN', trackingErrors.notAdmin);
  }
  const session = await requireTrackListSession(db, fields.state, fields.session);
  const lobbyistIds = fields.lobbyistIds ?? [];
  if (lobbyistIds.length > 0) {
    const found = await selectLobbyistIds(db, accountId, lobbyistIds);
    const missing = lobbyistIds.filter((id) => !found.includes(id));
    if (missing.length > 0) throw new AppError('BAD_REQUEST', trackingErrors.notLobbyists(missing));
  }

  const { reply: preview, billIds } = await matchTrackListRows(db, fields.state, session, file);
  const dryRun = fields.dryRun !== 'false';
  const reply: TrackListUploadReply = { ...preview, dryRun };
  if (dryRun) return reply;

  if (billIds.length === 0) throw new AppError('BAD_REQUEST', trackingErrors.nothingMatched);
  const viewer = { accountId, userId: caller.id };
  const tag = await chooseTag(db, viewer, fields);
  // With exactly one lobbyist the list is theirs (tracked by them); with several it is shared with each for reading.
  const addedBy = lobbyistIds.length === 1 && lobbyistIds[0] !== undefined ? lobbyistIds[0] : caller.id;
  const added = await db.transaction(async (tx) => {
    const count = await insertTagBills(tx, {
      accountId,
      tagIds: [tag.id],
      billIds,
      trackType: 'upload',
      userId: addedBy,
    });
    await shareTagForReading(tx, { accountId, tagId: tag.id, userIds: lobbyistIds, byUserId: caller.id });
    return count;
  });
  return { ...reply, tag: { id: tag.id, name: tag.name, added } };
}

type TrackListSession = NonNullable<Awaited<ReturnType<typeof selectSession>>>;

async function requireTrackListSession(db: Database, state: string, code: string): Promise<TrackListSession> {
  const session = await selectSession(db, state, code);
  if (!session) throw new AppError('BAD_REQUEST', trackingErrors.unknownSession(state, code));
  return session;
}

/** Reads a track list and matches each row to a bill of the session (the one matcher every upload uses). */
async function matchTrackListRows(
  db: Database,
  state: string,
  session: TrackListSession,
  file: { buffer: Buffer; kind: FileKind },
): Promise<{ reply: TrackListUploadReply; billIds: string[] }> {
  const lines = await readTrackList(file.buffer, file.kind);
  const index = buildBillIndex(state, session.code, await selectSessionBills(db, session.id));
  const rows: TrackListRow[] = lines.map((line) => {
    const otherState = line.state && line.state.toUpperCase() !== state;
    const otherSession =
      line.session && ![session.code, session.id].includes(line.session.toUpperCase().replace(/\s+/g, ''));
    if (otherState || otherSession) {
      return {
        row: line.row,
        text: line.bill,
        status: 'unmatched',
        bill: null,
        reason: 'other_session',
        message: `The row is for ${line.state ?? state} session ${line.session ?? session.code}, not ${state} session ${session.code}.`,
      };
    }
    const match = matchBillReference(line.bill, index);
    return match.status === 'matched'
      ? {
          row: line.row,
          text: line.bill,
          status: 'matched',
          bill: { id: match.bill.id, identifier: match.bill.identifier, title: match.bill.title },
          reason: null,
          message: null,
        }
      : {
          row: line.row,
          text: line.bill,
          status: 'unmatched',
          bill: null,
          reason: match.reason,
          message: match.message,
        };
  });
  const billIds = [...new Set(rows.flatMap((row) => (row.bill ? [row.bill.id] : [])))];
  const matched = rows.filter((row) => row.status === 'matched').length;
  return {
    reply: {
      state,
      session: session.code,
      sessionName: session.name,
      dryRun: true,
      rows,
      matched,
      unmatched: rows.length - matched,
      bills: billIds.length,
      tag: null,
    },
    billIds,
  };
}

/**
 * A guest's track list (decision 084): the same reading and matching as the app's upload, for the portal module's
 * guest area. Returns the preview and the matched bill ids; the caller adds them with addGuestTagBills.
 */
export async function matchTrackList(options: {
  db: Database;
  state: string;
  session: string;
  file: { buffer: Buffer; kind: FileKind };
}): Promise<{ reply: TrackListUploadReply; billIds: string[] }> {
  if (!parseStateCode(options.state)) throw new AppError('BAD_REQUEST', trackingErrors.unknownState(options.state));
  const session = await requireTrackListSession(options.db, options.state, options.session);
  return matchTrackListRows(options.db, options.state, session, options.file);
}

/**
 * Adds bills to an account tag on behalf of a guest of the account (decision 084): the rows name the guest
 * (added_by_guest_id) and no user. The caller has checked that the guest may add to this tag.
 */
export async function addGuestTagBills(options: {
  db: Database;
  accountId: number;
  guestId: number;
  tagId: number;
  billIds: string[];
  trackType: 'manual' | 'upload';
}): Promise<number> {
  const billIds = [...new Set(options.billIds)];
  const { missing } = await findExistingBills(options.db, billIds);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', trackingErrors.unknownBills(missing));
  return insertTagBills(options.db, {
    accountId: options.accountId,
    tagIds: [options.tagId],
    billIds,
    trackType: options.trackType,
    userId: null,
    guestId: options.guestId,
  });
}

async function chooseTag(db: Database, viewer: TagViewer, fields: TrackListUploadFields) {
  if (fields.tagId) {
    const [tag] = await selectEditableTags(db, viewer, [fields.tagId]);
    if (!tag) throw new AppError('BAD_REQUEST', trackingErrors.tagsNotEditable([fields.tagId]));
    return tag;
  }
  if (!fields.tagName) throw new AppError('BAD_REQUEST', trackingErrors.chooseTag);
  return (
    (await selectAccountTagByName(db, viewer.accountId, fields.tagName)) ??
    (await insertAccountTag(db, { accountId: viewer.accountId, name: fields.tagName, userId: viewer.userId }))
  );
}
