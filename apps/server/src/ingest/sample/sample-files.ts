import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** data/sample/ at the repository root. */
export const defaultSampleDir = fileURLToPath(new URL('../../../../../data/sample', import.meta.url));

export type SampleManifest = {
  format: 1;
  builtAt: string;
  /** Tables in load order (parents before children). */
  tables: { name: string; rows: number; file: string; bytes: number }[];
  sources: { source: string; path: string; counts: Record<string, number>; status: string }[];
};

/** Tables that describe this database rather than the data in it, or that loading rebuilds from the data. */
const excludedTables = new Set([
  '__drizzle_migrations',
  'ingest_runs',
  'source_freshness',
  'app_meta',
  'bill_search_heads',
  // Kept by a row trigger on bills (decision 048): loading the bills writes it.
  'bill_facet_rows',
  'bill_statute_citations',
  'bill_text_signatures',
  'bill_lsh_buckets',
  // Hearings are derived from the events on load (decision 069); jobs are this database's own work.
  'hearings',
  'hearing_transcript_segments',
  'hearing_bill_mentions',
  // A transcription's finished parts, kept only while its job may be resumed.
  'hearing_transcription_parts',
  'background_jobs',
]);

/** Search vectors rebuilt after loading instead of being shipped (they are larger than their text). */
const rebuiltColumns: Record<string, string[]> = {
  bills: ['search'],
  bill_versions: ['search'],
  event_transcripts: ['search'],
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (((result as { rows?: Row[] }).rows ?? []) as Row[]);

/** Every public table with its foreign-key parents, sorted so that parents come first. */
export async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((row) => String(row.name));
  const edges = rowsOf(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`),
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const edge of edges) parents.get(String(edge.child))?.add(String(edge.parent));
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => !excludedTables.has(table));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Writes every non-empty data table as gzipped JSON lines (`<table>.jsonl.gz`) plus manifest.json.
 * `where` narrows a table's rows (e.g. drop HTML of most versions) with a SQL expression over it.
 */
export async function exportSample(
  db: DbOrTx,
  dir: string,
  options: { sources?: SampleManifest['sources']; transform?: Record<string, string> } = {},
): Promise<SampleManifest> {
  mkdirSync(dir, { recursive: true });
  const manifest: SampleManifest = {
    format: 1,
    builtAt: new Date().toISOString(),
    tables: [],
    sources: options.sources ?? [],
  };
  for (const table of await tablesInLoadOrder(db)) {
    const [{ total } = { total: 0 }] = rowsOf(
      await db.execute(sql.raw(`select count(*)::int as total from ${quote(table)}`)),
    ) as { total: number }[];
    if (!total) continue;
    const columns = rowsOf(
      await db.execute(
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
      ),
    )
      .map((row) => String(row.name))
      .filter((column) => !rebuiltColumns[table]?.includes(column));
    const select = columns
      .map((column) => options.transform?.[`${table}.${column}`] ?? quote(column))
      .map((expression, index) => `${expression} as ${quote(columns[index] ?? '')}`);
    const file = `${table}.jsonl.gz`;
    const target = path.join(dir, file);
    const gzip = createGzip({ level: 9 });
    const out = createWriteStream(target);
    gzip.pipe(out);
    const batch = 2000;
    for (let offset = 0; offset < total; offset += batch) {
      const rows = rowsOf(
        await db.execute(
          sql.raw(
            `select row_to_json(t)::text as line from (select ${select.join(', ')} from ${quote(table)} order by 1 limit ${batch} offset ${offset}) t`,
          ),
        ),
      );
      for (const row of rows) gzip.write(`${String(row.line)}\n`);
    }
    await new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      gzip.end();
    });
    manifest.tables.push({ name: table, rows: total, file, bytes: readFileSync(target).length });
  }
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(dir: string): SampleManifest | null {
  const file = path.join(dir, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SampleManifest) : null;
}

/** Reads one table file line by line, in batches. */
export async function* readSampleRows(file: string, batchSize = 1000): AsyncGenerator<string[]> {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
