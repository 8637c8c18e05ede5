import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { campaignFilers, contributions } from '../../db/schema/finance';
import { importQuietly, sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import { mnCfbImporter } from './mn-cfb.importer';
import { parseMnCandidates, parseMnContributions } from './parse-mn-cfb';

const exportsDir = sharedData('campaign-finance', 'mn-cfb-exports');
const candidatesFile = path.join(exportsDir, 'all-registered-candidate-committees.csv');
const contributionsDir = path.join(exportsDir, 'itemized-contributions-over-200');
const independentFile = path.join(contributionsDir, 'independent-expenditure-committees-and-funds.csv');

describe('Minnesota CFB parsers', () => {
  it('reads every row of the real exports, giving each contribution a distinct stable id', async () => {
    const candidates = parseMnCandidates(await readFile(candidatesFile, 'utf8'), candidatesFile);
    expect(candidates).toHaveLength(558);
    expect(candidates.every((result) => result.ok)).toBe(true);
    for (const [name, rows] of [
      ['state-party-units.csv', 2309],
      ['party-unit-caucus-committees.csv', 3869],
      ['independent-expenditure-committees-and-funds.csv', 1383],
    ] as const) {
      const file = path.join(contributionsDir, name);
      const content = await readFile(file, 'utf8');
      const results = parseMnContributions(content, file);
      expect(results).toHaveLength(rows);
      expect(results.every((result) => result.ok)).toBe(true);
      const ids = results.map((result) => (result.ok ? result.value.sourceRecordId : ''));
      expect(new Set(ids).size).toBe(rows);
      expect(parseMnContributions(content, file).map((result) => result.ok && result.value.sourceRecordId)).toEqual(ids);
    }
  });
});

describe('mn-cfb importer', () => {
  let database: DatabaseHandle;
  let tempDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-mn-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('imports candidate committees as filers', async () => {
    const result = await importQuietly(database.db, mnCfbImporter, candidatesFile);
    expect(result.counts).toMatchObject({ read: 558, inserted: 558, skipped: 0 });
    const [filer] = await database.db
      .select()
      .from(campaignFilers)
      .where(and(eq(campaignFilers.source, 'mn-cfb'), eq(campaignFilers.registrationNumber, '19021')));
    expect(filer).toMatchObject({
      jurisdictionId: 'MN',
      name: 'Schnaser, Aron House Committee',
      candidateName: 'Schnaser, Aron',
      party: 'DFL',
      office: 'House',
      district: '7A',
      isIncumbent: false,
      registeredOn: '2023-10-02',
    });
    const found = await database.db
      .select({ name: campaignFilers.name })
      .from(campaignFilers)
      .where(sql`${campaignFilers.name} % 'Schnaser Aron'`);
    expect(found.map((row) => row.name)).toContain('Schnaser, Aron House Committee');
  });

  it('imports itemized contributions with their recipients, then changes nothing on a second run', async () => {
    const first = await importQuietly(database.db, mnCfbImporter, independentFile);
    expect(first.counts).toMatchObject({ read: 1383, inserted: 1383, skipped: 0 });
    const [gift] = await database.db
      .select({
        amount: contributions.amount,
        receivedOn: contributions.receivedOn,
        zip: contributions.contributorZip,
        recipient: campaignFilers.name,
        recipientType: campaignFilers.filerSubtype,
      })
      .from(contributions)
      .innerJoin(campaignFilers, eq(campaignFilers.id, contributions.filerId))
      .where(eq(contributions.contributorName, 'Builders Association of the Twin Cities'))
      .orderBy(contributions.receivedOn)
      .limit(1);
    expect(gift).toEqual({
      amount: '10500.00',
      receivedOn: '2015-05-08',
      zip: '55113',
      recipient: 'Housing First',
      recipientType: 'independent expenditure fund',
    });
    const [inKind] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(contributions)
      .where(eq(contributions.isInKind, true));
    expect(inKind!.count).toBe(464);

    const second = await importQuietly(database.db, mnCfbImporter, independentFile);
    expect(second.counts).toMatchObject({ read: 1383, inserted: 0, updated: 0, unchanged: 1383 });
  });

  it('names the file and line of a row with missing columns, stores nothing of it and imports the rest', async () => {
    const header = (await readFile(independentFile, 'utf8')).split('\n', 1)[0];
    const file = path.join(tempDir, 'bad-contributions.csv');
    await writeFile(
      file,
      `${header}\n` +
        '90001,"Test Fund",PCF,IEF,250.0000,03/01/2024,2024,"Doe, Jane",,Individual,Contribution,No,,55101,Acme\n' +
        '90001,"Test Fund",PCF,IEF,300.0000,03/02/2024\n' +
        '90001,"Test Fund",PCF,IEF,abc,03/03/2024,2024,"Roe, Rick",,Individual,Contribution,No,,55102,\n' +
        '90001,"Test Fund",PCF,IEF,400.0000,03/04/2024,2024,"Poe, Pat",,Individual,Contribution,Yes,"Food",55103,\n',
    );
    const result = await importQuietly(database.db, mnCfbImporter, file);
    expect(result.counts).toMatchObject({ read: 4, inserted: 2, skipped: 2 });
    expect(result.skipped[0]).toMatchObject({ file, line: 3 });
    expect(result.skipped[0]!.reason).toMatch(/^has 6 of 15 columns; missing Year, Contributor/);
    expect(result.skipped[1]).toMatchObject({ file, line: 4, reason: 'Amount "abc" is not a number' });
    const stored = await database.db
      .select({ name: contributions.contributorName, inKind: contributions.isInKind })
      .from(contributions)
      .innerJoin(campaignFilers, eq(campaignFilers.id, contributions.filerId))
      .where(eq(campaignFilers.registrationNumber, '90001'))
      .orderBy(contributions.receivedOn);
    expect(stored).toEqual([
      { name: 'Doe, Jane', inKind: false },
      { name: 'Poe, Pat', inKind: true },
    ]);
  });
});
