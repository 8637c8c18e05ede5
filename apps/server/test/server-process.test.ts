import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readiness, StatusResponse } from '@statehouse/shared/status/status.schemas';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess): { output: () => string } {
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  return { output: () => text };
}

async function waitFor<T>(check: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'statehouse-process-'));
  const dataDir = path.join(scratch, 'data');
  const templateDir = path.join(scratch, 'template');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('answers before the sample is loaded, says how far the load is, serves what is loaded, and shuts down cleanly', async () => {
    // A first start on an empty folder with no prepared copy (its own empty SAMPLE_TEMPLATE_DIR): it listens once the
    // database is migrated and the demo account exists, and loads the sample (245k rows, then its indexes) afterwards
    // (decision 080). The deadlines are for a start or a load that never comes, not targets.
    const child = startServer({ DATA_DIR: dataDir, SAMPLE_TEMPLATE_DIR: templateDir, DEMO_ACCOUNT: 'true' });
    const log = collect(child);
    const port = await waitFor(() => log.output().match(/ready on http:\/\/localhost:(\d+)/)?.[1], 120_000);
    const base = `http://127.0.0.1:${port}`;

    const early = await fetch(`${base}/api/status/ready`);
    expect(early.status).toBe(503);
    const earlyBody = (await early.json()) as Readiness;
    expect(earlyBody).toMatchObject({ ready: false, loading: { task: 'sample', state: 'loading' } });
    expect(earlyBody.loading?.message).toMatch(/^Loading the sample data: .+ \d+%\.$/);

    const status = await fetch(`${base}/api/status`);
    expect(status.status).toBe(200);
    const statusBody = (await status.json()) as StatusResponse;
    expect(statusBody).toMatchObject({ status: 'ok', database: 'pglite', ready: false });
    expect(statusBody.loading?.percent).toBeLessThan(100);
    expect(statusBody.counts.bills).toBeLessThan(3074);

    // Calls made while it loads answer for what is loaded: never a 5xx.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const during = [
      '/api/bills?stateCode=TX&pageSize=25',
      '/api/search?term=tax',
      '/api/bills/TX-892-HB-1',
      '/api/status/coverage',
      '/api/tags/tracked-bills',
    ];
    const percents: number[] = [];
    let loaded = false;
    const deadline = Date.now() + 400_000;
    while (!loaded && Date.now() < deadline) {
      for (const url of during) {
        const response = await fetch(`${base}${url}`, { headers: { cookie } });
        expect(response.status, `${url} while loading`).toBeLessThan(500);
        await response.arrayBuffer();
      }
      const ready = await fetch(`${base}/api/status/ready`);
      const body = (await ready.json()) as Readiness;
      loaded = ready.status === 200;
      if (!loaded) {
        expect(body.loading?.state).toBe('loading');
        percents.push(body.loading?.percent ?? -1);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(loaded).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBeGreaterThan(1);

    const after = await (await fetch(`${base}/api/status`)).json();
    expect(after).toMatchObject({ ready: true, loading: null, counts: { bills: 3074 } });
    expect(log.output()).toContain('Statehouse has finished loading');
    expect(log.output()).toContain('kept a copy for the next new data folder');

    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(log.output()).toContain('shutting down');
  }, 600_000);

  it('refuses to start with an invalid setting and names it', async () => {
    const child = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    const log = collect(child);
    const code = await exitOf(child);
    expect(code).not.toBe(0);
    expect(log.output()).toContain('Invalid settings');
    expect(log.output()).toContain('PORT');
  }, 60_000);
});
