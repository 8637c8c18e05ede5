import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importQuietly, sharedData } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { sessionLawSections, sessionLaws, statuteSections } from '../../db/schema/statutes';
import { dcCodeImporter, dcLawsImporter } from './dc-code.importer';

const lawXml = sharedData('dc-law-xml');
const title = (n: number) => path.join(lawXml, 'us/dc/council/code/titles', String(n));

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function dcCodeCases(database: () => DatabaseHandle): void {
  describe('D.C. Code and D.C. Laws importers', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-dc-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports titles 25 and 36 with hierarchy, text and annotations', async () => {
      // Two of the three titles (the parser test reads all 639 sections).
      const result = await importQuietly(database().db, dcCodeImporter, title(25));
      expect(result.status).toBe('succeeded');
      expect(result.counts).toMatchObject({ read: 202, inserted: 202, skipped: 0 });
      const titleThirtySix = await importQuietly(database().db, dcCodeImporter, title(36));
      expect(titleThirtySix.counts).toMatchObject({ read: 62, inserted: 62, skipped: 0 });

      const [definitions] = await database()
        .db.select()
        .from(statuteSections)
        .where(and(eq(statuteSections.code, 'DC Code'), eq(statuteSections.section, '25-101')));
      expect(definitions).toMatchObject({
        jurisdictionId: 'DC',
        title: '25',
        chapter: '1',
        subchapter: 'I',
        heading: 'Definitions.',
        sourceUrl: 'https://code.dccouncil.gov/us/dc/council/code/sections/25-101',
      });
      expect(definitions!.hierarchy.map((level) => level.level)).toEqual(['title', 'chapter', 'subchapter']);
      expect(definitions!.text).toContain('(1) “ABRA” means the Alcoholic Beverage Regulation Administration');
      expect(definitions!.citations).toContain('25-202');
      expect(definitions!.annotations.some((note) => note.type === 'Prior Codifications')).toBe(true);

      const perTitle = await database()
        .db.select({ title: statuteSections.title, count: sql<number>`count(*)::int` })
        .from(statuteSections)
        .where(eq(statuteSections.code, 'DC Code'))
        .groupBy(statuteSections.title)
        .orderBy(statuteSections.title);
      expect(perTitle).toEqual([
        { title: '25', count: 202 },
        { title: '36', count: 62 },
      ]);
    });

    it('finds sections by weighted full-text search', async () => {
      const query = sql`websearch_to_tsquery('english', 'injunctive relief')`;
      const rows = await database()
        .db.select({ section: statuteSections.section, heading: statuteSections.heading })
        .from(statuteSections)
        .where(and(eq(statuteSections.code, 'DC Code'), sql`${statuteSections.search} @@ ${query}`))
        .orderBy(sql`ts_rank(${statuteSections.search}, ${query}) desc`, statuteSections.section)
        .limit(5);
      expect(rows.length).toBeGreaterThan(1);
      // Sections headed "Injunctive relief." outrank those that only mention it in their text.
      expect(rows[0]!.heading).toBe('Injunctive relief.');
      expect(rows.at(-1)!.heading).not.toBe('Injunctive relief.');
    });

    it('changes nothing when the same files are imported again', async () => {
      const before = await database().db.select({ updatedAt: statuteSections.updatedAt }).from(statuteSections);
      const result = await importQuietly(database().db, dcCodeImporter, title(25));
      expect(result.counts).toMatchObject({ read: 202, inserted: 0, updated: 0, unchanged: 202 });
      const after = await database().db.select({ updatedAt: statuteSections.updatedAt }).from(statuteSections);
      expect(after).toEqual(before);
    });

    it('imports the Council Period 26 laws with bill numbers and the code sections they change', async () => {
      const result = await importQuietly(database().db, dcLawsImporter, lawXml);
      expect(result.counts).toMatchObject({ read: 40, inserted: 40, skipped: 0 });
      const [law] = await database().db.select().from(sessionLaws).where(eq(sessionLaws.lawNumber, '26-10'));
      expect(law).toMatchObject({
        actNumber: '26-47',
        billNumber: '26-163',
        lawType: 'temporary',
        effectiveOn: '2025-06-10',
      });
      const amended = await database()
        .db.select({ section: sessionLawSections.section })
        .from(sessionLawSections)
        .where(eq(sessionLawSections.sessionLawId, law!.id));
      expect(amended.map((row) => row.section)).toContain('7-1671.01');

      // bill -> law -> statute: which laws changed D.C. Code § 25-101?
      const changedBy = await database()
        .db.select({ bill: sessionLaws.billNumber, law: sessionLaws.lawNumber })
        .from(statuteSections)
        .innerJoin(
          sessionLawSections,
          and(
            eq(sessionLawSections.code, statuteSections.code),
            eq(sessionLawSections.section, statuteSections.section),
          ),
        )
        .innerJoin(sessionLaws, eq(sessionLaws.id, sessionLawSections.sessionLawId))
        .where(eq(statuteSections.section, '25-101'));
      expect(changedBy).toContainEqual({ bill: '26-147', law: '26-96' });

      const again = await importQuietly(database().db, dcLawsImporter, lawXml);
      expect(again.counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 40 });
    });

    it('reports a truncated section file by name, stores nothing of it and imports the rest', async () => {
      const sections = path.join(tempDir, 'titles', '99', 'sections');
      await mkdir(sections, { recursive: true });
      const good = await readFile(path.join(lawXml, 'us/dc/council/code/titles/32/sections/32-1455.xml'), 'utf8');
      await writeFile(path.join(sections, '99-1.xml'), good.replace('<num>32-1455</num>', '<num>99-1</num>'));
      await writeFile(
        path.join(sections, '99-2.xml'),
        good.replace('<num>32-1455</num>', '<num>99-2</num>').slice(0, 400),
      );
      const result = await importQuietly(database().db, dcCodeImporter, tempDir);
      expect(result.status).toBe('succeeded');
      expect(result.counts).toMatchObject({ read: 2, inserted: 1, skipped: 1 });
      expect(result.skipped[0]!.file).toBe(path.join(sections, '99-2.xml'));
      expect(result.skipped[0]!.reason).toMatch(/invalid XML at line \d+/);
      const stored = await database()
        .db.select({ section: statuteSections.section })
        .from(statuteSections)
        .where(eq(statuteSections.title, '99'));
      expect(stored).toEqual([{ section: '99-1' }]);
    });
  });
}
