import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { legislativeSessions } from '../../db/schema/jurisdictions';
import {
  billActions,
  billSponsorships,
  bills,
  billVersions,
  personVotes,
  voteEvents,
} from '../../db/schema/legislation';
import { people } from '../../db/schema/people';
import { Reporter, silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { SessionIdError } from '../core/sessions';
import { openstatesPeopleImporter } from '../openstates-people/openstates-people.importer';
import { legiscanCsvImporter, locateLegiscanDatasets } from './legiscan-csv.importer';
import { classifyLegiscanAction, legiscanSessionFor, parseCsv } from './legiscan-csv.parser';
import { legiscanRollCallResult } from './legiscan-roll-call';

// Committed excerpts and fixtures (provenance in fixtures/README.md): no ../shared/data needed.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const michigan = path.join(fixtures, 'MI/2025-2026');
const colorado = path.join(fixtures, 'CO/2025-2025_1st_Extraordinary_Session/csv');
const wisconsin = path.join(fixtures, 'WI/2025-2026_Regular_Session/csv');
const quiet = { reporter: silentReporter() };

describe('legiscan-csv parser', () => {
  it('reports a row with missing columns by line instead of returning it', () => {
    const { rows, problems } = parseCsv('bill_id,date,action\n1,2025-01-01,Introduced\n2,2025-01-02\n', 'history.csv', [
      'bill_id',
    ]);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([{ file: 'history.csv', line: 3, record: '2', reason: 'expected 3 columns, found 2' }]);
  });

  it.each([
    // Michigan (fixtures/MI)
    ['Introduced By Senator Sam Singh', ['introduction'], null],
    ['Read A First Time', ['introduction', 'reading-1'], null],
    ['Referred To Committee On Regulatory Affairs', ['referral-committee'], null],
    ['Referred To Second Reading', [], null],
    ['Reported With Recommendation With Substitute (h-1)', ['committee-passage'], null],
    ['Reported By Committee Of The Whole Favorably Without Amendment(s)', ['committee-passage'], null],
    ['Passed; Given Immediate Effect Roll Call #5 Yeas 67 Nays 38 Excused 0 Not Voting 5', ['passage'], null],
    ['Passed By House With Immediate Effect', ['passage'], 'lower'],
    ['Substitute (h-1) Adopted', [], null],
    ['Amendment(s) Defeated', [], null],
    ['Presented To The Governor 02/21/2025 01:30 Am', ['executive-receipt'], null],
    ['Approved By The Governor 02/21/2025 11:40 Am', ['executive-signature'], null],
    ["Assigned Pa 2'25 With Immediate Effect", ['became-law'], null],
    ['Filed With Secretary Of State 02/21/2025 01:10 Pm', [], null],
    // Texas and Illinois in LegiScan's API (test/fixtures) and bills
    ['Filed', ['introduction'], null],
    ['Filed with Secretary by Sen. Laura Ellman', ['introduction'], null],
    ['Filed with the Clerk by Rep. Laura Faver Dias', ['introduction'], null],
    ['Referred to Public Education', ['referral-committee'], null],
    ['Signed by the Governor', ['executive-signature'], null],
    // Colorado (fixtures/CO): the chamber leads the text
    ['Introduced In House - Assigned to Appropriations', ['introduction', 'referral-committee'], null],
    ['House Committee on Appropriations Refer Amended to House Committee of the Whole', ['committee-passage'], 'lower'],
    ['House Second Reading Special Order - Passed with Amendments - Committee', ['reading-2'], 'lower'],
    ['Senate Third Reading Passed - No Amendments', ['reading-3', 'passage'], 'upper'],
    ['House Committee on Appropriations Postpone Indefinitely', ['committee-failure', 'failure'], 'lower'],
    ['Sent to the Governor', ['executive-receipt'], null],
    ['Governor Signed', ['executive-signature'], null],
    // Wisconsin (fixtures/WI)
    ['Introduced by Joint Legislative Council', ['introduction'], null],
    [
      'Read first time and referred to Committee on Mental Health and Substance Abuse Prevention',
      ['introduction', 'reading-1', 'referral-committee'],
      null,
    ],
    [
      'Report passage as amended recommended by Committee on Mental Health and Substance Abuse Prevention, Ayes 10, Noes 0',
      ['committee-passage'],
      null,
    ],
    ['Report Assembly Amendment 1 adoption recommended by Committee on Mental Health, Ayes 10, Noes 0', [], null],
    ['Referred to calendar of 6-24-2025', [], null],
    ['Assembly Amendment 1 offered by Representative Snyder', [], null],
    // Chamber-first wording of other states (issue 11)
    ['House Referred to Committee on Judiciary', ['referral-committee'], 'lower'],
    ['Senate Passed', ['passage'], 'upper'],
    ['RECOMMIT, ENACTING CLAUSE STRICKEN', ['failure'], null],
  ])('classifies "%s"', (text, types, chamber) => {
    const result = classifyLegiscanAction(text);
    expect(result.types.sort()).toEqual([...types].sort());
    expect(result.chamber).toBe(chamber);
  });

  it('reads the session from session.csv, else the folder name, else the permalink year', () => {
    const sessionRow = {
      session_id: '2200',
      year_start: '2025',
      year_end: '2025',
      special: '1',
      session_name: '2025 Second Extraordinary Session',
    };
    expect(legiscanSessionFor('CO', '2200', { sessionRow, folderNames: ['csv'] })).toEqual({
      jurisdictionId: 'CO',
      sourceIdentifier: '2200',
      code: '252',
      name: '2025 Second Extraordinary Session',
      classification: 'special',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(legiscanSessionFor('MI', '2183', { folderNames: ['2025-2026_103rd_Legislature'] })).toMatchObject({
      code: '25R',
      name: '2025-2026 Regular Session',
      classification: 'regular',
    });
    expect(legiscanSessionFor('OH', '2190', { folderNames: ['excerpt'], urlYear: '2025' })).toMatchObject({
      code: '25R',
      sourceIdentifier: '2190',
    });
    expect(() => legiscanSessionFor('OH', '2190', { folderNames: ['excerpt'] })).toThrow(SessionIdError);
    expect(() => legiscanSessionFor('OH', '2190', { folderNames: ['excerpt'] })).toThrow(
      /LegiScan session 2190 has no session.csv row, and neither "excerpt" names a session/,
    );
  });
});

describe('legiscan-csv locate', () => {
  it('finds every dataset folder under legiscan-csv* folders, in either layout', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'legiscan-data-'));
    try {
      cpSync(fixtures, path.join(dataDir, 'legiscan-csv-states'), { recursive: true });
      cpSync(michigan, path.join(dataDir, 'legiscan-csv-michigan', '2025-2026'), { recursive: true });
      expect(locateLegiscanDatasets(dataDir).map((folder) => path.relative(dataDir, folder))).toEqual([
        'legiscan-csv-michigan/2025-2026',
        'legiscan-csv-states/CO-special/2025-1st-special',
        'legiscan-csv-states/CO/2025-2025_1st_Extraordinary_Session/csv',
        'legiscan-csv-states/KS/2025-2026_Regular_Session/csv',
        'legiscan-csv-states/MI/2025-2026',
        'legiscan-csv-states/WI/2025-2026_Regular_Session/csv',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('legiscan-csv importer', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'legiscan-'));
    // The Michigan excerpt under LegiScan's own folder name, plus a row cut short.
    const mi = path.join(dir, '2025-2026');
    cpSync(michigan, mi, { recursive: true });
    writeFileSync(
      path.join(mi, 'bills.csv'),
      `${readFileSync(path.join(michigan, 'bills.csv'), 'utf8').trimEnd()}\n1999999,2183,HB9999,1\n`,
    );
    await runImport({
      db: database.db,
      importer: openstatesPeopleImporter,
      path: path.join(fixtures, 'openstates-people/co/legislature'),
      ...quiet,
    });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  });

  it('imports Michigan bills with history, sponsors, roll calls and links to their texts, and skips the short row by line', async () => {
    const target = path.join(dir, '2025-2026');
    const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: target, ...quiet });
    expect(result.status).toBe('succeeded');
    expect(result.skipped).toEqual([
      expect.objectContaining({
        file: path.join(target, 'bills.csv'),
        line: 6,
        record: '1999999',
        reason: 'expected 14 columns, found 4',
      }),
    ]);
    const stored = await database.db.select({ id: bills.id }).from(bills);
    expect(stored.map((row) => row.id).sort()).toEqual([
      'MI-25R-HB-4001',
      'MI-25R-HB-4002',
      'MI-25R-HJR-A',
      'MI-25R-SB-1',
    ]);
    const [session] = await database.db.select().from(legislativeSessions).where(eq(legislativeSessions.id, 'MI-25R'));
    expect(session).toMatchObject({
      code: '25R',
      sourceIdentifier: '2183',
      name: '2025-2026 Regular Session',
      classification: 'regular',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    const [hjr] = await database.db.select().from(bills).where(eq(bills.id, 'MI-25R-HJR-A'));
    expect(hjr?.classification).toEqual(['joint resolution']);
    const [hb4002] = await database.db.select().from(bills).where(eq(bills.id, 'MI-25R-HB-4002'));
    expect(hb4002).toMatchObject({
      status: 4,
      statusDate: '2025-02-25',
      lastActionText: 'Filed With Secretary Of State 02/21/2025 01:10 Pm',
    });
    // Introduced, committee, House passage, Senate passage (not the Senate's note of the House vote), law.
    expect(hb4002?.progress).toEqual([
      { status: 1, date: '2025-01-09' },
      { status: 9, date: '2025-01-09' },
      { status: 10, date: '2025-01-16' },
      { status: 2, date: '2025-01-23' },
      { status: 9, date: '2025-02-04' },
      { status: 10, date: '2025-02-20' },
      { status: 3, date: '2025-02-20' },
      { status: 4, date: '2025-02-25' },
    ]);
    const [actions] = await database.db
      .select({ value: count() })
      .from(billActions)
      .where(eq(billActions.billId, 'MI-25R-HB-4002'));
    expect(actions?.value).toBe(38);
    const [sponsors] = await database.db
      .select({ value: count() })
      .from(billSponsorships)
      .where(eq(billSponsorships.billId, 'MI-25R-HB-4002'));
    expect(sponsors?.value).toBe(40);
    // The text itself is not in LegiScan's CSV: each version links the legislature's official text first.
    const versions = await database.db
      .select()
      .from(billVersions)
      .where(eq(billVersions.billId, 'MI-25R-HB-4002'))
      .orderBy(billVersions.position);
    expect(versions.map((version) => version.name)).toEqual([
      'Introduced',
      'Engrossed',
      'Engrossed',
      'Enrolled',
      'Chaptered',
    ]);
    expect(versions.at(-1)).toMatchObject({
      url: 'https://legislature.mi.gov/documents/2025-2026/publicact/htm/2025-PA-0002.htm',
      mediaType: 'text/html',
      text: null,
    });
    expect(versions.at(-1)?.links.map((link) => link.url)).toEqual([
      'https://legislature.mi.gov/documents/2025-2026/publicact/htm/2025-PA-0002.htm',
      'https://legiscan.com/MI/text/HB4002/id/3137757',
    ]);
    const [senate] = await database.db
      .select()
      .from(voteEvents)
      .where(eq(voteEvents.sourceKey, 'legiscan-rollcall/1498779'));
    expect(senate).toMatchObject({
      billId: 'MI-25R-HB-4002',
      chamber: 'upper',
      yesCount: 26,
      noCount: 10,
      otherCount: 1,
      result: 'pass',
    });
    const ballots = await database.db
      .select()
      .from(personVotes)
      .where(eq(personVotes.voteEventId, senate?.id ?? ''));
    expect(ballots.length).toBe(37);
    expect(ballots.every((ballot) => ballot.personId)).toBe(true);
  });

  it('changes nothing on a second run', async () => {
    const result = await runImport({
      db: database.db,
      importer: legiscanCsvImporter,
      path: path.join(dir, '2025-2026'),
      ...quiet,
    });
    expect(result.counts).toMatchObject({ inserted: 0, updated: 0, skipped: 1 });
  });

  it('lands a Colorado special session under CO and its session, matching CO legislators, without touching Michigan', async () => {
    const michiganBefore = await database.db
      .select({ id: bills.id, contentHash: bills.contentHash, updatedAt: bills.updatedAt })
      .from(bills)
      .where(eq(bills.jurisdictionId, 'MI'))
      .orderBy(bills.id);
    const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: colorado, ...quiet });
    expect(result.status).toBe('succeeded');
    expect(result.skipped).toEqual([]);

    const coBills = await database.db.select().from(bills).where(eq(bills.jurisdictionId, 'CO')).orderBy(bills.id);
    expect(coBills.map((bill) => bill.id)).toEqual(['CO-251-HB-1005', 'CO-251-HB-1016', 'CO-251-SB-2']);
    const [session] = await database.db.select().from(legislativeSessions).where(eq(legislativeSessions.id, 'CO-251'));
    expect(session).toMatchObject({
      jurisdictionId: 'CO',
      code: '251',
      sourceIdentifier: '9901',
      name: '2025 1st Special Session',
      classification: 'special',
    });
    const michiganAfter = await database.db
      .select({ id: bills.id, contentHash: bills.contentHash, updatedAt: bills.updatedAt })
      .from(bills)
      .where(eq(bills.jurisdictionId, 'MI'))
      .orderBy(bills.id);
    expect(michiganAfter).toEqual(michiganBefore);

    // CO's wording ("House Third Reading Passed", "Governor Signed") fills the timeline as MI's does.
    const hb1005 = coBills.find((bill) => bill.id === 'CO-251-HB-1005');
    expect(hb1005?.progress).toEqual([
      { status: 1, date: '2025-08-21' },
      { status: 9, date: '2025-08-21' },
      { status: 10, date: '2025-08-21' },
      { status: 2, date: '2025-08-23' },
      { status: 9, date: '2025-08-23' },
      { status: 10, date: '2025-08-24' },
      { status: 3, date: '2025-08-25' },
      { status: 4, date: '2025-08-28' },
    ]);
    const hb1016 = coBills.find((bill) => bill.id === 'CO-251-HB-1016');
    expect(hb1016).toMatchObject({ status: 6, statusDate: '2025-08-22' });
    expect(hb1016?.progress).toEqual([
      { status: 1, date: '2025-08-21' },
      { status: 9, date: '2025-08-21' },
      { status: 11, date: '2025-08-22' },
      { status: 6, date: '2025-08-22' },
    ]);
    const versions = await database.db
      .select({ name: billVersions.name, url: billVersions.url })
      .from(billVersions)
      .where(eq(billVersions.billId, 'CO-251-HB-1005'))
      .orderBy(billVersions.position);
    // documents.csv lists them newest first; stored oldest first by what each is, so the latest is the signed act.
    expect(versions.map((version) => version.name)).toEqual([
      'Introduced',
      'Engrossed',
      'Reengrossed',
      'Revised',
      'Rerevised',
      'Final Act',
      'Signed Act',
    ]);

    // Sponsors match CO's legislators; the one who is not among them becomes a CO LegiScan person.
    const sponsorships = await database.db
      .select({ name: billSponsorships.name, personId: billSponsorships.personId })
      .from(billSponsorships)
      .where(eq(billSponsorships.billId, 'CO-251-HB-1005'))
      .orderBy(billSponsorships.position);
    expect(sponsorships).toEqual([
      { name: 'Karen McCormick', personId: 'ocd-person/7631027c-2467-4112-8f03-abad6c6ed8f2' },
      { name: 'Steven Woodrow', personId: 'ocd-person/09af4a19-c07e-49b2-b320-104f3784705b' },
      { name: 'Cathy Kipp', personId: 'ocd-person/0ddf3b75-c450-419e-8235-553157770e49' },
      { name: 'Faith Winter', personId: 'legiscan-person/990003' },
    ]);
    const [winter] = await database.db.select().from(people).where(eq(people.id, 'legiscan-person/990003'));
    // Created from the 2025 special session's roster: a member of that session, not a current member.
    expect(winter).toMatchObject({
      jurisdictionId: 'CO',
      chamber: 'upper',
      district: '25',
      isCurrent: false,
      roles: [{ type: 'upper', district: '25', startDate: '2025-01-01', endDate: '2025-12-31' }],
    });
    // What the import could not type or link is counted: the four signatures of the presiding officers.
    expect(result.quality).toEqual({ bills: 3, actionsUntyped: 4, sponsorsUnlinked: 0, rollCallsContradicted: 0 });
  });

  it('records a committee listed as a sponsor as committee sponsorship, not a person (WI)', async () => {
    const printed: string[] = [];
    const reporter = new Reporter({ stream: { write: (text: string) => printed.push(text) } });
    const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: wisconsin, reporter });
    // The summary is followed by what could not be typed or linked: six lines that are no step of the bill (a
    // hearing, an executive session, an amendment, a calendar, tabling); the committee sponsor is no person.
    expect(printed).toContain(
      'legiscan-csv: 1 bill: 6 actions untyped, 0 sponsors unlinked, 0 roll calls contradicting their description\n',
    );
    expect(result.status).toBe('succeeded');
    const [ab111] = await database.db.select().from(bills).where(eq(bills.id, 'WI-25R-AB-111'));
    expect(ab111).toMatchObject({ jurisdictionId: 'WI', sessionId: 'WI-25R', fromChamber: 'lower', status: 1 });
    expect(ab111?.progress.map((step) => step.status)).toEqual([1, 9, 10]);
    const sponsorships = await database.db
      .select()
      .from(billSponsorships)
      .where(eq(billSponsorships.billId, 'WI-25R-AB-111'));
    expect(sponsorships).toEqual([
      expect.objectContaining({
        name: 'Joint Legislative Council',
        entityType: 'organization',
        personId: null,
        isPrimary: true,
      }),
    ]);
    const [committeeAsPerson] = await database.db
      .select({ value: count() })
      .from(people)
      .where(and(eq(people.source, 'legiscan-csv'), eq(people.name, 'Joint Legislative Council')));
    expect(committeeAsPerson?.value).toBe(0);
  });

  it('stops with a clear error when neither the bills, session.csv nor the path names a state', async () => {
    const nowhere = mkdtempSync(path.join(tmpdir(), 'legiscan-nowhere-'));
    try {
      const [header, first] = readFileSync(path.join(michigan, 'bills.csv'), 'utf8').split('\n');
      writeFileSync(
        path.join(nowhere, 'bills.csv'),
        `${header}\n${first?.replace(/https:\/\/legiscan\.com\/MI\//, 'https://example.org/')}\n`,
      );
      const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: nowhere, ...quiet });
      expect(result.status).toBe('failed');
      expect(result.error).toMatch(/cannot tell the state/);
    } finally {
      rmSync(nowhere, { recursive: true, force: true });
    }
  });
});

describe('LegiScan sessions and roll-call results as the source states them', () => {
  const kansas = path.join(fixtures, 'KS/2025-2026_Regular_Session/csv');
  const coloradoSpecial = path.join(fixtures, 'CO-special/2025-1st-special');

  it('reads a special session from its permalink (/2025/X1) before a folder name no rule reads', () => {
    // The 2025 1st Special Session dataset was stored as CO 25R, the regular session, from the permalink's year.
    expect(
      legiscanSessionFor('CO', '2224', {
        folderNames: ['2025-1st-special'],
        urlYear: '2025',
        url: 'https://legiscan.com/CO/bill/HB1001/2025/X1',
      }),
    ).toMatchObject({ code: '251', classification: 'special', sourceIdentifier: '2224' });
  });

  it('reads the result from the description, else the same day history entry of that motion, else the counts', () => {
    const history = [
      { date: '2025-08-22', chamber: 'upper', text: 'Senate Third Reading Passed with Amendments - Floor' },
      { date: '2025-08-24', chamber: 'lower', text: 'House Third Reading Passed - No Amendments' },
    ];
    const call = (description: string, date: string, chamber: string, yes: number, no: number) => ({
      description,
      date,
      chamber,
      yes,
      no,
    });
    // CO SB 25B-001 (../shared/data more-states/legiscan-csv-colorado): the history says the third reading passed.
    const senate = [
      call('Senate: Third Reading Amend (l.004)', '2025-08-22', 'upper', 35, 0),
      call('Senate: Third Reading Bill', '2025-08-22', 'upper', 19, 16),
    ];
    expect(legiscanRollCallResult(senate[1] as (typeof senate)[number], { history, rollCalls: senate })).toEqual({
      result: 'pass',
      from: 'history',
      contradicted: false,
    });
    // Two third-reading roll calls that day and one history line: it belongs to neither for sure.
    const house = [
      call('House: Third Reading Bill', '2025-08-24', 'lower', 56, 4),
      call('House: Third Reading Perm', '2025-08-24', 'lower', 19, 41),
    ];
    expect(legiscanRollCallResult(house[1] as (typeof house)[number], { history, rollCalls: house })).toMatchObject({
      result: 'fail',
      from: 'counts',
    });
    const alone = (rollCall: ReturnType<typeof call>) =>
      legiscanRollCallResult(rollCall, { history: [], rollCalls: [rollCall] });
    // KS HB 2007 and SB 125 (more-states/legiscan-csv-kansas): more yeas than nays, and failed.
    expect(
      alone(
        call(
          'House Emergency Final Action - Not adopted by required 2/3 majority - Yea: 81 Nay: 43',
          '2025-03-19',
          'lower',
          81,
          43,
        ),
      ),
    ).toEqual({ result: 'fail', from: 'description', contradicted: false });
    expect(alone(call('House Motion to override line item veto failed', '2025-04-10', 'lower', 82, 42))).toMatchObject({
      result: 'fail',
      contradicted: false,
    });
    // MI SB 1's roll call (fixtures/MI) recorded as a voice vote, 0-0: the description says it passed.
    expect(alone(call('Senate Third Reading: Passed Roll Call # 1', '2025-01-29', 'upper', 0, 0))).toEqual({
      result: 'pass',
      from: 'description',
      contradicted: false,
    });
    // The same roll call with the counts the other way round: kept as the source says, and reported.
    expect(alone(call('Senate Third Reading: Passed Roll Call # 1', '2025-01-29', 'upper', 2, 33))).toEqual({
      result: 'pass',
      from: 'description',
      contradicted: true,
    });
    expect(alone(call('HJC: Do Pass (DPA)', '2025-02-10', 'lower', 7, 4)).result).toBe('pass');
    expect(alone(call('Senate: third reading FAILED', '2025-02-10', 'upper', 20, 21)).result).toBe('fail');
    expect(alone(call('House Floor: Rejected', '2025-02-10', 'lower', 20, 41)).result).toBe('fail');
    expect(alone(call('Adopt amendment L.004', '2025-02-10', 'upper', 2, 3)).result).toBe('fail');
  });

  it('stores the stated results and reports the roll calls whose counts contradict them', async () => {
    const database = await createTestDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'legiscan-ks-'));
    try {
      const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: kansas, ...quiet });
      expect(result).toMatchObject({ status: 'succeeded', quality: { rollCallsContradicted: 0 } });
      const [twoThirds] = await database.db
        .select()
        .from(voteEvents)
        .where(eq(voteEvents.sourceKey, 'legiscan-rollcall/1520942'));
      // yes > no read it as passed.
      expect(twoThirds).toMatchObject({ result: 'fail', yesCount: 81, noCount: 43 });
      // A copy whose consent-calendar roll call says "Passed" with more nays than yeas.
      const copy = path.join(dir, 'KS', '2025-2026_Regular_Session', 'csv');
      cpSync(kansas, copy, { recursive: true });
      const rollcalls = readFileSync(path.join(copy, 'rollcalls.csv'), 'utf8');
      writeFileSync(
        path.join(copy, 'rollcalls.csv'),
        rollcalls.replace(
          'Senate Consent Calendar Passed - Yea: 39 Nay: 0,39,0',
          'Senate Consent Calendar Passed - Yea: 0 Nay: 39,0,39',
        ),
      );
      const again = await runImport({ db: database.db, importer: legiscanCsvImporter, path: copy, ...quiet });
      expect(again.quality.rollCallsContradicted).toBe(1);
      const [consent] = await database.db
        .select()
        .from(voteEvents)
        .where(eq(voteEvents.sourceKey, 'legiscan-rollcall/1486501'));
      expect(consent).toMatchObject({ result: 'pass', yesCount: 0, noCount: 39 });

      const special = await runImport({
        db: database.db,
        importer: legiscanCsvImporter,
        path: coloradoSpecial,
        ...quiet,
      });
      expect(special.skipped).toEqual([]);
      const [coBill] = await database.db.select().from(bills).where(eq(bills.jurisdictionId, 'CO'));
      expect(coBill?.id).toBe('CO-251-SB-1');
      const coVotes = await database.db.select().from(voteEvents).where(eq(voteEvents.billId, 'CO-251-SB-1'));
      expect(coVotes.find((vote) => vote.motion === 'Senate: Third Reading Bill')?.result).toBe('pass');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.close();
    }
  });
});
