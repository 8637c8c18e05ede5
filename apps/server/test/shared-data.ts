import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/client';
import { silentReporter } from '../src/ingest/core/reporter';
import { runImport } from '../src/ingest/core/run-import';
import type { Importer } from '../src/ingest/core/types';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The real public data beside the repository (../shared/data); see its README. */
export const sharedDataDir = path.resolve(repoRoot, '../shared/data');

/** A file or folder inside ../shared/data. */
export const sharedData = (...parts: string[]) => path.join(sharedDataDir, ...parts);

/** Runs one importer through the framework, quietly. */
export const importQuietly = (db: Database, importer: Importer, target: string) =>
  runImport({ db, importer, path: target, reporter: silentReporter() });

/**
 * Copies the header and the first `records` records of a real file into `target` (a record starts on
 * a line for which `startsRecord` is true; continuation lines stay with their record). Keeps database
 * tests fast while they still read real rows; the parser tests read the whole files.
 */
export async function writeExcerpt(
  source: string,
  target: string,
  records: number,
  startsRecord: (line: string) => boolean = () => true,
): Promise<string> {
  const { readFile, writeFile } = await import('node:fs/promises');
  const [header, ...lines] = (await readFile(source, 'utf8')).split('\n');
  const kept: string[] = [];
  let count = 0;
  for (const line of lines) {
    if (startsRecord(line) && line.trim()) count += 1;
    if (count > records) break;
    kept.push(line);
  }
  await writeFile(target, `${[header, ...kept].join('\n').trimEnd()}\n`);
  return target;
}
