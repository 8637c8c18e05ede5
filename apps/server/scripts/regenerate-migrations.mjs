// Rebuilds src/db/migrations as one baseline from the current schema: extensions first, then every
// table. Only for the time before a release, while no deployed database depends on the history
// (docs/decisions/004-drizzle-pglite-postgres.md). Run from apps/server: node scripts/regenerate-migrations.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';

const folder = 'src/db/migrations';
for (const entry of readdirSync(folder)) {
  if (entry !== 'README.md') rmSync(`${folder}/${entry}`, { recursive: true, force: true });
}
const kit = (args) => execFileSync('npx', ['drizzle-kit', 'generate', ...args], { stdio: 'inherit' });
kit(['--custom', '--name', 'extensions']);
const extensionsFile = readdirSync(folder).find((entry) => entry.endsWith('_extensions.sql'));
writeFileSync(
  `${folder}/${extensionsFile}`,
  '-- Trigram matching for names (people, committees, lobbyists). Built into PGlite; in contrib on a server.\n' +
    'CREATE EXTENSION IF NOT EXISTS pg_trgm;\n',
);
kit(['--name', 'schema']);
