import type {
  BillTagsReply,
  createTagRequestSchema,
  DeleteTagReply,
  SectionTagsReply,
  shareTagRequestSchema,
  Tag,
  TagBillsReply,
  TagListReply,
  TagSectionKind,
  TagShare,
  tagBillsRequestSchema,
  tagListQuerySchema,
  tagSectionsRequestSchema,
  updateTagRequestSchema,
} from '@statehouse/shared/tags/tags.schemas';
import { tagErrors } from '@statehouse/shared/tags/tags.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { TagViewer } from '../../db/tag-access';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { findExistingBills, requireBill } from '../bills/bills.service';
import {
  addTagBills,
  addTagSection,
  deleteTag,
  deleteTagShare,
  insertTag,
  isActiveMember,
  removeTagBills,
  removeTagSection,
  sectionExists,
  selectAccountStates,
  selectBillTags,
  selectSectionTags,
  selectTagShare,
  selectVisibleTags,
  type TagRow,
  tagNameTaken,
  updateTag,
  upsertTagShare,
} from './tags.queries';

export type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const viewerOf = (caller: Caller): TagViewer => ({ accountId: caller.accountId, userId: caller.id });

/**
 * Share, unshare and delete: the owner of a personal tag, the creator of an account tag, or an account admin
 * (decision 024). Renaming and tagging follow editableTagSql instead.
 */
const canManage = (row: Pick<TagRow, 'scope' | 'ownerUserId' | 'createdByUserId'>, caller: Caller): boolean =>
  caller.role === 'admin' ||
  (row.scope === 'personal' ? row.ownerUserId === caller.id : row.createdByUserId === caller.id);

function toTag(row: TagRow, caller: Caller): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    description: row.description,
    scope: row.scope,
    owner: row.owner,
    createdBy: row.createdBy,
    billCount: row.billCount,
    sectionCount: row.sectionCount,
    shares: row.shares,
    access: row.access,
    canEdit: row.canEdit,
    canManage: canManage(row, caller),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/** One visible tag, or 404 (a tag of another account, or a personal tag not shared with the caller). */
async function visibleTag(db: Database, caller: Caller, id: number): Promise<TagRow> {
  const [row] = await selectVisibleTags(db, viewerOf(caller), { ids: [id], sort: 'name', limit: 1, offset: 0 });
  if (!row) throw new AppError('NOT_FOUND', tagErrors.notFound);
  return row;
}

/** Tags the caller may tag things with: 404 when any is not visible, 403 when any is read-only. */
async function editableTags(db: Database, caller: Caller, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await selectVisibleTags(db, viewerOf(caller), {
    ids: unique,
    sort: 'name',
    limit: unique.length,
    offset: 0,
  });
  if (rows.length < unique.length) {
    const seen = new Set(rows.map((row) => row.id));
    throw new AppError('NOT_FOUND', tagErrors.notFound, { tagIds: unique.filter((id) => !seen.has(id)) });
  }
  const readOnly = rows.filter((row) => !row.canEdit);
  if (readOnly.length > 0) {
    throw new AppError('FORBIDDEN', tagErrors.notEditable, { tagIds: readOnly.map((row) => row.id) });
  }
  return unique;
}

/**
 * The bills may be tagged by the caller: every id names a bill (else 400 naming the unknown ones), and each bill's
 * state is one the account subscribes to, unless an admin passes bypassAccessCheck (decision 024).
 */
async function checkBillsForTagging(
  db: Database,
  caller: Caller,
  billIds: string[],
  options: { bypassAccessCheck: boolean; checkStates: boolean },
): Promise<void> {
  const { found, missing: unknown } = await findExistingBills(db, billIds);
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', tagErrors.unknownBills(unknown), { billIds: unknown });
  if (!options.checkStates || options.bypassAccessCheck) return;
  const states = await selectAccountStates(db, caller.accountId);
  if (states.length === 0) return;
  const allowed = new Set(states);
  const outside = found.filter((bill) => !allowed.has(bill.stateCode));
  if (outside.length > 0) {
    const outsideStates = [...new Set(outside.map((bill) => bill.stateCode))].sort();
    const ids = outside.map((bill) => bill.id).sort();
    throw new AppError('FORBIDDEN', tagErrors.outsideStates(ids, outsideStates), { billIds: ids });
  }
}

function checkBypass(caller: Caller, bypassAccessCheck: boolean | undefined): boolean {
  if (!bypassAccessCheck) return false;
  if (caller.role !== 'admin') throw new AppError('FORBIDDEN', tagErrors.bypassAdminsOnly);
  return true;
}

export async function listTags({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: z.output<typeof tagListQuerySchema>;
}): Promise<TagListReply> {
  const rows = await selectVisibleTags(db, viewerOf(caller), {
    search: query.search || undefined,
    scope: query.scope,
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    data: rows.map((row) => toTag(row, caller)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Creates an account tag (ownerUserId null) or a personal tag of the caller; 409 when the name is taken where it
 * would live. With billIds the new tag tracks those bills at once (the same rules as POST /api/tags/bills).
 */
export async function createTag({
  db,
  caller,
  body,
  bypassAccessCheck,
}: {
  db: Database;
  caller: Caller;
  body: z.output<typeof createTagRequestSchema>;
  bypassAccessCheck: boolean | undefined;
}): Promise<Tag> {
  const bypass = checkBypass(caller, bypassAccessCheck);
  const billIds = [...new Set(body.billIds)];
  if (billIds.length > 0)
    await checkBillsForTagging(db, caller, billIds, { bypassAccessCheck: bypass, checkStates: true });
  const ownerUserId = body.scope === 'personal' ? caller.id : null;
  if (await tagNameTaken(db, { accountId: caller.accountId, ownerUserId, name: body.name })) {
    throw new AppError('CONFLICT', tagErrors.duplicateName(body.name));
  }
  let id: number;
  try {
    // One transaction: a tag that cannot track its bills is not left behind.
    id = await db.transaction(async (tx) => {
      const created = await insertTag(tx, {
        accountId: caller.accountId,
        scope: body.scope,
        ownerUserId,
        name: body.name,
        color: body.color,
        description: body.description,
        createdByUserId: caller.id,
      });
      if (billIds.length > 0) {
        await addTagBills(tx, { accountId: caller.accountId, userId: caller.id, tagIds: [created], billIds });
      }
      return created;
    });
  } catch (error) {
    // Two requests with the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', tagErrors.duplicateName(body.name));
    throw error;
  }
  return toTag(await visibleTag(db, caller, id), caller);
}

/** Renames, recolours or re-describes a tag the caller may edit. */
export async function changeTag({
  db,
  caller,
  id,
  changes,
}: {
  db: Database;
  caller: Caller;
  id: number;
  changes: z.output<typeof updateTagRequestSchema>;
}): Promise<Tag> {
  const row = await visibleTag(db, caller, id);
  if (!row.canEdit) throw new AppError('FORBIDDEN', tagErrors.notEditable);
  if (
    changes.name !== undefined &&
    (await tagNameTaken(db, {
      accountId: caller.accountId,
      ownerUserId: row.ownerUserId,
      name: changes.name,
      exceptId: id,
    }))
  ) {
    throw new AppError('CONFLICT', tagErrors.duplicateName(changes.name));
  }
  try {
    await updateTag(db, { accountId: caller.accountId, id, changes });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', tagErrors.duplicateName(changes.name ?? row.name));
    throw error;
  }
  return toTag(await visibleTag(db, caller, id), caller);
}

/** Deletes a tag: its bills lose it, and bills left with no tag of the account are no longer tracked. */
export async function removeTag({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<DeleteTagReply> {
  const row = await visibleTag(db, caller, id);
  if (!canManage(row, caller)) throw new AppError('FORBIDDEN', tagErrors.notManageable);
  return { id, ...(await deleteTag(db, { accountId: caller.accountId, id })) };
}

/** Tags or untags many bills at once (every tag x every bill). */
export async function tagBills({
  db,
  caller,
  body,
  bypassAccessCheck,
}: {
  db: Database;
  caller: Caller;
  body: z.output<typeof tagBillsRequestSchema>;
  bypassAccessCheck: boolean | undefined;
}): Promise<TagBillsReply> {
  const bypass = checkBypass(caller, bypassAccessCheck);
  const tagIds = await editableTags(db, caller, body.tagIds);
  const billIds = [...new Set(body.billIds)];
  // Untagging is always allowed: a bill of a state the account has since dropped can still be cleaned up.
  await checkBillsForTagging(db, caller, billIds, { bypassAccessCheck: bypass, checkStates: body.action === 'add' });
  if (body.action === 'remove') {
    return {
      added: 0,
      removed: await removeTagBills(db, { accountId: caller.accountId, tagIds, billIds }),
      alertsTurnedOn: 0,
    };
  }
  const result = await addTagBills(db, { accountId: caller.accountId, userId: caller.id, tagIds, billIds });
  return { ...result, removed: 0 };
}

export async function getBillTags({
  db,
  caller,
  billId,
  sessionCode,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  sessionCode: string | undefined;
}): Promise<BillTagsReply> {
  const bill = await requireBill(db, billId);
  if (sessionCode && sessionCode.toUpperCase() !== bill.sessionCode.toUpperCase()) {
    throw new AppError('BAD_REQUEST', tagErrors.sessionMismatch(sessionCode, billId));
  }
  return { billId, data: await selectBillTags(db, viewerOf(caller), billId) };
}

export async function tagSection({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: Caller;
  body: z.output<typeof tagSectionsRequestSchema>;
}): Promise<{ added: number; removed: number }> {
  const tagIds = await editableTags(db, caller, body.tagIds);
  if (!(await sectionExists(db, body.kind, body.sectionId))) {
    throw new AppError('NOT_FOUND', tagErrors.sectionNotFound(body.kind));
  }
  const target = { accountId: caller.accountId, tagIds, kind: body.kind, sectionId: body.sectionId };
  if (body.action === 'remove') return { added: 0, removed: await removeTagSection(db, target) };
  return { added: await addTagSection(db, { ...target, userId: caller.id }), removed: 0 };
}

export async function getSectionTags({
  db,
  caller,
  kind,
  sectionId,
}: {
  db: Database;
  caller: Caller;
  kind: TagSectionKind;
  sectionId: number;
}): Promise<SectionTagsReply> {
  if (!(await sectionExists(db, kind, sectionId))) throw new AppError('NOT_FOUND', tagErrors.sectionNotFound(kind));
  return { kind, sectionId, data: await selectSectionTags(db, viewerOf(caller), kind, sectionId) };
}

/**
 * Shares a personal tag with a user of the account for read or edit (sharing again changes the access).
 * Teams and guests are typed targets of the same call but answer 400 until those features exist.
 */
export async function shareTag({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: Caller;
  body: z.output<typeof shareTagRequestSchema>;
}): Promise<TagShare> {
  const row = await visibleTag(db, caller, body.tagId);
  if (!canManage(row, caller)) throw new AppError('FORBIDDEN', tagErrors.notManageable);
  if (body.targetType !== 'user') throw new AppError('BAD_REQUEST', tagErrors.shareTargetNotAvailable);
  if (row.scope === 'account') throw new AppError('BAD_REQUEST', tagErrors.shareAccountTag);
  if (body.targetId === row.ownerUserId) throw new AppError('BAD_REQUEST', tagErrors.shareWithOwner);
  // A user of another account is "not found", exactly like an id that does not exist (decision 007).
  if (!(await isActiveMember(db, caller.accountId, body.targetId))) {
    throw new AppError('NOT_FOUND', tagErrors.shareUserNotFound);
  }
  const shareId = await upsertTagShare(db, {
    accountId: caller.accountId,
    tagId: body.tagId,
    targetType: 'user',
    targetId: body.targetId,
    access: body.access,
    createdByUserId: caller.id,
  });
  const updated = await visibleTag(db, caller, body.tagId);
  const share = updated.shares.find((candidate) => candidate.id === shareId);
  if (!share) throw new Error('share not found after upsert');
  return share;
}

export async function unshareTag({
  db,
  caller,
  shareId,
}: {
  db: Database;
  caller: Caller;
  shareId: number;
}): Promise<{ id: number; tagId: number }> {
  const share = await selectTagShare(db, caller.accountId, shareId);
  if (!share) throw new AppError('NOT_FOUND', tagErrors.shareNotFound);
  const row = await visibleTag(db, caller, share.tagId).catch(() => {
    throw new AppError('NOT_FOUND', tagErrors.shareNotFound);
  });
  if (!canManage(row, caller)) throw new AppError('FORBIDDEN', tagErrors.notManageable);
  await deleteTagShare(db, caller.accountId, shareId);
  return { id: shareId, tagId: share.tagId };
}
