import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { openDatabaseForStart } from './first-start';
import { silentReporter } from './ingest/core/reporter';
import { runImport } from './ingest/core/run-import';
import { legiscanCsvImporter } from './ingest/legiscan-csv/legiscan-csv.importer';
import { exportSample } from './ingest/sample/sample-files';
import { saveSampleTemplate } from './ingest/sample/sample-template';

// A start on a new embedded data folder: the first loads the sample and keeps a prepared copy; the next new folder
// starts from that copy; a changed sample is loaded again (decision 065). PGlite on disk, in temporary folders.
const michigan = fileURLToPath(new URL('./ingest/legiscan-csv/fixtures/MI/2025-2026', import.meta.url));

const billCount = async (dataDir: string, cacheDir: string, sampleDir: string, lines: string[]) => {
  const database = await openDatabaseForStart({
    config: { DATA_DIR: dataDir, SAMPLE_TEMPLATE_DIR: cacheDir },
    log: { info: (line) => lines.push(line) },
    sampleDir,
  });
  try {
    const result = await database.db.execute(sql`select count(*)::int as bills from bills`);
    return ((result as { rows?: { bills: number }[] }).rows ?? [])[0]?.bills;
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
    expect(saveSampleTemplate({ cacheDir, key: key ?? '', dataDir: path.join(root, 'data-1') })).toBe(false);

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
});
