import {
  approveMatchRequestSchema,
  autoTrackCompaniesReplySchema,
  autoTrackCompaniesRequestSchema,
  autoTrackedBillDetailSchema,
  autoTrackedQuerySchema,
  autoTrackedReplySchema,
  autoTrackMatchSchema,
  autoTrackStatesReplySchema,
  autoTrackStatesRequestSchema,
  autoTrackStatusReplySchema,
  billIdParamsSchema,
  billTagIdParamsSchema,
  deleteAutoTrackedReplySchema,
  masterBillIdParamsSchema,
  matchDecisionReplySchema,
  matchesQuerySchema,
  matchesReplySchema,
  rejectMatchRequestSchema,
  startQuerySchema,
  startReplySchema,
} from '@statehouse/shared/autotrack/autotrack.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import {
  approveMatch,
  deleteAllAutoTracked,
  deleteAutoTrackedBill,
  getAutoTrackCompanies,
  getAutoTrackedBill,
  getAutoTrackedBills,
  getAutoTrackStates,
  getAutoTrackStatus,
  getMatch,
  getMatches,
  rejectMatch,
  reopenMatch,
  setAutoTrackCompanies,
  setAutoTrackStates,
  startAutoTracking,
} from './autotrack.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Auto-tracking (decision 071): the matcher's settings, its runs, and the matches it proposes with their score,
 * priority, impact and explanation; approving tracks a bill, rejecting teaches the matcher.
 */
export const autotrackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['autotrack'];
  // Analysts and lobbyists read; the seat holders decide.
  const requireDecider = requireRole('admin', 'user');

  app.get(
    '/autotracked-bills',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackedBills',
        summary: 'Bills the account tracks through auto-tracking (approved matches), with their tag and score',
        querystring: autoTrackedQuerySchema,
        response: { 200: autoTrackedReplySchema, ...errors },
      },
    },
    async (request) => getAutoTrackedBills({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/autotracked-bills/matches',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackMatches',
        summary: 'The matches the matcher proposed, best first, with every filter; counts by outcome',
        description:
          'rejectedStart and rejectedEnd keep rejected matches decided in that date range; minScore cannot be above maxScore. ' +
          'Refused with 400 "rejectedStart cannot be after rejectedEnd" or “minScore…” when they are reversed.',
        querystring: matchesQuerySchema,
        response: { 200: matchesReplySchema, ...errors },
      },
    },
    async (request) => getMatches({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/autotracked-bills/matches/:masterBillId',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackMatch',
        summary: 'One match with its explanation (passages, subjects, companies, sections, similar tracked bills)',
        params: masterBillIdParamsSchema,
        response: { 200: autoTrackMatchSchema, ...errors },
      },
    },
    async (request) => getMatch({ db: app.db, caller: currentUser(request), billId: request.params.masterBillId }),
  );

  app.get(
    '/autotracked-bills/:billId',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackedBill',
        summary: 'A bill’s auto-tracking: its match and the auto tags it carries',
        params: billIdParamsSchema,
        response: { 200: autoTrackedBillDetailSchema, ...errors },
      },
    },
    async (request) => getAutoTrackedBill({ db: app.db, caller: currentUser(request), billId: request.params.billId }),
  );

  app.post(
    '/autotracked-bills/:billId/approve',
    {
      preHandler: requireDecider,
      schema: {
        tags,
        operationId: 'approveAutoTrackedBill',
        summary: 'Approve a match: track the bill under the tag (default: the setup’s first tag)',
        params: billIdParamsSchema,
        body: approveMatchRequestSchema,
        response: { 200: matchDecisionReplySchema, ...errors },
      },
    },
    async (request) =>
      approveMatch({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.billId,
        tagId: request.body?.tagId,
      }),
  );

  app.post(
    '/autotracked-bills/:billId/reject',
    {
      preHandler: requireDecider,
      schema: {
        tags,
        operationId: 'rejectAutoTrackedBill',
        summary: 'Reject a match with a reason; waiting matches like it score lower for this account',
        params: billIdParamsSchema,
        body: rejectMatchRequestSchema,
        response: { 200: matchDecisionReplySchema, ...errors },
      },
    },
    async (request) =>
      rejectMatch({
        db: app.db,
        caller: currentUser(request),
        billId: request.params.billId,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/autotracked-bills/:billId/reopen',
    {
      preHandler: requireDecider,
      schema: {
        tags,
        operationId: 'reopenAutoTrackedBill',
        summary: 'Undo an approval or a rejection: the match waits again',
        params: billIdParamsSchema,
        response: { 200: matchDecisionReplySchema, ...errors },
      },
    },
    async (request) => reopenMatch({ db: app.db, caller: currentUser(request), billId: request.params.billId }),
  );

  app.delete(
    '/autotracked-bills',
    {
      preHandler: requireDecider,
      schema: {
        tags,
        operationId: 'deleteAllAutoTrackedBills',
        summary: 'Untrack every auto-tracked bill of the account (admins); their matches wait again',
        response: { 200: deleteAutoTrackedReplySchema, ...errors },
      },
    },
    async (request) => deleteAllAutoTracked({ db: app.db, caller: currentUser(request) }),
  );

  app.delete(
    '/autotracked-bills/:billTagId',
    {
      preHandler: requireDecider,
      schema: {
        tags,
        operationId: 'deleteAutoTrackedBill',
        summary: 'Untrack one auto-tracked bill (its tag_bills row); its match waits again',
        params: billTagIdParamsSchema,
        response: { 200: deleteAutoTrackedReplySchema, ...errors },
      },
    },
    async (request) =>
      deleteAutoTrackedBill({ db: app.db, caller: currentUser(request), billTagId: request.params.billTagId }),
  );

  app.get(
    '/auto-track-states',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackStates',
        summary: 'The states auto-tracking follows',
        response: { 200: autoTrackStatesReplySchema, ...errors },
      },
    },
    async (request) => getAutoTrackStates({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/auto-track-states',
    {
      schema: {
        tags,
        operationId: 'setAutoTrackStates',
        summary: 'Choose the states auto-tracking follows (admins)',
        body: autoTrackStatesRequestSchema,
        response: { 200: autoTrackStatesReplySchema, ...errors },
      },
    },
    async (request) => setAutoTrackStates({ db: app.db, caller: currentUser(request), states: request.body.states }),
  );

  app.get(
    '/auto-track-states/status',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackStatus',
        summary: 'Per state: bills scanned of the total, matches, last finished run, running now',
        response: { 200: autoTrackStatusReplySchema, ...errors },
      },
    },
    async (request) => getAutoTrackStatus({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/auto-track-companies',
    {
      schema: {
        tags,
        operationId: 'getAutoTrackCompanies',
        summary: 'The companies auto-tracking looks for in bill text',
        response: { 200: autoTrackCompaniesReplySchema, ...errors },
      },
    },
    async (request) => getAutoTrackCompanies({ db: app.db, caller: currentUser(request) }),
  );

  app.post(
    '/auto-track-companies',
    {
      schema: {
        tags,
        operationId: 'setAutoTrackCompanies',
        summary: 'Choose the companies auto-tracking looks for (admins; ids of /api/companies)',
        description: 'Refused with 400 “Unknown company id: …” for ids that name no company.',
        body: autoTrackCompaniesRequestSchema,
        response: { 200: autoTrackCompaniesReplySchema, ...errors },
      },
    },
    async (request) =>
      setAutoTrackCompanies({ db: app.db, caller: currentUser(request), companies: request.body.companies }),
  );

  app.post(
    '/autotracked-bills/start',
    {
      schema: {
        tags,
        operationId: 'startAutoTracking',
        summary: 'Run the matcher over the followed states as background jobs (admins); progress in /status',
        description:
          'Refused with 400 "Choose at least one state to follow first (POST /api/auto-track-states or the setup wizard)" ' +
          'while the account follows no state.',
        querystring: startQuerySchema,
        response: { 202: startReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await startAutoTracking({ db: app.db, caller: currentUser(request), type: request.query.type });
      return reply.status(202).send(result);
    },
  );
};
