import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { legislativeSessions } from '../../db/schema/jurisdictions';
import {
  billActions,
  billDocuments,
  billRelations,
  billSponsorships,
  bills,
  billVersions,
  personVotes,
  voteEvents,
} from '../../db/schema/legislation';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { openstatesPeopleImporter } from '../openstates-people/openstates-people.importer';
import { parseBillStatus } from './congress.billstatus';
import { congressImporter, sniffCongressFile } from './congress.importer';

const usFederal = sharedData('us-federal');
const billStatusDir = sharedData('us-federal/usgpo-bill-status/samples');
const uslmDir = sharedData('us-federal/usgpo-uslm/bill-version-samples-september-2024');
const quiet = { reporter: silentReporter() };

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('congress parser', () => {
  it('keeps the subjects of every BILLSTATUS layout (billSubjects; legacy primarySubject/otherSubjects)', () => {
    const file = path.join(billStatusDir, 'amendment-votes/BILLSTATUS-114hr5278.xml');
    const xml = readFileSync(file, 'utf8');
    const legislativeSubjects = /<legislativeSubjects>([\s\S]*?)<\/legislativeSubjects>/.exec(xml)?.[1] ?? '';
    const expectedTerms = [
      'Economics and Public Finance',
      ...[...legislativeSubjects.matchAll(/<name>([^<]+)<\/name>/g)].map((match) => match[1]),
    ];
    expect(expectedTerms.length).toBe(39);
    // 114hr5278 is in the 2016-2022 layout: subjects/billSubjects/{legislativeSubjects, policyArea}.
    expect(parseBillStatus(xml, file).record.subjectTerms).toEqual(expectedTerms);
    // Before August 2016 the same elements were named otherSubjects and primarySubject (usgpo/bill-status
    // CHANGELOG); the file renamed back to that layout keeps every subject too.
    const legacy = xml
      .replaceAll('legislativeSubjects>', 'otherSubjects>')
      .replaceAll('policyArea>', 'primarySubject>');
    expect(legacy).not.toContain('legislativeSubjects');
    expect(parseBillStatus(legacy, file).record.subjectTerms).toEqual(expectedTerms);
  });

  it('reads the older BILLSTATUS layout (billType, billSummaries, top-level recordedVotes)', () => {
    const file = path.join(billStatusDir, 'amendment-votes/BILLSTATUS-114hr5278.xml');
    const { record, sponsors } = parseBillStatus(readFileSync(file, 'utf8'), file);
    expect(record).toMatchObject({ identifier: 'H.R. 5278', billType: 'HR', title: 'PROMESA', fromChamber: 'lower' });
    expect(record.session.code).toBe('15R');
    expect(record.abstract).toMatch(/^Puerto Rico Oversight, Management, and Economic Stability Act/);
    expect(record.subjectTerms[0]).toBe('Economics and Public Finance');
    expect(sponsors.map((sponsor) => sponsor.bioguideId)).toEqual(['D000614', 'B001250', 'S000244']);
    expect(record.votes).toEqual([
      expect.objectContaining({
        sourceKey: 'lower-114-2-288',
        date: '2016-06-09',
        chamber: 'lower',
        result: 'pass',
        counts: { yes: 297, no: 127 },
        voters: [],
      }),
    ]);
  });

  it('recognises BILLSTATUS and USLM files from their first bytes and ignores other XML', () => {
    const head = (file: string) => readFileSync(file, 'utf8').slice(0, 8192);
    const hr1 = path.join(billStatusDir, 'formatChange/future/BILLSTATUS-117hr1.xml');
    expect(sniffCongressFile(hr1, head(hr1))).toEqual({
      kind: 'billstatus',
      key: { congress: 117, typeCode: 'hr', number: '1' },
    });
    const hc105 = path.join(uslmDir, 'HC105_RDS.XML');
    expect(sniffCongressFile(hc105, head(hc105))).toEqual({
      kind: 'uslm',
      key: { congress: 116, typeCode: 'hconres', number: '105' },
    });
    const cfr = sharedData('us-federal/usgpo-uslm/previous/sample-files/CFR-2018-title27-vol3-uslm.xml');
    expect(sniffCongressFile(cfr, head(cfr))).toBeNull();
  });
});
/** A few members of Congress from openstates-people (the whole `us` folder takes a minute to load). */
const members = {
  legislature: [
    'Nancy-Pelosi-8056c810-7170-5009-88c3-a670ab30164b.yml',
    'Ro-Khanna-1256e24c-ef63-5a90-9cf6-1da0dcd63ce8.yml',
    'Amy-Klobuchar-2722e0b1-650d-5f77-a348-f7f0d66aa3e2.yml',
  ],
  retired: [
    'John-P-Sarbanes-a1232c4d-25eb-555a-85a3-b2e168a086c1.yml',
    'Marco-Rubio-014b069e-c444-50fe-99ef-bf72ae5aecd5.yml',
  ],
};

describe('congress importer', () => {
  let database: DatabaseHandle;
  let peopleDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    peopleDir = mkdtempSync(path.join(tmpdir(), 'congress-people-'));
    for (const [folder, files] of Object.entries(members)) {
      mkdirSync(path.join(peopleDir, 'us', folder), { recursive: true });
      for (const file of files)
        copyFileSync(sharedData('openstates-people/data/us', folder, file), path.join(peopleDir, 'us', folder, file));
    }
    await runImport({
      db: database.db,
      importer: openstatesPeopleImporter,
      path: path.join(peopleDir, 'us'),
      ...quiet,
    });
  });
  afterAll(async () => {
    rmSync(peopleDir, { recursive: true, force: true });
    await database.close();
  });

  it('is located in the us-federal folder', () => {
    expect(congressImporter.locate(sharedData())).toEqual([usFederal]);
    expect(congressImporter.locate(tmpdir())).toEqual([]);
  });

  it('imports 6 BILLSTATUS bills and 12 bills known from 23 USLM texts, one record per bill', async () => {
    const result = await runImport({ db: database.db, importer: congressImporter, path: usFederal, ...quiet });
    expect(result.skipped).toEqual([]);
    expect(result.counts).toMatchObject({ read: 18, inserted: 18, updated: 0, skipped: 0 });
    const rows = await database.db.select({ id: bills.id }).from(bills).where(eq(bills.jurisdictionId, 'US'));
    expect(rows).toHaveLength(18);
    const versions = await database.db.select({ id: billVersions.id }).from(billVersions);
    // 6 BILLSTATUS bills list 18 text versions (links); the USLM files add 23 versions with text.
    expect(versions).toHaveLength(18 + 23);
    const [session] = await database.db.select().from(legislativeSessions).where(eq(legislativeSessions.id, 'US-21R'));
    expect(session).toMatchObject({ code: '21R', sourceIdentifier: '117', name: '117th Congress' });
  });

  it('writes H.R. 1 (117th) with its sponsor, cosponsors, actions, votes, summary and subjects', async () => {
    const [bill] = await database.db.select().from(bills).where(eq(bills.id, 'US-21R-HR-1'));
    expect(bill).toMatchObject({
      identifier: 'H.R. 1',
      billType: 'HR',
      billNumber: '1',
      title: 'For the People Act of 2021',
      fromChamber: 'lower',
      classification: ['bill'],
      status: 2,
      statusDate: '2021-03-03',
      firstActionDate: '2021-01-04',
      lastActionDate: '2021-03-11',
    });
    expect(bill?.abstract).toMatch(/^For the People Act of 2021\nThis bill addresses voter access/);
    expect(bill?.subjectTerms[0]).toBe('Government Operations and Politics');
    expect(bill?.otherIdentifiers).toEqual(['HR 1']);

    const sponsors = await database.db
      .select()
      .from(billSponsorships)
      .where(eq(billSponsorships.billId, 'US-21R-HR-1'))
      .orderBy(asc(billSponsorships.position));
    expect(sponsors).toHaveLength(223);
    expect(sponsors[0]).toMatchObject({
      name: 'Rep. Sarbanes, John P. [D-MD-3]',
      isPrimary: true,
      classification: 'primary',
    });
    // Sarbanes (S001168) is in openstates-people's retired folder; linked by bioguide id.
    expect(sponsors[0]?.personId).toMatch(/^ocd-person\//);
    expect(sponsors.filter((sponsor) => sponsor.classification === 'cosponsor')).toHaveLength(222);
    const pelosi = sponsors.find((sponsor) => sponsor.name === 'Rep. Pelosi, Nancy [D-CA-12]');
    expect(pelosi?.personId).toBe('ocd-person/8056c810-7170-5009-88c3-a670ab30164b');
    expect(sponsors.filter((sponsor) => sponsor.personId).map((sponsor) => sponsor.name)).toEqual([
      'Rep. Sarbanes, John P. [D-MD-3]',
      'Rep. Pelosi, Nancy [D-CA-12]',
      'Rep. Khanna, Ro [D-CA-17]',
    ]);

    const actions = await database.db
      .select()
      .from(billActions)
      .where(eq(billActions.billId, 'US-21R-HR-1'))
      .orderBy(asc(billActions.position));
    expect(actions[0]).toMatchObject({
      date: '2021-01-04',
      text: 'Introduced in House',
      classification: ['introduction'],
    });
    expect(
      actions.find((action) => action.text === 'On passage Passed by the Yeas and Nays: 220 - 210 (Roll no. 62).'),
    ).toMatchObject({
      date: '2021-03-03',
      chamber: 'lower',
      classification: ['passage'],
    });
    // One referral action for the eleven committees it names.
    expect(
      actions.filter((action) => action.text.startsWith('Referred to the Committee on House Administration')),
    ).toHaveLength(1);

    const votes = await database.db
      .select()
      .from(voteEvents)
      .where(eq(voteEvents.billId, 'US-21R-HR-1'))
      .orderBy(asc(voteEvents.sourceKey));
    expect(votes.map((vote) => [vote.sourceKey, vote.result, vote.yesCount, vote.noCount])).toEqual([
      ['lower-117-1-61', 'fail', 210, 219],
      ['lower-117-1-62', 'pass', 220, 210],
    ]);
    const ballots = await database.db
      .select()
      .from(personVotes)
      .where(eq(personVotes.voteEventId, votes[1]?.id ?? ''));
    expect(ballots).toEqual([]);
  });

  it('derives became-law, keeps the public law, CBO estimates, relations and the version order of H.R. 2471', async () => {
    const [bill] = await database.db.select().from(bills).where(eq(bills.id, 'US-21R-HR-2471'));
    expect(bill).toMatchObject({ status: 4, statusDate: '2022-03-15' });
    expect(bill?.progress.map((step) => step.status)).toEqual(expect.arrayContaining([1, 9, 10, 2, 3, 4]));
    expect(bill?.extras).toMatchObject({ laws: [{ type: 'Public Law', number: '117-103' }] });
    const documents = await database.db.select().from(billDocuments).where(eq(billDocuments.billId, 'US-21R-HR-2471'));
    expect(documents.map((document) => document.url)).toEqual([
      'https://www.cbo.gov/publication/57269',
      'https://www.cbo.gov/publication/57928',
    ]);
    const versions = await database.db
      .select({ name: billVersions.name, date: billVersions.date, url: billVersions.url })
      .from(billVersions)
      .where(eq(billVersions.billId, 'US-21R-HR-2471'))
      .orderBy(asc(billVersions.position));
    expect(versions.map((version) => version.name)).toEqual([
      'Introduced in House',
      'Engrossed in House',
      'Referred in Senate',
      'Engrossed Amendment Senate',
      'Engrossed Amendment House',
      'Enrolled Bill',
      'Public Law',
    ]);
    expect(versions[0]?.url).toBe('https://www.govinfo.gov/content/pkg/BILLS-117hr2471ih/html/BILLS-117hr2471ih.htm');
    const [companion] = await database.db
      .select()
      .from(billRelations)
      .where(and(eq(billRelations.billId, 'US-21R-S-35'), eq(billRelations.relatedBillId, 'US-21R-HR-305')));
    expect(companion).toMatchObject({ identifier: 'H.R. 305', relationType: 'companion' });
    const [resolution] = await database.db.select().from(bills).where(eq(bills.id, 'US-21R-SCONRES-7'));
    expect(resolution).toMatchObject({
      identifier: 'S.Con.Res. 7',
      classification: ['concurrent resolution'],
      status: 1,
    });
  });

  it('attaches USLM texts as versions with text and sanitized HTML, in the order of the bill', async () => {
    const versions = await database.db
      .select()
      .from(billVersions)
      .where(eq(billVersions.billId, 'US-19R-HR-1037'))
      .orderBy(asc(billVersions.position));
    expect(versions.map((version) => [version.name, version.date])).toEqual([
      ['Engrossed in House', '2019-05-14'],
      ['Referred in Senate', '2019-05-15'],
    ]);
    expect(versions[0]?.text).toContain(
      'This Act may be cited as the “Banking Transparency for Sanctioned Persons Act of 2019”.',
    );
    expect(versions[0]?.text).toContain('(a) In General.— Not later than 180 days');
    expect(versions[0]?.html).toContain('<h4>SEC. 2. REPORT ON FINANCIAL SERVICES');
    expect(versions[0]?.html).toContain('<p><strong>(1)</strong> a copy of any license');
    expect(versions[0]?.html).not.toMatch(/<section|<content|xmlns/);
    expect(versions[0]?.url).toBe('https://www.govinfo.gov/content/pkg/BILLS-116hr1037eh/html/BILLS-116hr1037eh.htm');

    const [bill] = await database.db.select().from(bills).where(eq(bills.id, 'US-19R-HR-1037'));
    expect(bill).toMatchObject({
      identifier: 'H.R. 1037',
      title:
        'To increase transparency with respect to financial services benefitting state sponsors of terrorism, human rights abusers, and corrupt officials, and for other purposes.',
      status: 2,
    });

    const resolution = await database.db
      .select({ name: billVersions.name })
      .from(billVersions)
      .where(eq(billVersions.billId, 'US-19R-HCONRES-105'))
      .orderBy(asc(billVersions.position));
    expect(resolution.map((version) => version.name)).toEqual([
      'Engrossed in House',
      'Received in Senate',
      'Enrolled Bill',
    ]);
    const [lewis] = await database.db.select().from(bills).where(eq(bills.id, 'US-19R-HCONRES-105'));
    expect(lewis?.status).toBe(3);
    // Known only from its engrossed text: the stage states the status (a simple resolution passed).
    const [nunnelee] = await database.db.select().from(bills).where(eq(bills.id, 'US-15R-HRES-99'));
    expect(nunnelee).toMatchObject({
      identifier: 'H.Res. 99',
      title: 'H.Res. 99',
      status: 4,
      statusDate: '2015-02-10',
    });

    // USLM prefaces name the sponsor with a bioguide id: Khanna is stored, Lowey is not (raw name kept).
    const [lowey] = await database.db
      .select()
      .from(billSponsorships)
      .where(eq(billSponsorships.billId, 'US-19R-HR-2157'));
    expect(lowey).toMatchObject({ name: 'Mrs. Lowey', isPrimary: true, personId: null });
    const [khanna] = await database.db
      .select()
      .from(billSponsorships)
      .where(and(eq(billSponsorships.billId, 'US-19R-HJRES-37'), eq(billSponsorships.isPrimary, true)));
    expect(khanna).toMatchObject({ name: 'Mr. Khanna', personId: 'ocd-person/1256e24c-ef63-5a90-9cf6-1da0dcd63ce8' });
    // Senate prefaces carry the LIS id instead (`senateId="S350"`).
    const [rubio] = await database.db
      .select()
      .from(billSponsorships)
      .where(and(eq(billSponsorships.billId, 'US-19R-S-1000'), eq(billSponsorships.isPrimary, true)));
    expect(rubio).toMatchObject({ name: 'Mr. Rubio', personId: 'ocd-person/014b069e-c444-50fe-99ef-bf72ae5aecd5' });

    // The Senate amendment file names the bill it amends; its title comes from there.
    const [coin] = await database.db.select().from(bills).where(eq(bills.id, 'US-19R-HR-1865'));
    expect(coin?.title).toMatch(/^To require the Secretary of the Treasury to mint a coin/);
  });

  it('changes nothing on a second run', async () => {
    const result = await runImport({ db: database.db, importer: congressImporter, path: usFederal, ...quiet });
    expect(result.counts).toMatchObject({ read: 18, inserted: 0, updated: 0, unchanged: 18, skipped: 0 });
  });

  it('reads either source folder on its own', async () => {
    const result = await runImport({
      db: database.db,
      importer: congressImporter,
      path: sharedData('us-federal/usgpo-bill-status'),
      ...quiet,
    });
    expect(result.counts).toMatchObject({ read: 6, unchanged: 6 });
  });
});
describe('congress importer with a truncated file', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'congress-'));
    for (const file of ['BILLSTATUS-117s35.xml', 'BILLSTATUS-117sconres7.xml'])
      copyFileSync(path.join(billStatusDir, 'formatChange/future', file), path.join(dir, file));
    for (const file of ['h1037_eh.XML', 'H1037_RFS.XML']) copyFileSync(path.join(uslmDir, file), path.join(dir, file));
    const truncate = (file: string) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      writeFileSync(path.join(dir, file), text.slice(0, Math.floor(text.length / 2)));
    };
    truncate('BILLSTATUS-117s35.xml');
    truncate('h1037_eh.XML');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  });

  it('skips the broken files by name and imports the rest', async () => {
    const result = await runImport({ db: database.db, importer: congressImporter, path: dir, ...quiet });
    expect(result.status).toBe('succeeded');
    expect(result.skipped.map((skip) => path.basename(skip.file)).sort()).toEqual([
      'BILLSTATUS-117s35.xml',
      'h1037_eh.XML',
    ]);
    expect(result.skipped[0]?.reason).toMatch(/invalid XML/);
    expect(result.counts).toMatchObject({ inserted: 2, skipped: 2 });
    const rows = await database.db.select({ id: bills.id }).from(bills).orderBy(asc(bills.id));
    expect(rows.map((row) => row.id)).toEqual(['US-19R-HR-1037', 'US-21R-SCONRES-7']);
    const versions = await database.db
      .select({ name: billVersions.name })
      .from(billVersions)
      .where(eq(billVersions.billId, 'US-19R-HR-1037'));
    expect(versions.map((version) => version.name)).toEqual(['Referred in Senate']);
  });
});
