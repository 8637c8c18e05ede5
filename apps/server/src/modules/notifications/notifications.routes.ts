import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  markNotificationsReadReplySchema,
  markNotificationsReadRequestSchema,
  notificationsReplySchema,
} from '@statehouse/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    async (request) => getNotifications(app.db, currentUser(request)),
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
    async (request) => markRead(app.db, currentUser(request), request.body.notificationIds),
  );
};
