// Many users at once: the real server (apps/server/src/server.ts, production settings, request log at info to
// /dev/null) under 50 concurrent connections (autocannon), with the sample dataset loaded the way `npm start`
// loads it, on both engines: the embedded PGlite (a fresh DATA_DIR) and the PostgreSQL server at
// BENCH_PG_URL (its own database, created and dropped here). Per engine it measures, signed in as the demo
// admin: GET /api/auth/config (answers without the database: the baseline of the same run), GET /api/auth/me,
// GET /api/bills/{id} (the 25 bills of the TX list's first page, in turn) and
// GET /api/bills?stateCode=TX&pageSize=25, and prints req/s, p50 and p99 and the
// ratio of each to the baseline; then the same list with a new filter on every call, whose total and facets
// are not in the count cache (decision 048), so both the cached and the counted list show. Figures only; never fails on time. Issue 12's targets on PostgreSQL:
// /api/auth/me >= 3,000 req/s, a bill >= 1,500 req/s, the list >= 300 req/s with p99 < 250 ms.
// BENCH_ENGINES=postgres,pglite picks engines; BENCH_SECONDS (default 10) the duration of each measurement;
// BENCH_CONNECTIONS (default 50) the concurrency.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').filter(Boolean);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Row = { engine: string; label: string; result: autocannon.Result };
const rows: Row[] = [];

async function waitForStatus(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      // Fully loaded (decision 080): a first start answers /api/status before the sample is in.
      if ((await fetch(`${url}/api/status/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not answer /api/status/ready in time');
}

function startServer(port: number, database: { DATABASE_URL: string } | { DATA_DIR: string }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // The demo admin signs the load in; production creates it only when asked.
      DEMO_ACCOUNT: 'true',
    },
    // The request log is written (as in production) but to /dev/null; errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';', 1)[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

/** Load on `paths` in turn (one path: always that one), after a 2 s warm-up (JIT, pool, PostgreSQL's caches). */
async function load(url: string, paths: string[], cookie?: string): Promise<autocannon.Result> {
  let next = 0;
  const options: autocannon.Options = {
    url: `${url}${paths[0]}`,
    connections,
    headers: cookie ? { cookie } : {},
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length] ?? '/';
          return request;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  await drain(url, paths[0] ?? '/', cookie);
  const result = await autocannon({ ...options, duration: seconds });
  await drain(url, paths[0] ?? '/', cookie);
  return result;
}

/**
 * Waits for the server to finish what a run left queued: autocannon stops at its duration, but the requests
 * in flight keep the database busy (PGlite answers one query at a time), which would slow the next run.
 * One more request of the same kind is answered only after them.
 */
async function drain(url: string, path: string, cookie?: string): Promise<void> {
  await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} }).then((response) => response.arrayBuffer());
}

async function measureEngine(engine: string): Promise<void> {
  const port = 10_400 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}`;
  let cleanup: () => Promise<void>;
  let database: { DATABASE_URL: string } | { DATA_DIR: string };
  if (engine === 'postgres') {
    const name = `statehouse_load_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(pgUrl);
    dbUrl.pathname = `/${name}`;
    database = { DATABASE_URL: dbUrl.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'statehouse-load-'));
    database = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }

  const child = startServer(port, database);
  try {
    const started = performance.now();
    await waitForStatus(url, child, 600_000);
    console.log(`${engine}: sample loaded and serving in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const cookie = await signIn(url);
    const list = (await (await fetch(`${url}/api/bills?stateCode=TX&pageSize=25`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
      total: number;
    };
    // The bills a user opens from that page, in turn (one bill alone would measure one row's size).
    const billPaths = list.items.map((item) => `/api/bills/${encodeURIComponent(item.id)}`);
    if (billPaths.length === 0) throw new Error('the sample has no TX bill');
    let bytes = 0;
    for (const billPath of billPaths)
      bytes += (await (await fetch(`${url}${billPath}`, { headers: { cookie } })).text()).length;
    console.log(
      `${engine}: TX list over ${list.total} bills; bill replies of its first page average ${(bytes / billPaths.length / 1024).toFixed(1)} KB`,
    );

    const targets: [string, string[], boolean][] = [
      ['GET /api/auth/config (no database)', ['/api/auth/config'], false],
      ['GET /api/auth/me', ['/api/auth/me'], true],
      ['GET /api/bills/{id} (the 25 listed, in turn)', billPaths, true],
      ['GET /api/bills?stateCode=TX&pageSize=25', ['/api/bills?stateCode=TX&pageSize=25'], true],
      // The same list with another filter on every call (dateFrom, 3,650 days in turn): its counts are never in
      // the per-process count cache (decision 048), so this is what a list costs when they must be counted.
      ['GET /api/bills TX, new dateFrom each call', uncachedListPaths(), true],
    ];
    for (const [label, paths, signedIn] of targets) {
      const result = await load(url, paths, signedIn ? cookie : undefined);
      rows.push({ engine, label, result });
      report(engine, label, result);
    }
  } finally {
    await stop(child);
    await cleanup();
  }
}

/** The TX list with 3,650 different dateFrom filters (a new count-cache key each, more than it holds). */
function uncachedListPaths(): string[] {
  const start = Date.UTC(2016, 0, 1);
  return Array.from({ length: 3_650 }, (_, day) => {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    return `/api/bills?stateCode=TX&pageSize=25&dateFrom=${date}`;
  });
}

function report(engine: string, label: string, result: autocannon.Result, baseline?: autocannon.Result): void {
  const ratio = baseline ? `   ${(result.requests.average / baseline.requests.average).toFixed(2)}x baseline` : '';
  console.log(
    `${engine.padEnd(9)} ${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   replies ${String(result.requests.total).padStart(6)}   errors ${result.errors + result.non2xx}${ratio}`,
  );
}

console.log(`${connections} connections, ${seconds} s per call, after a 2 s warm-up`);
for (const engine of engines) await measureEngine(engine);

console.log('\nSummary (ratio = req/s against GET /api/auth/config of the same engine run):');
for (const engine of engines) {
  const mine = rows.filter((row) => row.engine === engine);
  const baseline = mine[0]?.result;
  for (const row of mine) report(engine, row.label, row.result, row === mine[0] ? undefined : baseline);
}
