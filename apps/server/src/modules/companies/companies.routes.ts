import { billIdParamsSchema } from '@statehouse/shared/bills/bills.schemas';
import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  accountCompanySummariesReplySchema,
  accountCompanySummaryReplySchema,
  accountCompanySummarySchema,
  accountLobbyistSchema,
  companiesOfInterestQuerySchema,
  companiesOfInterestReplySchema,
  companiesOfRecordQuerySchema,
  companiesOfRecordReplySchema,
  companyBillsOfInterestQuerySchema,
  companyBillsOfInterestReplySchema,
  companyDetailSchema,
  companyIdParamsSchema,
  companyIdPathSchema,
  companyListQuerySchema,
  companyListReplySchema,
  companyNameUnmatchable,
  companyStatesReplySchema,
  createAccountLobbyistSchema,
  createCompanySchema,
  createProspectSchema,
  firmEngagementsQuerySchema,
  firmEngagementsReplySchema,
  prospectIdParamsSchema,
  prospectSchema,
  prospectsQuerySchema,
  prospectsReplySchema,
  saveAccountCompanySummarySchema,
  updateProspectSchema,
} from '@statehouse/shared/companies/companies.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import {
  addAccountLobbyist,
  addCompany,
  addProspect,
  changeProspect,
  getBillCompaniesOfInterest,
  getBillsOfInterest,
  getCompanies,
  getCompaniesOfInterest,
  getCompany,
  getCompanyStates,
  getFirmEngagements,
  getProspects,
  getSectionCompaniesOfInterest,
  getSummaries,
  getSummary,
  saveSummary,
} from './companies.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Companies as one entity (decision 039): public companies resolved from lobbying and finance data, the
 * account's own companies, its summaries, lobbyists and prospects, and the ranking of companies for bills,
 * statutes and regulations. Account data is filtered by the session's account in every query.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['companies'];

  app.get(
    '/companies',
    {
      schema: {
        tags,
        operationId: 'getCompanies',
        summary: 'Companies by state and name, with lobbying and contribution counts',
        querystring: companyListQuerySchema,
        response: { 200: companyListReplySchema, ...errors },
      },
    },
    async (request) => getCompanies({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.get(
    '/companies/of-interest',
    {
      schema: {
        tags,
        operationId: 'getCompaniesOfInterest',
        summary: 'Companies your account has a summary of, then the most active lobby clients, with the reason',
        querystring: companiesOfInterestQuerySchema,
        response: { 200: companiesOfInterestReplySchema, ...errors },
      },
    },
    async (request) =>
      getCompaniesOfInterest({
        db: app.db,
        caller: currentUser(request),
        stateCode: request.query.stateCode,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags,
        operationId: 'getCompany',
        summary: 'A company: its names with their sources, lobbyists and firms by year, contribution totals',
        params: companyIdParamsSchema,
        response: { 200: companyDetailSchema, ...errors },
      },
    },
    async (request) => getCompany({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/companies/:id/bills-of-interest',
    {
      schema: {
        tags,
        operationId: 'getCompanyBillsOfInterest',
        description: 'Refused with 400 "sessionCode needs a stateCode" when a session is given without its state.',
        summary: 'Bills ranked by relevance to the company, each with the reasons',
        params: companyIdParamsSchema,
        querystring: companyBillsOfInterestQuerySchema,
        response: { 200: companyBillsOfInterestReplySchema, ...errors },
      },
    },
    async (request) =>
      getBillsOfInterest({ db: app.db, caller: currentUser(request), id: request.params.id, query: request.query }),
  );

  app.get(
    '/companies/:id/firm-engagements',
    {
      schema: {
        tags,
        operationId: 'getCompanyFirmEngagements',
        summary: 'The firms (and lobbyists with no firm) the company engaged, by year',
        params: companyIdParamsSchema,
        querystring: firmEngagementsQuerySchema,
        response: { 200: firmEngagementsReplySchema, ...errors },
      },
    },
    async (request) =>
      getFirmEngagements({ db: app.db, caller: currentUser(request), id: request.params.id, year: request.query.year }),
  );

  app.get(
    '/companies/:id/states',
    {
      schema: {
        tags,
        operationId: 'getCompanyStates',
        summary: 'The states where the company lobbies or contributes, with counts and years',
        params: companyIdParamsSchema,
        response: { 200: companyStatesReplySchema, ...errors },
      },
    },
    async (request) => getCompanyStates({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/companies',
    {
      schema: {
        tags: ['entities'],
        operationId: 'createCompany',
        summary: 'Add a company your account follows (seen by your account only)',
        description: `Refused with 400 "${companyNameUnmatchable}" when the name has no letter or digit to match it by (punctuation, "and" and a bracketed acronym do not count).`,
        body: createCompanySchema,
        response: { 201: companyDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCompany({ db: app.db, caller: currentUser(request), body: request.body })),
  );

  app.post(
    '/lobbyists',
    {
      schema: {
        tags: ['entities'],
        operationId: 'createAccountLobbyist',
        summary: 'Record a lobbyist your account works with (seen by your account only)',
        body: createAccountLobbyistSchema,
        response: { 201: accountLobbyistSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addAccountLobbyist({ db: app.db, caller: currentUser(request), body: request.body })),
  );

  app.get(
    '/prospects',
    {
      schema: {
        tags: ['entities'],
        operationId: 'getProspects',
        summary: 'Your account’s prospective clients, most recently changed first',
        querystring: prospectsQuerySchema,
        response: { 200: prospectsReplySchema, ...errors },
      },
    },
    async (request) => getProspects({ db: app.db, caller: currentUser(request), status: request.query.status }),
  );

  app.post(
    '/prospects',
    {
      schema: {
        tags: ['entities'],
        operationId: 'createProspect',
        summary: 'Add a prospective client',
        body: createProspectSchema,
        response: { 201: prospectSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addProspect({ db: app.db, caller: currentUser(request), body: request.body })),
  );

  app.patch(
    '/prospects/:id',
    {
      schema: {
        tags: ['entities'],
        operationId: 'updateProspect',
        description: 'Refused with 400 "body: Send a status or notes" for a body with neither.',
        summary: 'Change a prospect’s status or notes',
        params: prospectIdParamsSchema,
        body: updateProspectSchema,
        response: { 200: prospectSchema, ...errors },
      },
    },
    async (request) =>
      changeProspect({ db: app.db, caller: currentUser(request), id: request.params.id, changes: request.body }),
  );

  app.get(
    '/account-company-summary',
    {
      schema: {
        tags,
        operationId: 'getAccountCompanySummaries',
        summary: 'Your account’s summaries of companies (position, priority, notes), high priority first',
        response: { 200: accountCompanySummariesReplySchema, ...errors },
      },
    },
    async (request) => getSummaries({ db: app.db, caller: currentUser(request) }),
  );

  app.get(
    '/account-company-summary/:companyId',
    {
      schema: {
        tags,
        operationId: 'getAccountCompanySummary',
        summary: 'Your account’s summary of one company (null when none is recorded)',
        params: companyIdPathSchema,
        response: { 200: accountCompanySummaryReplySchema, ...errors },
      },
    },
    async (request) => getSummary({ db: app.db, caller: currentUser(request), companyId: request.params.companyId }),
  );

  app.post(
    '/account-company-summary',
    {
      schema: {
        tags,
        operationId: 'saveAccountCompanySummary',
        summary: 'Record or change your account’s summary of a company',
        body: saveAccountCompanySummarySchema,
        response: { 200: accountCompanySummarySchema, ...errors },
      },
    },
    async (request) => saveSummary({ db: app.db, caller: currentUser(request), body: request.body }),
  );

  app.get(
    '/bills/:id/companies-of-interest',
    {
      schema: {
        tags,
        operationId: 'getBillCompaniesOfInterest',
        summary: 'Companies most affected by a bill, ranked, each with the reasons (empty with a message when none)',
        params: billIdParamsSchema,
        response: { 200: companiesOfRecordReplySchema, ...errors },
      },
    },
    async (request) =>
      getBillCompaniesOfInterest({ db: app.db, caller: currentUser(request), billId: request.params.id }),
  );

  for (const [path, table, noun] of [
    ['/statutes/id/:id/companies-of-interest', 'statute_sections', 'Statute'],
    ['/regs/id/:id/companies-of-interest', 'regulation_sections', 'Regulation'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          operationId: `get${noun}CompaniesOfInterest`,
          summary: `Companies whose lobbying subjects match a ${noun.toLowerCase()} section, with the reasons`,
          params: companyIdParamsSchema,
          querystring: companiesOfRecordQuerySchema,
          response: { 200: companiesOfRecordReplySchema, ...errors },
        },
      },
      async (request) =>
        getSectionCompaniesOfInterest({ db: app.db, caller: currentUser(request), table, id: request.params.id }),
    );
  }
};
