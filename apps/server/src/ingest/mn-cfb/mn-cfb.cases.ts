import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, importQuietly } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { campaignFilers, contributions } from '../../db/schema/finance';
import { mnCfbImporter } from './mn-cfb.importer';

// Committed excerpts of ../shared/data (test/fixtures/public-data, provenance in its README).
const exportsDir = fixture('campaign-finance', 'mn-cfb-exports');
const candidatesFile = path.join(exportsDir, 'all-registered-candidate-committees.csv');
const contributionsDir = path.join(exportsDir, 'itemized-contributions-over-200');
const independentFile = path.join(contributionsDir, 'independent-expenditure-committees-and-funds.csv');

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function mnCfbCases(database: () => DatabaseHandle): void {
  describe('mn-cfb importer', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-mn-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports candidate committees as filers', async () => {
      // The excerpt: the first 120 of the 558 committees (the corpus parser test reads them all).
      const result = await importQuietly(database().db, mnCfbImporter, candidatesFile);
      expect(result.counts).toMatchObject({ read: 120, inserted: 120, skipped: 0 });
      const [filer] = await database()
        .db.select()
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
      const found = await database()
        .db.select({ name: campaignFilers.name })
        .from(campaignFilers)
        .where(sql`${campaignFilers.name} % 'Schnaser Aron'`);
      expect(found.map((row) => row.name)).toContain('Schnaser, Aron House Committee');
    });

    it('imports itemized contributions with their recipients, then changes nothing on a second run', async () => {
      // The excerpt: the first 300 of the file's 1,383 rows (the corpus parser test reads them all).
      const excerpt = independentFile;
      const first = await importQuietly(database().db, mnCfbImporter, excerpt);
      expect(first.counts).toMatchObject({ read: 300, inserted: 300, skipped: 0 });
      const [gift] = await database()
        .db.select({
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
      const [inKind] = await database()
        .db.select({ count: sql<number>`count(*)::int` })
        .from(contributions)
        .where(and(eq(contributions.source, 'mn-cfb'), eq(contributions.isInKind, true)));
      expect(inKind!.count).toBe(26);

      const second = await importQuietly(database().db, mnCfbImporter, excerpt);
      expect(second.counts).toMatchObject({ read: 300, inserted: 0, updated: 0, unchanged: 300 });
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
      const result = await importQuietly(database().db, mnCfbImporter, file);
      expect(result.counts).toMatchObject({ read: 4, inserted: 2, skipped: 2 });
      expect(result.skipped[0]).toMatchObject({ file, line: 3 });
      expect(result.skipped[0]!.reason).toMatch(/^has 6 of 15 columns; missing Year, Contributor/);
      expect(result.skipped[1]).toMatchObject({ file, line: 4, reason: 'Amount "abc" is not a number' });
      const stored = await database()
        .db.select({ name: contributions.contributorName, inKind: contributions.isInKind })
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
}
