// `npm start`: runs the server (API + built web app on one port) and, when the web app's sources differ from the
// last build's, builds the web app beside it: the server prepares its database while Vite builds, and serves the
// web app once the build is done (decision 065). The server itself runs bundled into one module (decision 067).
// Settings come from the environment (see README).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const hashFile = path.join(dist, '.source-hash');
// Everything a web build reads: its sources, the shared package, its config and the installed dependencies.
const webSources = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

/** A hash of the web app's sources by content (a fresh clone's timestamps say nothing). */
function webSourceHash(base = root) {
  const hash = createHash('sha256');
  const add = (target) => {
    if (!existsSync(target)) return;
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target).sort()) add(path.join(target, entry));
      return;
    }
    hash.update(`${path.relative(base, target)}\n`);
    hash.update(readFileSync(target));
  };
  for (const source of webSources) add(path.join(base, source));
  return hash.digest('hex');
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[start] ${line}`);

const started = performance.now();
const sourceHash = webSourceHash();
const built = existsSync(path.join(dist, 'index.html')) && existsSync(hashFile);
const needsBuild = !built || readFileSync(hashFile, 'utf8').trim() !== sourceHash;

let build;
if (needsBuild) {
  say(
    built
      ? 'Web app sources changed: building the web app beside the server...'
      : 'Building the web app (first start) beside the server...',
  );
  // The server's NODE_ENV (e.g. test) must not leak into Vite, which would then bundle React's dev build. Only
  // warnings and errors print: the list of every file written is in apps/web/dist/.vite/manifest.json.
  build = spawn('npm', ['run', 'build', '--workspace', '@statehouse/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
} else {
  say('Web app is up to date with its sources (no build).');
}

// The server runs as one bundled module, rebuilt (about a second) when its sources changed, so there is no separate
// server build to forget; if it cannot be bundled, Node runs the TypeScript sources through tsx's loader.
const bundle = await serverBundle(say);
const server = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, ...(build ? { WEB_BUILD_PENDING: 'true' } : {}) },
});

if (build) {
  // The server asks once it listens for the answer (a message sent before it listens would be lost); it is
  // answered when the build is done, at once if it already is.
  let built = false;
  let asked = false;
  const answer = () => {
    if (built && asked && server.connected) server.send('web-built');
  };
  server.on('message', (message) => {
    if (message !== 'web-build-done?') return;
    asked = true;
    answer();
  });
  build.on('exit', (code) => {
    if (code !== 0) {
      say(`The web app build failed (exit code ${code}); stopping.`);
      server.kill('SIGTERM');
      process.exitCode = code ?? 1;
      return;
    }
    writeFileSync(hashFile, `${sourceHash}\n`);
    say(`Web app built in ${seconds(started)}.`);
    built = true;
    answer();
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    build?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (build && build.exitCode === null) build.kill('SIGTERM');
  process.exit(process.exitCode || (code ?? (signal ? 0 : 1)));
});
