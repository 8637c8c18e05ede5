import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';

/** The PostgreSQL server benches create their databases on (BENCH_PG_URL). */
export const benchPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, empty database for one bench: a new database on the PostgreSQL server, or PGlite in a temporary
 * folder; `cleanup` closes it and drops it (waiting for the server to let go of its connections). With
 * BENCH_KEEP_DB set, it closes it and keeps it (printing its name or folder), for EXPLAIN after a run.
 */
export async function openBenchDatabase(
  engine: string,
  label: string,
): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (engine === 'postgres') {
    const name = `statehouse_${label}_${process.pid}`;
    const admin = new pg.Client({ connectionString: benchPgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(benchPgUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    return {
      handle,
      cleanup: async () => {
        await handle.close();
        if (process.env.BENCH_KEEP_DB) {
          // BENCH_KEEP_DB=1: left on the server for EXPLAIN after the run (drop it by hand).
          console.log(`  kept database ${name} (BENCH_KEEP_DB)`);
          await admin.end();
          return;
        }
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `statehouse-${label.replace(/_/g, '-')}-`));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      if (process.env.BENCH_KEEP_DB) {
        console.log(`  kept PGlite data directory ${dataDir} (BENCH_KEEP_DB)`);
        return;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
