import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/client';
import { silentReporter } from '../src/ingest/core/reporter';
import { type ImportResult, runImport } from '../src/ingest/core/run-import';
import type { Importer } from '../src/ingest/core/types';

/** The repository root (/work/main in development). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The real public data beside the repository (../shared/data); see its README. Only the corpus suite
 * (`*.corpus.test.ts`, `npm run test:corpus`) reads it: `npm test` must pass on a fresh clone.
 */
export const sharedDataDir = path.resolve(repoRoot, '../shared/data');

/** A path inside ../shared/data (corpus tests only). */
export const sharedData = (...parts: string[]): string => path.join(sharedDataDir, ...parts);

/**
 * A committed excerpt of ../shared/data, at the same relative path under test/fixtures/public-data
 * (what each file is, where it was cut from and its licence: the README there).
 */
export const fixture = (...parts: string[]): string =>
  path.join(repoRoot, 'apps/server/test/fixtures/public-data', ...parts);

/** Runs one importer over a path without progress output (tests). */
export const importQuietly = (db: Database, importer: Importer, target: string): Promise<ImportResult> =>
  runImport({ db, importer, path: target, reporter: silentReporter() });

/**
 * Writes the head of a delimited text file to `destination`: the header line, then the first `count`
 * lines for which `isRecord` is true (default: every non-empty line); other lines in between are kept.
 * Returns the destination path.
 */
export async function writeExcerpt(
  source: string,
  destination: string,
  count: number,
  isRecord: (line: string) => boolean = (line) => line.trim() !== '',
): Promise<string> {
  const [header = '', ...lines] = (await readFile(source, 'utf8')).split(/\r?\n/);
  const kept = [header];
  let records = 0;
  for (const line of lines) {
    if (records >= count) break;
    kept.push(line);
    if (isRecord(line)) records += 1;
  }
  await writeFile(destination, `${kept.join('\n')}\n`);
  return destination;
}
