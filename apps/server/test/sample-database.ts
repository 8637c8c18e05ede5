import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../src/config/env';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { buildTestApp, type TestApp } from './build-test-app';
import { loadBillSample, sampleBillIds } from './factories/bills';
import { createTestDatabase } from './test-database';

// A migrated database with the bill sample loaded (loadBillSample), started from a saved PGlite snapshot:
// the first test file to ask builds it (migrations + sample, 25 to 50 s on the shared machine) and saves
// dumpDataDir()'s tarball under the system temp folder; every later one, in any process, loads the tarball
// (about a second). The snapshot's name is a hash of everything that decides its content: the migrations,
// data/sample, the server code outside modules/ (the loaders, derived-data passes and schema), packages/shared
// and the test factories, plus the bill ids; change any of them and the next run builds a new one. Stryker's sandboxes
// hold the same files, so mutant runs reuse it too. With TEST_DATABASE_URL (PostgreSQL) there is no snapshot:
// a fresh database is migrated and loaded as before. See docs/decisions/020-mutation-testing.md.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');
const snapshotDir = path.join(tmpdir(), 'statehouse-test-snapshots');

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...listFiles(full, keep));
    } else if (keep(full)) files.push(full);
  }
  return files.sort();
}

/** The hash of what the snapshot is made from (see above). */
export function sampleSnapshotKey(ids: readonly string[]): string {
  const hash = createHash('sha256');
  const sources = [
    ...listFiles(
      path.join(serverRoot, 'src'),
      (file) => !file.includes(`${path.sep}modules${path.sep}`) && !file.endsWith('.test.ts'),
    ),
    ...listFiles(path.join(repoRoot, 'packages/shared/src'), (file) => !/\.test\.tsx?$/.test(file)),
    ...listFiles(path.join(serverRoot, 'test/factories'), () => true),
    ...listFiles(path.join(repoRoot, 'data/sample'), () => true),
  ];
  for (const file of sources) {
    hash.update(path.relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  hash.update(JSON.stringify(ids));
  return hash.digest('hex').slice(0, 24);
}

/** A fresh database holding the bill sample (default: every sample bill); close it in afterAll. */
export async function createSampleDatabase(ids: readonly string[] = sampleBillIds): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_URL) {
    const handle = await createTestDatabase();
    await loadBillSample(handle.db, ids);
    return handle;
  }
  const file = path.join(snapshotDir, `bills-${sampleSnapshotKey(ids)}.tar.gz`);
  let tarball: Buffer | undefined;
  try {
    if (statSync(file).size > 0) tarball = readFileSync(file);
  } catch {
    // No snapshot yet: build it below.
  }
  if (tarball) {
    const handle = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-gzip' }),
    });
    // A no-op on a current snapshot; kept so a handle from here behaves like createTestDatabase's.
    await handle.migrate();
    return handle;
  }
  const handle = await createTestDatabase();
  await loadBillSample(handle.db, ids);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // gzip: the 69 MB tarball is mostly preallocated WAL, a few MB compressed.
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  mkdirSync(snapshotDir, { recursive: true });
  // Written aside and renamed: another process building the same snapshot at once never reads half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  pruneSnapshots(file);
  return handle;
}

/** Removes snapshots other than `keep` untouched for an hour (older code's; a run in progress has read its own). */
function pruneSnapshots(keep: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(snapshotDir)) {
    const other = path.join(snapshotDir, name);
    if (other === keep || !name.startsWith('bills-')) continue;
    try {
      if (statSync(other).mtimeMs < hourAgo) rmSync(other, { force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

export type SampleTestApp = TestApp;

/** The real app on a fresh database holding the bill sample (buildTestApp + loadBillSample, from the snapshot). */
export async function buildSampleTestApp(
  overrides: Partial<AppConfig> = {},
  ids: readonly string[] = sampleBillIds,
): Promise<SampleTestApp> {
  return buildTestApp(overrides, await createSampleDatabase(ids));
}
