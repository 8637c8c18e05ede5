import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { readSnapshot, snapshotDir, writeSnapshot } from './snapshot-files';

// The migrations are applied once per engine, not once per test file (decision 057): each file's database starts
// from a migrated template. On PGlite a fresh database runs initdb and then every migration (5 to 10 s on the
// shared machine); starting from the saved data folder skips both. On PostgreSQL, CREATE DATABASE ... TEMPLATE
// copies a migrated database in a fraction of a second. Both are named by a hash of the migrations folder (and of
// PGlite's version, which decides its data folder's format), so changing a migration builds a new template.

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

function migrationsKey(extra = ''): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((candidate) => candidate.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort()) {
    hash.update(path.relative(migrationsFolder, entry));
    hash.update(readFileSync(entry));
  }
  hash.update(extra);
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's version, from its package.json (which the package does not export, hence the walk up from its entry). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The data folder of a migrated PGlite database, as a tarball for openDatabase's loadDataDir. The first caller
 * builds it (vitest's globalSetup does, before any test file) and saves it; the others read it. Uncompressed: it
 * loads in 2.5 s where the gzipped one took 4 s, and the 46 MB stay in the temp folder.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(snapshotDir, `migrated-${migrationsKey(pgliteVersion())}.tar`);
  let tarball = readSnapshot(file);
  if (!tarball) {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await handle.migrate();
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await handle.close();
    }
    writeSnapshot(file, tarball, 'migrated-');
  }
  return new Blob([new Uint8Array(tarball)], { type: 'application/x-tar' });
}

// Any constant shared by every process that copies or builds a template on this server: copies take it shared,
// a build (and the pruning of older templates) exclusively, so no template is dropped while it is being copied.
const templateLock = 31_056;

/** A template database on a PostgreSQL server, and how to make it. */
export type PostgresTemplate = {
  name: string;
  /** Templates named `prefix...` other than `name` are older content's: dropped when this one is built. */
  prefix: string;
  /** Creates and fills the database `building`; the caller holds the exclusive lock (see ensurePostgresTemplate). */
  build: (client: pg.Client, building: string) => Promise<void>;
};

/** The migrated template: every migration applied, nothing else. */
export function migratedPostgresTemplate(serverUrl: string): PostgresTemplate {
  return {
    name: `statehouse_template_${migrationsKey()}`,
    prefix: 'statehouse_template_',
    build: async (client, building) => {
      await client.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
    },
  };
}

const templateExists = async (client: pg.Client, name: string): Promise<boolean> =>
  Boolean((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount);

/**
 * Creates the database `target` on the PostgreSQL server at `serverUrl` as a copy of `template`
 * (CREATE DATABASE ... TEMPLATE), building the template first when the server lacks it. Concurrent workers, and runs
 * from other clones on the same server, never race: see templateLock.
 */
export async function copyPostgresTemplate(serverUrl: string, template: PostgresTemplate, target: string) {
  await withAdminClient(serverUrl, async (client) => {
    for (;;) {
      await client.query('SELECT pg_advisory_lock_shared($1)', [templateLock]);
      try {
        if (await templateExists(client, template.name)) {
          await client.query(`CREATE DATABASE ${target} TEMPLATE ${template.name}`);
          return;
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock_shared($1)', [templateLock]);
      }
      await client.query('SELECT pg_advisory_lock($1)', [templateLock]);
      try {
        await ensurePostgresTemplate(client, template);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [templateLock]);
      }
    }
  });
}

/** Builds `template` on the server unless it is there already (vitest's globalSetup, before any file copies it). */
export async function preparePostgresTemplate(serverUrl: string, template: PostgresTemplate): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    if (await templateExists(client, template.name)) return;
    await client.query('SELECT pg_advisory_lock($1)', [templateLock]);
    try {
      await ensurePostgresTemplate(client, template);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [templateLock]);
    }
  });
}

/**
 * Builds `template` unless it exists; `client` holds templateLock exclusively. It is filled under a temporary name
 * and renamed when complete, then refuses connections (one would make every copy fail). The same kind's older
 * templates are dropped: nobody is copying them while the lock is held, and a clone still on older content rebuilds
 * its own.
 */
export async function ensurePostgresTemplate(client: pg.Client, template: PostgresTemplate): Promise<void> {
  if (await templateExists(client, template.name)) return;
  // A leftover of a run killed while building: only the lock holder builds, so nobody else is using it.
  const building = `${template.name}_building`;
  await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await template.build(client, building);
  await client.query(`ALTER DATABASE ${building} RENAME TO ${template.name}`);
  await client.query(`ALTER DATABASE ${template.name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  const older = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2 AND datistemplate',
    [template.prefix, template.name],
  );
  for (const { datname } of older.rows) {
    await client.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
    await client.query(`DROP DATABASE IF EXISTS ${datname}`);
  }
}

/** `serverUrl` with its database swapped for `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
