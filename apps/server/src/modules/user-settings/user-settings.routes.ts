import { errorBodySchema } from '@statehouse/shared/common/errors';
import { updateUserSettingsRequestSchema, userSettingsSchema } from '@statehouse/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getUserSettings, updateUserSettings } from './user-settings.service';

/** The signed-in user's own settings: notification preferences and theme. Every role. */
export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'getUserSettings',
        summary: 'Your notification preferences and theme',
        response: { 200: userSettingsSchema, 401: errorBodySchema },
      },
    },
    async (request) => getUserSettings({ db: app.db, userId: currentUser(request).id }),
  );

  app.post(
    '/user-settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'updateUserSettings',
        summary: 'Change some of your settings; what is not sent stays as it was',
        body: updateUserSettingsRequestSchema,
        response: { 200: userSettingsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => updateUserSettings({ db: app.db, userId: currentUser(request).id, input: request.body }),
  );
};
