import {
  CAMPAIGN_FILERS_LIMIT,
  CAMPAIGN_FINANCE_TOP_RECIPIENTS,
  type CampaignFilersReply,
  type CampaignFinanceFilters,
  type CampaignFinanceQuery,
  type CampaignFinanceReply,
  type CampaignFinanceSummary,
  type CompanyContributionsReply,
  type LobbyistContributionsReply,
} from '@statehouse/shared/finance/finance.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  campaignFinanceOrder,
  campaignFinanceWhere,
  companyContributionsWhere,
  countContributions,
  findVisibleCompany,
  largestFirst,
  lobbyistContributionsWhere,
  lobbyistExists,
  newestFirst,
  selectContributionAliases,
  selectContributionRows,
  selectFilers,
  selectStatesWithData,
  sumByMonth,
  sumByRecipient,
  sumByYear,
} from './finance.queries';

export const financeMessages = {
  companyNotFound: 'Company not found',
  lobbyistNotFound: 'Lobbyist not found',
} as const;

/** GET /api/finance/campaign-finance: one page of contributions matching the filters. */
export async function searchContributions({
  db,
  query,
}: {
  db: Database;
  query: CampaignFinanceQuery;
}): Promise<CampaignFinanceReply> {
  const where = campaignFinanceWhere(query);
  const [rows, counted] = await Promise.all([
    selectContributionRows(db, {
      where,
      order: campaignFinanceOrder(query.sortBy, query.sortOrder),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countContributions(db, where),
  ]);
  return { data: rows, total: counted.total, page: query.page, limit: query.limit };
}

/** The jurisdictions with data, named, for "this state has none: these do". */
async function statesWithData(db: Database) {
  return (await selectStatesWithData(db)).map((row) => ({
    ...row,
    name: row.stateCode === 'US' ? 'Federal (FEC)' : (getStateName(row.stateCode) ?? row.stateCode),
  }));
}

/** GET /api/finance/campaign-finance/summary: totals and the page's two charts, for the same filters. */
export async function summarizeContributions({
  db,
  filters,
}: {
  db: Database;
  filters: CampaignFinanceFilters;
}): Promise<CampaignFinanceSummary> {
  const where = campaignFinanceWhere(filters);
  const [counted, byMonth, byRecipient, states] = await Promise.all([
    countContributions(db, where),
    sumByMonth(db, where),
    sumByRecipient(db, where, CAMPAIGN_FINANCE_TOP_RECIPIENTS),
    statesWithData(db),
  ]);
  return {
    totals: {
      count: counted.total - counted.memoCount,
      amount: Math.round(counted.amount * 100) / 100,
      memoCount: counted.memoCount,
    },
    byMonth,
    byRecipient,
    statesWithData: states,
  };
}

/** GET /api/finance/campaign-finance/filers: committees and candidates by name, most contributions first. */
export async function searchFilers({
  db,
  query,
}: {
  db: Database;
  query: { search?: string; state?: string };
}): Promise<CampaignFilersReply> {
  const { rows, total } = await selectFilers(db, query, CAMPAIGN_FILERS_LIMIT);
  return { data: rows as CampaignFilersReply['data'], total };
}

async function requireCompany(db: Database, companyId: number, accountId: number) {
  const company = await findVisibleCompany(db, companyId, accountId);
  if (!company) throw new AppError('NOT_FOUND', financeMessages.companyNotFound);
  return company;
}

/** GET /api/finance/company-contributions: contributions from the company or its employees (decision 041). */
export async function companyContributions({
  db,
  accountId,
  query,
}: {
  db: Database;
  accountId: number;
  query: { companyId: number; year?: number; page: number; limit: number };
}): Promise<CompanyContributionsReply> {
  const company = await requireCompany(db, query.companyId, accountId);
  const where = companyContributionsWhere(company.id, query.year);
  const [aliases, rows, counted, byYear] = await Promise.all([
    selectContributionAliases(db, company.id),
    selectContributionRows(db, {
      where,
      order: largestFirst,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countContributions(db, where),
    sumByYear(db, companyContributionsWhere(company.id, undefined)),
  ]);
  return {
    company,
    aliases,
    data: rows,
    total: counted.total,
    amount: Math.round(counted.amount * 100) / 100,
    byYear,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /api/lobbyists/contributions: what a lobbyist, or a company's lobbyists, gave. */
export async function lobbyistContributions({
  db,
  accountId,
  query,
}: {
  db: Database;
  accountId: number;
  query: { lobbyistId?: number; companyId?: number; year?: number; page: number; limit: number };
}): Promise<LobbyistContributionsReply> {
  if (query.lobbyistId !== undefined && !(await lobbyistExists(db, query.lobbyistId)))
    throw new AppError('NOT_FOUND', financeMessages.lobbyistNotFound);
  if (query.companyId !== undefined) await requireCompany(db, query.companyId, accountId);
  const where = lobbyistContributionsWhere(query);
  const [rows, counted, byYear] = await Promise.all([
    selectContributionRows(db, {
      where,
      order: newestFirst,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countContributions(db, where),
    sumByYear(db, lobbyistContributionsWhere({ ...query, year: undefined })),
  ]);
  return {
    data: rows,
    total: counted.total,
    amount: Math.round(counted.amount * 100) / 100,
    byYear,
    page: query.page,
    limit: query.limit,
  };
}
