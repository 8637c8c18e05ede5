import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { latestVersionIndex } from '@statehouse/shared/bills/latest-version';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { legislativeSessions } from '../../db/schema/jurisdictions';
import {
  billActions,
  billDocuments,
  billEvents,
  billSponsorships,
  bills,
  billVersions,
  personVotes,
  voteEvents,
} from '../../db/schema/legislation';
import { Reporter, silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { openstatesPeopleImporter } from '../openstates-people/openstates-people.importer';
import { openstatesBillsImporter } from './openstates-bills.importer';
import {
  type BillFiles,
  cleanActionText,
  cleanExtractedText,
  datedNote,
  orderByDate,
  parseOpenstatesBill,
} from './openstates-bills.parser';

const txBills = sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills');
const coBills = sharedData('openstates-bills-windycivi/co-data-pipeline/country-us/state-co/sessions/2025B/bills');
const quiet = { reporter: silentReporter() };

// Small excerpts of three real bills (metadata trimmed, text files cut to their first 700 characters):
// TX SB 11 (files named <document id>_<note>), CO SB 002 (versions listed newest first, dated) and
// IL HB 1075 (undated, amendments listed after the bill's texts).
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const fixtureBill = (pipeline: string, session: string, bill: string) =>
  path.join(fixtures, `${pipeline}-data-pipeline/country-us/state-${pipeline}/sessions/${session}/bills/${bill}`);
const readFixture = (folder: string, metadata?: (raw: Record<string, unknown>) => Record<string, unknown>) => {
  const files: BillFiles = new Map();
  const dir = path.join(folder, 'files');
  for (const name of readdirSync(dir)) files.set(name, readFileSync(path.join(dir, name), 'utf8'));
  const text = readFileSync(path.join(folder, 'metadata.json'), 'utf8');
  return {
    files,
    record: parseOpenstatesBill({
      metadata: metadata ? JSON.stringify(metadata(JSON.parse(text))) : text,
      file: path.join(folder, 'metadata.json'),
      files,
    }),
  };
};
/** The first words of a version's own text file, after the pipeline's header. */
const bodyOf = (files: BillFiles, name: string) => {
  const text = files.get(name) ?? '';
  return text
    .slice(text.indexOf('Section 1:') + 'Section 1:'.length)
    .trim()
    .slice(0, 120);
};

describe('openstates-bills parser', () => {
  it('reads TX HB 1 with its actions, sponsors, versions and documents', () => {
    const file = path.join(txBills, 'HB1/metadata.json');
    const record = parseOpenstatesBill({ metadata: readFileSync(file, 'utf8'), file });
    expect(record).toMatchObject({ jurisdictionId: 'TX', billType: 'HB', billNumber: '1', fromChamber: 'lower' });
    expect(record.session).toMatchObject({ code: '892', sourceIdentifier: '892', classification: 'regular' });
    expect(record.actions).toHaveLength(79);
    expect(record.actions.at(-1)).toMatchObject({
      text: 'Effective immediately',
      date: '2025-09-05',
      chamber: 'executive',
    });
    expect(record.sponsorships[0]).toMatchObject({ name: 'Darby', isPrimary: true });
    expect(record.versions.map((version) => version.name)).toEqual([
      'Introduced',
      'House Committee Report',
      'Engrossed',
      'Senate Committee Report',
      'Enrolled',
    ]);
  });

  it('names the file for truncated JSON and an unknown state', () => {
    expect(() => parseOpenstatesBill({ metadata: '{"identifier": "HB 1", "tit', file: 'bad.json' })).toThrow(
      /invalid JSON/,
    );
    const text = readFileSync(path.join(txBills, 'HB1/metadata.json'), 'utf8').replace('state:tx', 'state:zz');
    expect(() => parseOpenstatesBill({ metadata: text, file: 'zz.json' })).toThrow(/unknown state/);
  });
});

describe('openstates-bills version texts and order', () => {
  it('TX: matches each file to its version by the document id of the version link', () => {
    const { record } = readFixture(fixtureBill('tx', '892', 'SB11'));
    expect(record.versions.map((version) => version.name)).toEqual([
      'Introduced',
      'Senate Committee Report',
      'Engrossed',
      'House Committee Report',
      'Enrolled',
    ]);
    for (const version of record.versions) expect(version.text).toContain(`${version.name} version - Bill Text`);
    expect(record.versions[4]?.html).toContain('AN ACT');
    expect(record.versions.slice(0, 4).every((version) => !version.html)).toBe(true);
    expect(latestVersionIndex(record.versions)).toBe(4);
  });

  it('TX: a note that does not spell the file name still gets its own file, never a look-alike', () => {
    // "Committee Report" is a suffix of both committee report files; "Enrolled Version" of none.
    const { record } = readFixture(fixtureBill('tx', '892', 'SB11'), (raw) => ({
      ...raw,
      versions: (raw.versions as { note: string }[]).map((version) => ({
        ...version,
        note:
          version.note === 'Senate Committee Report'
            ? 'Committee Report'
            : version.note === 'Enrolled'
              ? 'Enrolled Version'
              : version.note,
      })),
    }));
    expect(record.versions[1]).toMatchObject({ name: 'Committee Report' });
    expect(record.versions[1]?.text).toContain('Senate Committee Report version');
    expect(record.versions[4]?.text).toContain('Enrolled version');
  });

  it('CO: orders versions listed newest first oldest first, each with its own file ("Engrossed" is not "Reengrossed")', () => {
    const { record, files } = readFixture(fixtureBill('co', '2025B', 'SB002'));
    expect(record.versions.map((version) => `${version.name} ${version.date}`)).toEqual([
      'Introduced 2025-08-21',
      'Engrossed 2025-08-21',
      'Reengrossed 2025-08-22',
      'Revised 2025-08-23',
      'Rerevised 2025-08-24',
      'Final Act 2025-08-25',
      'Signed Act 2025-08-26',
    ]);
    expect(record.versions[1]?.text?.startsWith(bodyOf(files, 'bill_content_Engrossed_extracted.txt'))).toBe(true);
    expect(record.versions[2]?.text?.startsWith(bodyOf(files, 'bill_content_Reengrossed_extracted.txt'))).toBe(true);
    // The latest is the signed act, whose text the pipeline extracted from the PDF.
    expect(latestVersionIndex(record.versions)).toBe(6);
    expect(record.versions[6]?.text?.startsWith(bodyOf(files, 'bill_content_Signed_Act_extracted.txt'))).toBe(true);
    // CO lists this bill's actions newest first too: the last action is the governor's signature.
    expect(record.actions.map((action) => action.date)).toEqual([...record.actions.map((a) => a.date)].sort());
    expect(record.actions.at(-1)?.text).toBe('Governor Signed');
  });

  it('CO: a date written into the note ("Signed Act (08/28/2025)") is the version date', () => {
    expect(datedNote('Signed Act (08/28/2025)', null)).toEqual({ name: 'Signed Act', date: '2025-08-28' });
    expect(datedNote('PA1 (8/2/2025)', null)).toEqual({ name: 'PA1', date: '2025-08-02' });
    expect(datedNote('Engrossed', '2025-08-22')).toEqual({ name: 'Engrossed', date: '2025-08-22' });
  });

  it('IL: keeps the source order of undated versions; the latest is the enrolled text, not an amendment', () => {
    const { record, files } = readFixture(fixtureBill('il', '104th', 'HB1075'));
    expect(record.versions.map((version) => version.name)).toEqual([
      'Introduced',
      'Engrossed',
      'Enrolled',
      'Senate Amendment 001',
      'Senate Amendment 002',
      'Senate Amendment 003',
      'Senate Amendment 004',
    ]);
    expect(latestVersionIndex(record.versions)).toBe(2);
    for (const version of record.versions.filter((item) => item.text)) {
      const file = `bill_content_${version.name.replace(/ /g, '_')}_extracted.txt`;
      expect(version.text?.startsWith(bodyOf(files, file))).toBe(true);
    }
    // ILGA's pages for the enrolled text and three amendments only say the text is too large to display:
    // those versions have no text and keep their links to the PDF.
    expect(record.versions.filter((version) => version.text).map((version) => version.name)).toEqual([
      'Introduced',
      'Engrossed',
      'Senate Amendment 001',
    ]);
    expect(record.versions[2]).toMatchObject({ text: null, html: null });
    expect(record.versions[2]?.links.map((link) => link.mediaType)).toContain('application/pdf');
  });

  it('keeps one copy of an extracted text, without the Wisconsin site navigation', () => {
    const header = `Title: T\nSource: versions - Bill Text\n\n${'='.repeat(80)}\n\nSection 1:\n`;
    const twice = (body: string) => `${header}${body}\n\n\n${'='.repeat(80)}\n\nRaw Text:\n${body}`;
    expect(cleanExtractedText(twice('AN ACT relating to youth camps.'))).toBe('AN ACT relating to youth camps.');
    expect(
      cleanExtractedText(
        twice(
          'Wisconsin Legislature: AB453: Bill Text Skip navigation Home Documents Senate Assembly Committees ' +
            'Legislative Technology Services Bureau Menu»2025»Related Documents»Proposal Text»AB453: Bill Text ' +
            'Up Up 2025 - 2026 LEGISLATURELRB-2355/1EVM:cdc&wlj2025 ASSEMBLY BILL 453',
        ),
      ),
    ).toBe('2025 - 2026 LEGISLATURELRB-2355/1EVM:cdc&wlj2025 ASSEMBLY BILL 453');
    expect(
      cleanExtractedText(
        twice(
          'Full Text of HB1075 ILGA.GOV HB1075 - 104th General Assembly The full text of the file you requested ' +
            'is too large for display in this window. You may either view the PDF version linked above.',
        ),
      ),
    ).toBe('');
  });

  it('orders dated items by date, reads a newest-first list backwards and leaves partly dated lists alone', () => {
    const items = (...dates: (string | null)[]) => dates.map((date, index) => ({ date, index }));
    expect(orderByDate(items('2025-01-03', '2025-01-01', '2025-01-02')).map((item) => item.index)).toEqual([1, 2, 0]);
    expect(
      orderByDate(items('2025-01-03', '2025-01-02', '2025-01-02', '2025-01-01')).map((item) => item.index),
    ).toEqual([3, 2, 1, 0]);
    expect(orderByDate(items(null, '2025-01-02', null)).map((item) => item.index)).toEqual([0, 1, 2]);
  });
});

describe('cleanActionText', () => {
  it.each([
    ['Effective on . . . . . . . . . . . . . . .', 'Effective'],
    ['Scheduled for public hearing on  . . .', 'Scheduled for public hearing'],
    ['Public Act . . . . . . . . . 104-0002', 'Public Act 104-0002'],
    ['Effective on 1/1/26', 'Effective on 1/1/26'],
    ['Effective immediately', 'Effective immediately'],
    ['Referred to State Affairs...', 'Referred to State Affairs...'],
  ])('%s -> %s', (source, shown) => {
    expect(cleanActionText(source)).toBe(shown);
  });

  it('TX SB 11 ends on "Effective", not on dot leaders', () => {
    expect(readFixture(fixtureBill('tx', '892', 'SB11')).record.actions.at(-1)?.text).toBe('Effective');
  });
});

describe('openstates-bills importer on the committed excerpts', () => {
  it('stores the committed excerpts of three states with the newest text last and TX actions without dot leaders', async () => {
    const database = await createTestDatabase();
    try {
      const result = await runImport({ db: database.db, importer: openstatesBillsImporter, path: fixtures, ...quiet });
      expect(result.counts).toMatchObject({ read: 3, inserted: 3, skipped: 0 });
      const latest = async (billId: string) => {
        const rows = await database.db
          .select()
          .from(billVersions)
          .where(eq(billVersions.billId, billId))
          .orderBy(asc(billVersions.position));
        return rows[latestVersionIndex(rows)];
      };
      expect(await latest('TX-892-SB-11')).toMatchObject({ name: 'Enrolled', position: 4 });
      expect((await latest('TX-892-SB-11'))?.text).toContain('Enrolled version');
      expect(await latest('CO-251-SB-2')).toMatchObject({ name: 'Signed Act', position: 6, date: '2025-08-26' });
      expect((await latest('CO-251-SB-2'))?.text).toBeTruthy();
      expect(await latest('IL-25R-HB-1075')).toMatchObject({ name: 'Enrolled', position: 2 });
      const [tx] = await database.db.select().from(bills).where(eq(bills.id, 'TX-892-SB-11'));
      expect(tx?.lastActionText).toBe('Effective');
      const [co] = await database.db.select().from(bills).where(eq(bills.id, 'CO-251-SB-2'));
      expect(co).toMatchObject({ lastActionText: 'Governor Signed', firstActionDate: '2025-08-21' });
    } finally {
      await database.close();
    }
  });
});

describe('openstates-bills importer', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (const folder of ['tx/legislature', 'co/legislature']) {
      await runImport({
        db: database.db,
        importer: openstatesPeopleImporter,
        path: sharedData('openstates-people/data', folder),
        ...quiet,
      });
    }
  });
  afterAll(() => database.close());

  it('imports TX HB 1 with every action, sponsor, document and version text from the archive', async () => {
    const result = await runImport({
      db: database.db,
      importer: openstatesBillsImporter,
      path: path.join(txBills, 'HB1'),
      ...quiet,
    });
    expect(result.counts).toMatchObject({ read: 1, inserted: 1, skipped: 0 });
    const [bill] = await database.db.select().from(bills).where(eq(bills.id, 'TX-892-HB-1'));
    expect(bill).toMatchObject({
      sessionId: 'TX-892',
      status: 4,
      identifier: 'HB 1',
      lastActionText: 'Effective immediately',
    });
    expect(bill?.progress.map((step) => step.status)).toEqual(expect.arrayContaining([0, 1, 9, 10, 2, 3, 4]));
    expect(bill?.subjects.length).toBeGreaterThan(0);
    const [actions] = await database.db
      .select({ value: count() })
      .from(billActions)
      .where(eq(billActions.billId, 'TX-892-HB-1'));
    expect(actions?.value).toBe(79);
    const [documents] = await database.db
      .select({ value: count() })
      .from(billDocuments)
      .where(eq(billDocuments.billId, 'TX-892-HB-1'));
    expect(documents?.value).toBe(8);
    const versions = await database.db
      .select()
      .from(billVersions)
      .where(eq(billVersions.billId, 'TX-892-HB-1'))
      .orderBy(asc(billVersions.position));
    expect(versions).toHaveLength(5);
    expect(versions[0]?.text).toMatch(/youth camp/i);
    expect(versions[4]?.html).toContain('<table');
    expect(versions[4]?.html).not.toMatch(/<style|<script/);
    const sponsors = await database.db
      .select()
      .from(billSponsorships)
      .where(eq(billSponsorships.billId, 'TX-892-HB-1'));
    expect(sponsors).toHaveLength(134);
    expect(sponsors.find((sponsor) => sponsor.name === 'Darby')?.personId).toBe(
      'ocd-person/40f0e868-e021-4453-8675-a9d2357e41e1',
    );
    const [session] = await database.db.select().from(legislativeSessions).where(eq(legislativeSessions.id, 'TX-892'));
    expect(session).toMatchObject({
      code: '892',
      name: '89th Legislature, 2nd Called Session (2025)',
      isDefault: true,
      classification: 'special',
    });
  });

  it('imports the CO extraordinary session with roll calls, merging the duplicate folders of a bill', async () => {
    const result = await runImport({ db: database.db, importer: openstatesBillsImporter, path: coBills, ...quiet });
    expect(result.status).toBe('succeeded');
    expect(result.counts.skipped).toBe(0);
    const [coCount] = await database.db.select({ value: count() }).from(bills).where(eq(bills.jurisdictionId, 'CO'));
    expect(coCount?.value).toBe(result.counts.read);
    const votes = await database.db
      .select()
      .from(voteEvents)
      .where(eq(voteEvents.billId, 'CO-251-HB-1001'))
      .orderBy(asc(voteEvents.date));
    expect(votes).toHaveLength(3);
    expect(votes[0]).toMatchObject({
      date: '2025-08-23',
      chamber: 'lower',
      result: 'pass',
      yesCount: 43,
      noCount: 19,
      otherCount: 3,
    });
    const ballots = await database.db
      .select()
      .from(personVotes)
      .where(eq(personVotes.voteEventId, votes[0]?.id ?? ''));
    // 65 counted, 64 named in the file.
    expect(ballots).toHaveLength(64);
    const resolved = ballots.filter((ballot) => ballot.personId).length;
    expect(resolved / ballots.length).toBeGreaterThan(0.8);
    const [versions] = await database.db
      .select({ value: count() })
      .from(billVersions)
      .where(and(eq(billVersions.billId, 'CO-251-HB-1001'), like(billVersions.text, '%')));
    expect(versions?.value).toBeGreaterThan(0);
  });

  it('changes nothing on a second run', async () => {
    const result = await runImport({ db: database.db, importer: openstatesBillsImporter, path: coBills, ...quiet });
    expect(result.counts.inserted + result.counts.updated + result.counts.skipped).toBe(0);
    expect(result.counts.unchanged).toBe(result.counts.read);
    const [events] = await database.db.select({ value: count() }).from(billEvents);
    expect(events?.value).toBe(0);
  });

  it('leaves whole bills when an import is aborted midway, and a re-run completes it', async () => {
    const folder = sharedData('openstates-bills-windycivi/wi-data-pipeline/country-us/state-wi/sessions/2025/bills');
    const controller = new AbortController();
    class AbortingReporter extends Reporter {
      private ticks = 0;
      override tick(): void {
        this.ticks += 1;
        // 153 reading ticks, then the writing phase: stop after five bills are written.
        if (this.ticks === 153 + 5) controller.abort();
      }
    }
    const aborted = await runImport({
      db: database.db,
      importer: openstatesBillsImporter,
      path: folder,
      reporter: new AbortingReporter({ silent: true }),
      signal: controller.signal,
    });
    expect(aborted.status).toBe('failed');
    expect(aborted.counts.inserted).toBe(5);
    const partial = await database.db.select({ id: bills.id }).from(bills).where(eq(bills.jurisdictionId, 'WI'));
    expect(partial).toHaveLength(5);
    for (const { id } of partial) {
      const [actions] = await database.db
        .select({ value: count() })
        .from(billActions)
        .where(eq(billActions.billId, id));
      expect(actions?.value).toBeGreaterThan(0);
    }
    const rerun = await runImport({ db: database.db, importer: openstatesBillsImporter, path: folder, ...quiet });
    expect(rerun.status).toBe('succeeded');
    expect(rerun.counts).toMatchObject({ unchanged: 5, inserted: rerun.counts.read - 5, skipped: 0 });
  });

  it('skips a truncated file and an unknown state with the file named, storing nothing from them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bills-'));
    try {
      const billsDir = path.join(dir, 'tx-data-pipeline/country-us/state-tx/sessions/892/billsDir');
      cpSync(path.join(txBills, 'HB2'), path.join(billsDir, 'HB2'), { recursive: true });
      mkdirSync(path.join(billsDir, 'HB3'), { recursive: true });
      const hb3 = readFileSync(path.join(txBills, 'HB3/metadata.json'), 'utf8');
      writeFileSync(path.join(billsDir, 'HB3/metadata.json'), hb3.slice(0, 500));
      mkdirSync(path.join(billsDir, 'HB4'), { recursive: true });
      writeFileSync(
        path.join(billsDir, 'HB4/metadata.json'),
        readFileSync(path.join(txBills, 'HB4/metadata.json'), 'utf8').replaceAll('state:tx', 'state:zz'),
      );
      const result = await runImport({ db: database.db, importer: openstatesBillsImporter, path: dir, ...quiet });
      expect(result.counts).toMatchObject({ read: 3, inserted: 1, skipped: 2 });
      expect(result.skipped).toEqual([
        expect.objectContaining({
          file: path.join(billsDir, 'HB3/metadata.json'),
          reason: expect.stringMatching(/^invalid JSON/),
        }),
        expect.objectContaining({
          file: path.join(billsDir, 'HB4/metadata.json'),
          record: 'HB 4',
          reason: expect.stringMatching(/unknown state/),
        }),
      ]);
      const stored = await database.db.select({ id: bills.id }).from(bills).where(like(bills.id, 'TX-892-HB-_'));
      expect(stored.map((row) => row.id).sort()).toEqual(['TX-892-HB-1', 'TX-892-HB-2']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
