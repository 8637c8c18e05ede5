import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

export type UpsertOutcome = { inserted: number; updated: number; unchanged: number };

/**
 * INSERT ... ON CONFLICT (target) DO UPDATE SET <every given column> WHERE something differs, so a
 * second import of the same data writes nothing. `updated_at`, when the table has it and the rows
 * do not set it, moves only on a real change.
 */
export async function upsertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  options: { target: PgColumn | PgColumn[] },
): Promise<UpsertOutcome> {
  const outcome: UpsertOutcome = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return outcome;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targets = Array.isArray(options.target) ? options.target : [options.target];
  const targetNames = new Set(targets.map((column) => column.name));
  const keys = Object.keys(rows[0] as object).filter((key) => {
    const column = columns[key];
    return column && !targetNames.has(column.name);
  });

  const set: Record<string, SQL> = {};
  for (const key of keys) set[key] = sql.raw(`excluded."${columns[key]?.name}"`);
  if (columns.updatedAt && !keys.includes('updatedAt')) set.updatedAt = sql`now()`;
  const current = sql.join(
    keys.map((key) => sql`${columns[key]}`),
    sql`, `,
  );
  const incoming = sql.join(
    keys.map((key) => sql.raw(`excluded."${columns[key]?.name}"`)),
    sql`, `,
  );

  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const query =
      keys.length === 0
        ? // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic insert builder
          (db.insert(table) as any).values(chunk).onConflictDoNothing({ target: targets })
        : // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic insert builder
          (db.insert(table) as any).values(chunk).onConflictDoUpdate({
            target: targets,
            set,
            setWhere: sql`(${current}) IS DISTINCT FROM (${incoming})`,
          });
    const written: { inserted: boolean }[] = await query.returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = written.filter((row) => row.inserted).length;
    outcome.inserted += inserted;
    outcome.updated += written.length - inserted;
    outcome.unchanged += chunk.length - written.length;
  }
  return outcome;
}

/** Inserts rows in chunks that stay under PostgreSQL's parameter limit. */
export async function insertChunked<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const width = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(30000 / width));
  for (let start = 0; start < rows.length; start += size) {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic insert builder
    await (db.insert(table) as any).values(rows.slice(start, start + size));
  }
}

// PostgreSQL's json rejects a lone surrogate (`\ud800`) where a text parameter got U+FFFD.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (text: string) => text.replace(loneSurrogate, '\ufffd');

/**
 * `INSERT INTO table (columns) SELECT columns FROM json_populate_recordset(...)` with every row in one json
 * parameter: a single bind however many rows (no parameter limit), and an SQL fragment that can sit in a
 * WITH clause so that one statement writes several tables. The columns are the first row's keys; an
 * undefined value takes the column's default as in drizzle's insert (plain defaults, `{}` for arrays).
 * Null when there are no rows.
 */
export function insertFromJson<T extends PgTable>(table: T, rows: T['$inferInsert'][]): SQL | null {
  if (rows.length === 0) return null;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] as object).filter((key) => columns[key]);
  const names = keys.map((key) => (columns[key] as PgColumn).name);
  const fallbacks = keys.map((key) => {
    const column = columns[key] as PgColumn;
    if (column.default !== undefined && !is(column.default, SQL)) return column.default;
    return column.columnType === 'PgArray' && column.hasDefault ? [] : null;
  });
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      const value = (row as Record<string, unknown>)[key];
      record[names[index] as string] =
        value === undefined ? fallbacks[index] : typeof value === 'string' ? wellFormed(value) : value;
    });
    return record;
  });
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`;
}

/**
 * `SET column = excluded.column` for every key of `row` except primary key columns: the update half of an
 * upsert that takes the inserted values, so that none of them is sent (or computed) twice.
 */
export function excludedOf(table: PgTable, row: object): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(row)) {
    const column = columns[key];
    if (column && !column.primary) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Collapses an upsert's counts into the outcome of one record. */
export const outcomeOf = (result: UpsertOutcome): 'inserted' | 'updated' | 'unchanged' =>
  result.inserted > 0 ? 'inserted' : result.updated > 0 ? 'updated' : 'unchanged';
