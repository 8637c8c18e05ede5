import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  billTagsParamsSchema,
  billTagsQuerySchema,
  billTagsReplySchema,
  bypassAccessCheckQuerySchema,
  createTagRequestSchema,
  deleteTagReplySchema,
  sectionTagsParamsSchema,
  sectionTagsQuerySchema,
  sectionTagsReplySchema,
  shareTagRequestSchema,
  tagBillsReplySchema,
  tagBillsRequestSchema,
  tagErrors,
  tagIdParamsSchema,
  tagListQuerySchema,
  tagListReplySchema,
  tagSchema,
  tagSectionsReplySchema,
  tagSectionsRequestSchema,
  tagShareIdParamsSchema,
  tagShareSchema,
  unshareTagReplySchema,
  updateTagRequestSchema,
} from '@statehouse/shared/tags/tags.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import {
  changeTag,
  createTag,
  getBillTags,
  getSectionTags,
  listTags,
  removeTag,
  shareTag,
  tagBills,
  tagSection,
  unshareTag,
} from './tags.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Tags: account and personal tags, the bills and sections they carry, and their shares (decision 024). Every
 * member role may use them; what each caller sees and changes is db/tag-access's rule, within their account.
 */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tags'];
  // 401 before body validation, so an anonymous caller learns nothing; the per-route preHandler marks the
  // operations as needing the session cookie in the OpenAPI document (plugins/swagger.ts).
  app.addHook('onRequest', requireUser);

  app.get(
    '/tags',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'listTags',
        summary: 'The tags you see (account tags, yours, shared with you) with bill counts, owner, shares and rights',
        querystring: tagListQuerySchema,
        response: { 200: tagListReplySchema, ...errors },
      },
    },
    async (request) => listTags({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.post(
    '/tags',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'createTag',
        description: `Refused with 400 “${tagErrors.unknownBills(['…'])}” when a bill id names no bill.`,
        summary: 'Create an account or personal tag, optionally tracking bills with it at once',
        querystring: bypassAccessCheckQuerySchema,
        body: createTagRequestSchema,
        response: { 201: tagSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tag = await createTag({
        db: app.db,
        caller: currentUser(request),
        body: request.body,
        bypassAccessCheck: request.query.bypassAccessCheck,
      });
      return reply.status(201).send(tag);
    },
  );

  app.patch(
    '/tags/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'updateTag',
        summary: 'Rename, recolour or describe a tag you may edit',
        params: tagIdParamsSchema,
        body: updateTagRequestSchema,
        response: { 200: tagSchema, ...errors },
      },
    },
    async (request) =>
      changeTag({ db: app.db, caller: currentUser(request), id: request.params.id, changes: request.body }),
  );

  app.delete(
    '/tags/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'deleteTag',
        summary: 'Delete a tag; its bills lose it, and bills with no other tag are no longer tracked',
        params: tagIdParamsSchema,
        response: { 200: deleteTagReplySchema, ...errors },
      },
    },
    async (request) => removeTag({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/tags/bills',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'tagBills',
        summary: 'Tag or untag many bills with many tags at once; tracking a bill turns its alerts on for you',
        querystring: bypassAccessCheckQuerySchema,
        body: tagBillsRequestSchema,
        response: { 200: tagBillsReplySchema, ...errors },
      },
    },
    async (request) =>
      tagBills({
        db: app.db,
        caller: currentUser(request),
        body: request.body,
        bypassAccessCheck: request.query.bypassAccessCheck,
      }),
  );

  app.get(
    '/tags/bills/:billId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getBillTags',
        summary: 'Your visible tags on a bill, with who added each and when',
        params: billTagsParamsSchema,
        querystring: billTagsQuerySchema,
        response: { 200: billTagsReplySchema, ...errors },
      },
    },
    async (request) =>
      getBillTags({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.billId,
        sessionCode: request.query.sessionCode,
      }),
  );

  app.post(
    '/tags/sections',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'tagSection',
        summary: 'Tag or untag a statute or regulation section',
        body: tagSectionsRequestSchema,
        response: { 200: tagSectionsReplySchema, ...errors },
      },
    },
    async (request) => tagSection({ db: app.db, caller: currentUser(request), body: request.body }),
  );

  app.get(
    '/tags/sections/:sectionId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getSectionTags',
        summary: 'Your visible tags on a statute (kind=statute, the default) or regulation section',
        params: sectionTagsParamsSchema,
        querystring: sectionTagsQuerySchema,
        response: { 200: sectionTagsReplySchema, ...errors },
      },
    },
    async (request) =>
      getSectionTags({
        db: app.db,
        caller: currentUser(request),
        kind: request.query.kind,
        sectionId: request.params.sectionId,
      }),
  );

  app.post(
    '/tags/share',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'shareTag',
        summary: 'Share a personal tag with a user of your account to read or edit (again: change the access)',
        body: shareTagRequestSchema,
        response: { 200: tagShareSchema, ...errors },
      },
    },
    async (request) => shareTag({ db: app.db, caller: currentUser(request), body: request.body }),
  );

  app.delete(
    '/tags/share/:shareId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'unshareTag',
        summary: 'Stop sharing a tag with someone',
        params: tagShareIdParamsSchema,
        response: { 200: unshareTagReplySchema, ...errors },
      },
    },
    async (request) => unshareTag({ db: app.db, caller: currentUser(request), shareId: request.params.shareId }),
  );
};
