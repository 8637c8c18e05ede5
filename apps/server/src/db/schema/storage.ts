import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { tsvector } from './columns';
import { bills } from './legislation';

/**
 * An account's folders, nested through parentId (null = the root). A deleted folder keeps its row with
 * deletedAt set for 30 days (the trash), then the purge job removes it and its files.
 */
export const storageFolders = pgTable(
  'storage_folders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('storage_folders_account_idx').on(table.accountId, table.parentId)],
);

/**
 * An account's files. The id is a random uuid, so ids cannot be guessed across accounts (every query
 * still filters by account). The bytes live in the blob store under blobKey; a row is listed only once
 * its upload finished (status ready), so a killed upload never shows a half file.
 */
export const storageFiles = pgTable(
  'storage_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => storageFolders.id, { onDelete: 'cascade' }),
    /** The sanitized original file name, sent back on download. */
    name: text('name').notNull(),
    /** Detected from the bytes, not trusted from the client. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key').notNull(),
    /** uploading or ready. */
    status: text('status').notNull().default('uploading'),
    /** Text extracted from PDF, DOCX, TXT and HTML files, for search and the AI features. */
    extractedText: text('extracted_text'),
    /** Weighted search vector: name A, extracted text D. Written by the service. */
    search: tsvector('search'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** In the trash since; purged 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('storage_files_account_folder_idx').on(table.accountId, table.folderId),
    index('storage_files_search_idx').using('gin', table.search),
    check('storage_files_status_check', sql`${table.status} in ('uploading', 'ready')`),
  ],
);

/** A stored file attached to a bill by an account (the bill page's supporting documents). */
export const billSupportingDocuments = pgTable(
  'bill_supporting_documents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storageFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bill_supporting_documents_bill_idx').on(table.accountId, table.billId)],
);
