// `npm run test:mutation -- <file>[:start-end] ... [--tests <test file> ...]`: runs Stryker (stryker.config.mjs)
// on the given source files only, or on line ranges of them (`bills.queries.ts:120-180`). By default every test
// that imports a mutated file runs; `--tests` limits the run to the named test files (a test elsewhere that is
// failing because someone is mid-change would otherwise stop the run). Scores print at the end; the HTML report
// is reports/mutation/index.html.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const split = args.indexOf('--tests');
const files = split === -1 ? args : args.slice(0, split);
const tests = split === -1 ? [] : args.slice(split + 1);
if (files.length === 0 || (split !== -1 && tests.length === 0)) {
  console.error('usage: npm run test:mutation -- <file>[:start-end] ... [--tests <test file> ...]');
  process.exit(2);
}
const stryker = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
const options = ['run', '--mutate', files.join(','), ...(tests.length ? ['--testFiles', tests.join(',')] : [])];
const run = spawnSync(process.execPath, [stryker, ...options], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
