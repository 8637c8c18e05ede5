import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  engagementsQuerySchema,
  engagementsReplySchema,
  firmDetailSchema,
  firmEngagementsQuerySchema,
  firmEngagementsReplySchema,
  firmIdParamsSchema,
  firmListQuerySchema,
  firmListReplySchema,
  type LobbyAnalyticsKind,
  lobbyAnalyticsQuerySchema,
  lobbyAnalyticsReplySchema,
  lobbyCompanySearchQuerySchema,
  lobbyCompanySearchReplySchema,
  lobbyistClientsReplySchema,
  lobbyistDetailSchema,
  lobbyistIdParamsSchema,
  lobbyistListQuerySchema,
  lobbyistListReplySchema,
  validYearsQuerySchema,
  validYearsReplySchema,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import {
  LOBBYIST_OR_COMPANY_MESSAGE,
  lobbyistTestimonyQuerySchema,
  testimonyListReplySchema,
} from '@statehouse/shared/testimony/testimony.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import { getLobbyistTestimony } from '../testimony/testimony.service';
import { getFirm, getFirmEngagements, getFirms } from './firms.service';
import { getLobbyAnalytics } from './lobby-analytics.service';
import {
  getEngagements,
  getLobbyist,
  getLobbyistClients,
  getLobbyists,
  getValidYears,
  searchLobbyCompanies,
} from './lobbyists.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema };

/** Lobbyist registrations, firms and their analytics (public records): every signed-in role. */
export const lobbyingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lobbyists',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getLobbyists',
        summary: 'Registered lobbyists with client and registration counts; search, state, sort and page',
        querystring: lobbyistListQuerySchema,
        response: { 200: lobbyistListReplySchema, ...errors },
      },
    },
    async (request) => getLobbyists({ db: app.db, params: request.query }),
  );

  app.get(
    '/lobbyists/engagements',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getLobbyistEngagements',
        summary: 'Registrations (a lobbyist for a client in a year) by lobbyist, client, company, year or state',
        querystring: engagementsQuerySchema,
        response: { 200: engagementsReplySchema, ...errors },
      },
    },
    async (request) => getEngagements({ db: app.db, params: request.query }),
  );

  app.get(
    '/lobbyists/testimony',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying', 'testimony'],
        operationId: 'getLobbyistTestimony',
        summary: 'Testimony of a lobbyist or company, where the data has witness lists',
        description: `Refused with 400 "${LOBBYIST_OR_COMPANY_MESSAGE}" when neither is given.`,
        querystring: lobbyistTestimonyQuerySchema,
        response: { 200: testimonyListReplySchema, ...errors },
      },
    },
    async (request) =>
      getLobbyistTestimony({ db: app.db, params: request.query, accountId: currentUser(request).accountId }),
  );

  app.get(
    '/lobbyists/valid-years',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getLobbyistValidYears',
        summary: 'Years with engagements or testimony of a lobbyist or client',
        description: `Refused with 400 "${LOBBYIST_OR_COMPANY_MESSAGE}" when neither is given.`,
        querystring: validYearsQuerySchema,
        response: { 200: validYearsReplySchema, ...errors },
      },
    },
    async (request) => getValidYears({ db: app.db, params: request.query }),
  );

  app.get(
    '/lobbyists/companies/search',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'searchLobbyCompanies',
        summary: 'Clients (employers) of lobbyists by name, with lobbyist and registration counts',
        querystring: lobbyCompanySearchQuerySchema,
        response: { 200: lobbyCompanySearchReplySchema, ...errors },
      },
    },
    async (request) => searchLobbyCompanies({ db: app.db, params: request.query }),
  );

  app.get(
    '/lobbyists/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getLobbyist',
        summary: 'A lobbyist: contact, years, subjects and firms',
        params: lobbyistIdParamsSchema,
        response: { 200: lobbyistDetailSchema, ...withNotFound },
      },
    },
    async (request) => getLobbyist({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/lobbyists/:id/clients',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getLobbyistClients',
        summary: "A lobbyist's clients (employers) with the years, subjects and firms of each",
        params: lobbyistIdParamsSchema,
        response: { 200: lobbyistClientsReplySchema, ...withNotFound },
      },
    },
    async (request) => getLobbyistClients({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/firms',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getFirms',
        summary: 'Lobbying firms with lobbyist and client counts; search, state, sort and page',
        querystring: firmListQuerySchema,
        response: { 200: firmListReplySchema, ...errors },
      },
    },
    async (request) => getFirms({ db: app.db, params: request.query }),
  );

  app.get(
    '/firms/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getFirm',
        summary: 'A lobbying firm: its lobbyists and clients by year',
        params: firmIdParamsSchema,
        response: { 200: firmDetailSchema, ...withNotFound },
      },
    },
    async (request) => getFirm({ db: app.db, id: request.params.id }),
  );

  app.get(
    '/firms/:id/engagements',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lobbying'],
        operationId: 'getFirmEngagements',
        summary: "A firm's registrations, of one year or all",
        params: firmIdParamsSchema,
        querystring: firmEngagementsQuerySchema,
        response: { 200: firmEngagementsReplySchema, ...withNotFound },
      },
    },
    async (request) => getFirmEngagements({ db: app.db, id: request.params.id, year: request.query.year }),
  );

  const analytics = (kind: LobbyAnalyticsKind, summary: string) =>
    app.get(
      `/lobby-analytics/${kind}`,
      {
        preHandler: requireUser,
        schema: {
          tags: ['lobbying'],
          operationId: `getLobbyAnalytics${kind[0]!.toUpperCase()}${kind.slice(1)}`,
          summary,
          querystring: lobbyAnalyticsQuerySchema,
          response: { 200: lobbyAnalyticsReplySchema, ...errors },
        },
      },
      async (request) => getLobbyAnalytics({ db: app.db, kind, scope: request.query }),
    );
  analytics('companies', 'Counts, trend over years, top clients by lobbyists hired, top subjects');
  analytics('firms', 'Counts, trend over years, top firms by clients, top subjects');
  analytics('lobbyists', 'Counts, trend over years, top lobbyists by clients, top subjects');
};
