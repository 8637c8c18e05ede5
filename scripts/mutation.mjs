// `npm run test:mutation -- <file>[:start-end] ...`: runs Stryker (stryker.config.mjs) on the given source
// files only, or on line ranges of them (`bills.queries.ts:120-180`). Scores print at the end; the HTML report
// is reports/mutation/index.html.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run test:mutation -- <file>[:start-end] [more files]');
  process.exit(2);
}
const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', '--mutate', files.join(',')],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
