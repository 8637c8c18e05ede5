import type { BillListResponse } from '@statehouse/shared/bills/bills.schemas';
import type {
  AccountCompanySummariesReply,
  AccountCompanySummaryReply,
  CompaniesOfInterestReply,
  CompaniesOfRecordReply,
  CompanyBillsOfInterestReply,
  CompanyDetail,
  CompanyListReply,
  CompanyStatesReply,
  FirmEngagementsReply,
  Prospect,
  ProspectsReply,
} from '@statehouse/shared/companies/companies.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { resolveCompanies } from '../../ingest/companies/resolve-companies';
import { loadCompanySample } from './companies.test-fixture';

describe('companies routes', () => {
  let testApp: TestApp;
  let user: SignedIn;
  let other: SignedIn;
  let poetId: number;
  const get = (url: string, who: SignedIn | null = user) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, who: SignedIn = user) =>
    testApp.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadCompanySample(testApp.app.db);
    user = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    other = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    const list = (await get('/api/companies?search=poet')).json<CompanyListReply>();
    poetId = list.data.find((company) => company.name === 'POET LLC')?.id ?? 0;
  }, 180_000);
  afterAll(() => testApp.close());

  it('resolves POET LLC from an SD lobby client, an MN organization and MN employers into one company', async () => {
    expect(poetId).toBeGreaterThan(0);
    const response = await get(`/api/companies/${poetId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CompanyDetail>();
    expect(detail).toMatchObject({ name: 'POET LLC', normalizedName: 'poet', state: 'SD', accountOwned: false });
    expect(detail.jurisdictions).toEqual(['MN', 'SD']);
    expect(detail.aliases.map((alias) => [alias.sourceKind, alias.name, alias.recordCount]).sort()).toEqual([
      ['contributor_employer', 'Poet LLC, CEO', 1],
      ['contributor_organization', 'POET LLC', 1],
      ['lobby_client', 'POET LLC', 3],
    ]);
    const client = detail.aliases.find((alias) => alias.sourceKind === 'lobby_client');
    expect(client?.source).toMatch(/^SD lobbyist registrations, client \d+, 2024$/);
    // The MN Campaign Finance Board records: $50,000 from the company, $25,000 from its CEO (2022).
    expect(detail.contributionCount).toBe(2);
    expect(detail.contributionTotal).toBe(75_000);
    expect(detail.lobbying).toHaveLength(1);
    expect(detail.lobbying[0]).toMatchObject({ year: 2024, stateCode: 'SD', registrationCount: 3 });
    expect(detail.lobbying[0]?.lobbyists.map((lobbyist) => lobbyist.name)).toEqual([
      'Joshua Shields',
      'Michael Walz',
      'Tim Dougherty',
    ]);
    expect(detail.lobbying[0]?.subjects).toContain('Biofuels, Energy, Agriculture');
  });

  it('follows Xcel Energy’s SD lobbyists across years', async () => {
    const list = (await get('/api/companies?search=xcel&state=SD')).json<CompanyListReply>();
    const xcel = list.data.find((company) => company.name === 'Xcel Energy');
    expect(xcel).toMatchObject({ registrationCount: 3, lobbyistCount: 2, firstYear: 2021, lastYear: 2023 });
    const detail = (await get(`/api/companies/${xcel?.id}`)).json<CompanyDetail>();
    expect(detail.lobbying.map((year) => [year.year, year.lobbyists.map((lobbyist) => lobbyist.name)])).toEqual([
      [2023, ['Eric Pauli']],
      [2022, ['Steve Kolbeck']],
      [2021, ['Steve Kolbeck']],
    ]);
    const engagements = (
      await get(`/api/companies/${xcel?.id}/firm-engagements?year=2022`)
    ).json<FirmEngagementsReply>();
    expect(engagements.data).toHaveLength(1);
    expect(engagements.data[0]).toMatchObject({ year: 2022, registrationCount: 1 });
    const none = (await get(`/api/companies/${xcel?.id}/firm-engagements?year=2015`)).json<FirmEngagementsReply>();
    expect(none).toEqual({ data: [], message: 'No lobbyist registration names Xcel Energy as a client in 2015.' });
    const states = (await get(`/api/companies/${xcel?.id}/states`)).json<CompanyStatesReply>();
    expect(states.data.find((state) => state.stateCode === 'SD')).toMatchObject({
      registrationCount: 3,
      firstYear: 2021,
      lastYear: 2023,
    });
  });

  it('filters by state, pages and sorts', async () => {
    const sd = (await get('/api/companies?state=sd&sortBy=registrations&limit=5')).json<CompanyListReply>();
    expect(sd.total).toBeGreaterThan(500);
    const counts = sd.data.map((company) => company.registrationCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(sd.data.every((company) => company.jurisdictions.includes('SD') || company.state === 'SD')).toBe(true);
    const page2 = (await get('/api/companies?state=SD&sortBy=registrations&limit=5&page=2')).json<CompanyListReply>();
    expect(page2.total).toBe(sd.total);
    expect(page2.data.map((company) => company.id)).not.toContain(sd.data[0]?.id);
    const byName = (await get('/api/companies?state=MN&limit=20')).json<CompanyListReply>();
    const names = byName.data.map((company) => company.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = (await get('/api/companies?state=MN&limit=3&sortBy=contributions')).json<CompanyListReply>();
    expect(desc.data[0]?.contributionTotal).toBeGreaterThanOrEqual(desc.data[1]?.contributionTotal ?? 0);
    const past = (await get('/api/companies?state=SD&page=9999')).json<CompanyListReply>();
    expect(past).toMatchObject({ data: [], total: sd.total });
  });

  it('refuses bad input with 400, unknown ids with 404 and strangers with 401', async () => {
    for (const url of [
      '/api/companies?state=ZZ',
      '/api/companies?sortBy=size',
      '/api/companies?limit=1000',
      '/api/companies?page=0',
      '/api/companies/abc',
      '/api/companies/1/firm-engagements?year=1800',
      '/api/companies/1/bills-of-interest?sessionCode=24R',
      '/api/companies/of-interest?limit=0',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await get('/api/companies/2000000000')).statusCode).toBe(404);
    expect((await get('/api/companies')).statusCode).toBe(200);
    expect((await get('/api/companies', null)).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/account-company-summary', { companyId: poetId, position: 'friend', priority: 'high' }))
        .statusCode,
    ).toBe(400);
    expect((await send('POST', '/api/companies', { name: '  ' })).statusCode).toBe(400);
    expect((await send('POST', '/api/prospects', { name: 'X', contactEmail: 'nope' })).statusCode).toBe(400);
    expect((await send('POST', '/api/lobbyists', { name: 'X', lobbyistId: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('ranks SD bills for a company by its lobbying subjects and says why', async () => {
    const reply = (
      await get(`/api/companies/${poetId}/bills-of-interest?stateCode=SD`)
    ).json<CompanyBillsOfInterestReply>();
    expect(reply.message).toBeNull();
    expect(reply.data.length).toBeGreaterThan(0);
    const scores = reply.data.map((bill) => bill.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(reply.data.every((bill) => bill.stateCode === 'SD' && bill.reasons.length > 0)).toBe(true);
    expect(reply.data[0]?.reasons[0]).toMatch(/^Matches what it lobbies on: “/);
    const elsewhere = (
      await get(`/api/companies/${poetId}/bills-of-interest?stateCode=TX`)
    ).json<CompanyBillsOfInterestReply>();
    expect(elsewhere).toEqual({
      data: [],
      message: 'No bill in TX matches what POET LLC lobbies on, its keywords or its name.',
    });
  });

  it('re-ranks a bills list for a company: its bills of interest first, with their reasons', async () => {
    const ofInterest = (
      await get(`/api/companies/${poetId}/bills-of-interest?stateCode=SD&limit=100`)
    ).json<CompanyBillsOfInterestReply>();
    const response = await get(`/api/bills?stateCode=SD&pageSize=100&rerankCompanyId=${poetId}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { items, total } = response.json<BillListResponse>();
    const plain = (await get('/api/bills?stateCode=SD&pageSize=100')).json<BillListResponse>();
    // Same bills, same total: re-ranking orders, it never filters.
    expect(total).toBe(plain.total);
    const ranked = items.filter((bill) => bill.relevance);
    expect(ranked.length).toBeGreaterThan(0);
    expect(items.slice(0, ranked.length)).toEqual(ranked);
    expect(ranked.map((bill) => bill.id)).toEqual(ofInterest.data.map((bill) => bill.billId).slice(0, ranked.length));
    expect(ranked[0]?.relevance?.reasons[0]).toMatch(/^Matches what it lobbies on: “/);
    expect(items.slice(ranked.length).every((bill) => bill.relevance === null)).toBe(true);
    expect(plain.items.every((bill) => bill.relevance === undefined)).toBe(true);

    expect((await get('/api/bills?rerankCompanyId=999999')).statusCode).toBe(404);
    expect((await get('/api/bills?rerankCompanyId=abc')).statusCode).toBe(400);
  });

  it('ranks the companies a bill matters to, and says why a statute links none', async () => {
    const bills = (
      await get(`/api/companies/${poetId}/bills-of-interest?stateCode=SD`)
    ).json<CompanyBillsOfInterestReply>();
    const billId = bills.data[0]?.billId ?? '';
    const reply = (await get(`/api/bills/${billId}/companies-of-interest`)).json<CompaniesOfRecordReply>();
    expect(reply.message).toBeNull();
    expect(reply.data.length).toBeGreaterThan(0);
    const scores = reply.data.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(reply.data.every((row) => row.reasons.every((reason) => reason.startsWith('Lobbies on “')))).toBe(true);
    expect((await get('/api/bills/SD-24R-HB-99999/companies-of-interest')).statusCode).toBe(404);
    const [section] = (
      (await testApp.app.db.execute(
        sql`select id from statute_sections where jurisdiction_id = 'TX' order by id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(section).toBeDefined();
    const statute = (await get(`/api/statutes/id/${section?.id}/companies-of-interest`)).json<CompaniesOfRecordReply>();
    expect(statute).toEqual({
      data: [],
      message:
        'No lobbying registrations are loaded for Texas, so no company links to this statute section. Lobbying data covers: South Dakota.',
    });
    expect((await get('/api/regs/id/123456/companies-of-interest')).statusCode).toBe(404);
  });

  it('keeps an account’s summaries, companies, lobbyists and prospects to that account', async () => {
    const saved = await send('POST', '/api/account-company-summary', {
      companyId: poetId,
      position: 'ally',
      priority: 'high',
      notes: 'Backs the biofuels credit.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ companyName: 'POET LLC', position: 'ally', priority: 'high' });
    const own = (await get(`/api/account-company-summary/${poetId}`)).json<AccountCompanySummaryReply>();
    expect(own.summary?.notes).toBe('Backs the biofuels credit.');
    const interest = (await get('/api/companies/of-interest?stateCode=SD&limit=5')).json<CompaniesOfInterestReply>();
    expect(interest.data[0]).toMatchObject({ id: poetId, reason: 'Your summary: high priority' });

    const added = await send('POST', '/api/companies', {
      name: 'Prairie Wind Partners LLC',
      keywords: ['wind'],
      state: 'SD',
    });
    expect(added.statusCode).toBe(201);
    const company = added.json<CompanyDetail>();
    expect(company).toMatchObject({ accountOwned: true, normalizedName: 'prairie wind partners', keywords: ['wind'] });
    expect((await send('POST', '/api/companies', { name: 'Prairie Wind Partners, L.L.C.' })).statusCode).toBe(409);
    expect((await send('POST', '/api/companies', { name: 'Poet, Inc.' })).statusCode).toBe(409);
    const lobbyist = await send('POST', '/api/lobbyists', {
      name: 'Dana Field',
      companyId: company.id,
      stateCode: 'SD',
    });
    expect(lobbyist.statusCode).toBe(201);
    const prospect = await send('POST', '/api/prospects', { name: 'Prairie Wind', companyId: company.id });
    expect(prospect.statusCode).toBe(201);
    const prospectId = prospect.json<Prospect>().id;
    const moved = await send('PATCH', `/api/prospects/${prospectId}`, { status: 'contacted' });
    expect(moved.json<Prospect>()).toMatchObject({ status: 'contacted', company: { id: company.id } });
    expect((await get('/api/prospects?status=contacted')).json<ProspectsReply>().data).toHaveLength(1);

    // The other account sees none of it.
    expect((await get('/api/account-company-summary', other)).json<AccountCompanySummariesReply>().data).toEqual([]);
    expect((await get(`/api/account-company-summary/${poetId}`, other)).json()).toEqual({ summary: null });
    expect((await get(`/api/companies/${company.id}`, other)).statusCode).toBe(404);
    expect((await get('/api/companies?search=prairie wind', other)).json<CompanyListReply>().total).toBe(0);
    expect((await get('/api/prospects', other)).json<ProspectsReply>().data).toEqual([]);
    expect((await send('PATCH', `/api/prospects/${prospectId}`, { status: 'lost' }, other)).statusCode).toBe(404);
    expect((await send('POST', '/api/prospects', { name: 'X', companyId: company.id }, other)).statusCode).toBe(404);
    expect((await send('POST', '/api/lobbyists', { name: 'X', companyId: company.id }, other)).statusCode).toBe(404);
    expect(
      (
        await send(
          'POST',
          '/api/account-company-summary',
          { companyId: company.id, position: 'ally', priority: 'low' },
          other,
        )
      ).statusCode,
    ).toBe(404);
    const interestOther = (
      await get('/api/companies/of-interest?stateCode=SD&limit=5', other)
    ).json<CompaniesOfInterestReply>();
    expect(interestOther.data.map((row) => row.id)).not.toContain(company.id);
    expect(interestOther.data[0]?.reason).toMatch(/lobbyist registrations? in the latest two years$/);
  });

  it('resolving again changes nothing and keeps account data', async () => {
    const before = (await get(`/api/companies/${poetId}`)).json<CompanyDetail>();
    expect(await resolveCompanies(testApp.app.db)).toEqual({
      companies: 0,
      aliases: 0,
      removedAliases: 0,
      removedCompanies: 0,
    });
    expect((await get(`/api/companies/${poetId}`)).json<CompanyDetail>()).toEqual(before);
    expect((await get('/api/companies?search=prairie wind')).json<CompanyListReply>().total).toBe(1);
  });
});
