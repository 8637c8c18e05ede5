import { join } from 'node:path';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  createStaffBodySchema,
  deleteStaffReplySchema,
  memberContactsQuerySchema,
  memberContactsReplySchema,
  memberDetailQuerySchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberImageParamsSchema,
  memberImagesBulkBodySchema,
  memberImagesBulkReplySchema,
  memberListQuerySchema,
  memberListReplySchema,
  memberStateQuerySchema,
  staffEntrySchema,
  staffIdParamsSchema,
  staffListReplySchema,
  staffQuerySchema,
  updateStaffBodySchema,
} from '@statehouse/shared/members/members.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { MemberImageCache } from './member-image-cache';
import { getMemberImage, prefetchMemberImages } from './member-images.service';
import { getContacts, getMember, listMembers, listStatePeople } from './members.service';
import { changeStaff, createStaff, listStaff, removeStaff } from './staff.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
/** A cached photo changes rarely; an avatar only until the background fetch lands. */
const PHOTO_MAX_AGE = 86_400;
const AVATAR_MAX_AGE = 300;

/** Members (legislators), their photos, and staff: public data read by signed-in users, plus the account's staff. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];
  const images = new MemberImageCache(join(app.config.DATA_DIR, 'member-images'));
  app.addHook('onClose', async () => images.idle());

  app.get(
    '/members',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'listMembers',
        summary: "A state's legislators (current, or of a session), with party, chamber, district and committees",
        querystring: memberListQuerySchema,
        response: { 200: memberListReplySchema, ...errors },
      },
    },
    async (request) => listMembers({ db: app.db, query: request.query }),
  );

  app.get(
    '/members/state',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'listStatePeople',
        summary: 'Everyone of a state in the data, current or not, executives included',
        querystring: memberStateQuerySchema,
        response: { 200: memberListReplySchema, ...errors },
      },
    },
    async (request) => listStatePeople({ db: app.db, query: request.query }),
  );

  app.get(
    '/members/contacts/batch',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getMemberContacts',
        summary: 'A contact sheet: capitol and district phones and addresses and e-mail, by chamber and district',
        querystring: memberContactsQuerySchema,
        response: { 200: memberContactsReplySchema, ...errors },
      },
    },
    async (request) => getContacts({ db: app.db, query: request.query }),
  );

  app.get(
    '/members/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getMember',
        summary: 'A member: roles, offices, committees, bills when asked, and the voting record with its rates',
        params: memberIdParamsSchema,
        querystring: memberDetailQuerySchema,
        response: { 200: memberDetailSchema, ...errors },
      },
    },
    async (request) => getMember({ db: app.db, id: request.params.id, query: request.query }),
  );

  app.get(
    '/member-images/:memberId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getMemberImage',
        summary: 'The member’s photo from the local cache, else a generated avatar (initials on the party colour)',
        params: memberImageParamsSchema,
        response: { 200: z.any().describe('image/jpeg, png, webp, gif or svg+xml'), ...errors },
      },
    },
    async (request, reply) => {
      const image = await getMemberImage({ db: app.db, cache: images, memberId: request.params.memberId });
      const maxAge = image.cached ? PHOTO_MAX_AGE : AVATAR_MAX_AGE;
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );

  app.post(
    '/member-images/bulk',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'prefetchMemberImages',
        summary: 'Which members have cached photos; queues fetching the rest in the background',
        body: memberImagesBulkBodySchema,
        response: { 200: memberImagesBulkReplySchema, ...errors },
      },
    },
    async (request) => prefetchMemberImages({ db: app.db, cache: images, memberIds: request.body.memberIds }),
  );

  app.get(
    '/staff',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'listStaff',
        summary: 'Staff from the data (where a source has any) and the staff your account added',
        querystring: staffQuerySchema,
        response: { 200: staffListReplySchema, ...errors },
      },
    },
    async (request) => listStaff({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  const writers = requireRole('admin', 'user');
  const writeErrors = { ...errors, 403: errorBodySchema };

  app.post(
    '/staff',
    {
      preHandler: writers,
      schema: {
        tags,
        operationId: 'createStaff',
        description: 'Refused with 400 “Member … was not found” when memberId names no legislator.',
        summary: 'Add a staffer your account knows (admins and full users)',
        body: createStaffBodySchema,
        response: { 201: staffEntrySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStaff({ db: app.db, caller: currentUser(request), body: request.body })),
  );

  app.patch(
    '/staff/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        operationId: 'updateStaff',
        summary: 'Change one of your account’s staff (the fields sent)',
        params: staffIdParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: staffEntrySchema, ...writeErrors },
      },
    },
    async (request) =>
      changeStaff({ db: app.db, caller: currentUser(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    '/staff/:id',
    {
      preHandler: writers,
      schema: {
        tags,
        operationId: 'deleteStaff',
        summary: 'Remove one of your account’s staff',
        params: staffIdParamsSchema,
        response: { 200: deleteStaffReplySchema, ...writeErrors },
      },
    },
    async (request) => removeStaff({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );
};
