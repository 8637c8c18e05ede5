import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { parseOpenstatesBill } from './openstates-bills.parser';

const txBills = sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills');
const coBills = sharedData('openstates-bills-windycivi/co-data-pipeline/country-us/state-co/sessions/2025B/bills');
const quiet = { reporter: silentReporter() };

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('openstates-bills parser', () => {
  it('reads TX HB 1 with its actions, sponsors, versions and documents', () => {
    const file = path.join(txBills, 'HB1/metadata.json');
    const record = parseOpenstatesBill({ metadata: readFileSync(file, 'utf8'), file });
    expect(record).toMatchObject({ jurisdictionId: 'TX', billType: 'HB', billNumber: '1', fromChamber: 'lower' });
    // Without the pipeline's session list the identifier decides: 892 is the 89th Legislature's 2nd called session.
    expect(record.session).toMatchObject({ code: '892', sourceIdentifier: '892', classification: 'special' });
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
