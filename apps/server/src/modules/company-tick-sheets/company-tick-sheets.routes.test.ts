import type { CompanyTickSheetReply } from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { companies, companyTickSheetEntries, testimonies } from '../../db/schema/index';

const BILL = 'SD-24R-SB-90';
const enc = encodeURIComponent;

describe('company tick sheet routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;
  let utilityId = 0;
  let cooperativeId = 0;
  let outsiderCompanyId = 0;

  const call = (who: SignedIn | undefined, method: 'GET' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const sheet = async (who: SignedIn, billId = BILL) => {
    const response = await call(who, 'GET', `/api/bills/${enc(billId)}/company-tick-sheet`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompanyTickSheetReply>();
  };
  const put = (who: SignedIn, companyId: number | string, payload: object, billId = BILL) =>
    call(who, 'PUT', `/api/bills/${enc(billId)}/company-tick-sheet/${companyId}`, payload);

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, [BILL]);
    const db = testApp.app.db;
    const inserted = await db
      .insert(companies)
      .values([
        { name: 'Prairie Power Utility', normalizedName: 'prairie power utility', state: 'SD' },
        { name: 'Dakota Growers Cooperative', normalizedName: 'dakota growers cooperative', state: 'SD' },
      ])
      .returning({ id: companies.id });
    [utilityId, cooperativeId] = inserted.map((row) => row.id) as [number, number];
    // A witness for the utility testified for the bill (the public record the sheet shows).
    await db.insert(testimonies).values({
      jurisdictionId: 'SD',
      billId: BILL,
      witnessName: 'Pat Example',
      organization: 'Prairie Power Utility',
      companyId: utilityId,
      position: 'for',
      testifiedOn: '2024-02-01',
      source: 'test',
      sourceRef: 'company-tick-sheet-1',
    });
    admin = await registerAccount(testApp.app, { firstName: 'Ada', lastName: 'Admin', stateCodes: ['SD'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    const [own] = await db
      .insert(companies)
      .values({ accountId: outsider.accountId, name: 'Outsider Client', normalizedName: 'outsider client' })
      .returning({ id: companies.id });
    outsiderCompanyId = own!.id;
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await call(undefined, 'GET', `/api/bills/${BILL}/company-tick-sheet`)).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', `/api/bills/${BILL}/company-tick-sheet/1`, {})).statusCode).toBe(401);
  });

  it('lists the companies that care about the bill with the position their testimony shows', async () => {
    const reply = await sheet(admin);
    expect(reply.bill).toMatchObject({ id: BILL, identifier: 'SB 90', stateCode: 'SD' });
    expect(reply.canEdit).toBe(true);
    const utility = reply.companies.find((row) => row.companyId === utilityId);
    expect(utility).toMatchObject({
      company: { id: utilityId, name: 'Prairie Power Utility', state: 'SD' },
      position: 'unknown',
      shownPosition: 'support',
      positionSource: 'testimony',
      known: [{ source: 'testimony', position: 'support', witnessName: 'Pat Example', date: '2024-02-01' }],
      updatedBy: null,
    });
    expect(utility?.reasons.join(' ')).toMatch(/Testified/);
    expect(reply.counts.support).toBeGreaterThanOrEqual(1);
  });

  it('records the team’s position, keeps it, and adds a company the team names', async () => {
    const saved = await put(colleague, utilityId, { position: 'oppose', note: '  Changed after the amendment  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      companyId: utilityId,
      position: 'oppose',
      note: 'Changed after the amendment',
    });
    const added = await put(admin, cooperativeId, { position: 'monitor' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      position: 'monitor',
      note: '',
      updatedBy: { id: admin.userId, name: 'Ada Admin' },
    });

    const reply = await sheet(analyst);
    expect(reply.canEdit).toBe(false);
    const utility = reply.companies.find((row) => row.companyId === utilityId);
    expect(utility).toMatchObject({ position: 'oppose', shownPosition: 'oppose', positionSource: 'team' });
    expect(utility?.known[0]?.position).toBe('support');
    const cooperative = reply.companies.find((row) => row.companyId === cooperativeId);
    expect(cooperative).toMatchObject({ reasons: [], shownPosition: 'monitor', positionSource: 'team' });
    expect(reply.counts).toMatchObject({ oppose: 1, monitor: 1 });
    // Putting it back to unknown shows the testimony's position again.
    expect((await put(admin, utilityId, { position: 'unknown', note: '' })).statusCode).toBe(200);
    expect((await sheet(admin)).companies.find((row) => row.companyId === utilityId)?.positionSource).toBe('testimony');
  });

  it('never shows one account’s positions to another, nor lets it record on another’s company', async () => {
    expect((await put(admin, cooperativeId, { position: 'support', note: 'Ours' })).statusCode).toBe(200);
    const theirs = await sheet(outsider);
    const cooperative = theirs.companies.find((row) => row.companyId === cooperativeId);
    expect(cooperative).toBeUndefined();
    for (const row of theirs.companies) expect(row.positionSource).not.toBe('team');
    const hidden = await put(admin, outsiderCompanyId, { position: 'support' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Company not found');
    expect((await put(outsider, outsiderCompanyId, { position: 'support' })).statusCode).toBe(200);
    expect((await sheet(admin)).companies.some((row) => row.companyId === outsiderCompanyId)).toBe(false);
    const stored = await testApp.app.db.select().from(companyTickSheetEntries);
    expect(stored.filter((row) => row.accountId === outsider.accountId).map((row) => row.companyId)).toEqual([
      outsiderCompanyId,
    ]);
  });

  it('refuses analysts, bad input, unknown bills and companies', async () => {
    expect((await put(analyst, utilityId, { position: 'support' })).statusCode).toBe(403);
    const bad = await put(admin, utilityId, { position: 'love' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/position must be one of support, oppose, neutral, monitor, unknown/);
    expect((await put(admin, utilityId, { position: 'support', note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await put(admin, 'abc', { position: 'support' })).statusCode).toBe(400);
    expect((await put(admin, 999999, { position: 'support' })).statusCode).toBe(404);
    const missing = await call(admin, 'GET', '/api/bills/SD-24R-SB-9999/company-tick-sheet');
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/bills/not-a-bill/company-tick-sheet')).statusCode).toBe(400);
  });
});
