import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  attachDocumentRequestSchema,
  billDocumentIdParamsSchema,
  billDocumentParamsSchema,
  storageErrors,
  supportingDocumentSchema,
  supportingDocumentsReplySchema,
} from '@statehouse/shared/storage/storage.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { currentUser, requireRole } from '../../plugins/auth';
import { multipartBodyDocument } from '../../plugins/multipart';
import { uploadPartsOf } from './storage.routes';
import { STORAGE_ROLES } from './storage.service';
import {
  attachStoredDocument,
  attachUploadedDocument,
  detachDocument,
  listDocuments,
} from './supporting-documents.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['bills', 'storage'];

/**
 * A bill's supporting documents: files of the account's storage attached to the bill, seen only by the account
 * that attached them (decision 035).
 */
export const supportingDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxUploadBytes = app.config.STORAGE_MAX_UPLOAD_BYTES;
  const uploadLimits = { fileSize: maxUploadBytes, files: 2, fields: 5, parts: 7 };
  const guard = requireRole(...STORAGE_ROLES);

  app.get(
    '/bills/:id/supporting-documents',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'listSupportingDocuments',
        summary: "Your account's supporting documents on a bill",
        params: billDocumentParamsSchema,
        response: { 200: supportingDocumentsReplySchema, ...errors },
      },
    },
    async (request) => listDocuments({ db: app.db, caller: currentUser(request), billId: request.params.id }),
  );

  app.post(
    '/bills/:id/supporting-documents',
    {
      preHandler: guard,
      config: {
        multipartBody: multipartBodyDocument({
          files: { document: { description: 'The file to store and attach.', maxBytes: maxUploadBytes } },
          fields: {
            title: { description: 'The title shown on the bill; the file name when absent.' },
            folderId: { description: 'The storage folder id; empty for the top level.', pattern: '^(\\d{1,9})?$' },
          },
          required: ['document'],
        }),
      },
      schema: {
        tags,
        operationId: 'attachSupportingDocument',
        summary:
          'Attach a stored file to a bill (JSON: fileId, title) or upload one (multipart: document, title, folderId)',
        description:
          'JSON { fileId, title? } attaches a file already in your storage. multipart/form-data with a "document" ' +
          'file part (and optional title and folderId fields) stores the file like POST /api/user-storage/files, then ' +
          `attaches it. Refused with 400 "${storageErrors.noDocument}" when neither is sent.`,
        params: billDocumentParamsSchema,
        // Optional: a multipart body is read from the request's parts, not parsed into a body.
        body: attachDocumentRequestSchema.nullish(),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: supportingDocumentSchema, ...errors, 409: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const billId = request.params.id;
      if (request.isMultipart()) {
        const deps = { db: app.db, blobStore: app.blobStore, log: app.log, maxUploadBytes };
        return reply
          .status(201)
          .send(await attachUploadedDocument({ deps, caller, billId, parts: uploadPartsOf(request, uploadLimits) }));
      }
      if (!request.body) throw new AppError('BAD_REQUEST', storageErrors.noDocument);
      return reply.status(201).send(await attachStoredDocument({ db: app.db, caller, billId, body: request.body }));
    },
  );

  app.delete(
    '/bills/:id/supporting-documents/:documentId',
    {
      preHandler: guard,
      schema: {
        tags,
        operationId: 'detachSupportingDocument',
        summary: 'Remove a document from a bill (the file stays in storage)',
        params: billDocumentIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) =>
      detachDocument({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.id,
        documentId: request.params.documentId,
      }),
  );
};
