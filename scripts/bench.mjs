// `npm run bench`: runs every benchmark in bench/ one after another and prints their figures.
// Benchmarks report numbers (and ratios against a baseline measured in the same run); they never
// pass or fail on time. `npm run bench -- status` runs only files whose name contains "status".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv[2] ?? '';
const files = readdirSync(path.join(root, 'bench'))
  .filter((file) => /\.bench\.(ts|mjs)$/.test(file) && file.includes(filter))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
if (failed) {
  console.error(`\n${failed} benchmark(s) crashed`);
  process.exit(1);
}
