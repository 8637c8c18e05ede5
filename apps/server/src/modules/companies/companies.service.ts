import type {
  AccountCompanySummariesReply,
  AccountCompanySummary,
  AccountLobbyist,
  BillOfInterest,
  CompaniesOfInterestReply,
  CompaniesOfRecordReply,
  CompanyAlias,
  CompanyBillsOfInterestQuery,
  CompanyBillsOfInterestReply,
  CompanyDetail,
  CompanyListItem,
  CompanyListQuery,
  CompanyListReply,
  CompanyStatesReply,
  CreateAccountLobbyistBody,
  CreateCompanyBody,
  CreateProspectBody,
  FirmEngagementsReply,
  Prospect,
  ProspectStatus,
  SaveAccountCompanySummaryBody,
} from '@statehouse/shared/companies/companies.schemas';
import { companyNameUnmatchable } from '@statehouse/shared/companies/companies.schemas';
import type { SessionSelection } from '@statehouse/shared/reference/sessions';
import { getStateName } from '@statehouse/shared/reference/states';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeCompanyName } from '../../lib/company-names/company-name';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import {
  findCompanyByKey,
  insertAccountCompany,
  insertAccountLobbyist,
  insertProspect,
  listProspects,
  listSummaries,
  lobbyistExists,
  updateProspect,
  upsertSummary,
} from './account-companies.queries';
import {
  type AliasRow,
  type CompanyListRow,
  companyTotals,
  findCompany,
  listAliases,
  listCompanies,
  listCompaniesOfInterest,
  listCompanyStates,
  listEngagements,
  lobbyingJurisdictions,
} from './companies.queries';
import {
  billHeadTarget,
  billsMatchingTopics,
  billsNamingCompany,
  companiesMatchingTarget,
  companiesTestifyingOnBill,
  findSection,
  sectionTarget,
  testimonyOfCompany,
} from './companies.relevance.queries';

const toItem = ({ total: _total, jurisdictions, ...row }: CompanyListRow): CompanyListItem => ({
  ...row,
  jurisdictions: jurisdictions.filter((code): code is string => code !== null),
});

export async function getCompanies({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: AuthUser;
  query: CompanyListQuery;
}): Promise<CompanyListReply> {
  const rows = await listCompanies(db, query, caller.accountId);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1)
    total = (await listCompanies(db, { ...query, page: 1, limit: 1 }, caller.accountId))[0]?.total ?? 0;
  return { data: rows.map(toItem), total, page: query.page, limit: query.limit };
}

export async function getCompaniesOfInterest({
  db,
  caller,
  stateCode,
  limit,
}: {
  db: Database;
  caller: AuthUser;
  stateCode: string | undefined;
  limit: number;
}): Promise<CompaniesOfInterestReply> {
  const rows = await listCompaniesOfInterest(db, caller.accountId, stateCode, limit);
  return {
    data: rows.map(({ summaryPriority, recentRegistrations, ...row }) => ({
      ...toItem(row),
      reason: summaryPriority
        ? `Your summary: ${summaryPriority} priority`
        : `${recentRegistrations} lobbyist registration${recentRegistrations === 1 ? '' : 's'} in the latest two years`,
    })),
  };
}

async function requireCompany(db: Database, caller: AuthUser, id: number) {
  const company = await findCompany(db, id, caller.accountId);
  if (!company) throw new AppError('NOT_FOUND', 'No company has this id');
  return company;
}

const kindLabels: Record<AliasRow['sourceKind'], string> = {
  lobby_client: 'lobbyist registrations, client',
  contributor_organization: 'contributions from the organization',
  contributor_employer: 'contributions from people who name it as employer',
  account: 'added by your account',
};

function describeAlias(alias: AliasRow): CompanyAlias {
  const years =
    alias.firstYear === null
      ? ''
      : alias.firstYear === alias.lastYear
        ? `, ${alias.firstYear}`
        : `, ${alias.firstYear}-${alias.lastYear}`;
  const where = alias.jurisdictionCode ? `${alias.jurisdictionCode} ` : '';
  const source =
    alias.sourceKind === 'lobby_client'
      ? `${where}${kindLabels.lobby_client} ${alias.sourceRef}${years}`
      : alias.sourceKind === 'account'
        ? 'Added by your account'
        : `${where}${kindLabels[alias.sourceKind]}${years}`;
  const { firstYear: _first, lastYear: _last, ...rest } = alias;
  return { ...rest, source };
}

export async function getCompany({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
}): Promise<CompanyDetail> {
  const company = await requireCompany(db, caller, id);
  const [aliases, lobbying, totals] = await Promise.all([
    listAliases(db, id),
    listEngagements(db, id, { byFirm: false }),
    companyTotals(db, id),
  ]);
  const { accountId, ...rest } = company;
  return {
    ...rest,
    accountOwned: accountId !== null,
    jurisdictions: [
      ...new Set(aliases.flatMap((alias) => (alias.jurisdictionCode ? [alias.jurisdictionCode] : []))),
    ].sort(),
    aliases: aliases.map(describeAlias),
    lobbying: lobbying.map(({ firm: _firm, ...year }) => year),
    ...totals,
  };
}

export async function getFirmEngagements({
  db,
  caller,
  id,
  year,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
  year: number | undefined;
}): Promise<FirmEngagementsReply> {
  const company = await requireCompany(db, caller, id);
  const rows = await listEngagements(db, id, { byFirm: true, year });
  return {
    data: rows.map(({ firms: _firms, ...row }) => row),
    message:
      rows.length > 0
        ? null
        : `No lobbyist registration names ${company.name} as a client${year ? ` in ${year}` : ''}.`,
  };
}

export async function getCompanyStates({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
}): Promise<CompanyStatesReply> {
  await requireCompany(db, caller, id);
  return { data: await listCompanyStates(db, id) };
}

const REASON_TOPICS_SHOWN = 3;

export async function getBillsOfInterest({
  db,
  caller,
  id,
  query,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
  query: CompanyBillsOfInterestQuery;
}): Promise<CompanyBillsOfInterestReply> {
  const company = await requireCompany(db, caller, id);
  const states = query.stateCode ? [query.stateCode] : (await listCompanyStates(db, id)).map((row) => row.stateCode);
  const sessionId = query.stateCode && query.sessionCode ? `${query.stateCode}-${query.sessionCode}` : null;
  const [topics, named, testimony] = await Promise.all([
    billsMatchingTopics(db, id, states, sessionId, query.limit),
    billsNamingCompany(db, company.name, states, sessionId, query.limit),
    testimonyOfCompany(db, id),
  ]);
  const bills = new Map<string, BillOfInterest>();
  const add = (row: (typeof topics)[number], score: number, reason: string) => {
    const { labels: _labels, score: _score, ...bill } = row;
    const entry = bills.get(row.billId) ?? { ...bill, score: 0, reasons: [] };
    entry.score += score;
    entry.reasons.push(reason);
    bills.set(row.billId, entry);
  };
  for (const row of testimony) {
    if (states.includes(row.stateCode) && (!sessionId || `${row.stateCode}-${row.sessionCode}` === sessionId))
      add(
        row,
        row.score,
        `Testified${row.position ? ` ${row.position}` : ''}${row.testifiedOn ? ` on ${row.testifiedOn}` : ''}`,
      );
  }
  for (const row of named) add(row, row.score, `The bill’s text names ${company.name}`);
  for (const row of topics) {
    const shown = row.labels.slice(0, REASON_TOPICS_SHOWN).map((label) => `“${label}”`);
    const more = row.labels.length - shown.length;
    add(row, row.score, `Matches what it lobbies on: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
  }
  const data = [...bills.values()]
    .sort((a, b) => b.score - a.score || (b.lastActionDate ?? '').localeCompare(a.lastActionDate ?? ''))
    .slice(0, query.limit);
  let message: string | null = null;
  if (data.length === 0) {
    message =
      states.length === 0
        ? `${company.name} appears in no state’s lobbying or contributions, so no state’s bills can be matched.`
        : `No bill in ${states.join(', ')}${sessionId ? ` (session ${query.sessionCode})` : ''} matches what ${company.name} lobbies on, its keywords or its name.`;
  }
  return { data, message };
}

/** How many of a company's bills of interest re-rank a bills list (GET /api/bills?rerankCompanyId). */
const RERANK_BILLS_LIMIT = 500;

/**
 * The company's bills of interest, best first, with their reasons, for re-ranking a bills list. A company
 * the caller cannot see is a 404, as on its own page.
 */
export async function getCompanyBillRanking({
  db,
  caller,
  companyId,
  scope,
}: {
  db: Database;
  caller: AuthUser;
  companyId: number;
  scope: { stateCode?: string | null; sessionCode?: SessionSelection };
}): Promise<{ billIds: string[]; relevance: Map<string, { score: number; reasons: string[] }> }> {
  const stateCode = scope.stateCode ?? undefined;
  // One named session narrows the company's bills; a pseudo-session (a rule across sessions) does not.
  const sessionCode = stateCode && scope.sessionCode?.kind === 'code' ? scope.sessionCode.sessionCode : undefined;
  const { data } = await getBillsOfInterest({
    db,
    caller,
    id: companyId,
    query: {
      stateCode,
      sessionCode,
      limit: RERANK_BILLS_LIMIT,
    },
  });
  return {
    billIds: data.map((bill) => bill.billId),
    relevance: new Map(data.map((bill) => [bill.billId, { score: bill.score, reasons: bill.reasons }])),
  };
}

async function noLinkMessage(db: Database, jurisdictionId: string, what: string): Promise<string> {
  const states = await lobbyingJurisdictions(db);
  const name = (code: string) => getStateName(code) ?? code;
  return states.includes(jurisdictionId)
    ? `No company’s lobbying subjects or keywords in ${name(jurisdictionId)} match this ${what}.`
    : `No lobbying registrations are loaded for ${name(jurisdictionId)}, so no company links to this ${what}. Lobbying data covers: ${states.map(name).join(', ') || 'no state yet'}.`;
}

const COMPANIES_OF_RECORD_LIMIT = 25;

export async function getBillCompaniesOfInterest({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: AuthUser;
  billId: string;
}): Promise<CompaniesOfRecordReply> {
  const { stateCode } = await requireBill(db, billId);
  const [testified, matched] = await Promise.all([
    companiesTestifyingOnBill(db, billId, caller.accountId),
    companiesMatchingTarget(db, billHeadTarget(billId), stateCode, caller.accountId, COMPANIES_OF_RECORD_LIMIT),
  ]);
  const byId = new Map<number, CompaniesOfRecordReply['data'][number]>();
  for (const row of testified) {
    const entry = byId.get(row.id) ?? {
      company: { id: row.id, name: row.name, state: row.state },
      score: 0,
      reasons: [],
    };
    entry.score += row.score;
    entry.reasons.push(
      `Testified${row.position ? ` ${row.position}` : ''}${row.testifiedOn ? ` on ${row.testifiedOn}` : ''}`,
    );
    byId.set(row.id, entry);
  }
  for (const row of matched) {
    const entry = byId.get(row.id) ?? {
      company: { id: row.id, name: row.name, state: row.state },
      score: 0,
      reasons: [],
    };
    entry.score += row.score;
    entry.reasons.push(
      `Lobbies on ${row.labels
        .slice(0, REASON_TOPICS_SHOWN)
        .map((label) => `“${label}”`)
        .join(', ')}`,
    );
    byId.set(row.id, entry);
  }
  const data = [...byId.values()].sort((a, b) => b.score - a.score).slice(0, COMPANIES_OF_RECORD_LIMIT);
  return { data, message: data.length ? null : await noLinkMessage(db, stateCode, 'bill') };
}

export async function getSectionCompaniesOfInterest({
  db,
  caller,
  table,
  id,
}: {
  db: Database;
  caller: AuthUser;
  table: 'statute_sections' | 'regulation_sections';
  id: number;
}): Promise<CompaniesOfRecordReply> {
  const section = await findSection(db, table, id);
  const what = table === 'statute_sections' ? 'statute section' : 'regulation section';
  if (!section) throw new AppError('NOT_FOUND', `No ${what} has this id`);
  const rows = await companiesMatchingTarget(
    db,
    sectionTarget(table, id),
    section.jurisdictionId,
    caller.accountId,
    COMPANIES_OF_RECORD_LIMIT,
  );
  const data = rows.map((row) => ({
    company: { id: row.id, name: row.name, state: row.state },
    score: row.score,
    reasons: [
      `Lobbies on ${row.labels
        .slice(0, REASON_TOPICS_SHOWN)
        .map((label) => `“${label}”`)
        .join(', ')}`,
    ],
  }));
  return { data, message: data.length ? null : await noLinkMessage(db, section.jurisdictionId, what) };
}

// Account data.

const toSummary = (row: Awaited<ReturnType<typeof listSummaries>>[number]): AccountCompanySummary => ({
  ...row,
  position: row.position as AccountCompanySummary['position'],
  priority: row.priority as AccountCompanySummary['priority'],
  updatedAt: row.updatedAt.toISOString(),
});

export async function getSummaries({
  db,
  caller,
}: {
  db: Database;
  caller: AuthUser;
}): Promise<AccountCompanySummariesReply> {
  return { data: (await listSummaries(db, caller.accountId)).map(toSummary) };
}

export async function getSummary({ db, caller, companyId }: { db: Database; caller: AuthUser; companyId: number }) {
  await requireCompany(db, caller, companyId);
  const [row] = await listSummaries(db, caller.accountId, companyId);
  return { summary: row ? toSummary(row) : null };
}

export async function saveSummary({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: AuthUser;
  body: SaveAccountCompanySummaryBody;
}): Promise<AccountCompanySummary> {
  await requireCompany(db, caller, body.companyId);
  await upsertSummary(db, { ...body, accountId: caller.accountId, userId: caller.id });
  const [row] = await listSummaries(db, caller.accountId, body.companyId);
  if (!row) throw new Error('summary not stored');
  return toSummary(row);
}

export async function addCompany({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: AuthUser;
  body: CreateCompanyBody;
}): Promise<CompanyDetail> {
  const normalizedName = normalizeCompanyName(body.name);
  if (!normalizedName) throw new AppError('BAD_REQUEST', companyNameUnmatchable);
  const existing = await findCompanyByKey(db, normalizedName, caller.accountId);
  if (existing)
    throw new AppError(
      'CONFLICT',
      existing.accountId === null
        ? `This company is already in the public data (company ${existing.id})`
        : `Your account already has this company (company ${existing.id})`,
    );
  const id = await insertAccountCompany(db, {
    ...body,
    keywords: [...new Set(body.keywords)],
    accountId: caller.accountId,
    userId: caller.id,
    normalizedName,
  });
  return getCompany({ db, caller, id });
}

export async function addAccountLobbyist({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: AuthUser;
  body: CreateAccountLobbyistBody;
}): Promise<AccountLobbyist> {
  if (body.companyId !== undefined) await requireCompany(db, caller, body.companyId);
  if (body.lobbyistId !== undefined && !(await lobbyistExists(db, body.lobbyistId)))
    throw new AppError('NOT_FOUND', 'No lobbyist has this lobbyistId');
  const row = await insertAccountLobbyist(db, {
    accountId: caller.accountId,
    createdByUserId: caller.id,
    name: body.name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    firmName: body.firmName ?? null,
    companyId: body.companyId ?? null,
    lobbyistId: body.lobbyistId ?? null,
    stateCode: body.stateCode ?? null,
    notes: body.notes,
  });
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    firmName: row.firmName,
    companyId: row.companyId,
    lobbyistId: row.lobbyistId,
    stateCode: row.stateCode,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

const toProspect = (row: Awaited<ReturnType<typeof listProspects>>[number]): Prospect => ({
  id: row.id,
  name: row.name,
  company: row.companyId !== null && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
  status: row.status as ProspectStatus,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function getProspects({
  db,
  caller,
  status,
}: {
  db: Database;
  caller: AuthUser;
  status: ProspectStatus | undefined;
}) {
  return { data: (await listProspects(db, caller.accountId, { status })).map(toProspect) };
}

async function prospectOf(db: Database, caller: AuthUser, id: number): Promise<Prospect> {
  const [row] = await listProspects(db, caller.accountId, { id });
  if (!row) throw new AppError('NOT_FOUND', 'No prospect of your account has this id');
  return toProspect(row);
}

export async function addProspect({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: AuthUser;
  body: CreateProspectBody;
}): Promise<Prospect> {
  if (body.companyId !== undefined) await requireCompany(db, caller, body.companyId);
  const id = await insertProspect(db, {
    accountId: caller.accountId,
    createdByUserId: caller.id,
    name: body.name,
    companyId: body.companyId ?? null,
    status: body.status,
    contactName: body.contactName ?? null,
    contactEmail: body.contactEmail ?? null,
    notes: body.notes,
  });
  return prospectOf(db, caller, id);
}

export async function changeProspect({
  db,
  caller,
  id,
  changes,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
  changes: { status?: ProspectStatus; notes?: string };
}): Promise<Prospect> {
  if (!(await updateProspect(db, caller.accountId, id, changes)))
    throw new AppError('NOT_FOUND', 'No prospect of your account has this id');
  return prospectOf(db, caller, id);
}

/**
 * The names of companies the account sees, each with its aliases (lobbying clients, contributors): what the
 * auto-tracking matcher looks for in bill text. Unknown or invisible ids are left out.
 */
export async function getCompanyNames({
  db,
  accountId,
  ids,
}: {
  db: Database;
  accountId: number;
  ids: readonly number[];
}): Promise<{ id: number; name: string; names: string[] }[]> {
  const found: { id: number; name: string; names: string[] }[] = [];
  for (const id of ids) {
    const company = await findCompany(db, id, accountId);
    if (!company) continue;
    const aliases = await listAliases(db, id);
    found.push({ id, name: company.name, names: [...new Set(aliases.map((alias) => alias.name))].slice(0, 20) });
  }
  return found;
}
