import type {
  CampaignFinanceReply,
  CampaignFinanceRow,
  CampaignFinanceSummary,
} from '@statehouse/shared/finance/finance.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { companies, companyAliases, lobbyClients, lobbyists } from '../../db/schema/index';
import { loadSample } from '../../ingest/sample/load-sample';

// Real filings of the shipped sample (data/sample): the Minnesota Campaign Finance Board's itemized receipts over
// $200 of party units and independent-expenditure committees, and four FEC filings; South Dakota lobbyists.
const sampleTables = new Set([
  'jurisdictions',
  'campaign_filers',
  'contributions',
  'lobbyists',
  'lobby_clients',
  'lobby_firms',
  'lobby_registrations',
]);

describe('finance routes', () => {
  let testApp: TestApp;
  let reader: SignedIn;
  let other: SignedIn;
  let pfizerId = 0;
  let privateCompanyId = 0;
  let deMayId = 0;

  const get = (who: SignedIn | undefined, url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const ok = async <T = Record<string, unknown>>(url: string, who: SignedIn = reader): Promise<T> => {
    const response = await get(who, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const list = (query: string) => ok<CampaignFinanceReply>(`/api/finance/campaign-finance?${query}`);
  const summary = (query: string) => ok<CampaignFinanceSummary>(`/api/finance/campaign-finance/summary?${query}`);
  const badRequest = async (url: string, message: RegExp) => {
    const response = await get(reader, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(message);
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadSample(
      testApp.app.db,
      { info: () => {} },
      {
        select: (table, row) =>
          sampleTables.has(table) || (table === 'people' && row.jurisdiction_id === 'MN') ? row : null,
      },
    );
    // loadSample resolves companies (decision 039) and links the finance data (decision 041), as the import does.
    reader = await registerAccount(testApp.app, { stateCodes: ['MN'] });
    other = await registerAccount(testApp.app, { stateCodes: ['MN'] });

    // A company as 17a's resolution writes it (decision 039): Pfizer's SD lobby client and the MN employer key.
    const [deMay] = await testApp.app.db.select().from(lobbyists).where(eq(lobbyists.name, 'James DeMay'));
    deMayId = deMay!.id;
    const [client] = await testApp.app.db.select().from(lobbyClients).where(eq(lobbyClients.name, 'Pfizer Inc.'));
    // The sample load may have resolved companies already (decision 039): use its Pfizer, or add one.
    const [found] = await testApp.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.normalizedName, 'pfizer'), isNull(companies.accountId)));
    const [pfizer] = found
      ? [found]
      : await testApp.app.db
          .insert(companies)
          .values({ name: 'Pfizer Inc.', normalizedName: 'pfizer' })
          .returning({ id: companies.id });
    pfizerId = pfizer!.id;
    await testApp.app.db.update(companies).set({ name: 'Pfizer Inc.' }).where(eq(companies.id, pfizerId));
    await testApp.app.db
      .insert(companyAliases)
      .values([
        {
          companyId: pfizerId,
          name: 'Pfizer Inc.',
          normalizedName: 'pfizer',
          sourceKind: 'lobby_client',
          sourceRef: String(client!.id),
          jurisdictionId: 'SD',
        },
        {
          companyId: pfizerId,
          name: 'Pfizer',
          normalizedName: 'pfizer',
          sourceKind: 'contributor_employer',
          sourceRef: 'MN:pfizer',
          jurisdictionId: 'MN',
        },
      ])
      .onConflictDoNothing();
    const [mine] = await testApp.app.db
      .insert(companies)
      .values({ accountId: other.accountId, name: 'Quiet Holdings', normalizedName: 'quiet holdings' })
      .returning({ id: companies.id });
    privateCompanyId = mine!.id;
  }, 240_000);
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await get(undefined, '/api/finance/campaign-finance')).statusCode).toBe(401);
    expect((await get(undefined, '/api/finance/company-contributions?companyId=1')).statusCode).toBe(401);
  });

  it('totals a known Minnesota committee: AGC Building Constructors received 67 itemized gifts, $51,700', async () => {
    // The board's export lists 67 rows with Recipient "AGC Building Constructors" summing to 51,700.00.
    const totals = await summary('stateCode=MN&filerName=AGC%20Building%20Constructors');
    expect(totals.totals).toEqual({ count: 67, amount: 51700, memoCount: 0 });
    expect(totals.byRecipient).toHaveLength(1);
    expect(totals.byRecipient[0]).toMatchObject({ name: 'AGC Building Constructors', count: 67, amount: 51700 });
    expect(totals.byMonth.reduce((sum, month) => sum + month.count, 0)).toBe(67);
    const page = await list('stateCode=MN&filerName=AGC%20Building%20Constructors&limit=10');
    expect(page.total).toBe(67);
    expect(page.data).toHaveLength(10);
    expect(new Set(page.data.map((row) => row.recipient.name))).toEqual(new Set(['AGC Building Constructors']));
  });

  it('lists a known FEC filing’s itemized receipts: NeurosurgeryPAC’s 76, equal to its line 11(a)(i)', async () => {
    // FEC filing 1550548 (F3XA, Jan-Jun 2021) reports 103,071.78 of itemized individual contributions on line 11(a)(i).
    const filing = await summary('stateCode=US&filerName=NEUROSURGERYPAC');
    expect(filing.totals).toEqual({ count: 76, amount: 103071.78, memoCount: 0 });
    const rows = await list('stateCode=US&filerName=NEUROSURGERYPAC&contributorLastName=Abosch');
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]).toMatchObject({
      source: 'fec',
      jurisdictionCode: 'US',
      contributorName: 'Abosch, Aviva',
      contributorState: 'NE',
      contributorEmployer: 'Nebraska Medicine',
      contributorOccupation: 'Neurosurgeon',
      amount: '1000.00',
      receivedOn: '2021-04-17',
      receiptType: 'SA11AI',
      isMemo: false,
      recipient: { registrationNumber: 'C00413955', member: null },
    });
  });

  it('links a contribution to the lobbyist who gave it and to the lobbyist’s company', async () => {
    const reply = await list('contributorLastName=DeMay&sortBy=amount&sortOrder=asc');
    expect(reply.data.map((row) => [row.contributorName, row.amount, row.recipient.name])).toEqual([
      ['DeMay, James J', '250.00', 'DFL House Caucus'],
      ['Demay, James Joseph', '500.00', 'DFL Senate Caucus'],
    ]);
    for (const row of reply.data) {
      expect(row.isLobbyist).toBe(true);
      expect(row.lobbyist).toEqual({ id: deMayId, name: 'James DeMay' });
      expect(row.company).toEqual({ id: pfizerId, name: 'Pfizer Inc.', via: 'employer' });
    }
  });

  it('applies every filter of SPEC section 7', async () => {
    const all = await summary('');
    const mn = await summary('stateCode=mn');
    const us = await summary('stateCode=US');
    expect(mn.totals.count + us.totals.count).toBe(all.totals.count);
    expect(mn.totals.count).toBeGreaterThan(7000);
    expect(all.statesWithData.map((state) => state.stateCode).sort()).toEqual(['MN', 'US']);
    expect(all.statesWithData.find((state) => state.stateCode === 'US')?.name).toBe('Federal (FEC)');

    const expectEvery = async (query: string, test: (row: CampaignFinanceRow) => boolean) => {
      const reply = await list(`${query}&limit=200`);
      expect(reply.total, query).toBeGreaterThan(0);
      for (const row of reply.data) expect(test(row), `${query}: ${JSON.stringify(row)}`).toBe(true);
      return reply;
    };
    await expectEvery('stateCode=MN', (row) => row.jurisdictionCode === 'MN');
    await expectEvery('search=continental', (row) =>
      [row.contributorName, row.contributorOrganization, row.contributorEmployer, row.recipient.name].some((text) =>
        text?.toLowerCase().includes('continental'),
      ),
    );
    await expectEvery('filerName=caucus', (row) => row.recipient.name.toLowerCase().includes('caucus'));
    await expectEvery('contributorOrganization=Pfizer', (row) =>
      [row.contributorOrganization, row.contributorEmployer].some((text) => text?.toLowerCase().includes('pfizer')),
    );
    await expectEvery(
      'contributorFirstName=jam&contributorLastName=dem',
      (row) => /^jam/i.test(row.contributorFirstName ?? '') && /^dem/i.test(row.contributorLastName ?? ''),
    );
    await expectEvery('contributorState=tx', (row) => row.contributorState === 'TX');
    await expectEvery('year=2021', (row) => row.year === 2021);
    await expectEvery('minAmount=50000&maxAmount=60000', (row) => {
      const amount = Number(row.amount);
      return amount >= 50000 && amount <= 60000;
    });
    const lobbyists = await expectEvery('isLobbyist=true', (row) => row.isLobbyist);
    expect(lobbyists.data.some((row) => row.lobbyist === null && row.contributorType === 'lobbyist')).toBe(true);
    await expectEvery('isLobbyist=false&stateCode=MN', (row) => !row.isLobbyist);
    const members = await expectEvery(
      'isMember=true',
      (row) => row.recipient.member !== null || row.contributorMember !== null,
    );
    // Minnesota legislators' own committees giving to their caucuses (the exports itemize no gifts to candidates).
    expect(members.data.some((row) => row.contributorMember && row.contributorType === 'candidate committee')).toBe(
      true,
    );
    const notMembers = await summary('isMember=false');
    const onlyMembers = await summary('isMember=true');
    expect(notMembers.totals.count + onlyMembers.totals.count).toBe(all.totals.count);
    // Nothing matches: an empty page, zero totals, and still the states that have data.
    const none = await summary('stateCode=TX');
    expect(none.totals).toEqual({ count: 0, amount: 0, memoCount: 0 });
    expect(none.statesWithData).toHaveLength(2);
    expect((await list('stateCode=TX')).data).toEqual([]);
  });

  it('sorts by date, amount, contributor and recipient both ways, and pages', async () => {
    const sorted = async (sortBy: string, sortOrder: string, key: (row: CampaignFinanceRow) => string | number) => {
      const rows = (await list(`stateCode=MN&sortBy=${sortBy}&sortOrder=${sortOrder}&limit=50`)).data.map(key);
      const expected = [...rows].sort((a, b) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en'),
      );
      expect(rows, `${sortBy} ${sortOrder}`).toEqual(sortOrder === 'asc' ? expected : expected.reverse());
    };
    await sorted('amount', 'asc', (row) => Number(row.amount));
    await sorted('amount', 'desc', (row) => Number(row.amount));
    await sorted('date', 'desc', (row) => row.receivedOn ?? '');
    await sorted('date', 'asc', (row) => row.receivedOn ?? '');
    const byName = (await list('stateCode=MN&sortBy=contributor&limit=5&sortOrder=asc')).data;
    expect(byName[0]!.contributorName.toLowerCase() <= byName[4]!.contributorName.toLowerCase()).toBe(true);
    const byRecipient = (await list('stateCode=MN&sortBy=recipient&sortOrder=desc&limit=5')).data;
    expect(byRecipient[0]!.recipient.name.localeCompare(byRecipient[4]!.recipient.name)).toBeGreaterThanOrEqual(0);
    expect(
      (await list('sortBy=date')).data[0]!.receivedOn! >= (await list('sortBy=date&page=2')).data[0]!.receivedOn!,
    ).toBe(true);

    const first = await list('stateCode=US&limit=10');
    const second = await list('stateCode=US&limit=10&page=2');
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(20);
    const beyond = await list('stateCode=US&page=9999');
    expect(beyond).toMatchObject({ data: [], total: first.total });
  });

  it('answers 400 with a reason for bad filters', async () => {
    await badRequest('/api/finance/campaign-finance?stateCode=ZZ', /stateCode must be a two-letter state code/);
    await badRequest('/api/finance/campaign-finance?contributorState=Minnesota', /contributorState must be/);
    await badRequest(
      '/api/finance/campaign-finance?minAmount=500&maxAmount=100',
      /minAmount cannot be more than maxAmount/,
    );
    await badRequest('/api/finance/campaign-finance?minAmount=-1', /minAmount cannot be negative/);
    await badRequest('/api/finance/campaign-finance?maxAmount=lots', /maxAmount must be a number/);
    await badRequest('/api/finance/campaign-finance?year=twenty', /year must be a year/);
    await badRequest('/api/finance/campaign-finance?limit=500', /limit can be at most 200/);
    await badRequest('/api/finance/campaign-finance?page=0', /page starts at 1/);
    await badRequest('/api/finance/campaign-finance?sortBy=size', /sortBy must be one of/);
    await badRequest('/api/finance/campaign-finance?isLobbyist=maybe', /true or false/);
    await badRequest('/api/finance/campaign-finance/summary?maxAmount=1&minAmount=2', /minAmount cannot be more/);
    await badRequest(`/api/finance/campaign-finance?search=${'x'.repeat(201)}`, /search can be at most 200/);
    await badRequest('/api/finance/company-contributions', /companyId/);
    await badRequest('/api/finance/company-contributions?companyId=abc', /companyId must be a whole number/);
    await badRequest('/api/lobbyists/contributions', /Give lobbyistId, companyId or both/);
    await badRequest('/api/finance/campaign-finance/filers?state=XX', /state must be a two-letter/);
  });

  it('finds filers by name in a state, most contributions first', async () => {
    const reply = await ok<{ data: { name: string; contributions: number; amount: number }[]; total: number }>(
      '/api/finance/campaign-finance/filers?search=agc&state=MN',
    );
    expect(reply.data.map((filer) => filer.name)).toEqual(
      expect.arrayContaining(['AGC Building Constructors', 'AGC Transportation Builders']),
    );
    expect(reply.data.find((filer) => filer.name === 'AGC Building Constructors')).toMatchObject({
      contributions: 67,
      amount: 51700,
    });
    const counts = reply.data.map((filer) => filer.contributions);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byNumber = await ok<{ data: { registrationNumber: string }[] }>(
      '/api/finance/campaign-finance/filers?search=C00703975',
    );
    expect(byNumber.data.map((filer) => filer.registrationNumber)).toEqual(['C00703975']);
    const members = await ok<{ data: { member: { name: string } | null; filerType: string }[] }>(
      '/api/finance/campaign-finance/filers?search=Rehrauer&state=MN',
    );
    expect(members.data[0]).toMatchObject({ filerType: 'candidate committee', member: { name: 'Kari Rehrauer' } });
  });

  it('lists a company’s contributions through its aliases, and hides another account’s company', async () => {
    const reply = await ok<{
      company: { name: string };
      aliases: { sourceKind: string }[];
      data: CampaignFinanceRow[];
      total: number;
      amount: number;
      byYear: { year: number; count: number }[];
    }>(`/api/finance/company-contributions?companyId=${pfizerId}`);
    expect(reply.company.name).toBe('Pfizer Inc.');
    expect(reply.aliases).toContainEqual(
      expect.objectContaining({ sourceKind: 'contributor_employer', jurisdictionCode: 'MN' }),
    );
    expect(reply.total).toBeGreaterThanOrEqual(2);
    for (const row of reply.data) expect(row.contributorEmployer?.toLowerCase()).toContain('pfizer');
    expect(reply.data.map((row) => row.contributorName)).toEqual(
      expect.arrayContaining(['DeMay, James J', 'Demay, James Joseph']),
    );
    // Memo entries (FEC earmarks) are listed but not counted in the sums.
    expect(reply.byYear.reduce((sum, year) => sum + year.count, 0)).toBe(
      reply.data.filter((row) => !row.isMemo).length,
    );
    // The company's own page counts and sums the same contributions.
    const detail = await ok<{ contributionCount: number; contributionTotal: number }>(`/api/companies/${pfizerId}`);
    expect(detail).toMatchObject({ contributionCount: reply.total, contributionTotal: reply.amount });
    const none = await ok<{ total: number }>(`/api/finance/company-contributions?companyId=${pfizerId}&year=1999`);
    expect(none.total).toBe(0);

    const hidden = await get(reader, `/api/finance/company-contributions?companyId=${privateCompanyId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Company not found');
    const own = await get(other, `/api/finance/company-contributions?companyId=${privateCompanyId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect((await get(reader, `/api/lobbyists/contributions?companyId=${privateCompanyId}`)).statusCode).toBe(404);
  });

  it('leaves FEC memo entries out of a company’s sums everywhere: Apple employees’ earmarks to Biden for President', async () => {
    // Real rows: five Biden for President SA18 receipts whose contributors name Apple as employer, each an earmark
    // memo (X) repeating a Biden Victory Fund line.
    const [company] = await testApp.app.db
      .insert(companies)
      .values({ name: 'Apple memo test', normalizedName: 'apple memo test' })
      .returning({ id: companies.id });
    await testApp.app.db.insert(companyAliases).values({
      companyId: company!.id,
      name: 'Apple',
      normalizedName: 'apple',
      sourceKind: 'contributor_employer',
      sourceRef: 'test:US:apple',
      jurisdictionId: 'US',
    });
    const reply = await ok<{ data: CampaignFinanceRow[]; total: number; amount: number }>(
      `/api/finance/company-contributions?companyId=${company!.id}`,
    );
    expect(reply.total).toBeGreaterThanOrEqual(4);
    expect(reply.data.every((row) => row.isMemo && row.recipient.name === 'Biden for President')).toBe(true);
    expect(reply.amount).toBe(0);
    const detail = await ok<{ contributionCount: number; contributionTotal: number }>(`/api/companies/${company!.id}`);
    expect(detail).toMatchObject({ contributionCount: reply.total, contributionTotal: 0 });
    const states = await ok<{ data: { stateCode: string; contributionTotal: number }[] }>(
      `/api/companies/${company!.id}/states`,
    );
    expect(states.data).toEqual([expect.objectContaining({ stateCode: 'US', contributionTotal: 0 })]);
  });

  it('lists what a lobbyist gave, and what a company’s registered lobbyists gave', async () => {
    const byLobbyist = await ok<{ data: CampaignFinanceRow[]; total: number; amount: number }>(
      `/api/lobbyists/contributions?lobbyistId=${deMayId}`,
    );
    expect(byLobbyist).toMatchObject({ total: 2, amount: 750 });
    expect(byLobbyist.data.map((row) => row.receivedOn)).toEqual(['2022-12-14', '2022-12-13']);
    const byCompany = await ok<{ total: number; amount: number }>(
      `/api/lobbyists/contributions?companyId=${pfizerId}&year=2022`,
    );
    expect(byCompany).toMatchObject({ total: 2, amount: 750 });
    // DeMay was registered for Pfizer in 2021-2023, but gave nothing in 2021.
    expect((await ok<{ total: number }>(`/api/lobbyists/contributions?companyId=${pfizerId}&year=2021`)).total).toBe(0);
    const missing = await get(reader, '/api/lobbyists/contributions?lobbyistId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lobbyist not found');
  });
});
