import {
  analystCandidatesReplySchema,
  analystIdParamsSchema,
  analystMetricsSchema,
  analystsMetricsReplySchema,
  analystsReplySchema,
  createAnalystRequestSchema,
  createdAnalystSchema,
  newAnalystEmailReplySchema,
  newAnalystEmailRequestSchema,
} from '@statehouse/shared/analysts/analysts.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { requireAnalystPortal, TASK_MANAGER_ROLES, TASK_READER_ROLES } from '../tasks/tasks.service';
import {
  allMetrics,
  analystMetrics,
  createAnalyst,
  listAnalysts,
  listCandidates,
  sendNewAnalystEmail,
} from './analysts.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The account's analysts and the portal's metrics (decision 073). Inviting an analyst is POST /api/analysts/invite
 * (modules/invitations); an admin may also add one with a sign-in here and mail them with /email/new-analyst.
 */
export const analystsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preHandler', async (request) => requireAnalystPortal(app.db, currentUser(request).accountId));
  const tags = ['analysts'];
  const reader = requireRole(...TASK_READER_ROLES);

  app.get(
    '/analysts',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getAnalysts',
        summary: 'The account’s analysts with their teams, open and overdue tasks and bills owned',
        response: { 200: analystsReplySchema, ...errors },
      },
    },
    async (request) => listAnalysts({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/analysts',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        operationId: 'addAnalyst',
        summary: 'Add an analyst with a username and password of their own (no seat); admins only',
        body: createAnalystRequestSchema,
        response: { 201: createdAnalystSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAnalyst({
          db: app.db,
          caller: currentUser(request),
          input: request.body,
          hashCost: app.authSettings.hashCost,
        }),
      ),
  );

  app.get(
    '/analysts/candidates',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getAnalystCandidates',
        summary: 'The members a task or a bill can be given to (active admins, users and analysts)',
        response: { 200: analystCandidatesReplySchema, ...errors },
      },
    },
    async (request) => listCandidates({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/analysts/metrics',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getAnalystsMetrics',
        summary: 'The account’s task metrics, each working member’s, and how many tracked bills have no owner',
        response: { 200: analystsMetricsReplySchema, ...errors },
      },
    },
    async (request) => allMetrics({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/analysts/:id/metrics',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getAnalystMetrics',
        summary: 'One member’s open, done and overdue tasks, on-time rate, bills covered and owned, 12 weeks of work',
        params: analystIdParamsSchema,
        response: { 200: analystMetricsSchema, ...errors },
      },
    },
    async (request) => analystMetrics({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/email/new-analyst',
    {
      preHandler: requireRole(...TASK_MANAGER_ROLES),
      schema: {
        tags: [...tags, 'email'],
        operationId: 'sendNewAnalyst',
        summary: 'E-mail an analyst of the account their username and where to sign in (never a password)',
        body: newAnalystEmailRequestSchema,
        response: { 200: newAnalystEmailReplySchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) =>
      sendNewAnalystEmail({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        caller: currentUser(request),
        userId: request.body.userId,
        baseUrl: app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
      }),
  );
};
