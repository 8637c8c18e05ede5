import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  createFolderRequestSchema,
  emptyTrashReplySchema,
  fileIdParamsSchema,
  filesListQuerySchema,
  filesListReplySchema,
  folderIdParamsSchema,
  moveFileRequestSchema,
  renameRequestSchema,
  storageErrors,
  storageFileDetailSchema,
  storageFileSchema,
  storageFolderSchema,
  storageFoldersReplySchema,
  storageSearchQuerySchema,
  storageSearchReplySchema,
  storageUsageSchema,
  trashedReplySchema,
  trashReplySchema,
  UPLOAD_MAX_FILES,
  uploadFilesReplySchema,
} from '@statehouse/shared/storage/storage.schemas';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../plugins/auth';
import { type MultipartLimits, multipartBodyDocument, multipartParts, type UploadPart } from '../../plugins/multipart';
import { contentDisposition } from './file-name';
import {
  createFolder,
  emptyTrash,
  getFile,
  getUsage,
  listFiles,
  listFolders,
  listTrash,
  moveFile,
  openFile,
  renameFile,
  renameFolder,
  restoreFile,
  restoreFolder,
  STORAGE_ROLES,
  searchStorage,
  trashFile,
  trashFolder,
  uploadFiles,
} from './storage.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const tags = ['storage'];

/**
 * The multipart parts of an upload into storage within `limits`: 400 when the body is not multipart or is malformed.
 * preservePath: the name as sent, so a path in it is refused rather than silently cut to its last part.
 */
export function uploadPartsOf(request: FastifyRequest, limits: MultipartLimits): AsyncIterable<UploadPart> {
  const maxUploadBytes = request.server.config.STORAGE_MAX_UPLOAD_BYTES;
  return multipartParts(request, {
    limits,
    preservePath: true,
    messages: {
      notMultipart: storageErrors.notMultipart,
      tooLarge: storageErrors.tooLarge('The file', formatBytes(maxUploadBytes)),
      tooManyParts: storageErrors.tooManyFiles,
    },
  });
}

/** Sends stored bytes: as an attachment under the original name, or inline for the page's preview. */
function sendFile(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; name: string; contentType: string; sizeBytes: number },
  disposition: 'attachment' | 'inline',
) {
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  // A downloaded file never runs as a page of this site, whatever it holds (HTML, SVG).
  if (disposition === 'attachment') reply.header('content-security-policy', "default-src 'none'; sandbox");
  return reply.send(file.stream);
}

/**
 * The account's file storage under /api/user-storage (decision 035): folders, files (upload, list, rename, move,
 * download, preview), search over names and extracted text, the trash and the quota. Every query filters by the
 * caller's account; a file or folder of another account answers 404 like one that does not exist.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxUploadBytes = app.config.STORAGE_MAX_UPLOAD_BYTES;
  // The size limit is enforced while the bytes stream in (413 past it).
  const uploadLimits = {
    fileSize: maxUploadBytes,
    files: UPLOAD_MAX_FILES + 1,
    fields: 10,
    parts: UPLOAD_MAX_FILES + 11,
  };
  const guard = requireRole(...STORAGE_ROLES);
  const deps = () => ({ db: app.db, blobStore: app.blobStore, log: app.log, maxUploadBytes });

  app.get(
    '/user-storage/folders',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'listStorageFolders',
        summary: 'Every folder of your account outside the trash (the page builds its tree and paths from them)',
        response: { 200: storageFoldersReplySchema, ...errors },
      },
    },
    async (request) => listFolders({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/user-storage/folders',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'createStorageFolder',
        summary: 'Create a folder at the top level or inside another (names are unique among siblings)',
        body: createFolderRequestSchema,
        response: { 201: storageFolderSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder({ db: app.db, caller: currentUser(request), body: request.body })),
  );

  app.patch(
    '/user-storage/folders/:folderId',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'renameStorageFolder',
        summary: 'Rename a folder',
        params: folderIdParamsSchema,
        body: renameRequestSchema,
        response: { 200: storageFolderSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      renameFolder({
        db: app.db,
        caller: currentUser(request),
        folderId: request.params.folderId,
        name: request.body.name,
      }),
  );

  app.delete(
    '/user-storage/folders/:folderId',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'deleteStorageFolder',
        summary: 'Move a folder with its subfolders and files to the trash (restorable for 30 days)',
        params: folderIdParamsSchema,
        response: { 200: trashedReplySchema, ...errors },
      },
    },
    async (request) => trashFolder({ db: app.db, caller: currentUser(request), folderId: request.params.folderId }),
  );

  app.post(
    '/user-storage/folders/:folderId/restore',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'restoreStorageFolder',
        summary: 'Bring a folder back from the trash with what was deleted with it',
        params: folderIdParamsSchema,
        response: { 200: storageFolderSchema, ...errors },
      },
    },
    async (request) => restoreFolder({ db: app.db, caller: currentUser(request), folderId: request.params.folderId }),
  );

  app.get(
    '/user-storage/files',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'listStorageFiles',
        summary: 'The files in a folder (or at the top level), one page, sorted',
        querystring: filesListQuerySchema,
        response: { 200: filesListReplySchema, ...errors },
      },
    },
    async (request) => listFiles({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.post(
    '/user-storage/files',
    {
      preHandler: guard,
      config: {
        multipartBody: multipartBodyDocument({
          files: {
            files: { description: 'The files, one per part.', maxBytes: maxUploadBytes, maxItems: UPLOAD_MAX_FILES },
          },
          fields: { folderId: { description: 'The folder id; empty for the top level.', pattern: '^(\\d{1,9})?$' } },
          required: ['files'],
        }),
      },
      schema: {
        tags,
        operationId: 'uploadStorageFiles',
        summary: 'Upload one or more files into a folder; all are stored or none',
        description:
          `multipart/form-data: files (one to ${UPLOAD_MAX_FILES} file parts), folderId (empty for the top level). ` +
          'The content type is detected from the bytes; a declared type the bytes contradict, an empty file or a ' +
          'path as a file name answer 400; a file over STORAGE_MAX_UPLOAD_BYTES or past the plan’s quota 413.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadFilesReplySchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const files = await uploadFiles({
        deps: deps(),
        caller: currentUser(request),
        parts: uploadPartsOf(request, uploadLimits),
      });
      return reply.status(201).send({ data: files });
    },
  );

  app.get(
    '/user-storage/files/:fileId',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'getStorageFile',
        summary: 'A file with its folder path and the start of its extracted text',
        params: fileIdParamsSchema,
        response: { 200: storageFileDetailSchema, ...errors },
      },
    },
    async (request) => getFile({ db: app.db, caller: currentUser(request), fileId: request.params.fileId }),
  );

  app.patch(
    '/user-storage/files/:fileId',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'renameStorageFile',
        summary: 'Rename a file',
        params: fileIdParamsSchema,
        body: renameRequestSchema,
        response: { 200: storageFileSchema, ...errors },
      },
    },
    async (request) =>
      renameFile({ db: app.db, caller: currentUser(request), fileId: request.params.fileId, name: request.body.name }),
  );

  app.patch(
    '/user-storage/files/:fileId/move',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'moveStorageFile',
        summary: 'Move a file to another folder (null: the top level)',
        params: fileIdParamsSchema,
        body: moveFileRequestSchema,
        response: { 200: storageFileSchema, ...errors },
      },
    },
    async (request) =>
      moveFile({
        db: app.db,
        caller: currentUser(request),
        fileId: request.params.fileId,
        folderId: request.body.folderId,
      }),
  );

  app.delete(
    '/user-storage/files/:fileId',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'deleteStorageFile',
        summary: 'Move a file to the trash (restorable for 30 days)',
        params: fileIdParamsSchema,
        response: { 200: trashedReplySchema, ...errors },
      },
    },
    async (request) => trashFile({ db: app.db, caller: currentUser(request), fileId: request.params.fileId }),
  );

  app.post(
    '/user-storage/files/:fileId/restore',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'restoreStorageFile',
        summary: 'Bring a file back from the trash (to the top level when its folder is in the trash)',
        params: fileIdParamsSchema,
        response: { 200: storageFileSchema, ...errors },
      },
    },
    async (request) => restoreFile({ db: app.db, caller: currentUser(request), fileId: request.params.fileId }),
  );

  app.get(
    '/user-storage/files/:fileId/download',
    {
      preHandler: guard,
      config: { fileContentTypes: ['application/octet-stream'] },
      schema: {
        tags,
        operationId: 'downloadStorageFile',
        summary: 'The file as an attachment under its original name (nosniff, sandboxed)',
        params: fileIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await openFile({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        fileId: request.params.fileId,
        preview: false,
      });
      return sendFile(reply, file, 'attachment');
    },
  );

  app.get(
    '/user-storage/files/:fileId/preview',
    {
      preHandler: guard,
      config: { fileContentTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
      schema: {
        tags,
        operationId: 'previewStorageFile',
        summary: 'A PDF or raster image inline, for the page’s preview (other types answer 400: download them)',
        params: fileIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await openFile({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        fileId: request.params.fileId,
        preview: true,
      });
      return sendFile(reply, file, 'inline');
    },
  );

  app.get(
    '/user-storage/search',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'searchStorage',
        summary: 'Files whose name or extracted text (PDF, DOCX, TXT, HTML) has the words, with a snippet',
        querystring: storageSearchQuerySchema,
        response: { 200: storageSearchReplySchema, ...errors },
      },
    },
    async (request) => searchStorage({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/user-storage/trash',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'listStorageTrash',
        summary: 'Deleted folders and files, each with the day the purge removes it',
        response: { 200: trashReplySchema, ...errors },
      },
    },
    async (request) => listTrash({ db: app.db, caller: currentUser(request) }),
  );

  app.delete(
    '/user-storage/trash',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'emptyStorageTrash',
        summary: 'Remove everything in the trash for good now (frees its space)',
        response: { 200: emptyTrashReplySchema, ...errors },
      },
    },
    async (request) =>
      emptyTrash({ db: app.db, blobStore: app.blobStore, caller: currentUser(request), log: request.log }),
  );

  app.get(
    '/user-storage/usage',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'getStorageUsage',
        summary: 'Bytes used (the trash included) against the plan’s quota, and the largest upload accepted',
        response: { 200: storageUsageSchema, ...errors },
      },
    },
    async (request) => getUsage({ db: app.db, caller: currentUser(request), maxUploadBytes }),
  );
};
