// Lighthouse 12 (mobile profile: simulated slow 4G and a 4x slower CPU) on the landing page and on /bills
// signed in as the demo user, against a production build of its own served by the server on a fresh
// data folder and a free port. Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the
// median performance score is printed. Chromium: CHROME_PATH, else /usr/bin/chromium. Figures only.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 10_900 + Math.floor(Math.random() * 90));
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'statehouse-lighthouse-'));
const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');

if (!existsSync(chromePath)) {
  console.log(`Chromium not found at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH): skipped`);
  process.exit(0);
}

// The web app is built for this run into the data folder and served from there (WEB_DIST_DIR), so another
// build of apps/web/dist during the minutes Lighthouse runs cannot pull files from under the page.
const distDir = path.join(dataDir, 'web-dist');
function buildWebApp(): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

function startServer(): ChildProcess {
  // The demo account exists only on an empty loopback server outside production unless DEMO_ACCOUNT says so.
  // The embedded database on a fresh folder, whatever DATABASE_URL the shell has.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  // The server itself, not scripts/start.mjs: start.mjs rebuilds apps/web/dist whenever the sources are newer,
  // which would overwrite the build other people serve from there.
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEMO_ACCOUNT: 'true',
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function waitForDemoLogin(deadlineMs: number): Promise<string> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
      });
      const cookie = response.headers.get('set-cookie');
      // Signed in is not enough: a first start answers before the sample is loaded (decision 080), and the pages
      // measured should show the whole sample, without the loading banner.
      const ready = (await fetch(`${origin}/api/status/ready`)).ok;
      if (response.ok && cookie && ready) return cookie.split(';')[0] ?? '';
    } catch {
      // not listening yet (the first start builds the web app and loads the sample data)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${origin} did not accept the demo sign-in in time`);
}

type Audit = { numericValue?: number; details?: { overallSavingsBytes?: number } };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };

function lighthouse(url: string, headers: Record<string, string>): Report {
  const args = [
    lighthouseCli,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage`,
  ];
  if (Object.keys(headers).length > 0) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to 3 tries.
  for (let attempt = 1; ; attempt += 1) {
    // A large buffer: a Lighthouse JSON report is a few megabytes.
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
    if (run.status === 0) return JSON.parse(run.stdout) as Report;
    if (attempt === 3) throw new Error(`lighthouse failed (${run.status}): ${run.stderr.slice(-2000)}`);
    console.log(`lighthouse run failed, retrying: ${run.stderr.trim().split('\n').at(-1)}`);
  }
}

const ms = (audit: Audit | undefined) => `${((audit?.numericValue ?? Number.NaN) / 1000).toFixed(2)} s`;
const kib = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(0)} KiB`;

function describe(label: string, reports: Report[]): void {
  const scored = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = scored[Math.floor(scored.length / 2)] as Report;
  const a = median.audits;
  const scores = reports.map((report) => Math.round(report.categories.performance.score * 100)).join(', ');
  console.log(
    `${label.padEnd(22)} performance ${String(Math.round(median.categories.performance.score * 100)).padStart(3)} (runs: ${scores})` +
      `   FCP ${ms(a['first-contentful-paint'])}   LCP ${ms(a['largest-contentful-paint'])}` +
      `   TBT ${(a['total-blocking-time']?.numericValue ?? Number.NaN).toFixed(0)} ms` +
      `   CLS ${(a['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}` +
      `   SI ${ms(a['speed-index'])}` +
      `   transfer ${kib(a['total-byte-weight']?.numericValue)}` +
      `   unused JS ${kib(a['unused-javascript']?.details?.overallSavingsBytes)}`,
  );
}

buildWebApp();
const server = startServer();
try {
  const cookie = await waitForDemoLogin(600_000);
  const pages: { label: string; slug: string; url: string; headers: Record<string, string> }[] = [
    { label: '/ (signed out)', slug: 'landing', url: `${origin}/`, headers: {} },
    { label: '/bills (signed in)', slug: 'bills', url: `${origin}/bills`, headers: { Cookie: cookie } },
  ];
  console.log(`Lighthouse ${readVersion()} mobile, ${runs} run(s) per page, median by performance score`);
  // LIGHTHOUSE_PAGES=bills (or landing) measures one page only.
  const only = process.env.LIGHTHOUSE_PAGES;
  for (const page of pages.filter((candidate) => !only || only.split(',').includes(candidate.slug))) {
    const reports: Report[] = [];
    for (let run = 0; run < runs; run += 1) {
      const report = lighthouse(page.url, page.headers);
      reports.push(report);
      // LIGHTHOUSE_SAVE_DIR=<folder> keeps each JSON report, to read which audits cost the points.
      if (saveDir) writeFileSync(path.join(saveDir, `${page.slug}-${run + 1}.json`), JSON.stringify(report));
    }
    describe(page.label, reports);
  }
  console.log('targets: performance >= 90 on both pages');
} finally {
  // End the whole process group this bench started.
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

function readVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
}
