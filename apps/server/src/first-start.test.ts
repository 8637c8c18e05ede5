import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './db/client';
import { openDatabaseForStart } from './first-start';
import { silentReporter } from './ingest/core/reporter';
import { runImport } from './ingest/core/run-import';
import { legiscanCsvImporter } from './ingest/legiscan-csv/legiscan-csv.importer';
import { SAMPLE_LOADING_KEY, type SampleProgress } from './ingest/sample/load-sample';
import { exportSample } from './ingest/sample/sample-files';
import { saveSampleTemplate } from './ingest/sample/sample-template';
import { ensureDemoAccount } from './modules/accounts/demo-account';

// A start on a new embedded data folder: the first loads the sample and keeps a prepared copy; the next new folder
// starts from that copy; a changed sample is loaded again (decision 065). PGlite on disk, in temporary folders.
// ci: embedded database only (scripts/database-test-files.mjs): the test database only builds the sample read here.
const michigan = fileURLToPath(new URL('./ingest/legiscan-csv/fixtures/MI/2025-2026', import.meta.url));

const countOf = async (db: Database, table: 'bills' | 'users') => {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return ((result as { rows?: { n: number }[] }).rows ?? [])[0]?.n;
};

/** A start as server.ts makes it: open (and migrate), then the pending sample load the server runs once it answers. */
const billCount = async (dataDir: string, cacheDir: string, sampleDir: string, lines: string[]) => {
  const { database, pendingSample } = await openDatabaseForStart({
    config: { DATA_DIR: dataDir, SAMPLE_TEMPLATE_DIR: cacheDir },
    log: { info: (line) => lines.push(line) },
    sampleDir,
  });
  try {
    if (pendingSample) expect(await pendingSample.run(() => {})).toBe(true);
    return await countOf(database.db, 'bills');
  } finally {
    await database.close();
  }
};

describe('openDatabaseForStart on the embedded database', () => {
  let root: string;
  let sampleDir: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'first-start-'));
    sampleDir = path.join(root, 'sample');
    const source = await createTestDatabase();
    await runImport({ db: source.db, importer: legiscanCsvImporter, path: michigan, reporter: silentReporter() });
    await exportSample(source.db, sampleDir);
    await source.close();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('loads the sample into the first new folder, keeps a copy, and starts the next new folder from it', async () => {
    const cacheDir = path.join(root, 'cache');
    const first: string[] = [];
    expect(await billCount(path.join(root, 'data-1'), cacheDir, sampleDir, first)).toBe(4);
    expect(first.some((line) => /^Database: creating the embedded database/.test(line))).toBe(true);
    expect(first.some((line) => /^Loading the sample dataset/.test(line))).toBe(true);
    expect(first.some((line) => /^Database: kept a copy for the next new data folder/.test(line))).toBe(true);
    expect(readdirSync(cacheDir).filter((entry) => entry.startsWith('sample-db-'))).toHaveLength(1);

    const second: string[] = [];
    expect(await billCount(path.join(root, 'data-2'), cacheDir, sampleDir, second)).toBe(4);
    expect(second.some((line) => /^Database: copied the prepared sample database/.test(line))).toBe(true);
    expect(second.some((line) => /^Loading the sample dataset/.test(line))).toBe(false);

    // Another first start that loaded meanwhile keeps the existing copy (a start may be copying it).
    const [key] = readdirSync(cacheDir).map((entry) => entry.replace('sample-db-', ''));
    expect(await saveSampleTemplate({ cacheDir, key: key ?? '', dataDir: path.join(root, 'data-1') })).toBe(false);

    // A restart of an existing folder neither copies nor loads.
    const restart: string[] = [];
    expect(await billCount(path.join(root, 'data-2'), cacheDir, sampleDir, restart)).toBe(4);
    expect(restart.some((line) => /copied|Loading the sample/.test(line))).toBe(false);
  }, 240_000);

  it('never reuses the copy of another sample: a changed manifest loads again and replaces the copy', async () => {
    const cacheDir = path.join(root, 'cache-changed');
    await billCount(path.join(root, 'data-3'), cacheDir, sampleDir, []);
    const [before] = readdirSync(cacheDir);
    const manifestFile = path.join(sampleDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { builtAt: string };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, builtAt: '2030-01-01T00:00:00.000Z' }));
    const lines: string[] = [];
    expect(await billCount(path.join(root, 'data-4'), cacheDir, sampleDir, lines)).toBe(4);
    expect(lines.some((line) => /^Loading the sample dataset/.test(line))).toBe(true);
    const after = readdirSync(cacheDir);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
  }, 240_000);

  it('keeps and uses no copy when SAMPLE_TEMPLATE_DIR is off', async () => {
    const lines: string[] = [];
    expect(await billCount(path.join(root, 'data-5'), 'off', sampleDir, lines)).toBe(4);
    expect(lines.some((line) => /kept a copy|copied/.test(line))).toBe(false);
    expect(existsSync(path.join(root, 'off'))).toBe(false);
  }, 240_000);
  it('opens a new folder with nothing loaded yet, then loads in slices, reporting progress to 100%', async () => {
    // The server answers between openDatabaseForStart and the load (decision 080): the database is migrated and
    // empty then, and says a load is pending; the load reports each slice and index with rising percentages.
    const lines: string[] = [];
    const { database, pendingSample } = await openDatabaseForStart({
      config: { DATA_DIR: path.join(root, 'data-6'), SAMPLE_TEMPLATE_DIR: 'off' },
      log: { info: (line) => lines.push(line) },
      sampleDir,
    });
    try {
      expect(pendingSample).not.toBeNull();
      expect(await countOf(database.db, 'bills')).toBe(0);
      const progress: SampleProgress[] = [];
      expect(await pendingSample?.run((step) => progress.push(step))).toBe(true);
      expect(await countOf(database.db, 'bills')).toBe(4);
      expect(progress.map((step) => step.step)).toEqual(expect.arrayContaining(['bills', 'search index']));
      const percents = progress.map((step) => step.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).toBe(100);
      expect(progress.find((step) => step.step === 'bills' && step.stepPercent === 100)).toBeDefined();
      expect(lines.some((line) => /^ {2}sample: similar-bills index \(\d+\.\d s\)$/.test(line))).toBe(true);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('resumes a load cut short: the next start finds the marker and loads the rest', async () => {
    const dataDir = path.join(root, 'data-7');
    const first = await openDatabaseForStart({
      config: { DATA_DIR: dataDir, SAMPLE_TEMPLATE_DIR: 'off' },
      log: { info: () => {} },
      sampleDir,
    });
    // A load stopped after the rows, before its indexes: bills there, no search heads, the marker still set.
    expect(await first.pendingSample?.run(() => {})).toBe(true);
    await first.database.db.execute(sql`delete from bill_search_heads`);
    await first.database.db.execute(sql`insert into app_meta (key, value) values (${SAMPLE_LOADING_KEY}, '{}'::jsonb)`);
    await first.database.close();
    const lines: string[] = [];
    const second = await openDatabaseForStart({
      config: { DATA_DIR: dataDir, SAMPLE_TEMPLATE_DIR: 'off' },
      log: { info: (line) => lines.push(line) },
      sampleDir,
    });
    try {
      expect(lines).toContain('The sample dataset was not fully loaded by the last start: loading the rest.');
      expect(await second.pendingSample?.run(() => {})).toBe(true);
      expect(await countOf(second.database.db, 'bills')).toBe(4);
      const heads = await second.database.db.execute(sql`select count(*)::int as n from bill_search_heads`);
      expect(((heads as { rows?: { n: number }[] }).rows ?? [])[0]?.n).toBe(4);
      const marker = await second.database.db.execute(
        sql`select count(*)::int as n from app_meta where key = ${SAMPLE_LOADING_KEY}`,
      );
      expect(((marker as { rows?: { n: number }[] }).rows ?? [])[0]?.n).toBe(0);
    } finally {
      await second.database.close();
    }
  }, 240_000);

  it('keeps no account data in the prepared copy: what people did during the load stays in their folder only', async () => {
    const cacheDir = path.join(root, 'cache-accounts');
    const { database, pendingSample } = await openDatabaseForStart({
      config: { DATA_DIR: path.join(root, 'data-8'), SAMPLE_TEMPLATE_DIR: cacheDir },
      log: { info: () => {} },
      sampleDir,
    });
    try {
      // The demo account exists before the server answers, and people may sign up while the sample loads.
      expect(
        await ensureDemoAccount(
          database.db,
          { info: () => {}, warn: () => {} },
          {
            nodeEnv: 'test',
            hashCost: { memoryKib: 1024, iterations: 1 },
          },
        ),
      ).toBe(true);
      expect(await pendingSample?.run(() => {})).toBe(true);
      expect(await countOf(database.db, 'users')).toBe(3);
    } finally {
      await database.close();
    }
    const copy = await openDatabaseForStart({
      config: { DATA_DIR: path.join(root, 'data-9'), SAMPLE_TEMPLATE_DIR: cacheDir },
      log: { info: () => {} },
      sampleDir,
    });
    try {
      expect(copy.pendingSample).toBeNull();
      expect(await countOf(copy.database.db, 'bills')).toBe(4);
      expect(await countOf(copy.database.db, 'users')).toBe(0);
    } finally {
      await copy.database.close();
    }
  }, 240_000);
});
