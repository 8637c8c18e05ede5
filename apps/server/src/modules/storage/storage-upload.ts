import { createHash, randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { storageErrors, UPLOAD_MAX_FILES } from '@statehouse/shared/storage/storage.schemas';
import { formatBytes, storageQuotaBytes } from '@statehouse/shared/storage/storage-quotas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { multipartFailure, type UploadPart } from '../../plugins/multipart';
import { cleanFileName } from './file-name';
import { declaredTypeContradicts, detectContentType } from './file-type-check';
import {
  deleteUploadingFiles,
  insertUploadingFile,
  markUploadsReady,
  type ReceivedFile,
  selectFolder,
  selectUsage,
} from './storage.queries';
import { EXTRACT_MAX_BYTES, extractText, isExtractable } from './text-extract';

/** Bytes of a file's start given to type detection (Office files need their zip directory's first entries). */
const DETECT_BYTES = 1024 * 1024;

export type { UploadPart };

export type UploadDeps = { db: Database; blobStore: BlobStore; log: FastifyBaseLogger; maxUploadBytes: number };
export type Uploader = { accountId: number; userId: number };

/** The blob key of a file: server-made from the account and the file's random id, never from the name. */
export const blobKeyOf = (accountId: number, fileId: string) => `files/${accountId}/${fileId}`;

type Received = ReceivedFile & { name: string; blobKey: string };

/** Reads a stream into the blob store while hashing it, counting it and keeping its start (and, if small, all). */
async function receive(
  deps: UploadDeps,
  uploader: Uploader,
  part: Extract<UploadPart, { type: 'file' }>,
  name: string,
  onRow: (id: string, blobKey: string) => void,
): Promise<Received> {
  const id = randomUUID();
  const blobKey = blobKeyOf(uploader.accountId, id);
  await insertUploadingFile(deps.db, {
    id,
    accountId: uploader.accountId,
    name,
    blobKey,
    uploadedByUserId: uploader.userId,
  });
  onRow(id, blobKey);

  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  // The whole file while it is small enough to extract its text from (the same buffers, not copies).
  let kept: Buffer[] | null = [];
  let size = 0;
  const inspector = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headSize < DETECT_BYTES) {
        head.push(chunk);
        headSize += chunk.length;
      }
      if (kept) {
        if (size <= EXTRACT_MAX_BYTES) kept.push(chunk);
        else kept = null;
      }
      done(null, chunk);
    },
  });
  // pipe() does not pass errors on: a cut connection or the size limit must fail the put.
  part.file.on('error', (error) => inspector.destroy(error));
  // The put reports the failure. The parser may fail the part again after the put has settled (a body cut short
  // errs the part once more as the request ends), when nothing reads the inspector any longer: that error must
  // not escape as an uncaught exception and stop the server.
  inspector.on('error', () => {});
  // The parser may have failed the part (a body cut short) while its row was being written, before the listener
  // above: its bytes will never come, so the put must fail now rather than wait for them forever.
  if (part.file.errored) inspector.destroy(part.file.errored);
  else if (part.file.destroyed && !part.file.readableEnded) {
    inspector.destroy(
      Object.assign(new Error('the file part ended before its data'), { code: 'FST_MP_PREMATURE_CLOSE' }),
    );
  }
  await deps.blobStore.put(blobKey, part.file.pipe(inspector));
  if ((part.file as Readable & { truncated?: boolean }).truncated) {
    throw new AppError('PAYLOAD_TOO_LARGE', storageErrors.tooLarge(name, formatBytes(deps.maxUploadBytes)));
  }
  if (size === 0) throw new AppError('BAD_REQUEST', storageErrors.emptyFile(name));

  const whole = kept ? Buffer.concat(kept) : null;
  const contentType = await detectContentType(whole ?? Buffer.concat(head));
  if (declaredTypeContradicts(part.mimetype, contentType)) {
    throw new AppError('BAD_REQUEST', storageErrors.typeMismatch(name, part.mimetype, contentType));
  }
  const text = whole && isExtractable(contentType) ? await extractText(contentType, whole) : null;
  return { id, name, blobKey, contentType, sizeBytes: size, sha256: hash.digest('hex'), text };
}

const quotaError = (needed: number, usedBytes: number, quota: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    storageErrors.quotaExceeded(formatBytes(needed), formatBytes(Math.max(0, quota - usedBytes)), formatBytes(quota)),
  );

/** What a multipart upload's errors mean for the caller: @fastify/multipart's limits become 413 and 400. */
function mapMultipartError(error: unknown, currentName: string, maxUploadBytes: number): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', storageErrors.tooLarge(currentName, formatBytes(maxUploadBytes)));
  }
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_REQUEST', storageErrors.tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new AppError('BAD_REQUEST', storageErrors.notMultipart);
  }
  // The rest as every upload route reads it: a malformed body (wrong boundary, cut short) is a 400.
  return multipartFailure(error, {
    notMultipart: storageErrors.notMultipart,
    tooLarge: storageErrors.tooLarge(currentName, formatBytes(maxUploadBytes)),
    tooManyParts: storageErrors.tooManyFiles,
  });
}

/**
 * Receives the files of a multipart upload (the `fileField` parts) into the blob store and lists them, all or none:
 * each file gets an `uploading` row first (never listed), its bytes stream to the blob store while being hashed,
 * measured and typed from their content; once every part arrived, one transaction checks the folder and the plan's
 * quota and marks them ready. Any failure, a cut connection included, removes the rows and bytes received so far.
 * `fields` receives the text fields; `folderOf` turns them into the target folder (checked again at the end).
 */
export async function receiveUploads(
  deps: UploadDeps,
  uploader: Uploader,
  parts: AsyncIterable<UploadPart>,
  options: {
    fileField: string;
    maxFiles?: number;
    folderOf: (fields: Record<string, string>) => number | null;
  },
): Promise<{ files: (ReceivedFile & { name: string })[]; fields: Record<string, string>; folderId: number | null }> {
  const maxFiles = options.maxFiles ?? UPLOAD_MAX_FILES;
  const fields: Record<string, string> = {};
  const rows: { id: string; blobKey: string }[] = [];
  const received: Received[] = [];
  let currentName = 'The file';
  try {
    const usage = await selectUsage(deps.db, uploader.accountId);
    const quota = storageQuotaBytes(usage.plan);
    let incoming = 0;
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        continue;
      }
      if (received.length >= maxFiles) throw new AppError('BAD_REQUEST', storageErrors.tooManyFiles);
      const cleaned = cleanFileName(part.filename);
      if (!cleaned.ok) {
        throw new AppError(
          'BAD_REQUEST',
          cleaned.reason === 'path' ? storageErrors.pathInName(part.filename) : storageErrors.badName,
        );
      }
      currentName = cleaned.name;
      const file = await receive(deps, uploader, part, cleaned.name, (id, blobKey) => rows.push({ id, blobKey }));
      received.push(file);
      incoming += file.sizeBytes;
      // Early refusal while more may come; markUploadsReady checks again under the account's lock.
      if (usage.usedBytes + incoming > quota) throw quotaError(incoming, usage.usedBytes, quota);
    }
    if (received.length === 0) throw new AppError('BAD_REQUEST', storageErrors.noFiles);
    const folderId = options.folderOf(fields);
    await markUploadsReady(deps.db, {
      accountId: uploader.accountId,
      folderId,
      files: received,
      check: async (locked, tx) => {
        if (folderId !== null && !(await selectFolder(tx, uploader.accountId, folderId))) {
          throw new AppError('NOT_FOUND', storageErrors.folderNotFound);
        }
        const lockedQuota = storageQuotaBytes(locked.plan);
        if (locked.usedBytes + incoming > lockedQuota) throw quotaError(incoming, locked.usedBytes, lockedQuota);
      },
    });
    return { files: received, fields, folderId };
  } catch (error) {
    await discard(deps, uploader.accountId, rows);
    throw mapMultipartError(error, currentName, deps.maxUploadBytes);
  }
}

/** Removes what a failed upload left: the bytes first (a row without bytes is harmless, the reverse is not). */
async function discard(deps: UploadDeps, accountId: number, rows: { id: string; blobKey: string }[]): Promise<void> {
  for (const row of rows) {
    try {
      await deps.blobStore.delete(row.blobKey);
    } catch (error) {
      // The purge job removes the row (status uploading) and retries the bytes later.
      deps.log.warn({ err: error, blobKey: row.blobKey }, 'could not delete the bytes of a failed upload');
      return;
    }
  }
  await deleteUploadingFiles(
    deps.db,
    accountId,
    rows.map((row) => row.id),
  );
}
