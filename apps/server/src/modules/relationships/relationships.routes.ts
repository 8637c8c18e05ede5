import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  createRelationshipRequestSchema,
  legislatorRelationshipsQuerySchema,
  legislatorRelationshipsReplySchema,
  memberRelationshipsQuerySchema,
  memberRelationshipsReplySchema,
  publicContributionsQuerySchema,
  publicContributionsReplySchema,
  relationshipIdParamsSchema,
  relationshipMemberParamsSchema,
  relationshipSchema,
  updateRelationshipRequestSchema,
} from '@statehouse/shared/relationships/relationships.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import {
  changeRelationship,
  createRelationship,
  getLegislatorRelationships,
  getMemberRelationships,
  getPublicContributions,
  RELATIONSHIP_EDITOR_ROLES,
  removeRelationship,
} from './relationships.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Who on the team knows which legislator or staffer, and public contributions to a legislator's campaign committees.
 * Member ids contain a slash (ocd-person/...): callers encode it as %2F. Decision 033.
 */
export const relationshipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['relationships'];
  const requireEditor = requireRole(...RELATIONSHIP_EDITOR_ROLES);

  app.get(
    '/relationships/legislators',
    {
      schema: {
        tags,
        operationId: 'getLegislatorRelationships',
        summary: 'The team’s map: a state’s current legislators with who on the team knows them, paged',
        querystring: legislatorRelationshipsQuerySchema,
        response: { 200: legislatorRelationshipsReplySchema, ...errors },
      },
    },
    async (request) => getLegislatorRelationships({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/relationships/:memberId/public-contributions',
    {
      schema: {
        tags,
        operationId: 'getMemberPublicContributions',
        summary:
          'Contributions to the member’s campaign committees in the campaign-finance data, matched by name, state and office',
        params: relationshipMemberParamsSchema,
        querystring: publicContributionsQuerySchema,
        response: { 200: publicContributionsReplySchema, ...errors },
      },
    },
    async (request) =>
      getPublicContributions({ db: app.db, memberId: request.params.memberId, stateCode: request.query.stateCode }),
  );

  app.get(
    '/relationships/:memberId',
    {
      schema: {
        tags,
        operationId: 'getMemberRelationships',
        summary: 'Who on the team knows this member or their staff, with strength, notes and last contact',
        params: relationshipMemberParamsSchema,
        querystring: memberRelationshipsQuerySchema,
        response: { 200: memberRelationshipsReplySchema, ...errors },
      },
    },
    async (request) =>
      getMemberRelationships({
        db: app.db,
        caller: currentUser(request),
        memberId: request.params.memberId,
        accountId: request.query.accountId,
        stateCode: request.query.stateCode,
      }),
  );

  app.post(
    '/relationships',
    {
      preHandler: requireEditor,
      schema: {
        tags,
        operationId: 'createRelationship',
        description:
          'Refused with 400 "Give either memberId or staffId" unless exactly one is sent, and "userId must be an active member of your account" for anyone else.',
        summary: 'Record that someone on the team (default: you) knows a legislator or an account staffer',
        body: createRelationshipRequestSchema,
        response: { 201: relationshipSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createRelationship({ db: app.db, caller: currentUser(request), input: request.body });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/relationships/:id',
    {
      preHandler: requireEditor,
      schema: {
        tags,
        operationId: 'updateRelationship',
        summary: 'Change a relationship’s strength, notes, last contact or team member',
        params: relationshipIdParamsSchema,
        body: updateRelationshipRequestSchema,
        response: { 200: relationshipSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      changeRelationship({ db: app.db, caller: currentUser(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/relationships/:id',
    {
      preHandler: requireEditor,
      schema: {
        tags,
        operationId: 'deleteRelationship',
        summary: 'Delete one of the account’s relationships',
        params: relationshipIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await removeRelationship({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
