import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  addTeamMembersRequestSchema,
  createTeamRequestSchema,
  teamDetailSchema,
  teamIdParamsSchema,
  teamMemberParamsSchema,
  teamsReplySchema,
  updateTeamRequestSchema,
} from '@statehouse/shared/teams/teams.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { requireAnalystPortal, TASK_MANAGER_ROLES, TASK_READER_ROLES } from '../tasks/tasks.service';
import { addMembers, createTeam, getTeam, listTeams, removeMember, renameTeam } from './teams.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Teams of the analyst portal (decision 073): managers create, rename and staff them; everyone sees the workload. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preHandler', async (request) => requireAnalystPortal(app.db, currentUser(request).accountId));
  const tags = ['teams'];
  const reader = requireRole(...TASK_READER_ROLES);
  const manager = requireRole(...TASK_MANAGER_ROLES);

  app.get(
    '/teams',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTeams',
        summary: 'The account’s teams with members, open and overdue tasks and bills owned',
        response: { 200: teamsReplySchema, ...errors },
      },
    },
    async (request) => listTeams({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/teams',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'createTeam',
        summary: 'Create a team, optionally with members',
        description: 'Refused with 400 “These users are not active members of your account: …” for other ids.',
        body: createTeamRequestSchema,
        response: { 201: teamDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeam({ db: app.db, caller: currentUser(request), input: request.body })),
  );

  app.get(
    '/teams/:id',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTeam',
        summary: 'A team with each member’s workload',
        params: teamIdParamsSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
    },
    async (request) => getTeam({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.patch(
    '/teams/:id',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'updateTeam',
        summary: 'Rename a team or change its description',
        params: teamIdParamsSchema,
        body: updateTeamRequestSchema,
        response: { 200: teamDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      renameTeam({ db: app.db, caller: currentUser(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/teams/:id/members',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'addTeamMembers',
        summary: 'Add members of the account to a team (members already in it stay)',
        params: teamIdParamsSchema,
        body: addTeamMembersRequestSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
    },
    async (request) =>
      addMembers({ db: app.db, caller: currentUser(request), id: request.params.id, userIds: request.body.userIds }),
  );

  app.delete(
    '/teams/:id/members/:userId',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'removeTeamMember',
        summary: 'Take a member out of a team',
        params: teamMemberParamsSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
    },
    async (request) =>
      removeMember({
        db: app.db,
        caller: currentUser(request),
        id: request.params.id,
        userId: request.params.userId,
      }),
  );
};
