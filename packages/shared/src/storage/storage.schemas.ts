import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam, idValue, pageParam } from '../common/query-params';
import { personRefSchema } from '../positions/positions.schemas';

/** Days a deleted file or folder stays in the trash before the purge job removes it for good. */
export const TRASH_DAYS = 30;
/** The longest file or folder name, in characters. */
export const STORAGE_NAME_MAX = 255;
/** Files one upload request may carry. */
export const UPLOAD_MAX_FILES = 20;
export const STORAGE_PAGE_SIZES = [25, 50, 100] as const;
/** Content types the page previews inline (GET .../preview): PDFs and raster images, never SVG or HTML. */
export const previewableContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;

/** Messages of the storage calls, shared by the server and the page's tests. */
export const storageErrors = {
  folderNotFound: 'That folder does not exist, or it is in the trash.',
  fileNotFound: 'That file does not exist, or it is in the trash.',
  notInTrash: 'That item is not in the trash.',
  folderNameTaken: (name: string) => `A folder named "${name}" already exists here.`,
  notMultipart: 'Send the files as multipart/form-data with one or more "files" fields.',
  noFiles: 'Choose at least one file to upload.',
  emptyFile: (name: string) => `"${name}" is empty: there is nothing to store.`,
  tooManyFiles: `Upload at most ${UPLOAD_MAX_FILES} files at once.`,
  pathInName: (name: string) =>
    `"${name}" is a path, not a file name: file names may not contain / or \\ or be "." or "..".`,
  badName: 'Give the file a name.',
  typeMismatch: (name: string, declared: string, detected: string) =>
    `"${name}" was sent as ${declared}, but its content is ${detected}. Upload the file itself, with its real type.`,
  tooLarge: (name: string, limit: string) => `"${name}" is larger than the ${limit} an upload may be.`,
  quotaExceeded: (needed: string, free: string, quota: string) =>
    `Not enough storage: this upload needs ${needed} but only ${free} of your plan's ${quota} is free. ` +
    'Delete files and empty the trash, or move to a larger plan.',
  notPreviewable: 'This file cannot be previewed in the page; download it instead.',
  badFolderId: 'folderId must be a folder id or empty for the top level.',
  documentNotFound: 'That document is not attached to this bill.',
  alreadyAttached: 'That file is already attached to this bill.',
  noDocument: 'Send a fileId to attach a stored file, or upload a file as multipart/form-data.',
} as const;

const nameCharacter = String.raw`[^/\\\u0000-\u001f\u007f]`;
/** What the document says a storage name is: the refines of storageNameSchema as one regular expression. */
export const STORAGE_NAME_PATTERN = `^${nameCharacter}*${String.raw`[^/\\\u0000-\u001f\u007f\s.]`}${nameCharacter}*$`;

/** A folder or file name: trimmed, 1-255 characters, no slashes (a folder's path in the page is its names). */
export const storageNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Give it a name')
  .max(STORAGE_NAME_MAX, `A name can be at most ${STORAGE_NAME_MAX} characters`)
  .refine((name) => !/[/\\]/.test(name), 'A name may not contain / or \\')
  .refine((name) => name !== '.' && name !== '..', 'A name may not be "." or ".."')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'A name may not contain control characters')
  // The refines above as one pattern for the document (decision 066): no slash, backslash or control character,
  // and one character that is neither a space nor a dot (so never empty, "." or ".."; "..." is taken but not
  // offered).
  .meta({ pattern: STORAGE_NAME_PATTERN });

export const storageFolderSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable().describe('Null for a folder at the top level.'),
    name: z.string(),
    fileCount: z.number().int().describe('Files directly in this folder (not in its subfolders).'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('StorageFolder');
export type StorageFolder = z.infer<typeof storageFolderSchema>;

export const storageFoldersReplySchema = z
  .object({ data: z.array(storageFolderSchema).describe('Every folder of the account not in the trash, by name.') })
  .describe('StorageFoldersReply');
export type StorageFoldersReply = z.infer<typeof storageFoldersReplySchema>;

export const createFolderRequestSchema = z
  .object({
    name: storageNameSchema,
    parentId: idValue('parentId').nullable().optional().describe('The folder to create it in; none for the top.'),
  })
  .describe('CreateFolderRequest');
export type CreateFolderRequest = z.input<typeof createFolderRequestSchema>;

export const renameRequestSchema = z.object({ name: storageNameSchema }).describe('RenameRequest');
export type RenameRequest = z.input<typeof renameRequestSchema>;

export const folderIdParamsSchema = z.object({ folderId: idParam('folderId') });
export const fileIdParamsSchema = z.object({
  fileId: z.uuid({ error: 'fileId must be a file id (a UUID)' }),
});

export const storageFileSchema = z
  .object({
    id: z.string().describe('A random UUID.'),
    folderId: z.number().int().nullable(),
    name: z.string().describe('The original file name (sanitized).'),
    contentType: z.string().describe('Detected from the bytes, not taken from the uploader.'),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    hasText: z.boolean().describe('Whether text was extracted (PDF, DOCX, TXT, HTML): found by search.'),
    previewable: z.boolean().describe('Whether GET .../preview shows it in the page (PDF and raster images).'),
    uploadedBy: personRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('StorageFile');
export type StorageFile = z.infer<typeof storageFileSchema>;

export const storageFileSorts = ['name', 'date', 'size', 'type'] as const;
export type StorageFileSort = (typeof storageFileSorts)[number];

const limitParam = z.coerce
  .number({ error: 'limit must be a whole number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(100, 'limit can be at most 100')
  .default(50);

/** GET /api/user-storage/files. */
export const filesListQuerySchema = z.object({
  folderId: idParam('folderId').optional().describe('The folder to list; none for the top level.'),
  page: pageParam,
  limit: limitParam,
  sort: z.enum(storageFileSorts, { error: `sort must be one of ${storageFileSorts.join(', ')}` }).default('name'),
  order: z
    .enum(['asc', 'desc'], { error: 'order must be asc or desc' })
    .optional()
    .describe('Default: the sort’s own (names A-Z, newest, largest first).'),
});
export type FilesListQuery = z.input<typeof filesListQuerySchema>;

export const filesListReplySchema = z
  .object({
    data: z.array(storageFileSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('StorageFilesReply');
export type FilesListReply = z.infer<typeof filesListReplySchema>;

export const uploadFilesReplySchema = z
  .object({ data: z.array(storageFileSchema).describe('The stored files, in the order sent.') })
  .describe('UploadFilesReply');
export type UploadFilesReply = z.infer<typeof uploadFilesReplySchema>;

export const moveFileRequestSchema = z
  .object({
    folderId: idValue('folderId').nullable().describe('The folder to move it to; null for the top level.'),
  })
  .describe('MoveFileRequest');
export type MoveFileRequest = z.input<typeof moveFileRequestSchema>;

/** A file with where it is: GET /api/user-storage/files/{fileId}. */
export const storageFileDetailSchema = storageFileSchema
  .extend({
    folderPath: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('From the top down.'),
    text: z.string().nullable().describe('The start of the extracted text, for a preview of text documents.'),
  })
  .describe('StorageFileDetail');
export type StorageFileDetail = z.infer<typeof storageFileDetailSchema>;

/** GET /api/user-storage/search. */
export const storageSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'q can be at most 200 characters')
    .describe('Words in a file’s name or content.'),
  page: pageParam,
  limit: limitParam,
});
export type StorageSearchQuery = z.input<typeof storageSearchQuerySchema>;

export const storageSearchResultSchema = storageFileSchema
  .extend({
    folderPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
    snippet: z
      .string()
      .nullable()
      .describe('The extracted text around the matched words, matches in <mark> (HTML-escaped otherwise).'),
  })
  .describe('StorageSearchResult');
export type StorageSearchResult = z.infer<typeof storageSearchResultSchema>;

export const storageSearchReplySchema = z
  .object({
    data: z.array(storageSearchResultSchema).describe('Name matches first, then by relevance.'),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('StorageSearchReply');
export type StorageSearchReply = z.infer<typeof storageSearchReplySchema>;

const trashedFields = {
  deletedAt: z.string(),
  purgeAt: z.string().describe(`When the purge job removes it for good (${TRASH_DAYS} days after deletion).`),
};

export const trashReplySchema = z
  .object({
    folders: z
      .array(storageFolderSchema.extend(trashedFields).extend({ fileCount: z.number().int() }))
      .describe('Deleted folders (with what they held when deleted), newest first.'),
    files: z
      .array(storageFileSchema.extend(trashedFields))
      .describe('Files deleted on their own (not with a deleted folder), newest first.'),
    sizeBytes: z.number().int().describe('What the trash holds; it counts toward the quota until purged.'),
  })
  .describe('TrashReply');
export type TrashReply = z.infer<typeof trashReplySchema>;

export const trashedReplySchema = z
  .object({
    folders: z.number().int().describe('Folders moved to the trash.'),
    files: z.number().int().describe('Files moved to the trash.'),
    purgeAt: z.string(),
  })
  .describe('TrashedReply');
export type TrashedReply = z.infer<typeof trashedReplySchema>;

export const emptyTrashReplySchema = z
  .object({ folders: z.number().int(), files: z.number().int(), freedBytes: z.number().int() })
  .describe('EmptyTrashReply');
export type EmptyTrashReply = z.infer<typeof emptyTrashReplySchema>;

export const storageUsageSchema = z
  .object({
    plan: z.string(),
    usedBytes: z.number().int().describe('Files and the trash.'),
    quotaBytes: z.number().int(),
    maxUploadBytes: z.number().int().describe('The largest single file accepted.'),
    fileCount: z.number().int(),
  })
  .describe('StorageUsage');
export type StorageUsage = z.infer<typeof storageUsageSchema>;

// Supporting documents of a bill (POST/GET /api/bills/{id}/supporting-documents).

export const supportingDocumentSchema = z
  .object({
    id: z.number().int(),
    billId: z.string(),
    title: z.string(),
    file: storageFileSchema,
    addedBy: personRefSchema.nullable(),
    createdAt: z.string(),
  })
  .describe('SupportingDocument');
export type SupportingDocument = z.infer<typeof supportingDocumentSchema>;

export const supportingDocumentsReplySchema = z
  .object({ data: z.array(supportingDocumentSchema).describe('Newest first; files in the trash are left out.') })
  .describe('SupportingDocumentsReply');
export type SupportingDocumentsReply = z.infer<typeof supportingDocumentsReplySchema>;

const documentTitle = z
  .string({ error: 'title must be text' })
  .trim()
  .max(STORAGE_NAME_MAX, `A title can be at most ${STORAGE_NAME_MAX} characters`)
  .optional()
  .describe('Defaults to the file name.');

/** The JSON form of POST /api/bills/{id}/supporting-documents: attach a file already in storage. */
export const attachDocumentRequestSchema = z
  .object({ fileId: z.uuid({ error: 'fileId must be a file id (a UUID)' }), title: documentTitle })
  .describe('AttachDocumentRequest');
export type AttachDocumentRequest = z.input<typeof attachDocumentRequestSchema>;

/** The text fields of the multipart form of the same call (the file goes in "document"). */
export const attachDocumentFieldsSchema = z.object({
  title: documentTitle,
  folderId: z
    .union([z.literal(''), idParam('folderId')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});

export const billDocumentParamsSchema = z.object({ id: billIdSchema });
export const billDocumentIdParamsSchema = z.object({ id: billIdSchema, documentId: idParam('documentId') });
