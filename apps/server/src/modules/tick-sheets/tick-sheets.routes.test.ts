import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { relationships, tickSheetEntries } from '../../db/schema/index';

// CO 2025B HB 1001 passed the Senate 23-12 on 2025-08-25 (roll call CO-251-HB-1001~c36f5e556822): 20 of the yes
// votes and all 12 no votes name a senator of the sample; "Michaelson Jenet", "Winter F." and "President" name none.
const CO_BILL = 'CO-251-HB-1001';
const TX_BILL = 'TX-892-HB-1';
const AMABILE = 'ocd-person/829879ea-a9a3-42b6-8f5f-d209b1cc961d'; // voted yes
const BAISLEY = 'ocd-person/b4002b84-79a0-481a-94a8-00136c2dabb6'; // voted no
const BALL = 'ocd-person/4a72c7ee-c3e5-4c61-8e79-3301cb70a599'; // voted yes
const KIRKMEYER = 'ocd-person/6d1fcaf0-ed3d-4772-876f-09dc5e931556'; // voted no

type Member = {
  memberId: string;
  stance: string;
  note: string;
  actualVote: string | null;
  outcome: string | null;
  knownBy: { userName: string; strength: number }[];
};

describe('tick sheet routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;

  const call = (who: SignedIn | undefined, method: 'GET' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const sheetOf = async (who: SignedIn, billId: string, query = '') => {
    const response = await call(who, 'GET', `/api/bills/${billId}/tick-sheet${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const mark = (who: SignedIn, billId: string, memberId: string, payload: object) =>
    call(who, 'PUT', `/api/bills/${billId}/tick-sheet/${encodeURIComponent(memberId)}`, payload);
  const memberOf = (sheet: { members: Member[] }, id: string) => sheet.members.find((row) => row.memberId === id)!;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, [CO_BILL, TX_BILL]);
    admin = await registerAccount(testApp.app, { firstName: 'Wanda', lastName: 'Whip', stateCodes: ['CO'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['CO'] });
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await call(undefined, 'GET', `/api/bills/${CO_BILL}/tick-sheet`)).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', `/api/bills/${CO_BILL}/tick-sheet/x`, { stance: 'yes' })).statusCode).toBe(
      401,
    );
  });

  it('lists the committee of the latest referral, matched by name across "&" and punctuation', async () => {
    const sheet = await sheetOf(admin, TX_BILL);
    expect(sheet.body).toMatchObject({
      kind: 'committee',
      committeeId: 'ocd-organization/bf9b973b-22db-4626-9be5-d5937ff39a3f',
      name: 'Senate Disaster Preparedness and Flooding Select',
      chamber: 'upper',
      reason: 'Referred to Disaster Preparedness & Flooding, Select',
    });
    expect(sheet.committeeAvailable).toBe(true);
    expect(sheet.members.length).toBeGreaterThan(3);
    expect(sheet.members[0].role).toBe('chair');
    expect(sheet.members.every((row: Member) => row.stance === 'unknown')).toBe(true);
    // The whole chamber on request: the 31 Texas senators of the sample.
    const chamber = await sheetOf(admin, TX_BILL, '?body=chamber');
    expect(chamber.body).toMatchObject({ kind: 'chamber', name: 'Texas Senate', committeeId: null });
    expect(chamber.count.total).toBe(chamber.members.length);
    expect(chamber.members.every((row: { chamber: string }) => row.chamber === 'upper')).toBe(true);
  });

  it('falls back to the chamber the bill is in when its committee has no member list', async () => {
    const sheet = await sheetOf(admin, CO_BILL);
    expect(sheet.committeeAvailable).toBe(false);
    expect(sheet.body).toMatchObject({ kind: 'chamber', name: 'Colorado Senate', chamber: 'upper' });
    expect(sheet.body.reason).toMatch(/^No committee referral or hearing names a committee/);
    expect(sheet.count).toEqual({
      yes: 0,
      lean_yes: 0,
      undecided: 0,
      lean_no: 0,
      no: 0,
      unknown: 35,
      total: 35,
      needed: 18,
      likelyYes: 0,
      likelyNo: 0,
    });
    const amabile = sheet.members.find((row: Member) => row.memberId === AMABILE);
    expect(amabile).toMatchObject({ name: 'Judy Amabile', party: 'Democratic', partyCode: 'D' });
    expect(amabile.imageUrl).toBe(`/api/member-images/${encodeURIComponent(AMABILE)}`);
    expect(amabile.knownBy).toEqual([]);
    // Who on the team knows the member shows on the sheet (strongest first); another account's ties never do.
    await testApp.app.db.insert(relationships).values([
      { accountId: admin.accountId, userId: colleague.userId, memberId: AMABILE, strength: 2 },
      { accountId: admin.accountId, userId: admin.userId, memberId: AMABILE, strength: 5 },
      { accountId: outsider.accountId, userId: outsider.userId, memberId: BAISLEY, strength: 4 },
    ]);
    const known = await sheetOf(colleague, CO_BILL);
    expect(memberOf(known, AMABILE).knownBy).toEqual([
      { userName: 'Wanda Whip', strength: 5 },
      { userName: expect.any(String), strength: 2 },
    ]);
    expect(memberOf(known, BAISLEY).knownBy).toEqual([]);
  });

  it('keeps a running whip count and compares it with the roll call member by member', async () => {
    for (const [memberId, stance] of [
      [AMABILE, 'yes'],
      [BAISLEY, 'lean_yes'],
      [BALL, 'undecided'],
      [KIRKMEYER, 'no'],
    ] as const) {
      const response = await mark(admin, CO_BILL, memberId, { stance, note: `  Called about ${stance}  ` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        memberId,
        stance,
        note: `Called about ${stance}`,
        updatedBy: { id: admin.userId, name: 'Wanda Whip' },
      });
    }
    const sheet = await sheetOf(colleague, CO_BILL);
    expect(sheet.count).toMatchObject({
      yes: 1,
      lean_yes: 1,
      undecided: 1,
      no: 1,
      unknown: 31,
      likelyYes: 2,
      likelyNo: 1,
    });
    expect(sheet.rollCall).toMatchObject({
      id: 'CO-251-HB-1001~c36f5e556822',
      date: '2025-08-25',
      result: 'pass',
      kind: 'floor',
      yesCount: 23,
      noCount: 12,
      comparison: {
        predictedYes: 2,
        predictedNo: 1,
        actualYes: 20,
        actualNo: 12,
        matched: 2,
        missed: 1,
        unpredicted: 29,
        notInRollCall: 3,
      },
    });
    expect(memberOf(sheet, AMABILE)).toMatchObject({ stance: 'yes', actualVote: 'yes', outcome: 'match' });
    expect(memberOf(sheet, BAISLEY)).toMatchObject({ stance: 'lean_yes', actualVote: 'no', outcome: 'miss' });
    expect(memberOf(sheet, BALL)).toMatchObject({ stance: 'undecided', actualVote: 'yes', outcome: 'unpredicted' });
    expect(memberOf(sheet, KIRKMEYER)).toMatchObject({ stance: 'no', actualVote: 'no', outcome: 'match' });

    // Changing a mark updates the same row and the count.
    const changed = await mark(colleague, CO_BILL, BAISLEY, {
      stance: 'no',
      note: 'Firm no after the hearing',
      lastContactAt: '2025-08-24T15:00:00-06:00',
    });
    expect(changed.json()).toMatchObject({ stance: 'no', lastContactAt: '2025-08-24T21:00:00.000Z' });
    const after = await sheetOf(admin, CO_BILL);
    expect(after.count).toMatchObject({ lean_yes: 0, no: 2, likelyNo: 2 });
    expect(after.rollCall.comparison).toMatchObject({ matched: 3, missed: 0 });
  });

  it('refuses bad input with clear messages', async () => {
    const badStance = await mark(admin, CO_BILL, AMABILE, { stance: 'maybe' });
    expect(badStance.statusCode).toBe(400);
    expect(badStance.body).toContain('stance must be one of yes, lean_yes, undecided, lean_no, no, unknown');
    const longNote = await mark(admin, CO_BILL, AMABILE, { stance: 'yes', note: 'x'.repeat(2001) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.body).toContain('note can be at most 2000 characters');
    const badDate = await mark(admin, CO_BILL, AMABILE, { stance: 'yes', lastContactAt: 'yesterday' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('lastContactAt must be an ISO date-time');
    expect((await call(admin, 'GET', `/api/bills/${CO_BILL}/tick-sheet?body=senate`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/bills/not-a-bill/tick-sheet')).statusCode).toBe(400);
    const unknownBill = await call(admin, 'GET', '/api/bills/CO-251-HB-9999/tick-sheet');
    expect(unknownBill.statusCode).toBe(404);
    expect(unknownBill.json().message).toBe('Bill CO-251-HB-9999 was not found');
    // A Texas senator is not on a Colorado bill's sheet.
    const texan = (await sheetOf(admin, TX_BILL)).members[0].memberId;
    const foreign = await mark(admin, CO_BILL, texan, { stance: 'yes' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Member not found in this bill’s state');
    expect((await mark(admin, CO_BILL, 'ocd-person/nobody', { stance: 'yes' })).statusCode).toBe(404);
  });

  it('lets analysts read but not mark', async () => {
    const sheet = await sheetOf(analyst, CO_BILL);
    expect(sheet.canEdit).toBe(false);
    expect(memberOf(sheet, AMABILE).stance).toBe('yes');
    const refused = await mark(analyst, CO_BILL, AMABILE, { stance: 'no' });
    expect(refused.statusCode).toBe(403);
    expect((await sheetOf(admin, CO_BILL)).canEdit).toBe(true);
  });

  it('shows another account nothing and lets it change nothing of ours', async () => {
    const before = await testApp.app.db
      .select()
      .from(tickSheetEntries)
      .where(eq(tickSheetEntries.accountId, admin.accountId));
    const theirs = await sheetOf(outsider, CO_BILL);
    expect(theirs.members.every((row: Member) => row.stance === 'unknown' && row.note === '')).toBe(true);
    expect(theirs.count.unknown).toBe(35);
    expect((await mark(outsider, CO_BILL, AMABILE, { stance: 'no', note: 'Outsider' })).statusCode).toBe(200);
    expect(memberOf(await sheetOf(admin, CO_BILL), AMABILE)).toMatchObject({ stance: 'yes', note: 'Called about yes' });
    expect(
      await testApp.app.db.select().from(tickSheetEntries).where(eq(tickSheetEntries.accountId, admin.accountId)),
    ).toEqual(before);
  });

  it('exports the sheet as CSV and XLSX', async () => {
    const csv = await call(admin, 'GET', `/api/bills/${CO_BILL}/tick-sheet/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="tick-sheet-${CO_BILL}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Member,Party,District,Role,Stance,Note,Last contact,Email,Phone,Actual vote');
    expect(lines).toHaveLength(36);
    expect(lines.find((line) => line.startsWith('Mark Baisley'))).toContain(
      ',No,Firm no after the hearing,2025-08-24,',
    );

    const xlsx = await call(admin, 'GET', `/api/bills/${CO_BILL}/tick-sheet/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Tick sheet')!;
    expect(sheet.rowCount).toBe(36);
    const amabileRow = sheet.getRows(2, 35)!.find((row) => row.getCell(1).value === 'Judy Amabile')!;
    expect(amabileRow.getCell(5).value).toBe('Yes');
    expect(amabileRow.getCell(10).value).toBe('yes');
    expect((await call(admin, 'GET', `/api/bills/${CO_BILL}/tick-sheet/export?format=pdf`)).statusCode).toBe(400);
  });
});
