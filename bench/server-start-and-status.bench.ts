// Cold start of the server (fresh embedded database: create + migrate) to its first /api/status
// answer, a warm start on the same data folder, and /api/status throughput under load, beside a bare
// node:http server answering a JSON body of the same size as the baseline.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = 10_400 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'statehouse-bench-'));

async function waitForStatus(deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not answer /api/status in time');
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function timeStart(label: string): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = startServer();
  await waitForStatus(120_000);
  const ms = performance.now() - started;
  console.log(`${label.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms`);
  return { ms, child };
}

async function load(target: string): Promise<autocannon.Result> {
  return autocannon({ url: target, connections: 20, duration: 5, pipelining: 1 });
}

function report(label: string, result: autocannon.Result): void {
  console.log(
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

try {
  const cold = await timeStart('cold start to first /api/status (new data)');
  await stop(cold.child);
  const warm = await timeStart('warm start to first /api/status');

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

  report('/api/status (Fastify + helmet + zod)', statusResult);
  report('baseline: bare node:http, same body', baselineResult);
  console.log(
    `${'ratio to baseline'.padEnd(44)} ${(statusResult.requests.average / baselineResult.requests.average).toFixed(2)}x`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
