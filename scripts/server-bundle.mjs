// The server as one ES module, built with esbuild when its sources change, so that `npm start` loads one file
// instead of 400 TypeScript files through tsx's loader (decision 067: the bulk of a restart was module loading).
// The bundle is a cache, never committed: apps/server/node_modules/.cache/statehouse/server-<hash>.mjs. Packages
// stay external (they load from node_modules as before, and the heavy ones still on first use); our own code and the
// shared package are inlined. Tests, the bench's other cases and `npm run dev` still run the sources through tsx.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Beside the server's own node_modules: packages installed there (not hoisted to the root) resolve from the bundle.
const cacheDir = path.join(root, 'apps/server/node_modules/.cache/statehouse');
// Everything the bundle is made of: our sources, the shared package, the installed dependencies, this script.
const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/server-bundle.mjs',
];
const testFile = /\.test(-[a-z-]+)?\.ts$/;

function sourceHash() {
  const hash = createHash('sha256');
  // The bundle names the source files' own URLs (below): a moved checkout is another bundle.
  hash.update(`${root}\n`);
  const add = (target) => {
    if (!existsSync(target)) return;
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target).sort()) add(path.join(target, entry));
      return;
    }
    // Test files and fixtures are never part of the server: editing a test does not rebuild it.
    if (testFile.test(target) || target.includes(`${path.sep}fixtures${path.sep}`)) return;
    hash.update(`${path.relative(root, target)}\n`);
    hash.update(readFileSync(target));
  };
  for (const source of serverSources) add(path.join(root, source));
  return hash.digest('hex').slice(0, 16);
}

/** Packages the server and the shared package depend on: loaded from node_modules at run time, not inlined. */
function externalPackages() {
  const names = new Set();
  for (const file of ['apps/server/package.json', 'packages/shared/package.json', 'package.json']) {
    const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
      for (const name of Object.keys(manifest[field] ?? {})) if (!name.startsWith('@statehouse/')) names.add(name);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/**
 * Files find their neighbours with `new URL('../x', import.meta.url)` (migrations, the sample, the web build); in one
 * bundle every import.meta.url would be the bundle's. Each source's own URL is written in its place instead.
 */
const ownUrlPlugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/**
 * The path of the bundled server for the current sources, built now when there is none (about a second), older
 * bundles removed. Returns null when it cannot be built: the caller then runs the sources through tsx.
 */
export async function serverBundle(log = () => {}) {
  const file = path.join(cacheDir, `server-${sourceHash()}.mjs`);
  if (existsSync(file)) return file;
  const started = performance.now();
  try {
    const esbuild = await import('esbuild');
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await esbuild.build({
      entryPoints: [path.join(root, 'apps/server/src/server.ts')],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: externalPackages(),
      plugins: [ownUrlPlugin],
      // A package written as CommonJS that calls require() inside our code's scope still finds it.
      banner: {
        js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
      },
      logLevel: 'warning',
    });
    // Renamed into place whole: a start that finds the file finds all of it.
    renameSync(temporary, file);
    for (const entry of readdirSync(cacheDir)) {
      // Only finished bundles of other sources: a .tmp file may be another start's bundle being written.
      if (/^server-[0-9a-f]+\.mjs$/.test(entry) && path.join(cacheDir, entry) !== file) {
        rmSync(path.join(cacheDir, entry), { force: true });
      }
    }
    log(`Server bundled in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return file;
  } catch (error) {
    log(
      `Could not bundle the server (${error instanceof Error ? error.message : String(error)}); running its sources.`,
    );
    return null;
  }
}
