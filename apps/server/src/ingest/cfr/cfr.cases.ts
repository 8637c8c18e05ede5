import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQuietly, sharedData } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { regulationSections } from '../../db/schema/statutes';
import { cfrImporter } from './cfr.importer';

const volume = sharedData('us-federal', 'usgpo-uslm', 'previous', 'sample-files', 'CFR-2018-title27-vol3-uslm.xml');

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function cfrCases(database: () => DatabaseHandle): void {
  describe('cfr importer', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-cfr-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports every section of 27 CFR parts 447-646 with its place in the hierarchy', async () => {
      const result = await importQuietly(database().db, cfrImporter, volume);
      expect(result.counts).toMatchObject({ read: 344, inserted: 344, skipped: 0 });
      const [meaning] = await database()
        .db.select()
        .from(regulationSections)
        .where(and(eq(regulationSections.code, '27 CFR'), eq(regulationSections.section, '447.11')));
      expect(meaning).toMatchObject({
        jurisdictionId: 'US',
        title: '27',
        chapter: 'II',
        subchapter: 'B',
        part: '447',
        heading: 'Meaning of terms.',
      });
      expect(meaning!.hierarchy.map((level) => `${level.level} ${level.num}`)).toEqual([
        'title 27',
        'chapter II',
        'subchapter B',
        'part 447',
        'subpart B',
      ]);
      // GPO repeats the identifier /us/cfr/t27/s478.33 for § 478.33a; the printed number keeps them apart.
      const theft = await database()
        .db.select({ heading: regulationSections.heading })
        .from(regulationSections)
        .where(eq(regulationSections.section, '478.33a'));
      expect(theft).toEqual([{ heading: 'Theft of firearms.' }]);
      const [withSubsections] = await database()
        .db.select({ text: regulationSections.text, annotations: regulationSections.annotations })
        .from(regulationSections)
        .where(eq(regulationSections.section, '447.2'));
      expect(withSubsections!.text.split('\n')[0]).toMatch(
        /^\(a\) All of those items on the U\.S\. Munitions Import List/,
      );
      expect(withSubsections!.annotations[0]).toMatchObject({ type: 'Source' });
      const ranked = await database()
        .db.select({ section: regulationSections.section })
        .from(regulationSections)
        .where(sql`${regulationSections.search} @@ websearch_to_tsquery('english', 'machine guns')`);
      expect(ranked.length).toBeGreaterThan(0);
    });

    it('changes nothing on a second import', async () => {
      const result = await importQuietly(database().db, cfrImporter, volume);
      expect(result.counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 344 });
    });

    it('reports a truncated volume by file name and line', async () => {
      const file = path.join(tempDir, 'CFR-truncated.xml');
      const { readFile } = await import('node:fs/promises');
      await writeFile(file, (await readFile(volume, 'utf8')).slice(0, 40_000));
      const result = await importQuietly(database().db, cfrImporter, file);
      expect(result.counts).toMatchObject({ inserted: 0, skipped: 1 });
      expect(result.skipped[0]!.file).toBe(file);
      expect(result.skipped[0]!.reason).toMatch(/^invalid XML at line \d+/);
    });
  });
}
