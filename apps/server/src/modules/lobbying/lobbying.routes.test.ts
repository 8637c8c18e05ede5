import type {
  EngagementsReply,
  FirmDetail,
  FirmEngagementsReply,
  FirmListReply,
  LobbyAnalyticsReply,
  LobbyCompanySearchReply,
  LobbyistClientsReply,
  LobbyistDetail,
  LobbyistListReply,
  ValidYearsReply,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import type { TestimonyListReply } from '@statehouse/shared/testimony/testimony.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { fixture, importQuietly } from '../../../test/shared-data';
import { companies, companyAliases } from '../../db/schema/companies';
import { lobbyClients } from '../../db/schema/lobbying';
import { houseWitnessesImporter } from '../../ingest/house-witnesses/house-witnesses.importer';
import { sdLobbyistsImporter } from '../../ingest/sd-lobbyists/sd-lobbyists.importer';

// Real records: the committed excerpts of the SD Secretary of State's exports (2021 head, Doug Abraham's 2024
// registrations, 2025 whole) and a House witness list; see test/fixtures/public-data/README.md.
describe('lobbying and testimony routes', () => {
  let testApp: TestApp;
  let user: SignedIn;
  let other: SignedIn;
  let abrahamId: number;
  let apple: { clientId: number; companyId: number };
  const get = (url: string, who: SignedIn | null = user) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const db = testApp.app.db;
    await importQuietly(db, sdLobbyistsImporter, fixture('lobbyists', 'sd-lobbyists'));
    await importQuietly(db, houseWitnessesImporter, fixture('us-federal', 'unitedstates-congress'));
    user = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    other = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    // The companies work resolves clients into companies; here one public company with Apple's client as alias,
    // one public company named like the witness's organization, and one company of the other account.
    const [client] = await db.select().from(lobbyClients).where(eq(lobbyClients.name, 'Apple, Inc.'));
    const [company] = await db
      .insert(companies)
      .values({ name: 'Apple Inc.', normalizedName: 'apple' })
      .returning({ id: companies.id });
    await db.insert(companyAliases).values({
      companyId: company!.id,
      name: client!.name,
      normalizedName: 'apple',
      sourceKind: 'lobby_client',
      sourceRef: String(client!.id),
      jurisdictionId: 'SD',
    });
    apple = { clientId: client!.id, companyId: company!.id };
  }, 120_000);
  afterAll(() => testApp.close());

  it('finds a known SD lobbyist by name and lists his employers across years', async () => {
    const list = (await get('/api/lobbyists?stateCode=sd&search=abraham')).json<LobbyistListReply>();
    const doug = list.data.find((item) => item.name === 'Doug Abraham');
    expect(doug).toMatchObject({ stateCode: 'SD', firstYear: 2021, latestYear: 2025, lobbyistType: 'private' });
    expect(doug?.firm).toMatchObject({ name: 'mayadam.net' });
    expect(list.statesWithData).toEqual(['SD']);
    abrahamId = doug!.id;

    const detail = (await get(`/api/lobbyists/${abrahamId}`)).json<LobbyistDetail>();
    expect(detail.years).toEqual([
      { year: 2025, count: 1 },
      { year: 2024, count: 10 },
      { year: 2021, count: 10 },
    ]);
    expect(detail.firms).toEqual([{ id: doug!.firm!.id, name: 'mayadam.net', years: [2025, 2024, 2021] }]);

    const clients = (await get(`/api/lobbyists/${abrahamId}/clients`)).json<LobbyistClientsReply>();
    const byName = new Map(clients.data.map((entry) => [entry.client.name, entry]));
    expect(byName.get('Apple, Inc.')).toMatchObject({ years: [2024], companyId: apple.companyId });
    expect(byName.get('South Dakota Bankers Association')?.years).toEqual([2024, 2021]);
    expect(byName.get('ACT The App Association')?.years).toEqual([2025]);
    expect(clients.data[0]?.client.name).toBe('ACT The App Association');
    expect(byName.get('South Dakota Bankers Association')?.companyId).toBeNull();
    // 2021's "Banking Regulation" and 2024's "Banking regulation" are one subject.
    expect(byName.get('South Dakota Bankers Association')?.subjects).toHaveLength(1);
  });

  it('sorts and pages lobbyists and answers 400 for bad input', async () => {
    const byClients = (await get('/api/lobbyists?sortBy=clients&sortOrder=desc&limit=3')).json<LobbyistListReply>();
    const counts = byClients.data.map((item) => item.clientCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const page2 = (await get('/api/lobbyists?limit=5&page=2')).json<LobbyistListReply>();
    const all = (await get('/api/lobbyists?limit=10')).json<LobbyistListReply>();
    expect(page2.data.map((item) => item.id)).toEqual(all.data.slice(5, 10).map((item) => item.id));
    expect(page2.total).toBe(all.total);
    const past = (await get('/api/lobbyists?limit=5&page=1000')).json<LobbyistListReply>();
    expect(past).toMatchObject({ data: [], total: all.total });
    expect((await get('/api/lobbyists?stateCode=TX')).json<LobbyistListReply>()).toMatchObject({
      total: 0,
      statesWithData: ['SD'],
    });

    for (const [url, message] of [
      ['/api/lobbyists?sortBy=age', 'sortBy must be name, clients, registrations or latestYear'],
      ['/api/lobbyists?limit=0', 'limit must be at least 1'],
      ['/api/lobbyists?stateCode=XX', 'stateCode must be a two-letter state code such as SD'],
      ['/api/lobbyists/abc', 'id must be a whole number'],
      ['/api/lobbyists/engagements?year=20', 'year must be 1990 or later'],
      ['/api/lobbyists/valid-years', 'Give a lobbyistId or a companyId'],
      ['/api/lobbyists/companies/search?search=a', 'search needs at least 2 characters'],
      ['/api/testimony/bill', 'masterBillId is required'],
      ['/api/testimony/bill?masterBillId=abc', 'masterBillId must be a bill id such as SD-24R-SB-1'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(message);
    }
    expect((await get('/api/lobbyists/999999')).statusCode).toBe(404);
    expect((await get('/api/firms/999999')).statusCode).toBe(404);
    expect((await get('/api/lobbyists', null)).statusCode).toBe(401);
  });

  it('filters engagements by lobbyist, client, resolved company, year, client name and state', async () => {
    const ofYear = (await get(`/api/lobbyists/engagements?lobbyistId=${abrahamId}&year=2024`)).json<EngagementsReply>();
    expect(ofYear.total).toBe(10);
    expect(ofYear.data.every((row) => row.year === 2024 && row.lobbyist.id === abrahamId)).toBe(true);
    const paged = (
      await get(`/api/lobbyists/engagements?lobbyistId=${abrahamId}&limit=4&page=2`)
    ).json<EngagementsReply>();
    expect(paged).toMatchObject({ total: 21, page: 2, limit: 4 });
    expect(paged.data).toHaveLength(4);

    const master = (
      await get(`/api/lobbyists/engagements?masterCompanyId=${apple.companyId}`)
    ).json<EngagementsReply>();
    expect(master.data.map((row) => [row.client.name, row.year, row.companyId])).toEqual([
      ['Apple, Inc.', 2024, apple.companyId],
    ]);
    const client = (await get(`/api/lobbyists/engagements?companyId=${apple.clientId}`)).json<EngagementsReply>();
    expect(client.total).toBe(1);
    const searched = (
      await get('/api/lobbyists/engagements?companySearch=bankers&stateCode=SD')
    ).json<EngagementsReply>();
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.data.every((row) => /bankers/i.test(row.client.name))).toBe(true);
    expect((await get('/api/lobbyists/engagements?stateCode=MN')).json<EngagementsReply>().total).toBe(0);

    const years = (await get(`/api/lobbyists/valid-years?lobbyistId=${abrahamId}`)).json<ValidYearsReply>();
    expect(years.years).toEqual([2025, 2024, 2021]);
    const clientYears = (
      await get(`/api/lobbyists/valid-years?companyId=${apple.clientId}&type=engagements`)
    ).json<ValidYearsReply>();
    expect(clientYears.years).toEqual([2024]);
  });

  it('searches clients with lobbyist counts and their resolved company', async () => {
    const hits = (
      await get('/api/lobbyists/companies/search?search=apple&stateCode=SD')
    ).json<LobbyCompanySearchReply>();
    expect(hits.data[0]).toMatchObject({ name: 'Apple, Inc.', companyId: apple.companyId, latestYear: 2024 });
    const none = (await get('/api/lobbyists/companies/search?search=apple&year=2021')).json<LobbyCompanySearchReply>();
    expect(none.data).toEqual([]);
  });

  it('lists firms read off e-mail domains, with their lobbyists and clients by year', async () => {
    const list = (await get('/api/firms?stateCode=SD&sortBy=clients&sortOrder=desc')).json<FirmListReply>();
    expect(list.note).toContain('e-mail domain');
    const firm = list.data.find((item) => item.name === 'mayadam.net');
    expect(firm).toBeDefined();
    const counts = list.data.map((item) => item.clientCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.data.map((item) => item.name)).not.toContain('gmail.com');
    const searched = (await get('/api/firms?search=MAYADAM')).json<FirmListReply>();
    expect(searched.data.map((item) => item.name)).toEqual(['mayadam.net']);

    const detail = (await get(`/api/firms/${firm!.id}`)).json<FirmDetail>();
    expect(detail.lobbyists.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Doug Abraham', 'Mike Shaw', 'Justin Bell']),
    );
    expect(detail.years.map((entry) => entry.year)).toEqual([2025, 2024, 2021]);
    const engagements = (await get(`/api/firms/${firm!.id}/engagements?year=2024`)).json<FirmEngagementsReply>();
    expect(engagements.years).toEqual([2025, 2024, 2021]);
    expect(engagements.data).toHaveLength(10);
    expect(engagements.data.every((row) => row.firm?.id === firm!.id && row.year === 2024)).toBe(true);
  });

  it('answers analytics: totals, the trend over years and the top clients, firms and lobbyists', async () => {
    const companiesReply = (await get('/api/lobby-analytics/companies?stateCode=SD')).json<LobbyAnalyticsReply>();
    expect(companiesReply.years).toEqual([2021, 2024, 2025]);
    expect(companiesReply.trend.find((row) => row.year === 2024)).toMatchObject({
      registrations: 10,
      lobbyists: 1,
      clients: 10,
      firms: 1,
    });
    expect(companiesReply.top.length).toBeGreaterThan(0);
    expect(companiesReply.top[0]!.byYear.length).toBeGreaterThan(0);
    const lobbyists = (await get('/api/lobby-analytics/lobbyists?stateCode=SD&year=2024')).json<LobbyAnalyticsReply>();
    expect(lobbyists.totals).toMatchObject({ registrations: 10, lobbyists: 1 });
    expect(lobbyists.top[0]).toMatchObject({ id: abrahamId, clients: 10 });
    expect(lobbyists.top[0]!.byYear).toEqual([
      { year: 2021, count: 10 },
      { year: 2024, count: 10 },
      { year: 2025, count: 1 },
    ]);
    const firms = (await get('/api/lobby-analytics/firms')).json<LobbyAnalyticsReply>();
    expect(firms.top.every((row) => row.clients >= 1)).toBe(true);
    expect(firms.subjects.length).toBeGreaterThan(0);
    const empty = (await get('/api/lobby-analytics/firms?stateCode=TX')).json<LobbyAnalyticsReply>();
    expect(empty).toMatchObject({ years: [], top: [], statesWithData: ['SD'] });
  });

  it('answers testimony where witness lists exist and says which sources have them where not', async () => {
    const usps = await testApp.app.db
      .insert(companies)
      .values({ name: 'U.S. Postal Service', normalizedName: 'us postal service' })
      .returning({ id: companies.id });
    const byCompany = (await get(`/api/testimony/company?companyId=${usps[0]!.id}`)).json<TestimonyListReply>();
    expect(byCompany.message).toBeNull();
    expect(byCompany.data).toEqual([
      expect.objectContaining({
        witnessName: 'James P. Cochrane',
        organization: 'U.S. Postal Service',
        testifiedOn: '2014-05-22',
        stateCode: 'US',
        position: null,
      }),
    ]);
    const none = (await get(`/api/testimony/company?companyId=${apple.companyId}`)).json<TestimonyListReply>();
    expect(none.data).toEqual([]);
    expect(none.message).toBe(
      'No testimony of this company is recorded. Witness lists are loaded only for the U.S. Congress (House committee meeting witness lists).',
    );
    const bill = (await get('/api/testimony/bill?masterBillId=SD-24R-SB-1')).json<TestimonyListReply>();
    expect(bill.data).toEqual([]);
    expect(bill.coverage).toEqual([
      {
        stateCode: 'US',
        source: 'house-witnesses',
        sourceName: 'House committee meeting witness lists',
        witnesses: 1,
      },
    ]);
    const lobbyist = (await get(`/api/lobbyists/testimony?lobbyistId=${abrahamId}`)).json<TestimonyListReply>();
    expect(lobbyist.message).toContain('Witness lists are loaded only for the U.S. Congress');
    const years = (
      await get(`/api/lobbyists/valid-years?companyId=${usps[0]!.id}&type=testimony`)
    ).json<ValidYearsReply>();
    expect(years.years).toEqual([2014]);
  });

  it('never shows testimony through another account’s company', async () => {
    const [own] = await testApp.app.db
      .insert(companies)
      .values({ name: 'U.S. Postal Service', normalizedName: 'us postal service', accountId: other.accountId })
      .returning({ id: companies.id });
    const mine = (await get(`/api/testimony/company?companyId=${own!.id}`, other)).json<TestimonyListReply>();
    expect(mine.data).toHaveLength(1);
    const theirs = (await get(`/api/testimony/company?companyId=${own!.id}`, user)).json<TestimonyListReply>();
    expect(theirs.data).toEqual([]);
    const viaLobbyists = (await get(`/api/lobbyists/testimony?companyId=${own!.id}`, user)).json<TestimonyListReply>();
    expect(viaLobbyists.data).toEqual([]);
  });
});
