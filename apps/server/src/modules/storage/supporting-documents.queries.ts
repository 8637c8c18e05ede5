import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billSupportingDocuments } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import type { FileRow } from './storage.queries';

const isoSql = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type DocumentRow = {
  id: number;
  billId: string;
  title: string;
  file: FileRow;
  addedBy: { id: number; name: string } | null;
  createdAt: string;
};

const personSql = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name',
    coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)) end`);

/** The account's documents on a bill whose files are ready and outside the trash, newest first (or one by id). */
export async function selectDocuments(
  db: Database,
  options: { accountId: number; billId: string; documentId?: number },
): Promise<DocumentRow[]> {
  return selectRows<DocumentRow>(
    db,
    sql`select d.id, d.bill_id as "billId", d.title,
        json_build_object('id', f.id, 'folderId', f.folder_id, 'name', f.name, 'contentType', f.content_type,
          'sizeBytes', f.size_bytes::float8, 'sha256', f.sha256, 'hasText', f.extracted_text is not null,
          'uploadedBy', ${personSql('u')},
          'createdAt', ${isoSql(sql`f.created_at`)}, 'updatedAt', ${isoSql(sql`f.updated_at`)}) as file,
        ${personSql('a')} as "addedBy", ${isoSql(sql`d.created_at`)} as "createdAt"
      from bill_supporting_documents d
      join storage_files f on f.id = d.file_id and f.account_id = d.account_id
      left join users u on u.id = f.uploaded_by_user_id
      left join users a on a.id = d.added_by_user_id
      where d.account_id = ${options.accountId} and d.bill_id = ${options.billId}
        and f.status = 'ready' and f.deleted_at is null
        ${options.documentId === undefined ? sql`` : sql`and d.id = ${options.documentId}`}
      order by d.created_at desc, d.id desc`,
  );
}

export async function documentAttached(
  db: Database,
  options: { accountId: number; billId: string; fileId: string },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from bill_supporting_documents where account_id = ${options.accountId}
      and bill_id = ${options.billId} and file_id = ${options.fileId} limit 1`,
  );
  return rows.length > 0;
}

export async function insertDocument(
  db: Database,
  values: { accountId: number; billId: string; fileId: string; title: string; addedByUserId: number },
): Promise<number> {
  const [row] = await db.insert(billSupportingDocuments).values(values).returning({ id: billSupportingDocuments.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}

/** Detaches a document (the file stays in storage); whether there was one. */
export async function deleteDocument(
  db: Database,
  options: { accountId: number; billId: string; documentId: number },
): Promise<boolean> {
  const rows = await db
    .delete(billSupportingDocuments)
    .where(
      and(
        eq(billSupportingDocuments.accountId, options.accountId),
        eq(billSupportingDocuments.billId, options.billId),
        eq(billSupportingDocuments.id, options.documentId),
      ),
    )
    .returning({ id: billSupportingDocuments.id });
  return rows.length > 0;
}
