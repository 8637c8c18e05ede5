import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQuietly, sharedData } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { statuteSections } from '../../db/schema/statutes';
import { txStatutesImporter } from './tx-statutes.importer';

const statutesFile = sharedData('texas-tax-code-and-tac', 'statutes_text.txt');

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function txStatutesCases(database: () => DatabaseHandle): void {
  describe('tx-statutes importer', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-tx-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports Tax Code chapter 151 once and changes nothing the second time', async () => {
      const first = await importQuietly(database().db, txStatutesImporter, statutesFile);
      expect(first.counts).toMatchObject({ read: 262, inserted: 262, skipped: 0 });
      const second = await importQuietly(database().db, txStatutesImporter, statutesFile);
      expect(second.counts).toMatchObject({ read: 262, inserted: 0, updated: 0, unchanged: 262 });

      const [salesTax] = await database()
        .db.select()
        .from(statuteSections)
        .where(and(eq(statuteSections.code, 'TX Tax Code'), eq(statuteSections.section, '151.051')));
      expect(salesTax).toMatchObject({ jurisdictionId: 'TX', heading: 'SALES TAX IMPOSED.', subchapter: 'C' });
      expect(salesTax!.text).toContain('6-1/4 percent');
      const found = await database()
        .db.select({ section: statuteSections.section })
        .from(statuteSections)
        .where(sql`${statuteSections.search} @@ websearch_to_tsquery('english', 'sales tax permit')`);
      expect(found.length).toBeGreaterThan(0);
    });

    it('updates a section whose text changed and skips a section without text', async () => {
      const file = path.join(tempDir, 'statutes_text.txt');
      await writeFile(
        file,
        'TAX CODETITLE 2. STATE TAXATIONSUBTITLE E. SALES, EXCISE, AND USE TAXESCHAPTER 151. LIMITED SALES, EXCISE, AND USE TAXSUBCHAPTER A. GENERAL PROVISIONSSec. 151.001.  SHORT TITLE.  This chapter may be cited as the Sales Tax Act.\n' +
          'Acts 1981, 67th Leg., p. 1545, ch. 389, Sec. 1, eff. Jan. 1, 1982.\n\n' +
          'Sec. 151.002.  APPLICABILITY OF DEFINITIONS, ETC.\n\n',
      );
      const result = await importQuietly(database().db, txStatutesImporter, file);
      expect(result.counts).toMatchObject({ read: 2, updated: 1, skipped: 1 });
      expect(result.skipped[0]).toMatchObject({ file, line: 4, record: 'Sec. 151.002' });
      const [shortTitle] = await database()
        .db.select({ text: statuteSections.text })
        .from(statuteSections)
        .where(eq(statuteSections.section, '151.001'));
      expect(shortTitle!.text).toBe('This chapter may be cited as the Sales Tax Act.');
    });
  });
}
