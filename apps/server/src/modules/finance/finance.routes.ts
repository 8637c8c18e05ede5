import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  campaignFilersQuerySchema,
  campaignFilersReplySchema,
  campaignFinanceQuerySchema,
  campaignFinanceReplySchema,
  campaignFinanceSummaryQuerySchema,
  campaignFinanceSummarySchema,
  companyContributionsQuerySchema,
  companyContributionsReplySchema,
  LOBBYIST_OR_COMPANY_BOTH_MESSAGE,
  lobbyistContributionsQuerySchema,
  lobbyistContributionsReplySchema,
} from '@statehouse/shared/finance/finance.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth';
import {
  companyContributions,
  lobbyistContributions,
  searchContributions,
  searchFilers,
  summarizeContributions,
} from './finance.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Campaign finance: public filings (Minnesota board, FEC) read by signed-in users. Decision 041. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['finance'];

  app.get(
    '/finance/campaign-finance',
    {
      schema: {
        tags,
        operationId: 'searchCampaignFinance',
        description: 'Refused with 400 "minAmount cannot be more than maxAmount" when the bounds are reversed.',
        summary:
          'Itemized contributions, filtered by state, contributor, recipient, year, amount, lobbyists and members',
        querystring: campaignFinanceQuerySchema,
        response: { 200: campaignFinanceReplySchema, ...errors },
      },
    },
    async (request) => searchContributions({ db: app.db, query: request.query }),
  );

  app.get(
    '/finance/campaign-finance/summary',
    {
      schema: {
        tags,
        operationId: 'summarizeCampaignFinance',
        description: 'Refused with 400 "minAmount cannot be more than maxAmount" when the bounds are reversed.',
        summary:
          'Totals of the contributions matching the same filters, by month and by recipient, and the states with data',
        querystring: campaignFinanceSummaryQuerySchema,
        response: { 200: campaignFinanceSummarySchema, ...errors },
      },
    },
    async (request) => summarizeContributions({ db: app.db, filters: request.query }),
  );

  app.get(
    '/finance/campaign-finance/filers',
    {
      schema: {
        tags,
        operationId: 'searchCampaignFilers',
        summary: 'Committees and candidates that file reports, by name, with what they received',
        querystring: campaignFilersQuerySchema,
        response: { 200: campaignFilersReplySchema, ...errors },
      },
    },
    async (request) => searchFilers({ db: app.db, query: request.query }),
  );

  app.get(
    '/finance/company-contributions',
    {
      schema: {
        tags,
        operationId: 'getCompanyContributions',
        summary: 'Contributions from a company, or from people naming it as their employer, through its aliases',
        querystring: companyContributionsQuerySchema,
        response: { 200: companyContributionsReplySchema, ...errors },
      },
    },
    async (request) =>
      companyContributions({ db: app.db, accountId: currentUser(request).accountId, query: request.query }),
  );

  app.get(
    '/lobbyists/contributions',
    {
      schema: {
        tags: ['lobbying', ...tags],
        operationId: 'getLobbyistContributions',
        summary: 'Contributions a lobbyist made, or the lobbyists registered for a company',
        description: `Refused with 400 "${LOBBYIST_OR_COMPANY_BOTH_MESSAGE}" when neither is given.`,
        querystring: lobbyistContributionsQuerySchema,
        response: { 200: lobbyistContributionsReplySchema, ...errors },
      },
    },
    async (request) =>
      lobbyistContributions({ db: app.db, accountId: currentUser(request).accountId, query: request.query }),
  );
};
