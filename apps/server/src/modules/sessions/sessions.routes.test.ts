import type { SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  // TX HB 1, and SD 2024 SB 90, HB 1010 and SB 95 with every SD session (from the shipped sample).
  await loadBillSample(testApp.database.db, ['TX-892-HB-1', 'SD-24R-SB-90', 'SD-24R-HB-1010', 'SD-24R-SB-95']);
  ({ cookie } = await registerAccount(testApp.app));
}, 120_000);
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/sessions', () => {
  it('lists a state’s sessions newest first with the default flagged', async () => {
    const response = await get('/api/sessions?stateCode=tx');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<SessionsResponse>();
    expect(items[0]).toMatchObject({
      id: '892',
      isDefault: true,
      name: '89th Legislature, 2nd Called Session (2025)',
      classification: 'special',
      billCount: 1,
    });
    // Every TX session of windycivi/sessions.json is not imported, only the ones bills name.
    expect(items.filter((item) => item.isDefault)).toHaveLength(1);
  });

  it('orders newest first by start year, not by the SPEC key that puts 1999 above 2024 (decision 018)', async () => {
    const { items } = (await get('/api/sessions?stateCode=SD')).json<SessionsResponse>();
    expect(items).toHaveLength(40);
    const ids = items.map((item) => item.id);
    expect(ids.slice(0, 3)).toEqual(['24R', '23R', '22R']);
    expect(ids.slice(-4)).toEqual(['99R', '98R', '971', '97R']);
    // Within a year the special sessions (later in the year) come above the regular one.
    expect(ids.indexOf('212')).toBeLessThan(ids.indexOf('211'));
    expect(ids.indexOf('211')).toBeLessThan(ids.indexOf('21R'));
    expect(ids.indexOf('01R')).toBeLessThan(ids.indexOf('99R'));
    // SD's 2006 special session has no start date: its name gives the year.
    expect(ids.indexOf('07R')).toBeLessThan(ids.indexOf('061'));
    expect(ids.indexOf('061')).toBeLessThan(ids.indexOf('06R'));
  });

  it('counts each session’s bills and makes the session with bills the default when 25R has none', async () => {
    const { items } = (await get('/api/sessions?stateCode=SD')).json<SessionsResponse>();
    const withBills = items.filter((item) => item.billCount > 0);
    expect(withBills.map((item) => item.id)).toEqual(['24R']);
    expect(withBills[0]?.billCount).toBe(3);
    expect(items.find((item) => item.isDefault)).toMatchObject({ id: '24R', name: '2024 Regular Session' });
    expect(items.filter((item) => item.isDefault)).toHaveLength(1);
  });

  it('tells a state without bills by its sessions: none listed, or every count 0', async () => {
    const wy = (await get('/api/sessions?stateCode=WY')).json<SessionsResponse>();
    expect(wy.items).toMatchObject([{ id: '25R', billCount: 0, isDefault: true }]);
    // A session with no bills loaded yet (only its session row): every count says 0.
    await testApp.database.db.execute(
      sql`insert into legislative_sessions (id, jurisdiction_id, code, source_identifier, name, start_date)
          values ('AL-25R', 'AL', '25R', '2025', '2025 Regular Session', '2025-02-04')`,
    );
    const al = (await get('/api/sessions?stateCode=AL')).json<SessionsResponse>();
    expect(al.items).toMatchObject([{ id: '25R', billCount: 0, isDefault: true }]);
  });

  it('answers the reference default session, without bills, for a state with no sessions loaded', async () => {
    const wy = await get('/api/sessions?stateCode=WY');
    expect(wy.statusCode).toBe(200);
    expect(wy.json<SessionsResponse>().items).toEqual([
      {
        id: '25R',
        name: '2025 Regular Session',
        isDefault: true,
        classification: 'regular',
        startDate: null,
        endDate: null,
        billCount: 0,
      },
    ]);
    const nj = (await get('/api/sessions?stateCode=NJ')).json<SessionsResponse>();
    expect(nj.items).toMatchObject([{ id: '24R', name: '2024-2025 Regular Session', isDefault: true, billCount: 0 }]);
  });

  it('rejects a bad or missing stateCode with a message', async () => {
    const bad = await get('/api/sessions?stateCode=ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stateCode must be a two-letter state code/);
    expect((await get('/api/sessions')).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    expect((await get('/api/sessions?stateCode=TX', {})).statusCode).toBe(401);
  });
});
