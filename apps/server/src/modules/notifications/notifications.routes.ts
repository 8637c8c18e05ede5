import { errorBodySchema } from '@statehouse/shared/common/errors';
import { LIVE_EVENTS_PATH } from '@statehouse/shared/notifications/live-events';
import {
  markNotificationsReadReplySchema,
  markNotificationsReadRequestSchema,
  notificationsReplySchema,
} from '@statehouse/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getNotifications, markRead } from './notifications.service';

/** The signed-in user's own in-app notifications in the selected account. Every role. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        operationId: 'getNotifications',
        summary: 'Your notifications in the selected account, newest first (at most 50)',
        response: { 200: notificationsReplySchema, 401: errorBodySchema },
      },
    },
    async (request) => getNotifications({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/notifications/mark-as-read',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        operationId: 'markNotificationsAsRead',
        summary: 'Mark some of your notifications as read; ids that are not yours are ignored',
        body: markNotificationsReadRequestSchema,
        response: { 200: markNotificationsReadReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => markRead({ db: app.db, caller: currentUser(request), ids: request.body.notificationIds }),
  );

  app.get(
    LIVE_EVENTS_PATH.replace(/^\/api/, ''),
    {
      preHandler: requireUser,
      config: { eventStream: true },
      schema: {
        tags: ['notifications'],
        operationId: 'streamNotifications',
        summary:
          'Your new notifications in the selected account as they arrive (Server-Sent Events: event "notification", ' +
          'id = notification Id; send Last-Event-ID to replay what you missed; a comment line every 15 s keeps it open)',
        headers: z.object({
          'last-event-id': z.coerce.number().int().min(0).optional().describe('The last notification Id received.'),
        }),
        response: {
          200: z.string().describe('text/event-stream'),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      // Hijacked: the stream is written as it goes, past the compression and serializer hooks that would buffer it.
      reply.hijack();
      await app.livePush.open({
        raw: reply.raw,
        userId: caller.id,
        accountId: caller.accountId,
        lastEventId: request.headers['last-event-id'] as number | undefined,
      });
    },
  );
};
