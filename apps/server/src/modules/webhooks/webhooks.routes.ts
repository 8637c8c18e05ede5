import {
  createWebhookRequestSchema,
  deleteWebhookReplySchema,
  testWebhookReplySchema,
  updateWebhookRequestSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesReplySchema,
  webhookIdParamsSchema,
  webhookSchema,
  webhooksReplySchema,
  webhookWithSecretSchema,
} from '@statehouse/shared/alerts/webhooks.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../plugins/auth';
import {
  createWebhook,
  deleteWebhook,
  getWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  webhookErrors,
} from './webhooks.service';

/** Outside tests, a literal private or loopback host is refused (decision 027). */
const privateUrlNote = `Refused with 400 "${webhookErrors.privateUrl}" for a url whose host is this machine or a private network.`;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The account's outgoing webhooks: admins only (they send the account's alerts to outside systems). */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webhooks'];
  const adminOnly = requireRole('admin');

  app.get(
    '/webhooks',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: "The account's webhooks with each one's newest delivery (admins)",
        response: { 200: webhooksReplySchema, ...errors },
      },
    },
    async (request) => listWebhooks({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/webhooks',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'createWebhook',
        description: privateUrlNote,
        summary: 'Add a webhook (JSON, Slack or Teams); the reply shows its signing secret once (admins)',
        body: createWebhookRequestSchema,
        response: { 201: webhookWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createWebhook({ db: app.db, config: app.config, caller: currentUser(request), input: request.body });
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'updateWebhook',
        description: privateUrlNote,
        summary: "Change a webhook's name, address, format, event kinds or on/off (admins)",
        params: webhookIdParamsSchema,
        body: updateWebhookRequestSchema,
        response: { 200: webhookSchema, ...errors },
      },
    },
    async (request) =>
      updateWebhook({
        db: app.db,
        config: app.config,
        caller: currentUser(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/webhooks/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook with its pending deliveries and its delivery log (admins)',
        params: webhookIdParamsSchema,
        response: { 200: deleteWebhookReplySchema, ...errors },
      },
    },
    async (request) => deleteWebhook({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'Replace the signing secret; the reply shows the new one once (admins)',
        params: webhookIdParamsSchema,
        response: { 200: webhookWithSecretSchema, ...errors },
      },
    },
    async (request) => rotateWebhookSecret({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/webhooks/:id/test',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'testWebhook',
        summary: 'Queue a test event for the webhook; it shows in the delivery log (admins)',
        params: webhookIdParamsSchema,
        response: { 202: testWebhookReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const baseUrl = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      reply.status(202);
      return sendTestEvent({
        db: app.db,
        caller: currentUser(request),
        id: request.params.id,
        baseUrl: baseUrl.replace(/\/+$/, ''),
      });
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        operationId: 'getWebhookDeliveries',
        summary: "A webhook's delivery log, newest first: status, attempts, response, error, delay (admins)",
        params: webhookIdParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesReplySchema, ...errors },
      },
    },
    async (request) =>
      getWebhookDeliveries({ db: app.db, caller: currentUser(request), id: request.params.id, query: request.query }),
  );
};
