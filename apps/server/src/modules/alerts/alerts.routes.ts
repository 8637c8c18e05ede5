import {
  alertChannelsReplySchema,
  billAlertQuerySchema,
  billAlertSchema,
  bulkBillAlertsReplySchema,
  bulkBillAlertsRequestSchema,
  committeeAlertQuerySchema,
  committeeAlertSchema,
  lobbyistAlertQuerySchema,
  lobbyistAlertSchema,
  saveBillAlertRequestSchema,
  saveCommitteeAlertRequestSchema,
  saveLobbyistAlertRequestSchema,
} from '@statehouse/shared/alerts/alerts.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import {
  bulkSaveBillAlerts,
  getAlertChannels,
  getBillAlert,
  getCommitteeAlert,
  getLobbyistAlert,
  saveBillAlert,
  saveCommitteeAlert,
  saveLobbyistAlert,
} from './alerts.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Personal alerts on bills, committees and lobbyists (every role; each user sees and changes only their own in the
 * selected account), and which delivery channels work. Delivery itself is the alert engine's (notify/).
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['alerts'];

  app.get(
    '/bill-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getBillAlert',
        summary: 'Your alert on a bill, or the defaults (off, use my settings) when you have none',
        querystring: billAlertQuerySchema,
        response: { 200: billAlertSchema, ...errors },
      },
    },
    async (request) => getBillAlert({ db: app.db, caller: currentUser(request), billId: request.query.billId }),
  );

  app.post(
    '/bill-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'saveBillAlert',
        summary: 'Create or replace your alert on a bill: on/off, event kinds and channels (empty lists: my settings)',
        description:
          'An alert switched on must be able to fire: some event it names must reach a channel that is on in your notification settings and that this server delivers on (400 with the reason otherwise).',
        body: saveBillAlertRequestSchema,
        response: { 200: billAlertSchema, ...errors },
      },
    },
    async (request) =>
      saveBillAlert({ db: app.db, config: app.config, caller: currentUser(request), input: request.body }),
  );

  app.post(
    '/bill-alerts/bulk',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'bulkSaveBillAlerts',
        summary: 'Change your alerts on many bills at once; the reply says what happened to each bill',
        description:
          'Nothing is saved when an alert switched on would never fire (400 naming its bill), as for POST /bill-alerts.',
        body: bulkBillAlertsRequestSchema,
        response: { 200: bulkBillAlertsReplySchema, ...errors },
      },
    },
    async (request) =>
      bulkSaveBillAlerts({ db: app.db, config: app.config, caller: currentUser(request), input: request.body }),
  );

  app.get(
    '/committee-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getCommitteeAlert',
        summary: 'Your alert on a committee (hearings posted or changed, tracked bills on its agenda)',
        querystring: committeeAlertQuerySchema,
        response: { 200: committeeAlertSchema, ...errors },
      },
    },
    async (request) =>
      getCommitteeAlert({ db: app.db, caller: currentUser(request), committeeId: request.query.committeeId }),
  );

  app.post(
    '/committee-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'saveCommitteeAlert',
        summary: 'Create or replace your alert on a committee',
        body: saveCommitteeAlertRequestSchema,
        response: { 200: committeeAlertSchema, ...errors },
      },
    },
    async (request) =>
      saveCommitteeAlert({ db: app.db, config: app.config, caller: currentUser(request), input: request.body }),
  );

  app.get(
    '/lobbyist-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getLobbyistAlert',
        summary: 'Your alert on a lobbyist (new registrations and filings)',
        querystring: lobbyistAlertQuerySchema,
        response: { 200: lobbyistAlertSchema, ...errors },
      },
    },
    async (request) =>
      getLobbyistAlert({ db: app.db, caller: currentUser(request), lobbyistId: request.query.lobbyistId }),
  );

  app.post(
    '/lobbyist-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'saveLobbyistAlert',
        summary: 'Create or replace your alert on a lobbyist',
        body: saveLobbyistAlertRequestSchema,
        response: { 200: lobbyistAlertSchema, ...errors },
      },
    },
    async (request) =>
      saveLobbyistAlert({ db: app.db, config: app.config, caller: currentUser(request), input: request.body }),
  );

  app.get(
    '/alerts/channels',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getAlertChannels',
        summary: 'Which alert channels work on this server and for you, with the reason when one is off',
        response: { 200: alertChannelsReplySchema, 401: errorBodySchema },
      },
    },
    async (request) => getAlertChannels({ db: app.db, config: app.config, caller: currentUser(request) }),
  );
};
