import { TRASH_DAYS } from '@statehouse/shared/storage/storage.schemas';
import type { Database } from '../db/client';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { deleteFileRows, deleteTrashedFolders, selectPurgeCandidates } from './storage-purge.queries';

/** An upload still "uploading" after this long was cut off (its process died): its row and bytes go. */
export const STALE_UPLOAD_HOURS = 6;
const BATCH = 200;

export type PurgeDeps = {
  db: Database;
  blobStore: BlobStore;
  log: { warn: (object: object, message: string) => void };
};
export type PurgeResult = { files: number; folders: number; uploads: number; freedBytes: number };

/**
 * Removes for good what has been in the trash for TRASH_DAYS (30) days at `now`, and the rows and bytes of uploads cut off more
 * than six hours before `now` (a process killed mid-upload). Bytes go first, then the row: a file whose bytes could
 * not be deleted keeps its row and is tried again next time. `accountId` limits it to one account (emptying its
 * trash); the clock is a parameter so tests can run it 30 days later.
 */
export async function purgeStorage(
  deps: PurgeDeps,
  options: { now: Date; accountId?: number; includeUploading?: boolean },
): Promise<PurgeResult> {
  const trashedBefore = new Date(options.now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const uploadingBefore =
    options.includeUploading === false ? null : new Date(options.now.getTime() - STALE_UPLOAD_HOURS * 60 * 60 * 1000);
  const result: PurgeResult = { files: 0, folders: 0, uploads: 0, freedBytes: 0 };
  const failed = new Set<string>();
  for (;;) {
    const candidates = (
      await selectPurgeCandidates(deps.db, {
        trashedBefore,
        uploadingBefore,
        accountId: options.accountId,
        limit: BATCH + failed.size,
      })
    ).filter((candidate) => !failed.has(candidate.id));
    if (candidates.length === 0) break;
    const removed: string[] = [];
    for (const candidate of candidates) {
      try {
        await deps.blobStore.delete(candidate.blobKey);
        removed.push(candidate.id);
        if (candidate.status === 'uploading') result.uploads += 1;
        else {
          result.files += 1;
          result.freedBytes += candidate.sizeBytes;
        }
      } catch (error) {
        failed.add(candidate.id);
        deps.log.warn({ err: error, blobKey: candidate.blobKey }, 'could not delete a purged file; trying later');
      }
    }
    await deleteFileRows(deps.db, removed);
    if (removed.length === 0) break;
  }
  result.folders = await deleteTrashedFolders(deps.db, { trashedBefore, accountId: options.accountId });
  return result;
}
