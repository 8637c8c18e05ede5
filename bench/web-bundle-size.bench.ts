// Gzipped size of each route's initial JavaScript in the production web build: the entry script of
// dist/index.html with its static imports, plus the route's layout and page chunks with theirs (read from
// Vite's manifest). Builds the web app only when apps/web/dist is missing. Figures only, never pass/fail.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRouteModules } from '../apps/web/build/route-modules';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = process.cwd();
const web = path.join(root, 'apps/web');
// WEB_DIST_DIR measures another build (e.g. one written with --outDir elsewhere) instead of apps/web/dist.
const dist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(web, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestPath)) {
  console.log('apps/web/dist (with .vite/manifest.json) is missing: building the web app first');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@statehouse/web'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipCache = new Map<string, number>();
const gzipped = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The chunk files a manifest key loads before it can run: itself and its static imports, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

// The entry: the module script named in dist/index.html, found in the manifest by its output file.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFile = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.file === entryFile && manifest[key]?.isEntry);
if (!entryKey) throw new Error(`entry script ${entryFile} of dist/index.html is not in the manifest`);
const entryFiles = staticClosure(entryKey);

// Routes: each route's layout and page modules, read from routes-table.ts as the build's route preloads read them.
const rows: { route: string; files: number; bytes: number }[] = [];
for (const route of readRouteModules(web)) {
  const files = new Set(entryFiles);
  for (const key of route.modules) {
    if (!manifest[key]) throw new Error(`${key} (route ${route.path}) is not in the manifest`);
    staticClosure(key, files);
  }
  const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
  rows.push({ route: `${route.set === 'portal' ? '[portal] ' : ''}${route.path}`, files: files.size, bytes });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipped(file), 0);
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`entry only (${entryFiles.size} files): ${kb(entryBytes)} gzipped`);
console.log(`${'route'.padEnd(width)}  files  initial JS (gzip)`);
for (const row of rows)
  console.log(`${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(row.bytes).padStart(10)}`);
const landing = rows.find((row) => row.route === '/');
if (landing)
  console.log(`\nlanding (/): ${kb(landing.bytes)} gzipped initial JavaScript (target 130 KB, issue 12; decision 019)`);
