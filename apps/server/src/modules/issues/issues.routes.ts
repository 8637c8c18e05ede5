import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  createFeatureRequestSchema,
  createIssueRequestSchema,
  issueDetailSchema,
  issueIdParamsSchema,
  issuesQuerySchema,
  issuesReplySchema,
  updateIssueRequestSchema,
} from '@statehouse/shared/issues/issues.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { createIssue, getIssue, listIssues, updateIssue } from './issues.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Issues and feature requests (decision 074): problems and requests a member raises to the account's admins, with
 * status, type, priority and an update thread. A feature request is an issue of type feature_request.
 */
export const issuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['issues'];

  app.get(
    '/issues',
    {
      schema: {
        tags,
        operationId: 'getIssues',
        summary: 'Issues of the account, newest first: all of them for admins, your own for other members',
        querystring: issuesQuerySchema,
        response: { 200: issuesReplySchema, ...errors },
      },
    },
    async (request) => listIssues({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.post(
    '/issues',
    {
      schema: {
        tags,
        operationId: 'createIssue',
        summary: 'Raise an issue to the account’s admins',
        body: createIssueRequestSchema,
        response: { 201: issueDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createIssue({ db: app.db, caller: currentUser(request), input: request.body })),
  );

  app.post(
    '/feature-requests',
    {
      schema: {
        tags,
        operationId: 'createFeatureRequest',
        summary: 'Ask for a feature: an issue of type feature_request',
        body: createFeatureRequestSchema,
        response: { 201: issueDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createIssue({
          db: app.db,
          caller: currentUser(request),
          input: { ...request.body, issueType: 'feature_request' },
        }),
      ),
  );

  app.get(
    '/issues/:id',
    {
      schema: {
        tags,
        operationId: 'getIssue',
        summary: 'An issue with its update thread',
        params: issueIdParamsSchema,
        response: { 200: issueDetailSchema, ...errors },
      },
    },
    async (request) => getIssue({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/issues/:id/update',
    {
      schema: {
        tags,
        operationId: 'updateIssue',
        summary: 'Comment on an issue; admins also change its status, priority or type',
        params: issueIdParamsSchema,
        body: updateIssueRequestSchema,
        response: { 200: issueDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateIssue({ db: app.db, caller: currentUser(request), id: request.params.id, input: request.body }),
  );
};
