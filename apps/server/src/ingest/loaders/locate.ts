import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** `dataDir/relative` when it exists, for Importer.locate. */
export function locateIfExists(dataDir: string, relative: string): string[] {
  const candidate = path.join(dataDir, relative);
  return existsSync(candidate) ? [candidate] : [];
}

/** Files under `dataDir/relative` whose name matches `pattern`, sorted, for Importer.locate. */
export function locateFiles(dataDir: string, relative: string, pattern: RegExp): string[] {
  const folder = path.join(dataDir, relative);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
