import {
  type AttachDocumentRequest,
  attachDocumentFieldsSchema,
  type SupportingDocument,
  type SupportingDocumentsReply,
  storageErrors,
} from '@statehouse/shared/storage/storage.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireBill } from '../bills/bills.service';
import { selectFile } from './storage.queries';
import { type Caller, toStorageFile } from './storage.service';
import { receiveUploads, type UploadDeps, type UploadPart } from './storage-upload';
import {
  type DocumentRow,
  deleteDocument,
  documentAttached,
  insertDocument,
  selectDocuments,
} from './supporting-documents.queries';

const toDocument = (row: DocumentRow): SupportingDocument => ({
  id: row.id,
  billId: row.billId,
  title: row.title,
  file: toStorageFile(row.file),
  addedBy: row.addedBy,
  createdAt: row.createdAt,
});

export async function listDocuments({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<SupportingDocumentsReply> {
  await requireBill(db, billId);
  const rows = await selectDocuments(db, { accountId: caller.accountId, billId });
  return { data: rows.map(toDocument) };
}

async function attach(db: Database, caller: Caller, billId: string, fileId: string, title: string | undefined) {
  const file = await selectFile(db, caller.accountId, fileId);
  if (!file) throw new AppError('NOT_FOUND', storageErrors.fileNotFound);
  if (await documentAttached(db, { accountId: caller.accountId, billId, fileId })) {
    throw new AppError('CONFLICT', storageErrors.alreadyAttached);
  }
  const id = await insertDocument(db, {
    accountId: caller.accountId,
    billId,
    fileId,
    title: title?.trim() || file.name,
    addedByUserId: caller.id,
  });
  const [row] = await selectDocuments(db, { accountId: caller.accountId, billId, documentId: id });
  if (!row) throw new Error('attached document not found');
  return toDocument(row);
}

/** Attaches a file already in the account's storage (JSON body with fileId). */
export async function attachStoredDocument({
  db,
  caller,
  billId,
  body,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  body: AttachDocumentRequest;
}): Promise<SupportingDocument> {
  await requireBill(db, billId);
  return attach(db, caller, billId, body.fileId, body.title);
}

/**
 * Uploads a file (multipart part "document", with optional title and folderId fields) into the account's storage
 * like POST /api/user-storage/files, then attaches it. The bill is checked first, so nothing is stored for a bill
 * that does not exist.
 */
export async function attachUploadedDocument({
  deps,
  caller,
  billId,
  parts,
}: {
  deps: UploadDeps;
  caller: Caller;
  billId: string;
  parts: AsyncIterable<UploadPart>;
}): Promise<SupportingDocument> {
  await requireBill(deps.db, billId);
  let title: string | undefined;
  const { files } = await receiveUploads(deps, { accountId: caller.accountId, userId: caller.id }, parts, {
    fileField: 'document',
    maxFiles: 1,
    folderOf: (fields) => {
      const parsed = attachDocumentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('BAD_REQUEST', parsed.error.issues.map((issue) => issue.message).join('; '));
      }
      title = parsed.data.title;
      return parsed.data.folderId;
    },
  });
  const [file] = files;
  if (!file) throw new AppError('BAD_REQUEST', storageErrors.noDocument);
  return attach(deps.db, caller, billId, file.id, title);
}

export async function detachDocument({
  db,
  caller,
  billId,
  documentId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  documentId: number;
}): Promise<{ ok: true }> {
  await requireBill(db, billId);
  if (!(await deleteDocument(db, { accountId: caller.accountId, billId, documentId }))) {
    throw new AppError('NOT_FOUND', storageErrors.documentNotFound);
  }
  return { ok: true };
}
