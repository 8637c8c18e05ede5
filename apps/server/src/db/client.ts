import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type every query function takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; query helpers take `DbOrTx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies every pending migration; safe to call on every start. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * PGlite runs each query synchronously on this thread, and a chain of awaited queries never lets Node read a
   * request in between. While on, each query outside a transaction first lets the event loop turn, so the server
   * answers between the pages of a long background job (a first start's sample load, decision 080). Off by default.
   */
  yieldBetweenQueries?: (on: boolean) => void;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * drizzle's migrator, for PGlite in one round trip: the same bookkeeping (drizzle.__drizzle_migrations, a row per
 * migration with its hash and folder time, pending ones applied in one transaction), but every pending migration's
 * statements go to the database as one simple-protocol message instead of one call each. On a new database that is
 * 19 migrations and about 1,000 statements: 5.4 s one by one against 1-2 s at once (decision 080).
 */
async function migratePgliteAtOnce(client: PGlite): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.exec(`CREATE SCHEMA IF NOT EXISTS drizzle;
    CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const last = await client.query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const lastMillis = last.rows[0] ? Number(last.rows[0].created_at) : null;
  const pending = migrations.filter((migration) => lastMillis === null || lastMillis < migration.folderMillis);
  if (pending.length === 0) return;
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const script = pending
    .map(
      (migration) =>
        `${migration.sql.join('\n;\n')}\n;\ninsert into drizzle.__drizzle_migrations ("hash", "created_at") values (${quote(migration.hash)}, ${migration.folderMillis});`,
    )
    .join('\n');
  await client.transaction(async (tx) => {
    await tx.exec(script);
  });
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests); loadDataDir starts it from a dumpDataDir() tarball (test snapshots). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // JIT compilation (on by default) costs the app's short queries more than it saves: 80 ms on the bill
    // facets of a search (decision 011).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: '-c jit=off' });
    // An idle pooled connection the server ends (a restart, a dropped test database) emits 'error' on the pool;
    // unhandled it would crash the process. The pool drops that client and opens a new one when next asked.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    // With the default 1 GB max_wal_size the data folder grows by a gigabyte of WAL.
    postgresqlconf: ['max_wal_size = 64MB', 'min_wal_size = 32MB'],
  });
  let yielding = false;
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    if (yielding) await new Promise<void>((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof client.query;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    yieldBetweenQueries: (on) => {
      yielding = on;
    },
    migrate: () => migratePgliteAtOnce(client),
    close: () => client.close(),
  };
}
