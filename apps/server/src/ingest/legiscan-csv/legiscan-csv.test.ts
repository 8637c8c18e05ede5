import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { billActions, billSponsorships, bills, personVotes, voteEvents } from '../../db/schema/legislation';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { openstatesPeopleImporter } from '../openstates-people/openstates-people.importer';
import { legiscanCsvImporter } from './legiscan-csv.importer';
import { parseCsv } from './legiscan-csv.parser';

const dataset = sharedData('legiscan-csv-michigan/2025-2026');
const quiet = { reporter: silentReporter() };

describe('legiscan-csv parser', () => {
  it('reports a row with missing columns by line instead of returning it', () => {
    const { rows, problems } = parseCsv('bill_id,date,action\n1,2025-01-01,Introduced\n2,2025-01-02\n', 'history.csv', [
      'bill_id',
    ]);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([{ file: 'history.csv', line: 3, record: '2', reason: 'expected 3 columns, found 2' }]);
  });
});

describe('legiscan-csv importer', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'legiscan-'));
    cpSync(dataset, dir, { recursive: true });
    // HB 4001, HB 4002 and SB 1, then a row cut short.
    const [header, ...lines] = readFileSync(path.join(dataset, 'bills.csv'), 'utf8').split('\n');
    const keep = lines.filter((line) => /^\d+,2183,(HB4001|HB4002|SB0001),/.test(line));
    writeFileSync(path.join(dir, 'bills.csv'), [header, ...keep, '1999999,2183,HB9999,1'].join('\n'));
    await runImport({
      db: database.db,
      importer: openstatesPeopleImporter,
      path: sharedData('openstates-people/data/mi/legislature'),
      ...quiet,
    });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  });

  it('imports bills with history, sponsors and roll calls, and skips the short row by line', async () => {
    const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: dir, ...quiet });
    expect(result.status).toBe('succeeded');
    expect(result.skipped).toEqual([
      expect.objectContaining({
        file: path.join(dir, 'bills.csv'),
        line: 5,
        record: '1999999',
        reason: 'expected 14 columns, found 4',
      }),
    ]);
    const stored = await database.db.select({ id: bills.id }).from(bills);
    expect(stored.map((row) => row.id).sort()).toEqual(['MI-25R-HB-4001', 'MI-25R-HB-4002', 'MI-25R-SB-1']);
    const [hb4002] = await database.db.select().from(bills).where(eq(bills.id, 'MI-25R-HB-4002'));
    expect(hb4002).toMatchObject({
      status: 4,
      statusDate: '2025-02-25',
      lastActionText: 'Filed With Secretary Of State 02/21/2025 01:10 Pm',
    });
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
    const result = await runImport({ db: database.db, importer: legiscanCsvImporter, path: dir, ...quiet });
    expect(result.counts).toMatchObject({ inserted: 0, updated: 0, skipped: 1 });
  });
});
