import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { latestVersionIndex } from '@statehouse/shared/bills/latest-version';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { bills, billVersions } from '../../db/schema/legislation';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { openstatesBillsImporter } from './openstates-bills.importer';
import {
  type BillFiles,
  cleanActionText,
  cleanExtractedText,
  datedNote,
  orderByDate,
  parseOpenstatesBill,
  type SessionNames,
  versionFiles,
} from './openstates-bills.parser';

const quiet = { reporter: silentReporter() };

// Small excerpts of four real bills (metadata trimmed, text files cut to their first 700 characters):
// TX SB 11 (files named <document id>_<note>), CO SB 002 (versions listed newest first, dated),
// IL HB 1075 (undated, amendments listed after the bill's texts) and GA HB 157 (undated, newest first, the
// local advertisement listed last; ga-data-pipeline/windycivi/sessions.json is an excerpt of GA's session list).
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const fixtureBill = (pipeline: string, session: string, bill: string) =>
  path.join(fixtures, `${pipeline}-data-pipeline/country-us/state-${pipeline}/sessions/${session}/bills/${bill}`);
const readFixture = (
  folder: string,
  metadata?: (raw: Record<string, unknown>) => Record<string, unknown>,
  sessionNames?: SessionNames,
) => {
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
      sessionNames,
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
  it('names the file for truncated JSON and an unknown state', () => {
    expect(() => parseOpenstatesBill({ metadata: '{"identifier": "HB 1", "tit', file: 'bad.json' })).toThrow(
      /invalid JSON/,
    );
    const text = readFileSync(path.join(fixtureBill('tx', '892', 'SB11'), 'metadata.json'), 'utf8').replace(
      'state:tx',
      'state:zz',
    );
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

  it('GA: the latest version is the one passed by both chambers, not the last listed (newest first, undated)', () => {
    const { record, files } = readFixture(fixtureBill('ga', '2025_26', 'HB157'));
    // The pipeline lists "HB 157/AP*" (as passed), "LC 59 0020/a" (as introduced), then the local advertisement.
    expect(record.versions.map((version) => version.name)).toEqual(['Local Ad', 'LC 59 0020/a', 'HB 157/AP*']);
    expect(record.versions[latestVersionIndex(record.versions)]?.name).toBe('HB 157/AP*');
    expect(record.versions[2]?.text?.startsWith(bodyOf(files, '237601_HB_157AP_extracted.txt'))).toBe(true);
  });

  it('WI: "Text as Enrolled" listed before "Bill Text" is still the latest', () => {
    const { record } = readFixture(fixtureBill('il', '104th', 'HB1075'), (raw) => ({
      ...raw,
      // WI AB 1's order and notes (../shared/data wi-data-pipeline), on the IL excerpt's links.
      versions: [
        { ...(raw.versions as object[])[2], note: 'Text as Enrolled' },
        { ...(raw.versions as object[])[0], note: 'Bill Text' },
      ],
    }));
    expect(record.versions.map((version) => version.name)).toEqual(['Bill Text', 'Text as Enrolled']);
  });

  it('attaches a file whose name keeps URL escapes to a link whose id is decoded, and the other way round', () => {
    const version = {
      note: 'Act 16',
      links: [{ url: 'https://docs.legis.wisconsin.gov/document/lcactmemos/2025/REG/Act%2016.pdf' }],
    };
    const escaped: BillFiles = new Map([['Act%2016_extracted.txt', 'Act memo 16']]);
    expect(versionFiles(version, escaped).text).toBe('Act memo 16');
    const plain: BillFiles = new Map([['Act 16_extracted.txt', 'Act memo 16']]);
    expect(versionFiles(version, plain).text).toBe('Act memo 16');
    const spaced = { note: 'Act 16', links: [{ url: 'https://example.org/REG/Act 16.pdf' }] };
    expect(versionFiles(spaced, escaped).text).toBe('Act memo 16');
  });

  it('GA: the session comes from the session list (years and kind), with its name and dates', () => {
    const names: SessionNames = {
      '2023_ss': { name: '2023 Special Session', date_folder: '2023-2023' },
      '2025_26': { name: '2025-2026 Regular Session', date_folder: '2025-2026' },
    };
    const { record } = readFixture(fixtureBill('ga', '2025_26', 'HB157'), undefined, names);
    expect(record.session).toEqual({
      jurisdictionId: 'GA',
      sourceIdentifier: '2025_26',
      code: '25R',
      name: '2025-2026 Regular Session',
      classification: 'regular',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    // A special session the identifier alone cannot name ("2023_ss" threw SessionIdError: the bill was skipped).
    const special = readFixture(
      fixtureBill('ga', '2025_26', 'HB157'),
      (raw) => ({ ...raw, legislative_session: '2023_ss' }),
      names,
    ).record;
    expect(special.session).toMatchObject({ code: '231', classification: 'special', name: '2023 Special Session' });
    // Ohio names its sessions by General Assembly number: "136" is 2025-2026, not legislature 13's 6th special.
    const ohio = readFixture(fixtureBill('ga', '2025_26', 'HB157'), (raw) => ({ ...raw, legislative_session: '136' }), {
      '136': { name: '136th General Assembly', date_folder: '2025-2026' },
    }).record;
    expect(ohio.session).toMatchObject({ code: '25R', classification: 'regular', endDate: '2026-12-31' });
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

describe('openstates-bills roll calls without a dedupe key', () => {
  const folder = path.join(fixtures, 'vote-events-without-key');
  const votes = readdirSync(folder)
    .filter((name) => name.includes('vote_event'))
    .sort()
    .map((name) => ({ file: path.join(folder, name), text: readFileSync(path.join(folder, name), 'utf8') }));
  const parse = (events: typeof votes) =>
    parseOpenstatesBill({
      metadata: readFileSync(path.join(fixtureBill('il', '104th', 'HB1075'), 'metadata.json'), 'utf8'),
      file: 'HB1075/metadata.json',
      votes: events,
    });

  it('keeps every roll call when all their sources point at one page (they differ in chamber, date, motion or counts)', () => {
    const record = parse(votes);
    expect(record.votes).toHaveLength(5);
    expect(new Set(record.votes.map((vote) => vote.sourceKey)).size).toBe(5);
  });

  it('is the same roll call only when chamber, date, motion and counts agree', async () => {
    const [first] = votes;
    if (!first) throw new Error('fixture missing');
    const twice = parse([first, { ...first, file: `${first.file}.copy` }]);
    expect(new Set(twice.votes.map((vote) => vote.sourceKey)).size).toBe(1);
    const recount = first.text.replace('"value": 8', '"value": 7');
    expect(new Set(parse([first, { file: 'recount.json', text: recount }]).votes.map((v) => v.sourceKey)).size).toBe(2);
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
  it('stores the committed excerpts of four states with the newest text last and TX actions without dot leaders', async () => {
    const database = await createTestDatabase();
    try {
      const result = await runImport({ db: database.db, importer: openstatesBillsImporter, path: fixtures, ...quiet });
      expect(result.counts).toMatchObject({ read: 4, inserted: 4, skipped: 0 });
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
      expect(await latest('GA-25R-HB-157')).toMatchObject({ name: 'HB 157/AP*', position: 2 });
      const [tx] = await database.db.select().from(bills).where(eq(bills.id, 'TX-892-SB-11'));
      expect(tx?.lastActionText).toBe('Effective');
      const [co] = await database.db.select().from(bills).where(eq(bills.id, 'CO-251-SB-2'));
      expect(co).toMatchObject({ lastActionText: 'Governor Signed', firstActionDate: '2025-08-21' });
    } finally {
      await database.close();
    }
  });
});
