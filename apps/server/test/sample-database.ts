import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../src/config/env';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { buildTestApp, type TestApp } from './build-test-app';
import { loadBillSample, sampleBillIds } from './factories/bills';
import {
  databaseUrl,
  ensurePostgresTemplate,
  migratedPostgresTemplate,
  type PostgresTemplate,
} from './migrated-template';
import { readSnapshot, snapshotDir, writeSnapshot } from './snapshot-files';
import { createPostgresTestDatabase, createTestDatabase } from './test-database';

// A migrated database with the bill sample loaded (loadBillSample), started from a saved PGlite snapshot:
// the first test file to ask builds it (the sample over the migrated template, 25 to 50 s on the shared machine)
// and saves dumpDataDir()'s tarball under the system temp folder (snapshot-files.ts); every later one, in any
// process, loads the tarball (about a second). The snapshot's name is a hash of everything that decides its content: the migrations,
// data/sample, the server code outside modules/ (the loaders, derived-data passes and schema), packages/shared
// and the test factories, plus the bill ids; change any of them and the next run builds a new one. Stryker's sandboxes
// hold the same files, so mutant runs reuse it too. With TEST_DATABASE_URL (PostgreSQL) the snapshot is a template
// database (samplePostgresTemplate below). See docs/decisions/020-mutation-testing.md.

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');

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
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl, samplePostgresTemplate(serverUrl, ids));
  const file = path.join(snapshotDir, `bills-${sampleSnapshotKey(ids)}.tar`);
  const tarball = readSnapshot(file);
  if (tarball) {
    const handle = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-tar' }),
    });
    // A no-op on a current snapshot; kept so a handle from here behaves like createTestDatabase's.
    await handle.migrate();
    return handle;
  }
  const handle = await createTestDatabase();
  await loadBillSample(handle.db, ids);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: 69 MB (mostly preallocated WAL) in the temp folder, but each file loads it about a second sooner
  // than the 7.5 MB gzipped one it would first inflate (decision 057).
  writeSnapshot(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()), 'bills-');
  return handle;
}

/**
 * On PostgreSQL the snapshot is a template database, `statehouse_sample_<key>`: the migrated template with the sample
 * loaded, built by the first file that asks and copied by each (CREATE DATABASE ... TEMPLATE, decision 057).
 */
function samplePostgresTemplate(serverUrl: string, ids: readonly string[]): PostgresTemplate {
  const migrated = migratedPostgresTemplate(serverUrl);
  return {
    name: `statehouse_sample_${sampleSnapshotKey(ids)}`,
    prefix: 'statehouse_sample_',
    build: async (client, building) => {
      await ensurePostgresTemplate(client, migrated);
      await client.query(`CREATE DATABASE ${building} TEMPLATE ${migrated.name}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building), poolSize: 4 });
      try {
        await loadBillSample(handle.db, ids);
      } finally {
        await handle.close();
      }
    },
  };
}

export type SampleTestApp = TestApp;

/** The real app on a fresh database holding the bill sample (buildTestApp + loadBillSample, from the snapshot). */
export async function buildSampleTestApp(
  overrides: Partial<AppConfig> = {},
  ids: readonly string[] = sampleBillIds,
): Promise<SampleTestApp> {
  return buildTestApp(overrides, await createSampleDatabase(ids));
}
