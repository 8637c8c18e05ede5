import { summarizeReplySchema } from '@statehouse/shared/ai/ai.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  setupCompleteReplySchema,
  setupCompleteRequestSchema,
  setupEntityRequestSchema,
  setupKeywordsRequestSchema,
  setupReplySchema,
  setupSubjectsRequestSchema,
  setupTagsRequestSchema,
} from '@statehouse/shared/setup/setup.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts, partBytes } from '../../plugins/multipart';
import {
  cancelSetup,
  completeSetup,
  getSetup,
  saveKeywords,
  saveSubjects,
  saveTags,
  summarizeDocument,
  updateEntity,
} from './setup.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema };

/** The largest document the wizard summarizes. */
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const documentMessages = {
  notMultipart: 'Send the document as multipart/form-data with a file field.',
  tooLarge: `The document is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB; paste its main part instead.`,
  tooManyParts: 'Send one file only.',
};

/**
 * The setup wizard (decision 072): the organization, its states, companies, keywords, subjects and tags, saved step
 * by step so it resumes; complete or cancel (skip). POST /api/initSetup/summarize (pasted text) lives with the AI
 * calls; an uploaded document is summarized here.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['setup'];

  app.get(
    '/initSetup',
    {
      schema: {
        tags,
        operationId: 'getInitSetup',
        summary: 'The setup wizard’s answers and progress (resumable), and whether to send the user to it',
        response: { 200: setupReplySchema, ...errors },
      },
    },
    async (request) => getSetup({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/initSetup/keywords',
    {
      schema: {
        tags,
        operationId: 'saveInitSetupKeywords',
        summary: 'The keywords and phrases the matcher looks for (admins; replaces the list)',
        body: setupKeywordsRequestSchema,
        response: { 200: setupReplySchema, ...errors },
      },
    },
    async (request) => saveKeywords({ db: app.db, caller: currentUser(request), keywords: request.body.keywords }),
  );

  app.post(
    '/initSetup/subjects',
    {
      schema: {
        tags,
        operationId: 'saveInitSetupSubjects',
        summary: 'The subjects (values of /api/subjects) the organization follows (admins; replaces the list)',
        body: setupSubjectsRequestSchema,
        response: { 200: setupReplySchema, ...errors },
      },
    },
    async (request) => saveSubjects({ db: app.db, caller: currentUser(request), subjects: request.body.subjects }),
  );

  app.post(
    '/initSetup/tags',
    {
      schema: {
        tags,
        operationId: 'saveInitSetupTags',
        summary: 'Tag names made on complete; approved matches go under the first by default (admins)',
        body: setupTagsRequestSchema,
        response: { 200: setupReplySchema, ...errors },
      },
    },
    async (request) => saveTags({ db: app.db, caller: currentUser(request), tags: request.body.tags }),
  );

  app.post(
    '/initSetup/update-entity',
    {
      schema: {
        tags,
        operationId: 'updateInitSetupEntity',
        summary: 'The organization: name, industry, description, states, companies, and the step reached (admins)',
        description: 'Refused with 400 “Unknown company id: …” for company ids that name no company.',
        body: setupEntityRequestSchema,
        response: { 200: setupReplySchema, ...errors },
      },
    },
    async (request) => updateEntity({ db: app.db, caller: currentUser(request), entity: request.body.entity }),
  );

  app.post(
    '/initSetup/complete',
    {
      schema: {
        tags,
        operationId: 'completeInitSetup',
        summary: 'Finish the wizard: make its tags and, unless told not to, start auto-tracking (admins)',
        body: setupCompleteRequestSchema.optional(),
        response: { 200: setupCompleteReplySchema, ...errors },
      },
    },
    async (request) =>
      completeSetup({
        db: app.db,
        caller: currentUser(request),
        startAutoTracking: request.body?.startAutoTracking ?? true,
      }),
  );

  app.post(
    '/initSetup/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelInitSetup',
        summary: 'Skip the wizard: it no longer opens by itself (admins); a completed setup stays completed',
        response: { 200: setupReplySchema, ...errors },
      },
    },
    async (request) => cancelSetup({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/initSetup/summarize/document',
    {
      config: {
        multipartBody: multipartBodyDocument({
          files: {
            file: {
              description: 'A PDF, DOCX or text file describing the organization.',
              maxBytes: DOCUMENT_MAX_BYTES,
            },
          },
          fields: {},
        }),
      },
      schema: {
        tags,
        operationId: 'summarizeSetupDocument',
        summary: 'A summary, keywords and suggested subjects of an uploaded document (PDF, DOCX or text)',
        response: { 200: summarizeReplySchema, ...errors },
      },
    },
    async (request) => {
      let bytes: Buffer | undefined;
      for await (const part of multipartParts(request, {
        limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
        messages: documentMessages,
      })) {
        if (part.type === 'file') {
          const buffer = await partBytes(part, documentMessages);
          if (part.fieldname === 'file' && !bytes) bytes = buffer;
        }
      }
      if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', 'Choose a PDF, DOCX or text file.');
      return summarizeDocument({ provider: app.ai.provider, bytes });
    },
  );
};
