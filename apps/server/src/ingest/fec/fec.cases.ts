import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, importQuietly } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { campaignFilers, contributions } from '../../db/schema/finance';
import { fecImporter } from './fec.importer';

// Committed copies of three filings of ../shared/data (test/fixtures/public-data, provenance in its README).
const filings = fixture('campaign-finance', 'fec-electronic-filings');
const filing = (name: string) => path.join(filings, name);

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function fecCases(database: () => DatabaseHandle): void {
  describe('fec importer', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-fec-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports the committee and every itemized receipt of real filings, idempotently', async () => {
      for (const [name, receipts] of [
        ['1550548.fec', 76],
        ['1550126.fec', 5],
        ['13360.fec', 140],
      ] as const) {
        const result = await importQuietly(database().db, fecImporter, filing(name));
        // The committee record plus its receipts.
        expect(result.counts).toMatchObject({ read: receipts + 1, inserted: receipts + 1, skipped: 0 });
      }
      const [pac] = await database()
        .db.select()
        .from(campaignFilers)
        .where(eq(campaignFilers.registrationNumber, 'C00413955'));
      expect(pac).toMatchObject({
        jurisdictionId: 'US',
        source: 'fec',
        state: 'DC',
        filerType: 'pac or party committee',
      });
      const [total] = await database()
        .db.select({ count: sql<number>`count(*)::int`, sum: sql<string>`sum(${contributions.amount})::text` })
        .from(contributions)
        .where(eq(contributions.filerId, pac!.id));
      expect(total!.count).toBe(76);
      const [candidate] = await database()
        .db.select()
        .from(campaignFilers)
        .where(eq(campaignFilers.registrationNumber, 'C00772335'));
      expect(candidate).toMatchObject({ office: 'U.S. House', district: '21' });

      const again = await importQuietly(database().db, fecImporter, filing('1550548.fec'));
      expect(again.counts).toMatchObject({ read: 77, inserted: 0, updated: 0, unchanged: 77 });
    });

    it('skips a truncated last record with file, line and transaction, and keeps the rest', async () => {
      const lines = (await readFile(filing('1550548.fec'), 'latin1')).split('\n').slice(0, 6);
      const cut = lines[5]!.slice(0, 60);
      const file = path.join(tempDir, '9999.fec');
      await writeFile(file, [...lines.slice(0, 5), cut].join('\n'), 'latin1');
      const result = await importQuietly(database().db, fecImporter, file);
      // The committee is known from the real filing and unchanged.
      expect(result.counts).toMatchObject({ inserted: 3, updated: 0, unchanged: 1, skipped: 1 });
      expect(result.skipped[0]).toMatchObject({ file, line: 6 });
      expect(result.skipped[0]!.reason).toMatch(/fields, at least 21 expected \(truncated\?\)/);
      const [count] = await database()
        .db.select({ count: sql<number>`count(*)::int` })
        .from(contributions)
        .where(sql`${contributions.sourceRecordId} like 'fec:9999:%'`);
      expect(count!.count).toBe(3);
    });
  });
}
