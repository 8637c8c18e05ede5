import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSamplePeople } from '../../../test/factories/sample-people';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { billRelations, bills, billVersions, personVotes, voteEvents } from '../../db/schema/legislation';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { nyLegislationImporter } from './ny-legislation.importer';
import { classifyNyAction, nyBillRef } from './ny-legislation.parser';

// A committed excerpt of the mirror (fixtures/README.md): three bill files and their lines of the year index.
const mirror = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/bills');
const quiet = { reporter: silentReporter() };

describe('ny-legislation parser', () => {
  it('reads print numbers of both years of a session and classifies actions', () => {
    expect(nyBillRef('S3967-2025')).toEqual({ id: 'NY-25R-S-3967', printNo: 'S3967', year: 2025 });
    expect(nyBillRef('A10201A-2026')).toEqual({ id: 'NY-25R-A-10201', printNo: 'A10201', year: 2025 });
    expect(nyBillRef('A8869-2019')?.id).toBe('NY-19R-A-8869');
    expect(classifyNyAction('SIGNED CHAP.255')).toEqual(['executive-signature', 'became-law']);
    expect(classifyNyAction('PASSED SENATE')).toEqual(['passage']);
    // Lines of ny-legislation-jehiah/bills/2025 that stayed untyped (S10223, A10933, S1078, A1029).
    expect(classifyNyAction('COMMITTEE DISCHARGED AND COMMITTED TO RULES')).toEqual(['referral-committee']);
    expect(classifyNyAction('RULES REPORT CAL.594')).toEqual(['committee-passage']);
    expect(classifyNyAction('1ST REPORT CAL.798')).toEqual(['reading-1']);
    expect(classifyNyAction('2ND REPORT CAL.')).toEqual(['reading-2']);
    expect(classifyNyAction('SUBSTITUTED BY S3967B')).toEqual(['substitution']);
    expect(classifyNyAction('DELIVERED TO ASSEMBLY')).toEqual([]);
  });
});

describe('ny-legislation importer', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'ny-'));
    mkdirSync(path.join(dir, '2025'));
    cpSync(path.join(mirror, '2025-index.json'), path.join(dir, '2025-index.json'));
    for (const name of ['A1029.json', 'S3967.json', 'A10201.json'])
      cpSync(path.join(mirror, '2025', name), path.join(dir, '2025', name));
    // NY legislators (Open States people) from the shipped sample, so voters resolve.
    await loadSamplePeople(database.db, ['NY']);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  });

  it('imports bills with roll calls, same-as companions, earlier-session lineage and the LawCode', async () => {
    const result = await runImport({ db: database.db, importer: nyLegislationImporter, path: dir, ...quiet });
    expect(result.counts).toMatchObject({ read: 3, inserted: 3, skipped: 0 });
    const [signed] = await database.db.select().from(bills).where(eq(bills.id, 'NY-25R-S-3967'));
    expect(signed).toMatchObject({ status: 4, identifier: 'S3967', fromChamber: 'upper' });
    expect(signed?.extras).toMatchObject({ lawCode: 'Add §230.45, Pen L', nyStatus: 'SIGNED_BY_GOV' });
    const votes = await database.db.select().from(voteEvents).where(eq(voteEvents.billId, 'NY-25R-S-3967'));
    const floor = votes.find((vote) => vote.date === '2025-06-11');
    expect(floor).toMatchObject({
      chamber: 'upper',
      result: 'pass',
      yesCount: 59,
      noCount: 0,
      otherCount: 4,
      motion: 'Floor vote',
    });
    const ballots = await database.db
      .select()
      .from(personVotes)
      .where(eq(personVotes.voteEventId, floor?.id ?? ''));
    expect(ballots).toHaveLength(63);
    expect(ballots.filter((ballot) => ballot.personId).length).toBeGreaterThan(55);
    const committee = votes.find((vote) => vote.date === '2025-05-20');
    expect(committee).toMatchObject({ organizationName: 'Codes', yesCount: 11, noCount: 2 });

    const relations = await database.db.select().from(billRelations).where(eq(billRelations.billId, 'NY-25R-A-1029'));
    expect(relations.map((relation) => `${relation.relationType}:${relation.relatedBillId}`).sort()).toEqual([
      'companion:NY-25R-S-3967',
      'prior-session:NY-19R-A-8869',
      'prior-session:NY-21R-A-255',
      'prior-session:NY-23R-A-7471',
    ]);
  });

  it("lists every print of a bill, dated, with the state's page and PDF (the mirror has no text)", async () => {
    const prints = await database.db
      .select()
      .from(billVersions)
      .where(eq(billVersions.billId, 'NY-25R-S-3967'))
      .orderBy(asc(billVersions.position));
    expect(prints.map((print) => `${print.name} ${print.date}`)).toEqual([
      'Original print S3967 2025-01-31',
      'Amended print S3967A 2025-03-25',
      'Amended print S3967B 2025-06-04',
    ]);
    expect(prints[2]).toMatchObject({
      text: null,
      url: 'https://www.nysenate.gov/legislation/bills/2025/S3967/amendment/B',
      links: expect.arrayContaining([
        { url: 'https://legislation.nysenate.gov/pdf/bills/2025/S3967B', mediaType: 'application/pdf' },
      ]),
    });
  });

  it('changes nothing on a second run and skips a truncated file by name', async () => {
    writeFileSync(path.join(dir, '2025', 'S1.json'), '{"PrintNo": "S1", "Sess');
    const result = await runImport({ db: database.db, importer: nyLegislationImporter, path: dir, ...quiet });
    expect(result.counts).toMatchObject({ read: 4, unchanged: 3, skipped: 1 });
    expect(result.skipped[0]).toMatchObject({
      file: path.join(dir, '2025', 'S1.json'),
      reason: expect.stringMatching(/^invalid JSON/),
    });
  });
});
