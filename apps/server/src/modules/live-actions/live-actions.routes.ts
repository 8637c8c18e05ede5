import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  liveActionsDownloadQuerySchema,
  liveActionsQuerySchema,
  liveActionsReplySchema,
} from '@statehouse/shared/live-actions/live-actions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { downloadLiveActions, listLiveActions } from './live-actions.service';

/** Live actions (issue 35): bills named in recorded hearings, public data for every signed-in role. */
export const liveActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live-actions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['live'],
        operationId: 'getLiveActions',
        summary: 'Bills named in recorded hearings, with the second, the words around it and the section cited',
        querystring: liveActionsQuerySchema,
        response: { 200: liveActionsReplySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listLiveActions(app.db, request.query),
  );

  app.get(
    '/live-actions/download',
    {
      preHandler: requireUser,
      config: { fileContentTypes: ['text/csv'] },
      schema: {
        tags: ['live'],
        operationId: 'downloadLiveActions',
        summary: 'The newest live actions as a CSV file',
        querystring: liveActionsDownloadQuerySchema,
        response: {
          200: z.any().describe('CSV, UTF-8 with a byte-order mark'),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const siteUrl = app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      const file = await downloadLiveActions(app.db, request.query, siteUrl);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
