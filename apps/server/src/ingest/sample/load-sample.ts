import path from 'node:path';
import { amendmentPatternSql } from '@statehouse/shared/bills/latest-version';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceFreshness } from '../../db/schema/ingest';
import { appMeta } from '../../db/schema/meta';
import { refreshTextSignatures } from '../../text-reuse/refresh-signatures';
import { resolveCompanies } from '../companies/resolve-companies';
import { searchHeadSql, sponsorWordsSql } from '../core/search-head';
import { transcriptSearchSql } from '../core/transcript-search';
import { refreshFinanceLinks } from '../finance-links/finance-links';
import { refreshHearingsFromEvents } from '../hearings/hearings-from-events';
import { refreshStatuteCitations } from '../statute-citations/statute-citations.refresh';
import { defaultSampleDir, readManifest, readSampleRows } from './sample-files';

export type SampleLog = { info: (message: string) => void; warn?: (message: string) => void };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The search vectors the sample does not ship, rebuilt the way the importers build them. */
const rebuildSearch = [
  sql`update bill_versions set search = to_tsvector('english', left(text, 200000)) where text is not null`,
  sql`insert into bill_search_heads (bill_id, search, last_action_date) select id, ${searchHeadSql({
    identifier: sql`identifier`,
    billType: sql`bill_type`,
    billNumber: sql`bill_number`,
    title: sql`title`,
    abstract: sql`abstract`,
    subjectText: sql`array_to_string(subject_terms, ' ')`,
    sponsorWords: sponsorWordsSql(
      sql`(select s.position, s.name, s.person_id from bill_sponsorships s where s.bill_id = bills.id) sp`,
    ),
  })}, last_action_date from bills
    on conflict (bill_id) do update set search = excluded.search, last_action_date = excluded.last_action_date`,
  // Weight C: the latest version's text as loadBill chooses it (latestVersionIndex: the last version that is
  // not an amendment), else the last version with text. That version's own vector (the first statement) is the same
  // to_tsvector of the same first 200,000 characters, so it is reused rather than parsed from the text again.
  sql`update bills set search = h.search ||
    setweight(coalesce((select v.search from bill_versions v where v.bill_id = bills.id and v.text is not null
      order by v.position = (select w.position from bill_versions w where w.bill_id = bills.id
        order by (w.name ~* ${amendmentPatternSql}), w.position desc limit 1) desc, v.position desc limit 1), ''::tsvector), 'C')
    from bill_search_heads h where h.bill_id = bills.id`,
  sql`update event_transcripts t set search = ${transcriptSearchSql(sql`e.name`, sql`t.text`)} from events e where e.id = t.event_id`,
];

export type SampleOptions = {
  dir?: string;
  /**
   * Tests: called with each row (tables in load order); returns the row to insert (changed if need be)
   * or null to leave it out, so a test database holds a small, consistent part of the sample.
   */
  select?: (table: string, row: Record<string, unknown>) => Record<string, unknown> | null;
};

/**
 * Loads data/sample (made by `npm run sample:build`) into the database in one transaction. Rows that
 * already exist are left alone. Returns the number of rows inserted.
 */
export async function loadSample(db: Database, log: SampleLog, options: SampleOptions = {}): Promise<number> {
  const dir = options.dir ?? defaultSampleDir;
  const manifest = readManifest(dir);
  if (!manifest) throw new Error(`No sample dataset in ${dir} (run npm run sample:build).`);
  const totalRows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log.info(
    `Loading the sample dataset (${totalRows} rows in ${manifest.tables.length} tables, built ${manifest.builtAt})...`,
  );
  const started = Date.now();
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const table of manifest.tables) {
      let done = 0;
      const existing = await tx.execute(
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table.name}`,
      );
      const known = new Set(((existing as { rows?: { name: string }[] }).rows ?? []).map((row) => row.name));
      for await (const lines of readSampleRows(path.join(dir, table.file), 250)) {
        const { select } = options;
        const batch = select
          ? lines.flatMap((line) => {
              const row = select(table.name, JSON.parse(line) as Record<string, unknown>);
              return row ? [JSON.stringify(row)] : [];
            })
          : lines;
        if (batch.length === 0) continue;
        const target = sql.raw(quote(table.name));
        // Only the shipped columns: columns added since the sample was built get their defaults.
        const shipped = Object.keys(JSON.parse(batch[0] ?? '{}')).filter((column) => known.has(column));
        const columns = sql.raw(shipped.map(quote).join(', '));
        const result = await tx.execute(
          sql`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json) on conflict do nothing`,
        );
        const count =
          (result as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as { affectedRows?: number }).affectedRows ??
          batch.length;
        inserted += count;
        done += batch.length;
      }
      log.info(`  sample: ${table.name} ${done} rows`);
      const serial = await tx.execute(
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table.name} and column_default like 'nextval(%'`,
      );
      for (const row of ((serial as { rows?: { name: string }[] }).rows ?? []) as { name: string }[]) {
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('${quote(table.name)}', '${row.name}'), greatest((select coalesce(max(${quote(row.name)}), 0) from ${quote(table.name)}), 1))`,
          ),
        );
      }
    }
    // Each derived index is rebuilt from the rows just loaded (not shipped): one progress line per step.
    const step = async (label: string, run: () => Promise<unknown>) => {
      const stepStarted = Date.now();
      await run();
      log.info(`  sample: ${label} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
    };
    await step('search index', async () => {
      for (const statement of rebuildSearch) await tx.execute(statement);
    });
    // Bill -> statute links are derived from the texts and sections just loaded (not shipped, like the heads).
    await step('statute citations', () => refreshStatuteCitations(tx));
    // Hearings (recordings with their live actions, NY transcripts as lines) are derived from the events loaded.
    await step('hearings', () => refreshHearingsFromEvents(tx));
    // The similar-bills index (MinHash signatures and LSH buckets) is rebuilt from the texts, not shipped.
    await step('similar-bills index', () => refreshTextSignatures(tx));
    // Companies come from the lobbying and finance rows just loaded (a no-op when the sample already has them).
    await step('companies', () => resolveCompanies(tx));
    // Campaign finance linked to legislators, lobbyists and company keys (a no-op when the sample has the links).
    await step('finance links', () => refreshFinanceLinks(tx));
    // The sample's bill, committee and lobbyist changes are history: no one could have had an alert on them, so they
    // are marked as matched. Otherwise every new data folder's alert engine matched them again (8,878 committee and
    // lobbyist changes) on the one database connection before the server's first answer (decision 067).
    await step('alert history', async () => {
      await tx.execute(sql`update watch_events set alerted_at = detected_at where alerted_at is null`);
      await tx.execute(sql`update bill_events set alerted_at = detected_at where alerted_at is null`);
    });
    const now = new Date();
    for (const source of manifest.sources) {
      const counts = { read: 0, inserted: 0, updated: 0, unchanged: 0, skipped: 0, ...source.counts };
      await tx
        .insert(sourceFreshness)
        .values({
          source: source.source,
          lastRunAt: new Date(manifest.builtAt),
          lastSuccessAt: new Date(manifest.builtAt),
          lastStatus: 'sample',
          counts,
          errorCount: counts.skipped,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(appMeta)
      .values({ key: 'sample', value: { builtAt: manifest.builtAt, loadedAt: now.toISOString(), rows: totalRows } })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: { builtAt: manifest.builtAt, loadedAt: now.toISOString(), rows: totalRows }, updatedAt: now },
      });
  });
  log.info(`Sample dataset loaded: ${inserted} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return inserted;
}

/**
 * Call at server start: when the database has no bills yet and data/sample exists, loads it (with a
 * progress line per table in the log). Does nothing otherwise; never throws (a failure is logged).
 */
export async function loadSampleIfEmpty(
  db: Database,
  log: SampleLog,
  options: { dir?: string } = {},
): Promise<boolean> {
  try {
    const result = await db.execute(sql`select exists (select 1 from bills) as has_bills`);
    const rows = ((result as { rows?: { has_bills: boolean }[] }).rows ?? []) as { has_bills: boolean }[];
    if (rows[0]?.has_bills) return false;
    if (!readManifest(options.dir ?? defaultSampleDir)) {
      log.info('No bills in the database and no sample dataset to load (data/sample/manifest.json is missing).');
      return false;
    }
    await loadSample(db, log, options);
    return true;
  } catch (error) {
    // Called as a method: pino's log functions need their logger as `this`.
    const message = `Could not load the sample dataset: ${error instanceof Error ? error.message : String(error)}`;
    if (log.warn) log.warn(message);
    else log.info(message);
    return false;
  }
}
