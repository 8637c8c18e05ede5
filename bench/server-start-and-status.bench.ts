// How long the server takes to answer, as `npm start` meets it (decisions 065, 080), beside a baseline measured in the
// same run (a bare node:http process started the same way):
// - first start on a new data folder with no prepared copy (a fresh clone): create, migrate, answer; then, in the
//   background, load the sample and its indexes: timed to the first answer and to fully loaded (/api/status/ready 200);
// - first start on another new data folder, which copies the prepared sample database the first one kept;
// - restart on the same folder (twice: the first may still find the database's files cold);
// - the web app build alone (npm start runs it beside the server when the sources changed; here into a temporary
//   folder, so apps/web/dist is left alone);
// then /api/status throughput under load beside a bare node:http server answering a JSON body of the same size.
// Figures only: nothing here passes or fails on time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = 10_400 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'statehouse-bench-'));
const templateDir = path.join(scratch, 'template');

const waitForStatus = (deadlineMs: number) => waitForAnswer(`${url}/api/status`, deadlineMs);
/** Fully loaded: GET /api/status/ready answers 503 while a first start loads the sample, 200 after (decision 080). */
const waitForReady = (deadlineMs: number) => waitForAnswer(`${url}/api/status/ready`, deadlineMs, 200);

async function waitForAnswer(target: string, deadlineMs: number, pollMs = 20): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${target} did not answer in time`);
}

// The server as npm start runs it: one bundled module (decision 067), built before the first timing.
const { serverBundle } = (await import('../scripts/server-bundle.mjs')) as {
  serverBundle: (log?: (line: string) => void) => Promise<string | null>;
};
const bundle = await serverBundle((line) => console.log(line));
const serverArgs = bundle ? [bundle] : ['--import', 'tsx', 'apps/server/src/server.ts'];

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SAMPLE_TEMPLATE_DIR: templateDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The baseline: a node process that answers HTTP as soon as it can, started and waited for the same way. */
async function timeBareStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('{}')).listen(${port}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  await waitForAnswer(`${url}/`, 30_000);
  const ms = performance.now() - started;
  await stop(child);
  return ms;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const line = (label: string, ms: number, baselineMs?: number) =>
  console.log(
    `${label.padEnd(60)} ${ms.toFixed(0).padStart(7)} ms${baselineMs ? `   ${(ms / baselineMs).toFixed(1).padStart(6)}x baseline` : ''}`,
  );

async function timeStart(
  label: string,
  dataDir: string,
  baselineMs: number,
  options: { untilLoaded?: string } = {},
): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = startServer(dataDir);
  try {
    await waitForStatus(600_000);
    const ms = performance.now() - started;
    line(label, ms, baselineMs);
    if (options.untilLoaded) {
      await waitForReady(900_000);
      line(options.untilLoaded, performance.now() - started, baselineMs);
    }
    return { ms, child };
  } catch (error) {
    // Stopped before its scratch folder is removed: a server left running would fail on its vanished database.
    await stop(child);
    throw error;
  }
}

/** The web app build alone, into a scratch folder, as npm start runs it (production, warnings only). */
function timeWebBuild(baselineMs: number): void {
  const started = performance.now();
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', path.join(scratch, 'web-dist'), '--emptyOutDir'],
    { cwd: 'apps/web', stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('the web app build failed');
  line('web app build alone (vite; beside the server on a fresh clone)', performance.now() - started, baselineMs);
}

async function load(target: string): Promise<autocannon.Result> {
  return autocannon({ url: target, connections: 20, duration: 5, pipelining: 1 });
}

function report(label: string, result: autocannon.Result): void {
  console.log(
    `${label.padEnd(60)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

try {
  const baselineMs = await timeBareStart();
  line('baseline: bare node:http process, start to first answer', baselineMs);
  console.log(
    `load average at the start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  const first = await timeStart(
    'first start, new data folder, no prepared copy: first answer',
    path.join(scratch, 'data-1'),
    baselineMs,
    { untilLoaded: 'first start, no prepared copy: sample fully loaded (ready)' },
  );
  await stop(first.child);
  const copied = await timeStart(
    'first start, another new data folder (prepared copy)',
    path.join(scratch, 'data-2'),
    baselineMs,
  );
  await stop(copied.child);
  const restarted = await timeStart('restart on the same data folder', path.join(scratch, 'data-2'), baselineMs, {
    untilLoaded: 'restart: ready (nothing to load)',
  });
  await stop(restarted.child);
  const warm = await timeStart('restart on the same data folder, again', path.join(scratch, 'data-2'), baselineMs);
  console.log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );

  const statusResult = await load(`${url}/api/status`);
  const sample = await (await fetch(`${url}/api/status`)).text();
  await stop(warm.child);

  const baseline = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(sample);
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const baselineResult = await load(`http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`);
  baseline.close();

  timeWebBuild(baselineMs);

  report('/api/status (Fastify + helmet + zod)', statusResult);
  report('baseline: bare node:http, same body', baselineResult);
  console.log(
    `${'ratio to baseline'.padEnd(60)} ${(statusResult.requests.average / baselineResult.requests.average).toFixed(2)}x`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
