import type { Readable } from 'node:stream';
import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { idParam } from '@statehouse/shared/common/query-params';
import {
  type EmptyTrashReply,
  type FilesListReply,
  type filesListQuerySchema,
  previewableContentTypes,
  type StorageFile,
  type StorageFileDetail,
  type StorageFolder,
  type StorageFoldersReply,
  type StorageSearchReply,
  type StorageUsage,
  storageErrors,
  type storageSearchQuerySchema,
  TRASH_DAYS,
  type TrashedReply,
  type TrashReply,
} from '@statehouse/shared/storage/storage.schemas';
import { storageQuotaBytes } from '@statehouse/shared/storage/storage-quotas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { purgeStorage } from '../../jobs/storage-purge';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import type { AuthUser } from '../../plugins/auth';
import { detectContentType } from './file-type-check';
import {
  type FileRow,
  folderNameTaken,
  insertFolder,
  restoreFolder as restoreFolderRows,
  searchFiles,
  selectFile,
  selectFiles,
  selectFolder,
  selectFolderPath,
  selectFolders,
  selectTrash,
  selectUsage,
  setFileDeletedAt,
  trashFolder as trashFolderRows,
  updateFile,
  updateFolder,
} from './storage.queries';
import { receiveUploads, type UploadDeps, type UploadPart } from './storage-upload';
import { extractText } from './text-extract';

/** What a file is, read from its first bytes: other modules' uploads (the portal's logo) check types with it. */
export { detectContentType };

export type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

/**
 * Who uses the account's file storage: its team (admins, users and analysts, who keep task files there). Lobbyists
 * are outside advocates and see none of it (decision 035).
 */
export const STORAGE_ROLES: RoleName[] = ['admin', 'user', 'analyst'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Characters of a file's text in its detail reply (the page's preview of text documents). */
const DETAIL_TEXT_CHARS = 20_000;

const previewable = new Set<string>(previewableContentTypes);

export function toStorageFile(row: FileRow): StorageFile {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    hasText: row.hasText,
    previewable: previewable.has(row.contentType),
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const purgeAtOf = (deletedAt: Date | string) =>
  new Date(new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS).toISOString();

/** A live folder of the caller's account, or 404 (another account's folder is "not found" too). */
async function liveFolder(db: Database, caller: Caller, folderId: number) {
  const folder = await selectFolder(db, caller.accountId, folderId);
  if (!folder) throw new AppError('NOT_FOUND', storageErrors.folderNotFound);
  return folder;
}

async function liveFile(db: Database, caller: Caller, fileId: string, textChars = 0) {
  const file = await selectFile(db, caller.accountId, fileId, { textChars });
  if (!file) throw new AppError('NOT_FOUND', storageErrors.fileNotFound);
  return file;
}

export async function listFolders({ db, caller }: { db: Database; caller: Caller }): Promise<StorageFoldersReply> {
  return { data: await selectFolders(db, caller.accountId) };
}

function toFolder(row: StorageFolder): StorageFolder {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    fileCount: row.fileCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function createFolder({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: Caller;
  body: { name: string; parentId?: number | null };
}): Promise<StorageFolder> {
  const parentId = body.parentId ?? null;
  if (parentId !== null) await liveFolder(db, caller, parentId);
  if (await folderNameTaken(db, { accountId: caller.accountId, parentId, name: body.name })) {
    throw new AppError('CONFLICT', storageErrors.folderNameTaken(body.name));
  }
  const id = await insertFolder(db, {
    accountId: caller.accountId,
    parentId,
    name: body.name,
    createdByUserId: caller.id,
  });
  return toFolder(await liveFolder(db, caller, id));
}

export async function renameFolder({
  db,
  caller,
  folderId,
  name,
}: {
  db: Database;
  caller: Caller;
  folderId: number;
  name: string;
}): Promise<StorageFolder> {
  const folder = await liveFolder(db, caller, folderId);
  if (await folderNameTaken(db, { accountId: caller.accountId, parentId: folder.parentId, name, exceptId: folderId })) {
    throw new AppError('CONFLICT', storageErrors.folderNameTaken(name));
  }
  await updateFolder(db, { accountId: caller.accountId, folderId, name });
  return toFolder(await liveFolder(db, caller, folderId));
}

/** The folder, its subfolders and their files go to the trash together (the page asks first). */
export async function trashFolder({
  db,
  caller,
  folderId,
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  folderId: number;
  now?: Date;
}): Promise<TrashedReply> {
  await liveFolder(db, caller, folderId);
  const counts = await trashFolderRows(db, { accountId: caller.accountId, folderId, now });
  return { ...counts, purgeAt: purgeAtOf(now) };
}

/** A name free among the live folders under `parentId`: the name itself, else "name (2)", "name (3)"... */
async function freeFolderName(db: Database, caller: Caller, parentId: number | null, name: string, exceptId: number) {
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? name : `${name} (${n})`;
    if (!(await folderNameTaken(db, { accountId: caller.accountId, parentId, name: candidate, exceptId }))) {
      return candidate;
    }
  }
  return `${name} (${Date.now()})`;
}

/**
 * Brings a folder back from the trash with what went with it. It returns to its parent when that is not in the
 * trash, else to the top level; a name taken meanwhile gets " (2)".
 */
export async function restoreFolder({
  db,
  caller,
  folderId,
}: {
  db: Database;
  caller: Caller;
  folderId: number;
}): Promise<StorageFolder> {
  const folder = await selectFolder(db, caller.accountId, folderId, { trashed: true });
  if (!folder?.deletedAt) throw new AppError('NOT_FOUND', storageErrors.notInTrash);
  const parentId =
    folder.parentId !== null && (await selectFolder(db, caller.accountId, folder.parentId)) ? folder.parentId : null;
  const name = await freeFolderName(db, caller, parentId, folder.name, folderId);
  await restoreFolderRows(db, { accountId: caller.accountId, folderId, deletedAt: folder.deletedAt, parentId, name });
  return toFolder(await liveFolder(db, caller, folderId));
}

export async function listFiles({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: z.output<typeof filesListQuerySchema>;
}): Promise<FilesListReply> {
  const folderId = query.folderId ?? null;
  if (folderId !== null) await liveFolder(db, caller, folderId);
  const rows = await selectFiles(db, {
    accountId: caller.accountId,
    folderId,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map(toStorageFile), total: rows[0]?.total ?? 0, page: query.page, limit: query.limit };
}

export async function getFile({
  db,
  caller,
  fileId,
}: {
  db: Database;
  caller: Caller;
  fileId: string;
}): Promise<StorageFileDetail> {
  const file = await liveFile(db, caller, fileId, DETAIL_TEXT_CHARS);
  return {
    ...toStorageFile(file),
    folderPath: await selectFolderPath(db, caller.accountId, file.folderId),
    text: file.hasText ? file.text : null,
  };
}

export async function renameFile({
  db,
  caller,
  fileId,
  name,
}: {
  db: Database;
  caller: Caller;
  fileId: string;
  name: string;
}): Promise<StorageFile> {
  await liveFile(db, caller, fileId);
  await updateFile(db, { accountId: caller.accountId, fileId, name });
  return toStorageFile(await liveFile(db, caller, fileId));
}

export async function moveFile({
  db,
  caller,
  fileId,
  folderId,
}: {
  db: Database;
  caller: Caller;
  fileId: string;
  folderId: number | null;
}): Promise<StorageFile> {
  await liveFile(db, caller, fileId);
  if (folderId !== null) await liveFolder(db, caller, folderId);
  await updateFile(db, { accountId: caller.accountId, fileId, folderId });
  return toStorageFile(await liveFile(db, caller, fileId));
}

export async function trashFile({
  db,
  caller,
  fileId,
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  fileId: string;
  now?: Date;
}): Promise<TrashedReply> {
  await liveFile(db, caller, fileId);
  await setFileDeletedAt(db, { accountId: caller.accountId, fileId, deletedAt: now });
  return { folders: 0, files: 1, purgeAt: purgeAtOf(now) };
}

/** Brings a file back from the trash: to its folder when that is not in the trash, else to the top level. */
export async function restoreFile({
  db,
  caller,
  fileId,
}: {
  db: Database;
  caller: Caller;
  fileId: string;
}): Promise<StorageFile> {
  const file = await selectFile(db, caller.accountId, fileId, { trashed: true });
  if (!file) throw new AppError('NOT_FOUND', storageErrors.notInTrash);
  const folderId =
    file.folderId !== null && (await selectFolder(db, caller.accountId, file.folderId)) ? file.folderId : null;
  await setFileDeletedAt(db, { accountId: caller.accountId, fileId, deletedAt: null, folderId });
  return toStorageFile(await liveFile(db, caller, fileId));
}

export async function listTrash({ db, caller }: { db: Database; caller: Caller }): Promise<TrashReply> {
  const trash = await selectTrash(db, caller.accountId);
  return {
    folders: trash.folders.map((row) => ({
      ...toFolder(row),
      deletedAt: row.deletedAt,
      purgeAt: purgeAtOf(row.deletedAt),
    })),
    files: trash.files.map((row) => ({
      ...toStorageFile(row),
      deletedAt: row.deletedAt,
      purgeAt: purgeAtOf(row.deletedAt),
    })),
    sizeBytes: trash.sizeBytes,
  };
}

/** Removes everything in the account's trash now (the purge job's work, for this account and without waiting). */
export async function emptyTrash({
  db,
  blobStore,
  caller,
  log,
}: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  log: { warn: (object: object, message: string) => void };
}): Promise<EmptyTrashReply> {
  const result = await purgeStorage(
    { db, blobStore, log },
    { now: new Date(Date.now() + TRASH_DAYS * DAY_MS + 1000), accountId: caller.accountId, includeUploading: false },
  );
  return { folders: result.folders, files: result.files, freedBytes: result.freedBytes };
}

export async function searchStorage({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: z.output<typeof storageSearchQuerySchema>;
}): Promise<StorageSearchReply> {
  const rows = await searchFiles(db, {
    accountId: caller.accountId,
    q: query.q,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map((row) => ({ ...toStorageFile(row), folderPath: row.folderPath, snippet: row.snippet })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The folderId field of an upload form: empty or absent for the top level, else a folder id. */
export function folderIdField(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value === 'null') return null;
  const parsed = folderIdFieldSchema.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', storageErrors.badFolderId);
  return parsed.data;
}
const folderIdFieldSchema = idParam('folderId');

/** POST /api/user-storage/files: every "files" part stored in the folder named by the folderId field, or none. */
export async function uploadFiles({
  deps,
  caller,
  parts,
}: {
  deps: UploadDeps;
  caller: Caller;
  parts: AsyncIterable<UploadPart>;
}): Promise<StorageFile[]> {
  const { files } = await receiveUploads(deps, { accountId: caller.accountId, userId: caller.id }, parts, {
    fileField: 'files',
    folderOf: (fields) => folderIdField(fields.folderId),
  });
  const stored: StorageFile[] = [];
  for (const file of files) stored.push(toStorageFile(await liveFile(deps.db, caller, file.id)));
  return stored;
}

export async function getUsage({
  db,
  caller,
  maxUploadBytes,
}: {
  db: Database;
  caller: Caller;
  maxUploadBytes: number;
}): Promise<StorageUsage> {
  const usage = await selectUsage(db, caller.accountId);
  return { ...usage, quotaBytes: storageQuotaBytes(usage.plan), maxUploadBytes };
}

/**
 * A live file's bytes with what the reply needs. `preview` serves only the types the page shows inline (PDF,
 * raster images), so an uploaded HTML or SVG file can never run in the app's origin.
 */
export async function openFile({
  db,
  blobStore,
  caller,
  fileId,
  preview,
}: {
  db: Database;
  blobStore: BlobStore;
  caller: Caller;
  fileId: string;
  preview: boolean;
}): Promise<{ stream: Readable; name: string; contentType: string; sizeBytes: number }> {
  const file = await liveFile(db, caller, fileId);
  if (preview && !previewable.has(file.contentType)) {
    throw new AppError('BAD_REQUEST', storageErrors.notPreviewable);
  }
  const stream = await blobStore.get(file.blobKey);
  if (!stream) throw new AppError('NOT_FOUND', storageErrors.fileNotFound);
  return { stream, name: file.name, contentType: file.contentType, sizeBytes: file.sizeBytes };
}

/**
 * The text of an uploaded document (PDF, DOCX, plain text or HTML) by its detected type, with the storage module's
 * readers; null text when the type has none or the file cannot be read. The setup wizard's summarize reads it.
 */
export async function readDocumentText(bytes: Buffer): Promise<{ contentType: string; text: string | null }> {
  const contentType = await detectContentType(bytes.subarray(0, 4100));
  return { contentType, text: await extractText(contentType, bytes) };
}

/**
 * One uploaded file (the multipart part named `fileField`) stored at the top level of the account's storage, for
 * modules that attach files to their own records (task files, decision 073).
 */
export async function uploadOneFile({
  deps,
  caller,
  parts,
  fileField,
}: {
  deps: UploadDeps;
  caller: Caller;
  parts: AsyncIterable<UploadPart>;
  fileField: string;
}): Promise<StorageFile | undefined> {
  const { files } = await receiveUploads(deps, { accountId: caller.accountId, userId: caller.id }, parts, {
    fileField,
    maxFiles: 1,
    folderOf: () => null,
  });
  const [file] = files;
  return file ? toStorageFile(await liveFile(deps.db, caller, file.id)) : undefined;
}

/** Live files of an account by id (trashed ones left out), for records that link to them. */
export async function describeFiles(
  db: Database,
  accountId: number,
  fileIds: string[],
): Promise<Map<string, StorageFile>> {
  const found = new Map<string, StorageFile>();
  for (const fileId of new Set(fileIds)) {
    const file = await selectFile(db, accountId, fileId);
    if (file) found.set(fileId, toStorageFile(file));
  }
  return found;
}
