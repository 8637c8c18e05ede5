import { createHash } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';

// The embedded database with the sample loaded, kept once per machine as a copy of its data folder (decision 065).
// Loading the sample from its JSON lines and rebuilding the search, citation and similar-bills indexes is most of a
// first start; a new DATA_DIR (a second checkout's first start, each browser-journey run, a reset) copies the folder
// instead. The copy is named by everything that decides its contents, so a changed sample, migration, loader or
// PGlite version never reuses an old one: it is made again on the next first start.

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../../../../packages/shared/src', import.meta.url));

/** Files whose contents decide what a loaded sample database holds. */
function* contentFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'fixtures') yield* contentFiles(target);
    } else if (/\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
      yield target;
    }
  }
}

/**
 * The template's name: a hash of the sample's manifest, the server's and shared package's sources (migrations, the
 * loader and every index it rebuilds) and the PGlite version. Null when the sample has no manifest.
 */
export function sampleTemplateKey(options: { sampleDir: string; sourceDirs?: string[] }): string | null {
  const manifest = path.join(options.sampleDir, 'manifest.json');
  if (!existsSync(manifest)) return null;
  const hash = createHash('sha256');
  hash.update(readFileSync(manifest));
  // The package does not export its package.json: read it beside its entry.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(
    readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const dir of options.sourceDirs ?? [serverSrc, sharedSrc]) {
    for (const file of contentFiles(dir)) {
      hash.update(`${path.relative(dir, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const templateDir = (cacheDir: string, key: string) => path.join(cacheDir, `sample-db-${key}`);

/** Whether the data folder holds no database yet (PGlite would create one). */
export const isNewDataDir = (dataDir: string) => !existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Fills a new data folder with the template of this key, if there is one. Returns whether it did. The copy is a
 * reflink where the file system offers one.
 */
export function restoreSampleTemplate(options: { cacheDir: string; key: string; dataDir: string }): boolean {
  const source = templateDir(options.cacheDir, options.key);
  if (!existsSync(path.join(source, 'PG_VERSION')) || !isNewDataDir(options.dataDir)) return false;
  mkdirSync(options.dataDir, { recursive: true });
  cpSync(source, options.dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return true;
}

/**
 * The copy of a database a first start served while it loaded the sample (decision 080) holds what its people did
 * meanwhile: the demo account, sign-ins, anything they saved. None of it belongs in the next new data folder. Removes
 * every row of account or user data (tables with an account_id, user_id or *_user_id column, as the tenant-isolation
 * test counts them, and what refers to them) from a copied folder, which is then opened by nothing else.
 */
async function clearAccountData(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = await database.db.execute(sql`
      select distinct c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.column_name in ('account_id', 'user_id') or c.column_name like '%\_user\_id'
          or c.table_name in ('accounts', 'users'))
      order by 1`);
    const tables = ((result as { rows?: { name: string }[] }).rows ?? []).map((row) => row.name);
    if (tables.length > 0) {
      await database.db.execute(
        sql.raw(
          `truncate ${tables.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ')} restart identity cascade`,
        ),
      );
    }
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
}

/**
 * Keeps a copy of a data folder that has just had the sample loaded, as the template of this key, without its account
 * data (clearAccountData), and removes the templates of other keys; returns false when one of this key exists already
 * (it is kept). Call it right after a CHECKPOINT: the folder is copied in one synchronous step, so no query of this
 * process runs during it and the copy is the database as of that moment (PostgreSQL replays its log from the
 * checkpoint when the copy is opened). Written beside and renamed, so a crash never leaves half a template behind.
 */
export async function saveSampleTemplate(options: {
  cacheDir: string;
  key: string;
  dataDir: string;
}): Promise<boolean> {
  mkdirSync(options.cacheDir, { recursive: true });
  const target = templateDir(options.cacheDir, options.key);
  // Another start kept one of this key meanwhile: keep it (a start may be copying it right now).
  if (existsSync(path.join(target, 'PG_VERSION'))) return false;
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(options.dataDir, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
  // The live database's lock file names this process: the copy is opened as a database of its own.
  rmSync(path.join(partial, 'postmaster.pid'), { force: true });
  try {
    await clearAccountData(partial);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(path.join(target, 'PG_VERSION'))) {
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
  renameSync(partial, target);
  for (const entry of readdirSync(options.cacheDir)) {
    const other = path.join(options.cacheDir, entry);
    // Another start's partial copy may still be being written: only finished templates of other keys go.
    if (
      entry.startsWith('sample-db-') &&
      !entry.includes('.partial-') &&
      other !== target &&
      statSync(other).isDirectory()
    ) {
      rmSync(other, { recursive: true, force: true });
    }
  }
  return true;
}
