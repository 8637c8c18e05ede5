import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/sql';

export type PurgeCandidate = {
  id: string;
  accountId: number;
  blobKey: string;
  sizeBytes: number;
  status: 'ready' | 'uploading';
};

/**
 * Files to remove for good: in the trash since before `trashedBefore`, and uploads that never finished (started
 * before `uploadingBefore`); of one account when given (emptying its trash), else of every account (the job).
 */
export async function selectPurgeCandidates(
  db: Database,
  options: { trashedBefore: Date; uploadingBefore: Date | null; accountId?: number; limit: number },
): Promise<PurgeCandidate[]> {
  const uploading = options.uploadingBefore
    ? sql`or (status = 'uploading' and created_at < ${options.uploadingBefore})`
    : sql``;
  return selectRows<PurgeCandidate>(
    db,
    sql`select id, account_id as "accountId", blob_key as "blobKey", size_bytes::float8 as "sizeBytes", status
      from storage_files
      where (${options.accountId === undefined ? sql`true` : sql`account_id = ${options.accountId}`})
        and ((status = 'ready' and deleted_at < ${options.trashedBefore}) ${uploading})
      order by created_at limit ${options.limit}`,
  );
}

export async function deleteFileRows(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`delete from storage_files where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** Removes folders in the trash since before `trashedBefore` that no longer hold files; how many went. */
export async function deleteTrashedFolders(
  db: Database,
  options: { trashedBefore: Date; accountId?: number },
): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`with gone as (
        delete from storage_folders d
        where (${options.accountId === undefined ? sql`true` : sql`d.account_id = ${options.accountId}`})
          and d.deleted_at < ${options.trashedBefore}
          and not exists (select 1 from storage_files f where f.folder_id = d.id)
        returning 1
      ) select count(*)::int as count from gone`,
  );
  return row?.count ?? 0;
}
