import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { billEvents } from '../../db/schema/legislation';
import { openstatesBillsImporter } from '../openstates-bills/openstates-bills.importer';
import type { BillRecord, HearingRecord } from './bill-record';
import { ensureJurisdictions } from './jurisdictions';
import { loadBill } from './load-bill';
import { silentReporter } from './reporter';
import { runImport } from './run-import';

const txBills = sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills');
const coBills = sharedData('openstates-bills-windycivi/co-data-pipeline/country-us/state-co/sessions/2025B/bills');

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('change detection', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'changes-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  });

  const importPath = (target: string) =>
    runImport({ db: database.db, importer: openstatesBillsImporter, path: target, reporter: silentReporter() });
  const eventsOf = (billId: string) => database.db.select().from(billEvents).where(eq(billEvents.billId, billId));
  const kinds = (rows: { kind: string }[]) =>
    rows.reduce<Record<string, number>>((tally, row) => {
      tally[row.kind] = (tally[row.kind] ?? 0) + 1;
      return tally;
    }, {});

  it('records new actions, versions and the status change of a newer TX snapshot exactly once', async () => {
    const trimmedDir = path.join(dir, 'tx/country-us/state-tx/sessions/892/bills/HB1');
    mkdirSync(trimmedDir, { recursive: true });
    const full = JSON.parse(readFileSync(path.join(txBills, 'HB1/metadata.json'), 'utf8'));
    writeFileSync(
      path.join(trimmedDir, 'metadata.json'),
      JSON.stringify({ ...full, actions: full.actions.slice(0, 10), versions: full.versions.slice(0, 2) }),
    );
    expect((await importPath(trimmedDir)).counts.inserted).toBe(1);
    expect(await eventsOf('TX-892-HB-1')).toEqual([]);

    expect((await importPath(path.join(txBills, 'HB1'))).counts.updated).toBe(1);
    const recorded = await eventsOf('TX-892-HB-1');
    expect(kinds(recorded)).toEqual({ new_action: 69, new_version: 3, status_change: 1 });
    expect(recorded.find((row) => row.kind === 'status_change')?.payload).toMatchObject({ to: 4, date: '2025-09-05' });
    expect(recorded.find((row) => row.kind === 'new_version' && row.payload.name === 'Enrolled')).toBeDefined();

    expect((await importPath(path.join(txBills, 'HB1'))).counts.unchanged).toBe(1);
    expect(await eventsOf('TX-892-HB-1')).toHaveLength(recorded.length);
  });

  it('records new roll calls of a CO bill once', async () => {
    const trimmedDir = path.join(dir, 'co/country-us/state-co/sessions/2025B/bills/HB25B-1001');
    mkdirSync(path.join(trimmedDir, 'logs'), { recursive: true });
    cpSync(path.join(coBills, 'HB25B-1001/metadata.json'), path.join(trimmedDir, 'metadata.json'));
    const first = '20250823T060000Z.vote_event.pass.lower.json';
    cpSync(path.join(coBills, 'HB25B-1001/logs', first), path.join(trimmedDir, 'logs', first));
    await importPath(trimmedDir);
    await importPath(path.join(coBills, 'HB25B-1001'));
    await importPath(path.join(coBills, 'HB25B-1001'));
    const recorded = await eventsOf('CO-251-HB-1001');
    expect(kinds(recorded)).toEqual({ new_vote: 2 });
    expect(recorded.map((row) => row.payload.date).sort()).toEqual(['2025-08-24', '2025-08-25']);
  });

  it('records a scheduled and a moved hearing once', async () => {
    await ensureJurisdictions(database.db);
    const hearing = (sourceKey: string, committeeName: string, startTime: string): HearingRecord => ({
      sourceKey,
      name: `${committeeName} hearing`,
      committeeName,
      startTime,
      mediaLinks: [],
    });
    const bill = (hearings: HearingRecord[]): BillRecord => ({
      jurisdictionId: 'SD',
      session: {
        jurisdictionId: 'SD',
        code: '24R',
        sourceIdentifier: '69',
        name: '2024 Session',
        classification: 'regular',
      },
      billType: 'HB',
      billNumber: '1001',
      identifier: 'HB 1001',
      title: 'An Act to test hearings',
      classification: ['bill'],
      fromChamber: 'lower',
      subjectTerms: [],
      sources: [],
      actions: [{ date: '2024-01-09', chamber: 'lower', text: 'First read', classification: ['introduction'] }],
      sponsorships: [],
      versions: [],
      documents: [],
      relations: [],
      votes: [],
      hearings,
    });
    const load = (record: BillRecord) => database.db.transaction((tx) => loadBill(tx, record, { resolver: null }));
    await load(bill([hearing('taxation-2024-01-10', 'House Taxation', '2024-01-10T14:00:00Z')]));
    await load(
      bill([
        hearing('taxation-2024-01-12', 'House Taxation', '2024-01-12T15:00:00Z'),
        hearing('approps-2024-02-01', 'Joint Appropriations', '2024-02-01T14:00:00Z'),
      ]),
    );
    expect(
      await load(
        bill([
          hearing('taxation-2024-01-12', 'House Taxation', '2024-01-12T15:00:00Z'),
          hearing('approps-2024-02-01', 'Joint Appropriations', '2024-02-01T14:00:00Z'),
        ]),
      ),
    ).toBe('unchanged');
    const recorded = await eventsOf('SD-24R-HB-1001');
    expect(kinds(recorded)).toEqual({ hearing_moved: 1, hearing_scheduled: 1 });
    expect(recorded.find((row) => row.kind === 'hearing_moved')?.payload).toMatchObject({
      from: '2024-01-10T14:00:00.000Z',
      to: '2024-01-12T15:00:00Z',
      committee: 'House Taxation',
    });
  });
});
