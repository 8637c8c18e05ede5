import type { StorageFileSort } from '@statehouse/shared/storage/storage.schemas';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storageFiles, storageFolders } from '../../db/schema/index';
import { containsPattern, escapeHtmlSql, HEADLINE_OPTIONS, selectRows } from '../../db/sql';

// Every query here filters by account_id: files and folders of one account are never reachable from another.

/** A file's search vector: the name weighted above the text; dots, dashes and underscores split the name into words. */
const fileSearchSql = (name: SQL | AnyColumn, text: SQL | AnyColumn): SQL =>
  sql`setweight(to_tsvector('english', regexp_replace(${name}, '[._-]+', ' ', 'g')), 'A')
    || setweight(to_tsvector('english', coalesce(${text}, '')), 'D')`;

const isoSql = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The file columns every reply carries, from storage_files `f` joined to its uploader `u`. */
const fileColumnsSql = sql`f.id, f.folder_id as "folderId", f.name, f.content_type as "contentType",
  f.size_bytes::float8 as "sizeBytes", f.sha256, (f.extracted_text is not null) as "hasText",
  case when f.uploaded_by_user_id is null then null
    else json_build_object('id', u.id, 'name', coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username))
  end as "uploadedBy",
  ${isoSql(sql`f.created_at`)} as "createdAt", ${isoSql(sql`f.updated_at`)} as "updatedAt"`;

export type FileRow = {
  id: string;
  folderId: number | null;
  name: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  hasText: boolean;
  uploadedBy: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
};

export type FolderRow = {
  id: number;
  parentId: number | null;
  name: string;
  fileCount: number;
  createdAt: string;
  updatedAt: string;
};

const folderColumnsSql = sql`d.id, d.parent_id as "parentId", d.name,
  (select count(*)::int from storage_files c where c.account_id = d.account_id and c.folder_id = d.id
    and c.status = 'ready' and c.deleted_at is null) as "fileCount",
  ${isoSql(sql`d.created_at`)} as "createdAt", ${isoSql(sql`d.updated_at`)} as "updatedAt"`;

/** The account's folders outside the trash, by name. */
export async function selectFolders(db: Database, accountId: number): Promise<FolderRow[]> {
  return selectRows<FolderRow>(
    db,
    sql`select ${folderColumnsSql} from storage_folders d
      where d.account_id = ${accountId} and d.deleted_at is null order by lower(d.name), d.id`,
  );
}

/** One folder of the account; `trashed` picks folders in the trash instead of live ones. */
export async function selectFolder(
  db: Database,
  accountId: number,
  folderId: number,
  options: { trashed?: boolean } = {},
): Promise<(FolderRow & { deletedAt: Date | null }) | undefined> {
  const [row] = await selectRows<FolderRow & { deletedAt: Date | null }>(
    db,
    sql`select ${folderColumnsSql}, d.deleted_at as "deletedAt" from storage_folders d
      where d.account_id = ${accountId} and d.id = ${folderId}
        and d.deleted_at is ${options.trashed ? sql`not null` : sql`null`}`,
  );
  return row;
}

/** Whether a live folder of this name (any case) exists under the parent (null: the top level). */
export async function folderNameTaken(
  db: Database,
  options: { accountId: number; parentId: number | null; name: string; exceptId?: number },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from storage_folders where account_id = ${options.accountId}
      and parent_id is not distinct from ${options.parentId} and deleted_at is null
      and lower(name) = lower(${options.name}) ${options.exceptId ? sql`and id <> ${options.exceptId}` : sql``}
      limit 1`,
  );
  return rows.length > 0;
}

export async function insertFolder(
  db: Database,
  values: { accountId: number; parentId: number | null; name: string; createdByUserId: number },
): Promise<number> {
  const [row] = await db.insert(storageFolders).values(values).returning({ id: storageFolders.id });
  if (!row) throw new Error('folder insert returned no row');
  return row.id;
}

export async function updateFolder(
  db: Database,
  options: { accountId: number; folderId: number; name?: string; parentId?: number | null; deletedAt?: null },
): Promise<void> {
  // A field left undefined is not written (the builder skips undefined values).
  await db
    .update(storageFolders)
    .set({ name: options.name, parentId: options.parentId, updatedAt: sql`now()` })
    .where(and(eq(storageFolders.accountId, options.accountId), eq(storageFolders.id, options.folderId)));
}

/**
 * The folder and its live subfolders, as a recursive CTE named `tree` (id). The writes over a subtree (trash, restore)
 * stay raw SQL: the builder has no `with recursive`, and they are set-based statements (decision 022, rule 4).
 */
const liveSubtreeSql = (accountId: number, folderId: number): SQL => sql`with recursive tree as (
    select id from storage_folders where account_id = ${accountId} and id = ${folderId} and deleted_at is null
    union all
    select c.id from storage_folders c join tree on c.parent_id = tree.id
    where c.account_id = ${accountId} and c.deleted_at is null
  )`;

/**
 * Moves a folder, its subfolders and every file in them to the trash, all with the same deletedAt: restoring the
 * folder brings back exactly what went with it (files deleted earlier stay in the trash).
 */
export async function trashFolder(
  db: Database,
  options: { accountId: number; folderId: number; now: Date },
): Promise<{ folders: number; files: number }> {
  return db.transaction(async (tx) => {
    const [files] = await selectRows<{ count: number }>(
      tx,
      sql`${liveSubtreeSql(options.accountId, options.folderId)},
        changed as (update storage_files f set deleted_at = ${options.now}
          where f.account_id = ${options.accountId} and f.folder_id in (select id from tree) and f.deleted_at is null
            and f.status = 'ready' returning 1)
        select count(*)::int as count from changed`,
    );
    const [folders] = await selectRows<{ count: number }>(
      tx,
      sql`${liveSubtreeSql(options.accountId, options.folderId)},
        changed as (update storage_folders d set deleted_at = ${options.now}
          where d.account_id = ${options.accountId} and d.id in (select id from tree) returning 1)
        select count(*)::int as count from changed`,
    );
    return { folders: folders?.count ?? 0, files: files?.count ?? 0 };
  });
}

/**
 * Brings a trashed folder back with what was deleted with it (same deletedAt), under `parentId` and `name` (the
 * service picks them: its old parent may be in the trash too, its name may be taken meanwhile).
 */
export async function restoreFolder(
  db: Database,
  options: { accountId: number; folderId: number; deletedAt: Date; parentId: number | null; name: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const subtree = sql`with recursive tree as (
        select id from storage_folders where account_id = ${options.accountId} and id = ${options.folderId}
        union all
        select c.id from storage_folders c join tree on c.parent_id = tree.id
        where c.account_id = ${options.accountId} and c.deleted_at = ${options.deletedAt}
      )`;
    await tx.execute(
      sql`${subtree} update storage_files set deleted_at = null, updated_at = now()
        where account_id = ${options.accountId} and folder_id in (select id from tree)
          and deleted_at = ${options.deletedAt}`,
    );
    await tx.execute(
      sql`${subtree} update storage_folders set deleted_at = null, updated_at = now()
        where account_id = ${options.accountId} and id in (select id from tree)`,
    );
    await tx
      .update(storageFolders)
      .set({ parentId: options.parentId, name: options.name })
      .where(and(eq(storageFolders.accountId, options.accountId), eq(storageFolders.id, options.folderId)));
  });
}

/** The folder and its ancestors, from the top down (for breadcrumbs and search results). */
export async function selectFolderPath(
  db: Database,
  accountId: number,
  folderId: number | null,
): Promise<{ id: number; name: string }[]> {
  if (folderId === null) return [];
  const rows = await selectRows<{ id: number; name: string; depth: number }>(
    db,
    sql`with recursive up as (
        select id, parent_id, name, 0 as depth from storage_folders where account_id = ${accountId} and id = ${folderId}
        union all
        select p.id, p.parent_id, p.name, up.depth + 1 from storage_folders p join up on p.id = up.parent_id
        where p.account_id = ${accountId} and up.depth < 100
      )
      select id, name, depth from up order by depth desc`,
  );
  return rows.map(({ id, name }) => ({ id, name }));
}

const fileOrderSql = (sort: StorageFileSort, order: 'asc' | 'desc' | undefined): SQL => {
  const natural = { name: 'asc', date: 'desc', size: 'desc', type: 'asc' } as const;
  const direction = sql.raw((order ?? natural[sort]) === 'asc' ? 'asc' : 'desc');
  if (sort === 'name') return sql`lower(f.name) ${direction}, f.id`;
  if (sort === 'date') return sql`f.created_at ${direction}, f.id`;
  if (sort === 'size') return sql`f.size_bytes ${direction}, lower(f.name), f.id`;
  return sql`f.content_type ${direction}, lower(f.name), f.id`;
};

/** The ready files directly in a folder (null: the top level), outside the trash, one page. */
export async function selectFiles(
  db: Database,
  options: {
    accountId: number;
    folderId: number | null;
    sort: StorageFileSort;
    order?: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<(FileRow & { total: number })[]> {
  return selectRows<FileRow & { total: number }>(
    db,
    sql`select ${fileColumnsSql}, count(*) over ()::int as total
      from storage_files f left join users u on u.id = f.uploaded_by_user_id
      where f.account_id = ${options.accountId} and f.folder_id is not distinct from ${options.folderId}
        and f.status = 'ready' and f.deleted_at is null
      order by ${fileOrderSql(options.sort, options.order)}
      limit ${options.limit} offset ${options.offset}`,
  );
}

export type FileRecord = FileRow & { blobKey: string; deletedAt: Date | null; text: string | null };

/** One ready file of the account, live or (`trashed`) in the trash, with its blob key and the start of its text. */
export async function selectFile(
  db: Database,
  accountId: number,
  fileId: string,
  options: { trashed?: boolean; textChars?: number } = {},
): Promise<FileRecord | undefined> {
  const [row] = await selectRows<FileRecord>(
    db,
    sql`select ${fileColumnsSql}, f.blob_key as "blobKey", f.deleted_at as "deletedAt",
        left(f.extracted_text, ${options.textChars ?? 0}) as text
      from storage_files f left join users u on u.id = f.uploaded_by_user_id
      where f.account_id = ${accountId} and f.id = ${fileId} and f.status = 'ready'
        and f.deleted_at is ${options.trashed ? sql`not null` : sql`null`}`,
  );
  return row;
}

/** A file row that exists only while its bytes arrive (status uploading: never listed). */
export async function insertUploadingFile(
  db: Database,
  values: { id: string; accountId: number; name: string; blobKey: string; uploadedByUserId: number },
): Promise<void> {
  await db.insert(storageFiles).values({
    ...values,
    contentType: 'application/octet-stream',
    sizeBytes: 0,
    sha256: '',
    status: 'uploading',
  });
}

/** Bytes the account keeps (ready files, the trash included) and its plan. */
export async function selectUsage(
  db: Database,
  accountId: number,
): Promise<{ plan: string; usedBytes: number; fileCount: number }> {
  const [row] = await selectRows<{ plan: string; usedBytes: number; fileCount: number }>(
    db,
    sql`select a.plan,
        coalesce((select sum(size_bytes) from storage_files where account_id = a.id and status = 'ready'), 0)::float8
          as "usedBytes",
        (select count(*)::int from storage_files where account_id = a.id and status = 'ready' and deleted_at is null)
          as "fileCount"
      from accounts a where a.id = ${accountId}`,
  );
  return row ?? { plan: 'trial', usedBytes: 0, fileCount: 0 };
}

export type ReceivedFile = {
  id: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  text: string | null;
};

/**
 * Turns received uploads into listed files, all or none, in one transaction that holds the account's storage
 * lock: `check` sees the account's plan and bytes already used (by other requests too) and throws to refuse.
 */
export async function markUploadsReady(
  db: Database,
  options: {
    accountId: number;
    folderId: number | null;
    files: ReceivedFile[];
    check: (usage: { plan: string; usedBytes: number }, tx: Database) => Promise<void>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_LOCK}, ${options.accountId})`);
    await options.check(await selectUsage(tx, options.accountId), tx);
    for (const file of options.files) {
      await tx
        .update(storageFiles)
        .set({
          status: 'ready',
          folderId: options.folderId,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          extractedText: file.text,
          search: fileSearchSql(storageFiles.name, sql`${file.text}::text`),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(storageFiles.accountId, options.accountId),
            eq(storageFiles.id, file.id),
            eq(storageFiles.status, 'uploading'),
          ),
        );
    }
  });
}

/** The first argument of the account storage lock (pg_advisory_xact_lock(key, accountId)): decision 035's number. */
const STORAGE_LOCK = 35;

/** Removes rows of uploads that did not finish (the service deletes their bytes). */
export async function deleteUploadingFiles(db: Database, accountId: number, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(storageFiles)
    .where(
      and(eq(storageFiles.accountId, accountId), eq(storageFiles.status, 'uploading'), inArray(storageFiles.id, ids)),
    );
}

export async function updateFile(
  db: Database,
  options: { accountId: number; fileId: string; name?: string; folderId?: number | null },
): Promise<void> {
  const renamed =
    options.name === undefined
      ? {}
      : { name: options.name, search: fileSearchSql(sql`${options.name}::text`, storageFiles.extractedText) };
  await db
    .update(storageFiles)
    .set({ ...renamed, folderId: options.folderId, updatedAt: sql`now()` })
    .where(
      and(
        eq(storageFiles.accountId, options.accountId),
        eq(storageFiles.id, options.fileId),
        eq(storageFiles.status, 'ready'),
      ),
    );
}

export async function setFileDeletedAt(
  db: Database,
  options: { accountId: number; fileId: string; deletedAt: Date | null; folderId?: number | null },
): Promise<void> {
  await db
    .update(storageFiles)
    .set({ deletedAt: options.deletedAt, folderId: options.folderId, updatedAt: sql`now()` })
    .where(
      and(
        eq(storageFiles.accountId, options.accountId),
        eq(storageFiles.id, options.fileId),
        eq(storageFiles.status, 'ready'),
      ),
    );
}

export type TrashedFolderRow = FolderRow & { deletedAt: string; deletedAtRaw: Date };
export type TrashedFileRow = FileRow & { deletedAt: string };

/**
 * What the trash shows: folders deleted on their own (not with a parent), counting the files that went with them,
 * and files deleted on their own; newest first.
 */
export async function selectTrash(
  db: Database,
  accountId: number,
): Promise<{ folders: TrashedFolderRow[]; files: TrashedFileRow[]; sizeBytes: number }> {
  const folders = await selectRows<TrashedFolderRow>(
    db,
    sql`with recursive tops as (
        select d.id, d.deleted_at from storage_folders d
        left join storage_folders p on p.id = d.parent_id and p.account_id = d.account_id
        where d.account_id = ${accountId} and d.deleted_at is not null
          and (p.id is null or p.deleted_at is distinct from d.deleted_at)
      ), tree as (
        select id as top_id, id, deleted_at from tops
        union all
        select tree.top_id, c.id, c.deleted_at from storage_folders c join tree on c.parent_id = tree.id
        where c.account_id = ${accountId} and c.deleted_at = tree.deleted_at
      )
      select d.id, d.parent_id as "parentId", d.name,
        (select count(*)::int from storage_files f join tree on f.folder_id = tree.id
          where tree.top_id = d.id and f.account_id = ${accountId} and f.deleted_at = d.deleted_at) as "fileCount",
        ${isoSql(sql`d.created_at`)} as "createdAt", ${isoSql(sql`d.updated_at`)} as "updatedAt",
        ${isoSql(sql`d.deleted_at`)} as "deletedAt", d.deleted_at as "deletedAtRaw"
      from storage_folders d join tops on tops.id = d.id
      order by d.deleted_at desc, d.id desc`,
  );
  const files = await selectRows<TrashedFileRow>(
    db,
    sql`select ${fileColumnsSql}, ${isoSql(sql`f.deleted_at`)} as "deletedAt"
      from storage_files f left join users u on u.id = f.uploaded_by_user_id
      left join storage_folders d on d.id = f.folder_id and d.account_id = f.account_id
      where f.account_id = ${accountId} and f.status = 'ready' and f.deleted_at is not null
        and (d.id is null or d.deleted_at is distinct from f.deleted_at)
      order by f.deleted_at desc, f.id`,
  );
  const [size] = await selectRows<{ sizeBytes: number }>(
    db,
    sql`select coalesce(sum(size_bytes), 0)::float8 as "sizeBytes" from storage_files
      where account_id = ${accountId} and status = 'ready' and deleted_at is not null`,
  );
  return { folders, files, sizeBytes: size?.sizeBytes ?? 0 };
}

export type SearchRow = FileRow & {
  folderPath: { id: number; name: string }[];
  snippet: string | null;
  total: number;
};

/**
 * Live files whose name contains the words or whose name and text match them (websearch syntax), name matches
 * first, then by rank; the snippet is the text around the match.
 */
export async function searchFiles(
  db: Database,
  options: { accountId: number; q: string; limit: number; offset: number },
): Promise<SearchRow[]> {
  const tsquery = sql`websearch_to_tsquery('english', ${options.q})`;
  const nameMatch = sql`(f.name ilike ${containsPattern(options.q)})`;
  return selectRows<SearchRow>(
    db,
    sql`select ${fileColumnsSql},
        coalesce((
          with recursive up as (
            select id, parent_id, name, 0 as depth from storage_folders
            where account_id = f.account_id and id = f.folder_id
            union all
            select p.id, p.parent_id, p.name, up.depth + 1 from storage_folders p join up on p.id = up.parent_id
            where p.account_id = f.account_id and up.depth < 100
          )
          select json_agg(json_build_object('id', id, 'name', name) order by depth desc) from up
        ), '[]'::json) as "folderPath",
        case when f.extracted_text is not null and f.search @@ ${tsquery}
          then ts_headline('english', ${escapeHtmlSql(sql`left(f.extracted_text, 100000)`)}, ${tsquery}, ${HEADLINE_OPTIONS})
          else null end as snippet,
        count(*) over ()::int as total
      from storage_files f left join users u on u.id = f.uploaded_by_user_id
      where f.account_id = ${options.accountId} and f.status = 'ready' and f.deleted_at is null
        and (${nameMatch} or f.search @@ ${tsquery})
      order by ${nameMatch} desc, ts_rank(f.search, ${tsquery}) desc, lower(f.name), f.id
      limit ${options.limit} offset ${options.offset}`,
  );
}
