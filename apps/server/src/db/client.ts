import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

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
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
