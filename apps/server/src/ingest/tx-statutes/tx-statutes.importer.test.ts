import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { statuteSections } from '../../db/schema/statutes';
import { importQuietly, sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import { parseTxStatutes } from './parse-tx-statutes';
import { txStatutesImporter } from './tx-statutes.importer';

const statutesFile = sharedData('texas-tax-code-and-tac', 'statutes_text.txt');

describe('parseTxStatutes', () => {
  it('finds the sections behind the leading CSS and places them in their subchapters', async () => {
    const { readFile } = await import('node:fs/promises');
    const results = parseTxStatutes(await readFile(statutesFile, 'utf8'), statutesFile);
    expect(results.every((result) => result.ok)).toBe(true);
    const sections = results.flatMap((result) => (result.ok ? [result.value] : []));
    // 262 printed sections: 259 numbers, three of them (151.462, .466, .470) in two dated versions.
    expect(sections).toHaveLength(262);
    expect(new Set(sections.map((section) => section.section)).size).toBe(259);
    expect(sections[0]).toMatchObject({
      section: '151.001',
      heading: 'SHORT TITLE.',
      text: 'This chapter may be cited as the Limited Sales, Excise, and Use Tax Act.',
      title: '2',
      chapter: '151',
      subchapter: 'A',
    });
    expect(sections[0]!.text).not.toMatch(/\{|font-family/);
    expect(sections[0]!.annotations).toEqual([
      { type: 'History', text: 'Acts 1981, 67th Leg., p. 1545, ch. 389, Sec. 1, eff. Jan. 1, 1982.' },
    ]);
    const brewers = sections.filter((section) => section.section === '151.462');
    expect(brewers.map((section) => section.variant)).toEqual([
      'effective until September 01, 2021',
      'effective on September 01, 2021',
    ]);
    expect(brewers.every((section) => section.subchapter === 'I-1')).toBe(true);
    const amusement = sections.find((section) => section.section === '151.0028')!;
    expect(amusement.heading).toBe('"AMUSEMENT SERVICES".');
    expect(amusement.text.split('\n')).toHaveLength(3);
  });

  it('reports a file without any section', () => {
    const [result] = parseTxStatutes('just some text', 'empty.txt');
    expect(result).toMatchObject({ ok: false, ref: { file: 'empty.txt' } });
  });
});

describe('tx-statutes importer', () => {
  let database: DatabaseHandle;
  let tempDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-tx-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('imports Tax Code chapter 151 once and changes nothing the second time', async () => {
    const first = await importQuietly(database.db, txStatutesImporter, statutesFile);
    expect(first.counts).toMatchObject({ read: 262, inserted: 262, skipped: 0 });
    const second = await importQuietly(database.db, txStatutesImporter, statutesFile);
    expect(second.counts).toMatchObject({ read: 262, inserted: 0, updated: 0, unchanged: 262 });

    const [salesTax] = await database.db
      .select()
      .from(statuteSections)
      .where(and(eq(statuteSections.code, 'TX Tax Code'), eq(statuteSections.section, '151.051')));
    expect(salesTax).toMatchObject({ jurisdictionId: 'TX', heading: 'SALES TAX IMPOSED.', subchapter: 'C' });
    expect(salesTax!.text).toContain('6-1/4 percent');
    const found = await database.db
      .select({ section: statuteSections.section })
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
    const result = await importQuietly(database.db, txStatutesImporter, file);
    expect(result.counts).toMatchObject({ read: 2, updated: 1, skipped: 1 });
    expect(result.skipped[0]).toMatchObject({ file, line: 4, record: 'Sec. 151.002' });
    const [shortTitle] = await database.db
      .select({ text: statuteSections.text })
      .from(statuteSections)
      .where(eq(statuteSections.section, '151.001'));
    expect(shortTitle!.text).toBe('This chapter may be cited as the Sales Tax Act.');
  });
});
