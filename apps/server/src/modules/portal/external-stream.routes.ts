import { errorBodySchema } from '@statehouse/shared/common/errors';
import { portalQuerySchema } from '@statehouse/shared/portal/portal.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUEST_COOKIE, PORTAL_COOKIE } from './external-access';
import { createExternalStreams } from './external-stream';
import { openGuestStream } from './guest.service';
import { actionOf, cookieOf } from './portal.routes';
import { openPortalStream } from './portal.service';

const streamEvents =
  'Server-Sent Events: "ready" once the stream follows the current state; "change" when a shared bill’s status, ' +
  'latest action, the account’s position or a shared remark changes, or what is shared changes (then refetch); ' +
  '"revoked" and the end of the stream when access ends. A comment line keeps it open.';

/**
 * The live streams of portal visitors and guests (issue 39, decision 084): the portal's pages follow the account's
 * changes without a reload. One set of streams per app, ended when the app closes.
 */
export const externalStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = createExternalStreams({
    db: app.db,
    pollMs: app.config.EXTERNAL_STREAM_POLL_MS,
    heartbeatMs: app.config.SSE_HEARTBEAT_MS,
    log: app.log,
  });
  // Before the server waits for its connections to end: open streams would hold it (browsers reconnect elsewhere).
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/portal/stream',
    {
      config: { eventStream: true },
      schema: {
        tags: ['portal'],
        operationId: 'streamPortalChanges',
        summary: 'What the portal shares, as it changes (for a visitor who may read the portal)',
        description: `${streamEvents} Refused with 401 when the visitor may not read the portal, 404 for no such portal.`,
        querystring: portalQuerySchema,
        response: {
          200: z.string().describe('text/event-stream'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const watch = await openPortalStream({
        db: app.db,
        portalKey: request.query.portal,
        token: cookieOf(request, PORTAL_COOKIE),
        action: actionOf(request),
      });
      // Hijacked, as the notifications stream: written as it goes, past the hooks that would buffer it.
      reply.hijack();
      await streams.open({ raw: reply.raw, watch });
    },
  );

  app.get(
    '/guest/stream',
    {
      config: { eventStream: true },
      schema: {
        tags: ['guest'],
        operationId: 'streamGuestChanges',
        summary: 'What is shared with the signed-in guest, as it changes',
        description: `${streamEvents} Refused with 401 without a guest session.`,
        response: { 200: z.string().describe('text/event-stream'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const watch = await openGuestStream({
        db: app.db,
        token: cookieOf(request, GUEST_COOKIE),
        action: actionOf(request),
      });
      reply.hijack();
      await streams.open({ raw: reply.raw, watch });
    },
  );
};
