import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import type { BillRecord, VersionRecord } from './bill-record';
import { ensureJurisdictions } from './jurisdictions';
import { loadBill } from './load-bill';
import { formatTextCoverage, textCoverage } from './text-coverage';

const bill = (jurisdictionId: string, billNumber: string, versions: VersionRecord[]): BillRecord => ({
  jurisdictionId,
  session: {
    jurisdictionId,
    code: '25R',
    sourceIdentifier: '2025',
    name: '2025 Regular Session',
    classification: 'regular',
  },
  billType: 'HB',
  billNumber,
  identifier: `HB ${billNumber}`,
  title: `Bill ${billNumber}`,
  classification: ['bill'],
  fromChamber: 'lower',
  subjectTerms: [],
  sources: [],
  actions: [],
  sponsorships: [],
  versions,
  documents: [],
  relations: [],
  votes: [],
  hearings: [],
});
const version = (name: string, text: string | null): VersionRecord => ({
  name,
  date: null,
  links: [{ url: `https://example.org/${encodeURIComponent(name)}`, mediaType: 'text/html' }],
  text,
});

describe('textCoverage', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureJurisdictions(database.db);
  });
  afterAll(() => database.close());

  it('counts, per state, the bills whose latest version (not an amendment after it) has text', async () => {
    const records = [
      // IL: the enrolled text is the latest, whatever amendments follow it.
      bill('IL', '1', [version('Introduced', 'a'), version('Enrolled', 'b'), version('Senate Amendment 001', null)]),
      // IL: only the introduced text was imported; the engrossed version is the latest and has none.
      bill('IL', '2', [version('Introduced', 'a'), version('Engrossed', null)]),
      bill('IL', '3', []),
      bill('WI', '4', [version('Bill Text', 'text')]),
    ];
    for (const record of records) await database.db.transaction((tx) => loadBill(tx, record, { resolver: null }));
    const rows = await textCoverage(database.db);
    expect(rows).toEqual([
      { jurisdictionId: 'IL', bills: 3, withVersions: 2, latestWithText: 1 },
      { jurisdictionId: 'WI', bills: 1, withVersions: 1, latestWithText: 1 },
    ]);
    expect(formatTextCoverage(rows)[0]).toMatch(
      /^ {2}IL +3 bills +2 with versions +33\.3% with text in their latest version$/,
    );
  });
});
