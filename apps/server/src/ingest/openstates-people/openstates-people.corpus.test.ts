import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { sourceFreshness } from '../../db/schema/ingest';
import { committeeMemberships, committees, people } from '../../db/schema/people';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { openstatesPeopleImporter } from './openstates-people.importer';
import { parseCommitteeYaml, parsePersonYaml } from './openstates-people.parser';

const coFolder = sharedData('openstates-people/data/co');

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('openstates-people parser', () => {
  it('reads a legislator with roles, party, offices, other names and ids', () => {
    const file = sharedData(
      'openstates-people/data/tx/legislature/AJ-Louderback-dd3e49ca-2b2b-4a83-ae63-0ade6ccef73f.yml',
    );
    const person = parsePersonYaml(readFileSync(file, 'utf8'), file);
    expect(person).toMatchObject({
      id: 'ocd-person/dd3e49ca-2b2b-4a83-ae63-0ade6ccef73f',
      name: 'A.J. Louderback',
      familyName: 'Louderback',
      parties: [{ name: 'Republican' }],
    });
    expect(person.roles[0]).toMatchObject({ type: 'lower', district: '30', startDate: '2025-01-14' });
    expect(person.otherNames).toContain('Louderback, A.J.');
    expect(person.offices.map((office) => office.classification)).toEqual(['capitol', 'district']);
  });

  it('reads a subcommittee with its parent and members', () => {
    const file = sharedData(
      'openstates-people/data/tx/committees/legislature-Legislative-Budget-Board-bb8e87b8-519d-409b-a5cb-5db9b9532c93.yml',
    );
    const committee = parseCommitteeYaml(readFileSync(file, 'utf8'), file);
    expect(committee.name).toBe('Legislative Budget Board');
    expect(committee.members[0]).toEqual({
      name: 'Dustin Burrows',
      role: 'chair',
      personId: 'ocd-person/fff5eb4f-2c41-4d00-a1c5-e566a15b063e',
    });
  });
});
describe('openstates-people importer', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('imports the Colorado legislators, executives and committees with memberships', async () => {
    const result = await runImport({
      db: database.db,
      importer: openstatesPeopleImporter,
      path: coFolder,
      reporter: silentReporter(),
    });
    expect(result.status).toBe('succeeded');
    expect(result.counts.skipped).toBe(0);
    const [peopleCount] = await database.db
      .select({ value: count() })
      .from(people)
      .where(eq(people.jurisdictionId, 'CO'));
    expect(peopleCount?.value).toBe(104);
    const [committeeCount] = await database.db.select({ value: count() }).from(committees);
    expect(committeeCount?.value).toBe(49);
    const [benavidez] = await database.db
      .select()
      .from(people)
      .where(eq(people.id, 'ocd-person/a033ad21-bdb7-4af2-be2e-e21c3e4cfa24'));
    expect(benavidez).toMatchObject({ name: 'Adrienne Benavidez', party: 'Democratic', jurisdictionId: 'CO' });
    const [memberships] = await database.db.select({ value: count() }).from(committeeMemberships);
    expect(memberships?.value).toBeGreaterThan(300);
    const [freshness] = await database.db
      .select()
      .from(sourceFreshness)
      .where(eq(sourceFreshness.source, 'openstates-people'));
    expect(freshness).toMatchObject({ lastStatus: 'succeeded', errorCount: 0 });
    expect(freshness?.counts.inserted).toBe(153);
  });

  it('changes nothing on a second run', async () => {
    const result = await runImport({
      db: database.db,
      importer: openstatesPeopleImporter,
      path: coFolder,
      reporter: silentReporter(),
    });
    expect(result.counts).toEqual({ read: 153, inserted: 0, updated: 0, unchanged: 153, skipped: 0 });
  });

  it('skips bad files with the file and reason, and imports the rest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'people-'));
    try {
      const good = sharedData(
        'openstates-people/data/tx/legislature/AJ-Louderback-dd3e49ca-2b2b-4a83-ae63-0ade6ccef73f.yml',
      );
      mkdirSync(path.join(dir, 'tx', 'legislature'), { recursive: true });
      mkdirSync(path.join(dir, 'zz', 'legislature'), { recursive: true });
      writeFileSync(path.join(dir, 'tx', 'legislature', 'good.yml'), readFileSync(good));
      writeFileSync(path.join(dir, 'tx', 'legislature', 'truncated.yml'), 'id: ocd-person/x\nname: [Unclosed\n');
      writeFileSync(
        path.join(dir, 'zz', 'legislature', 'nowhere.yml'),
        readFileSync(good, 'utf8').replace('dd3e49ca', 'ffffffff'),
      );
      const result = await runImport({
        db: database.db,
        importer: openstatesPeopleImporter,
        path: dir,
        reporter: silentReporter(),
      });
      expect(result.counts).toMatchObject({ read: 3, inserted: 1, skipped: 2 });
      expect(result.skipped).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: path.join(dir, 'tx', 'legislature', 'truncated.yml'),
            reason: expect.stringMatching(/invalid YAML/),
          }),
          expect.objectContaining({
            file: path.join(dir, 'zz', 'legislature', 'nowhere.yml'),
            reason: 'unknown state "zz"',
          }),
        ]),
      );
      const rows = await database.db
        .select({ id: people.id })
        .from(people)
        .where(eq(people.id, 'ocd-person/ffffffff-2b2b-4a83-ae63-0ade6ccef73f'));
      expect(rows).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
