import { TRACK_LIST_MAX_BYTES, TRACK_LIST_MAX_ROWS } from '@statehouse/shared/tracking/track-list.schemas';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories/accounts';
import { tagBills, tagShares, tags } from '../../db/schema/index';
import { insertTag, makeTeam, type Team } from './tracking.test-setup';

type Fields = Record<string, string>;
type ReplyRow = {
  row: number;
  text: string;
  status: string;
  bill: { id: string } | null;
  reason: string | null;
  message: string | null;
};

describe('POST /api/track-lists/upload', () => {
  let testApp: TestApp;
  let team: Team;
  let energy = 0;
  let outsiderTag = 0;

  const csvFile = (text: string) => new Blob([text], { type: 'text/csv' }) as Blob & { name?: string };
  const upload = (who: SignedIn, fields: Fields, file?: { blob: Blob; name: string }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('file', file.blob, file.name);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/track-lists/upload',
      headers: { cookie: who.cookie },
      payload: form,
    });
  };
  const uploadCsv = (who: SignedIn, text: string, fields: Fields = {}) =>
    upload(who, { state: 'TX', session: '892', ...fields }, { blob: csvFile(text), name: 'list.csv' });
  const rowsOfTag = async (tagId: number) =>
    testApp.app.db
      .select({ billId: tagBills.billId, trackType: tagBills.trackType, addedBy: tagBills.addedByUserId })
      .from(tagBills)
      .where(eq(tagBills.tagId, tagId))
      .orderBy(tagBills.billId);

  beforeAll(async () => {
    testApp = await buildTestApp();
    team = await makeTeam(testApp.app);
    energy = await insertTag(testApp.app, { accountId: team.owner.accountId, name: 'Energy' });
    outsiderTag = await insertTag(testApp.app, { accountId: team.outsider.accountId, name: 'Outside' });
  });
  afterAll(() => testApp.close());

  const spellings = [
    'Bill,Note',
    'HB 1,youth camps',
    'H.B. 2,',
    'SB0010,',
    'House Bill 7,',
    'hb8,',
    'XB 1,',
    'HB 999,',
    ',blank',
    '1,ambiguous',
    'TX-89R-HB-1,',
    'Widget tax,',
  ].join('\n');

  it('previews which rows match which bills and why the others do not, tagging nothing', async () => {
    const response = await uploadCsv(team.owner, spellings);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      state: 'TX',
      session: '892',
      sessionName: '89th Legislature, 2nd Called Session (2025)',
      dryRun: true,
      matched: 5,
      unmatched: 6,
      bills: 5,
      tag: null,
    });
    expect(body.rows.map((row: ReplyRow) => [row.row, row.text, row.bill?.id ?? row.reason])).toEqual([
      [2, 'HB 1', 'TX-892-HB-1'],
      [3, 'H.B. 2', 'TX-892-HB-2'],
      [4, 'SB0010', 'TX-892-SB-10'],
      [5, 'House Bill 7', 'TX-892-HB-7'],
      [6, 'hb8', 'TX-892-HB-8'],
      [7, 'XB 1', 'unknown_type'],
      [8, 'HB 999', 'not_found'],
      [9, '', 'empty'],
      [10, '1', 'ambiguous'],
      [11, 'TX-89R-HB-1', 'other_session'],
      [12, 'Widget tax', 'unreadable'],
    ]);
    expect(body.rows[6].message).toBe('No HB 999 in TX session 892 ("HB 999").');
    expect(body.rows[8].message).toBe('1 could be HB 1 or SB 1: add the bill type.');
    const [count] = await testApp.app.db.select({ id: tagBills.id }).from(tagBills);
    expect(count).toBeUndefined();
  });

  it('confirms into a new tag with trackType upload, and reuses it the second time', async () => {
    const response = await uploadCsv(team.owner, spellings, { dryRun: 'false', tagName: 'Session priorities' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.dryRun).toBe(false);
    expect(body.tag).toMatchObject({ name: 'Session priorities', added: 5 });
    const [created] = await testApp.app.db.select().from(tags).where(eq(tags.id, body.tag.id));
    expect(created).toMatchObject({ accountId: team.owner.accountId, scope: 'account', ownerUserId: null });
    expect(await rowsOfTag(body.tag.id)).toEqual(
      ['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-HB-7', 'TX-892-HB-8', 'TX-892-SB-10'].map((billId) => ({
        billId,
        trackType: 'upload',
        addedBy: team.owner.userId,
      })),
    );
    const again = await uploadCsv(team.owner, 'HB 1\nSB 1', { dryRun: 'false', tagName: 'session PRIORITIES' });
    expect(again.json().tag).toEqual({ id: body.tag.id, name: 'Session priorities', added: 1 });

    const tracked = await testApp.app.inject({
      method: 'GET',
      url: `/api/tags/tracked-bills?trackTypes=upload&tagIds=${body.tag.id}`,
      headers: { cookie: team.colleague.cookie },
    });
    expect(tracked.json().total).toBe(6);
  });

  it('reads an XLSX file with state, session, type and number columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bills');
    sheet.addRow(['State', 'Session', 'Bill Type', 'Number', 'Client']);
    sheet.addRow(['TX', '892', 'HB', 1, 'Acme']);
    sheet.addRow(['tx', 'TX-892', 'SB', '0010', 'Acme']);
    sheet.addRow(['CA', '892', 'HB', 2, 'Acme']);
    sheet.addRow(['TX', '89R', 'HB', 7, 'Acme']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const response = await upload(
      team.owner,
      { state: 'tx', session: '892', dryRun: 'false', tagId: String(energy) },
      { blob, name: 'clients.xlsx' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.rows.map((row: ReplyRow) => [row.text, row.bill?.id ?? row.reason])).toEqual([
      ['HB 1', 'TX-892-HB-1'],
      ['SB 0010', 'TX-892-SB-10'],
      ['HB 2', 'other_session'],
      ['HB 7', 'other_session'],
    ]);
    expect(body.rows[2].message).toBe('The row is for CA session 892, not TX session 892.');
    expect(body.tag).toEqual({ id: energy, name: 'Energy', added: 2 });
    expect((await rowsOfTag(energy)).map((row) => row.billId)).toEqual(['TX-892-HB-1', 'TX-892-SB-10']);
  });

  it('reads a list without a header, one bill per line', async () => {
    const response = await upload(
      team.owner,
      { state: 'NY', session: '25R' },
      { blob: csvFile('S3967A\r\nA1029\r\n\r\n'), name: 'ny.csv' },
    );
    expect(response.json().rows.map((row: ReplyRow) => row.bill?.id)).toEqual(['NY-25R-S-3967', 'NY-25R-A-1029']);
  });

  it('tracks for one lobbyist and shares the tag with each named lobbyist', async () => {
    const response = await uploadCsv(team.owner, 'HB 2', {
      dryRun: 'false',
      tagName: 'Lobbyist list',
      lobbyistIds: String(team.lobbyist.userId),
    });
    expect(response.statusCode, response.body).toBe(200);
    const tagId = response.json().tag.id;
    expect(await rowsOfTag(tagId)).toEqual([
      { billId: 'TX-892-HB-2', trackType: 'upload', addedBy: team.lobbyist.userId },
    ]);
    const shares = await testApp.app.db.select().from(tagShares).where(eq(tagShares.tagId, tagId));
    expect(shares.map((share) => [share.targetType, share.targetId, share.access])).toEqual([
      ['user', team.lobbyist.userId, 'read'],
    ]);
    const notLobbyist = await uploadCsv(team.owner, 'HB 2', { lobbyistIds: `${team.colleague.userId}` });
    expect(notLobbyist.statusCode).toBe(400);
    expect(notLobbyist.json().message).toBe(`User ${team.colleague.userId} is not a lobbyist user of the account.`);
  });

  it('lets only an admin of the account name accountId', async () => {
    const own = await uploadCsv(team.owner, 'HB 1', { accountId: String(team.owner.accountId) });
    expect(own.statusCode).toBe(200);
    for (const [who, accountId] of [
      [team.colleague, team.owner.accountId],
      [team.outsider, team.owner.accountId],
      [team.owner, team.outsider.accountId],
    ] as const) {
      const response = await uploadCsv(who, 'HB 1', {
        accountId: String(accountId),
        dryRun: 'false',
        tagName: 'Sneaky',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only an admin of that account may upload a track list for it.');
    }
    const sneaky = await testApp.app.db.select().from(tags).where(eq(tags.name, 'Sneaky'));
    expect(sneaky).toEqual([]);
  });

  it("cannot tag into another account's tag", async () => {
    const response = await uploadCsv(team.outsider, 'HB 1', { dryRun: 'false', tagId: String(energy) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`You cannot change tag ${energy}: choose tags you may edit.`);
    const mine = await uploadCsv(team.owner, 'HB 1', { dryRun: 'false', tagId: String(outsiderTag) });
    expect(mine.statusCode).toBe(400);
    expect(await rowsOfTag(outsiderTag)).toEqual([]);
    const outsiderRows = await testApp.app.db
      .select()
      .from(tagBills)
      .where(and(eq(tagBills.accountId, team.outsider.accountId)));
    expect(outsiderRows).toEqual([]);
  });

  it.each([
    ['no state', { session: '892' }, 'state'],
    ['a bad state', { state: 'Texas', session: '892' }, 'state must be a two-letter state code such as TX'],
    ['an unknown state', { state: 'XX', session: '892' }, 'Unknown state XX: use a two-letter code such as TX.'],
    ['an unknown session', { state: 'TX', session: '999' }, 'TX has no session 999; choose one from the list.'],
    ['bad lobbyistIds', { state: 'TX', session: '892', lobbyistIds: 'a,b' }, 'lobbyistIds must be user ids'],
    ['dryRun=maybe', { state: 'TX', session: '892', dryRun: 'maybe' }, 'dryRun must be true or false'],
    ['a confirm without a tag', { state: 'TX', session: '892', dryRun: 'false' }, 'Choose a tag for the matched bills'],
  ])('answers %s with 400 and a message', async (_label, fields, message) => {
    const response = await upload(team.owner, fields as Fields, { blob: csvFile('HB 1'), name: 'list.csv' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses files it cannot use with a clear 4xx', async () => {
    const noFile = await upload(team.owner, { state: 'TX', session: '892' });
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, 'Choose a CSV or Excel file to upload.']);

    const pdf = await upload(
      team.owner,
      { state: 'TX', session: '892' },
      { blob: new Blob(['%PDF-1.4']), name: 'list.pdf' },
    );
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, 'Upload a CSV (.csv) or Excel (.xlsx) file.']);

    const brokenXlsx = await upload(
      team.owner,
      { state: 'TX', session: '892' },
      { blob: new Blob(['not a zip']), name: 'list.xlsx' },
    );
    expect(brokenXlsx.statusCode).toBe(400);
    expect(brokenXlsx.json().message).toContain('could not be read');

    const empty = await uploadCsv(team.owner, '\n\n');
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'The file has no rows: put one bill number per row (HB 1, SB 10 ...).',
    ]);

    const tooMany = await uploadCsv(
      team.owner,
      Array.from({ length: TRACK_LIST_MAX_ROWS + 1 }, () => 'HB 1').join('\n'),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A track list can have at most 2,000 rows; split the file.');

    const huge = await uploadCsv(team.owner, `HB 1\n${'x'.repeat(TRACK_LIST_MAX_BYTES + 10)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is larger than 2 MB; split it into smaller lists.');

    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/track-lists/upload',
      headers: { cookie: team.owner.cookie },
      payload: { state: 'TX', session: '892' },
    });
    expect([json.statusCode, json.json().message]).toEqual([
      400,
      'Send the track list as multipart/form-data with a file field.',
    ]);

    const nothing = await uploadCsv(team.owner, 'HB 999', { dryRun: 'false', tagName: 'Empty' });
    expect([nothing.statusCode, nothing.json().message]).toEqual([
      400,
      'No row matched a bill, so nothing was tracked. Check the state and session.',
    ]);
  });

  it('requires sign-in', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/track-lists/upload',
      payload: new FormData(),
    });
    expect(response.statusCode).toBe(401);
  });
});
