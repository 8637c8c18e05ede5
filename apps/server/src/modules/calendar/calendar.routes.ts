import {
  calendarEventsQuerySchema,
  calendarEventsReplySchema,
  calendarEventTypesReplySchema,
  calendarFeedFileParamsSchema,
  calendarFeedIdParamsSchema,
  calendarFeedsReplySchema,
  createCalendarFeedSchema,
  createdCalendarFeedSchema,
  createUserEventSchema,
  updateUserEventSchema,
  userEventIdParamsSchema,
  userEventReplySchema,
  userEventRules,
} from '@statehouse/shared/calendar/calendar.schemas';
import { calendarEventTypes } from '@statehouse/shared/calendar/event-types';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { changeUserEvent, createUserEvent, getCalendarEvents, removeUserEvent } from './calendar.service';
import { createFeed, deleteFeed, getFeeds, renderFeed } from './calendar-feeds.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/**
 * The calendar (decision 032): the legislature's events with the caller's and the account's own, the caller's
 * events (POST/PATCH/DELETE /calendar-events/user), and secret-token ICS feeds that need no session.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteUrlOf = (request: FastifyRequest) =>
    (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get(
    '/calendar-events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarEvents',
        description:
          'Refused with 400 "endDate must not be before startDate" for a reversed range and "The range can be at most 400 days" for a longer one.',
        summary: 'Hearings, meetings and floor sessions in a date range, with your and your team’s events when asked',
        querystring: calendarEventsQuerySchema,
        response: { 200: calendarEventsReplySchema, ...errors },
      },
    },
    async (request) =>
      getCalendarEvents({ db: app.db, caller: currentUser(request), params: request.query, extra: false }),
  );

  app.get(
    '/calendar-events/extra',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarEventsExtra',
        description:
          'Refused with 400 "endDate must not be before startDate" for a reversed range and "The range can be at most 400 days" for a longer one.',
        summary: 'The calendar plus the dated actions of the bills you track (type 6)',
        querystring: calendarEventsQuerySchema,
        response: { 200: calendarEventsReplySchema, ...errors },
      },
    },
    async (request) =>
      getCalendarEvents({ db: app.db, caller: currentUser(request), params: request.query, extra: true }),
  );

  app.get(
    '/calendar-events/event-types',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarEventTypes',
        summary: 'The calendar’s event types and their ids (eventTypeIds)',
        response: { 200: calendarEventTypesReplySchema, 401: errorBodySchema },
      },
    },
    async () => ({ data: calendarEventTypes.map((type) => ({ ...type })) }),
  );

  app.post(
    '/calendar-events/user',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'createCalendarUserEvent',
        description: userEventRules,
        summary: 'Add your own event (scope personal) or a team event (scope account: admins and full users)',
        body: createUserEventSchema,
        response: { 201: userEventReplySchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createUserEvent({ db: app.db, caller: currentUser(request), body: request.body });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/calendar-events/user/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'updateCalendarUserEvent',
        description: userEventRules,
        summary: 'Change one of your events or a team event; the event keeps its UID and its SEQUENCE goes up',
        params: userEventIdParamsSchema,
        body: updateUserEventSchema,
        response: { 200: userEventReplySchema, ...errors, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      changeUserEvent({ db: app.db, caller: currentUser(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    '/calendar-events/user/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'deleteCalendarUserEvent',
        summary: 'Delete one of your events or a team event',
        params: userEventIdParamsSchema,
        response: { 204: z.null(), ...errors, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await removeUserEvent({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/calendar-feeds',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'createCalendarFeed',
        summary: 'Create an ICS feed (a calendar view, a tag or a committee); its secret URL is shown only now',
        body: createCalendarFeedSchema,
        response: { 201: createdCalendarFeedSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createFeed({
        db: app.db,
        caller: currentUser(request),
        body: request.body,
        baseUrl: siteUrlOf(request),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/calendar-feeds',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarFeeds',
        summary: 'Your live ICS feeds (without their secret URLs)',
        response: { 200: calendarFeedsReplySchema, 401: errorBodySchema },
      },
    },
    async (request) => getFeeds({ db: app.db, caller: currentUser(request) }),
  );

  app.delete(
    '/calendar-feeds/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        operationId: 'deleteCalendarFeed',
        summary: 'Revoke one of your ICS feeds: its URL answers 404 from now on',
        params: calendarFeedIdParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteFeed({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // No session: the token in the path is the credential (calendar apps send no cookie).
  app.get(
    '/calendar-feeds/:file',
    {
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarFeedIcs',
        summary: 'An ICS feed by its secret token (GET /api/calendar-feeds/<token>.ics), text/calendar',
        params: calendarFeedFileParamsSchema,
        response: { 200: z.string().describe('text/calendar'), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await renderFeed({ db: app.db, token, siteUrl: siteUrlOf(request) });
      if (body === undefined) throw new AppError('NOT_FOUND', 'Unknown calendar feed');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="statehouse.ics"')
        .send(body);
    },
  );
};
