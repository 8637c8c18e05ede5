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
