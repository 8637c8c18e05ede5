// Prints the server's test files that open a database, for CI's PostgreSQL run (.ci/run). The other server tests
// (parsers, renderers, pure functions) do not touch the database, so running them a second time there only costs
// time. A test counts when it, or a local module it imports (transitively), uses test/test-database.ts or reads
// TEST_DATABASE_URL itself. A test of the embedded database itself (PGlite folders on disk), which uses the test
// database only to prepare its input, says so with the marker below and does not run again: PostgreSQL would
// change nothing it checks.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = execFileSync('git', ['ls-files', 'apps/server/*.ts'], { encoding: 'utf8' }).trim().split('\n');
const importsOf = new Map();
const usesDatabase = new Set(['apps/server/test/test-database.ts']);
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  if (source.includes('TEST_DATABASE_URL')) usesDatabase.add(file);
  const relative = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.normalize(path.join(path.dirname(file), match[1])),
  );
  importsOf.set(file, relative);
}
for (let grew = true; grew; ) {
  grew = false;
  for (const [file, imports] of importsOf) {
    if (usesDatabase.has(file)) continue;
    if (imports.some((spec) => usesDatabase.has(`${spec}.ts`) || usesDatabase.has(`${spec}/index.ts`))) {
      usesDatabase.add(file);
      grew = true;
    }
  }
}
const EMBEDDED_ONLY = 'ci: embedded database only';
const tests = files.filter(
  (file) =>
    file.endsWith('.test.ts') &&
    !file.includes('.corpus.') &&
    usesDatabase.has(file) &&
    !readFileSync(file, 'utf8').includes(EMBEDDED_ONLY),
);
process.stdout.write(`${tests.join('\n')}\n`);
