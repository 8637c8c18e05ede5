import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQuietly, sharedData } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { regulationSections } from '../../db/schema/statutes';
import { txAdminCodeImporter } from './tx-admin-code.importer';

const rulesFile = sharedData('texas-tax-code-and-tac', 'tx_sales_tax_regulations.csv');

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function txAdminCodeCases(database: () => DatabaseHandle): void {
  describe('tx-admin-code importer', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-tac-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports the 81 rules of 34 TAC chapter 3 as regulations, idempotently', async () => {
      const first = await importQuietly(database().db, txAdminCodeImporter, rulesFile);
      expect(first.counts).toMatchObject({ read: 81, inserted: 81, skipped: 0 });
      const [aircraft] = await database()
        .db.select()
        .from(regulationSections)
        .where(and(eq(regulationSections.code, '34 TAC'), eq(regulationSections.section, '3.280')));
      expect(aircraft).toMatchObject({
        jurisdictionId: 'TX',
        title: '34',
        part: '1',
        chapter: '3',
        heading: 'Aircraft',
      });
      expect(aircraft!.text).toMatch(/^\(a\) Definitions\. The following words and terms, when used in this section/);
      expect(aircraft!.sourceUrl).toContain('texreg.sos.state.tx.us');

      const second = await importQuietly(database().db, txAdminCodeImporter, rulesFile);
      expect(second.counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 81 });
    });

    it('names the file and line of a row with missing columns, stores nothing of it and imports the rest', async () => {
      const file = path.join(tempDir, 'rules.csv');
      await writeFile(
        file,
        'regulation|service_type|urls|regulation_text\n' +
          '§9.1|First rule|https://example.test/1|"(a) Text that\nspans two lines."\n' +
          '§9.2|Broken rule\n' +
          '§9.3|Third rule|https://example.test/3|(a) More text.\n',
      );
      const result = await importQuietly(database().db, txAdminCodeImporter, file);
      expect(result.counts).toMatchObject({ read: 3, inserted: 2, skipped: 1 });
      expect(result.skipped).toEqual([
        { file, line: 4, record: '§9.2', reason: 'has 2 of 4 columns; missing urls, regulation_text' },
      ]);
      const stored = await database()
        .db.select({ section: regulationSections.section })
        .from(regulationSections)
        .where(eq(regulationSections.chapter, '9'))
        .orderBy(regulationSections.section);
      expect(stored).toEqual([{ section: '9.1' }, { section: '9.3' }]);
    });

    it('reports a truncated file (an unterminated quoted field) at the line where the record starts', async () => {
      const file = path.join(tempDir, 'truncated.csv');
      await writeFile(
        file,
        'regulation|service_type|urls|regulation_text\n§9.5|Whole rule|u|(a) Whole.\n§9.6|Cut rule|u|"(a) This text was cut',
      );
      const result = await importQuietly(database().db, txAdminCodeImporter, file);
      expect(result.counts).toMatchObject({ inserted: 1, skipped: 1 });
      expect(result.skipped[0]).toMatchObject({ file, line: 3, record: '§9.6' });
      expect(result.skipped[0]!.reason).toMatch(/unterminated quoted field/);
    });
  });
}
