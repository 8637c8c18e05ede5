import path from 'node:path';
import { amendmentPatternSql } from '@statehouse/shared/bills/latest-version';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
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
/**
 * The versions' vectors, up to 100 versions a statement (repeated until none is left): one statement for all of them
 * held the database for half a minute while a first start answered requests (decision 080).
 */
const versionSearchPage = sql`update bill_versions set search = to_tsvector('english', left(text, 200000))
  where id in (select id from bill_versions where text is not null and search is null limit 100)`;
const affectedRows = (result: unknown) =>
  (result as { rowCount?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;

/** The bills' search vectors, for one page of bill ids at a time (`ids`): see versionSearchPage. */
const rebuildBillSearch = (ids: string[]) => [
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
  })}, last_action_date from bills where id in ${ids}
    on conflict (bill_id) do update set search = excluded.search, last_action_date = excluded.last_action_date`,
  // Weight C: the latest version's text as loadBill chooses it (latestVersionIndex: the last version that is
  // not an amendment), else the last version with text. That version's own vector (the first statement) is the same
  // to_tsvector of the same first 200,000 characters, so it is reused rather than parsed from the text again.
  sql`update bills set search = h.search ||
    setweight(coalesce((select v.search from bill_versions v where v.bill_id = bills.id and v.text is not null
      order by v.position = (select w.position from bill_versions w where w.bill_id = bills.id
        order by (w.name ~* ${amendmentPatternSql}), w.position desc limit 1) desc, v.position desc limit 1), ''::tsvector), 'C')
    from bill_search_heads h where h.bill_id = bills.id and bills.id in ${ids}`,
];
const BILL_PAGE = 250;
const rebuildTranscriptSearch = sql`update event_transcripts t set search = ${transcriptSearchSql(sql`e.name`, sql`t.text`)} from events e where e.id = t.event_id`;

export type SampleProgress = {
  /** A table ("bill versions") or a derived index ("search index"), as the log names it. */
  step: string;
  /** 0-100: rows of the table; an index is 0 until it is built. */
  stepPercent: number;
  /** 0-100 over the whole load, rows first, then the indexes by their usual share of the time. */
  percent: number;
};

export type SampleOptions = {
  dir?: string;
  /**
   * Tests: called with each row (tables in load order); returns the row to insert (changed if need be)
   * or null to leave it out, so a test database holds a small, consistent part of the sample.
   */
  select?: (table: string, row: Record<string, unknown>) => Record<string, unknown> | null;
  /** Called as each slice commits and each index is built. */
  progress?: (progress: SampleProgress) => void;
};

/**
 * Each transaction of the load commits after about this long, so that the server's requests (queued behind it on
 * PGlite's one connection) wait at most about this long while a first start loads in the background (decision 080).
 */
const SLICE_MS = 250;

/** The derived indexes, in order, with their share of the index time measured on the sample (decision 080). */
const indexSteps = [
  { label: 'search index', weight: 25 },
  { label: 'statute citations', weight: 10 },
  { label: 'hearings', weight: 4 },
  { label: 'similar-bills index', weight: 30 },
  { label: 'companies', weight: 5 },
  { label: 'finance links', weight: 5 },
  { label: 'alert history', weight: 1 },
] as const;
/** The rows' share of the whole load against the indexes' (about half each on the sample, decision 080). */
const ROWS_WEIGHT = 50;
const INDEX_WEIGHT = indexSteps.reduce((sum, step) => sum + step.weight, 0);

/** app_meta key present from the load's first slice to its last: a start that finds it resumes the load. */
export const SAMPLE_LOADING_KEY = 'sample-loading';

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Loads data/sample (made by `npm run sample:build`) into the database: the rows in short transactions (a slice of
 * about SLICE_MS each, so requests are answered meanwhile), then each derived index in its own transaction. Rows that
 * already exist are left alone, so a load cut short is finished by loading again; a marker row in app_meta
 * (SAMPLE_LOADING_KEY) says one is unfinished. Returns the number of rows inserted.
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
  const report = options.progress ?? (() => {});
  let inserted = 0;
  let rowsDone = 0;
  const rowsPercent = () => (totalRows === 0 ? ROWS_WEIGHT : Math.floor((rowsDone / totalRows) * ROWS_WEIGHT));
  const startedAt = new Date().toISOString();
  await db
    .insert(appMeta)
    .values({ key: SAMPLE_LOADING_KEY, value: { startedAt, builtAt: manifest.builtAt } })
    .onConflictDoNothing();

  for (const table of manifest.tables) {
    const step = table.name.replace(/_/g, ' ');
    let done = 0;
    const existing = await db.execute(
      sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table.name}`,
    );
    const known = new Set(((existing as { rows?: { name: string }[] }).rows ?? []).map((row) => row.name));
    // A change row loaded is history: marked as alerted in the same statement, so the alert engine (running while a
    // first start loads, decision 080) never sees it unmatched. No one could have had an alert on it (decision 067).
    const alertedOnLoad = known.has('alerted_at') && known.has('detected_at');
    const target = sql.raw(quote(table.name));
    const rows = readSampleRows(path.join(dir, table.file), 250)[Symbol.asyncIterator]();
    report({ step, stepPercent: 0, percent: rowsPercent() });
    let finished = false;
    while (!finished) {
      await db.transaction(async (tx) => {
        const sliceStarted = performance.now();
        while (performance.now() - sliceStarted < SLICE_MS) {
          const next = await rows.next();
          if (next.done) {
            finished = true;
            return;
          }
          const lines = next.value;
          const { select } = options;
          const batch = select
            ? lines.flatMap((line) => {
                const row = select(table.name, JSON.parse(line) as Record<string, unknown>);
                return row ? [JSON.stringify(row)] : [];
              })
            : lines;
          done += lines.length;
          rowsDone += lines.length;
          if (batch.length === 0) continue;
          // Only the shipped columns: columns added since the sample was built get their defaults.
          const shipped = Object.keys(JSON.parse(batch[0] ?? '{}')).filter((column) => known.has(column));
          const insertColumns = alertedOnLoad && !shipped.includes('alerted_at') ? [...shipped, 'alerted_at'] : shipped;
          const columns = sql.raw(insertColumns.map(quote).join(', '));
          const values = sql.raw(
            insertColumns
              .map((column) =>
                alertedOnLoad && column === 'alerted_at' ? 'coalesce("alerted_at", "detected_at")' : quote(column),
              )
              .join(', '),
          );
          const result = await tx.execute(
            sql`insert into ${target} (${columns}) select ${values} from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json) on conflict do nothing`,
          );
          const count =
            (result as { rowCount?: number; affectedRows?: number }).rowCount ??
            (result as { affectedRows?: number }).affectedRows ??
            batch.length;
          inserted += count;
        }
      });
      report({
        step,
        stepPercent: table.rows ? Math.min(100, Math.floor((done / table.rows) * 100)) : 100,
        percent: rowsPercent(),
      });
      await yieldToRequests();
    }
    log.info(`  sample: ${table.name} ${done} rows`);
    const serial = await db.execute(
      sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table.name} and column_default like 'nextval(%'`,
    );
    for (const row of ((serial as { rows?: { name: string }[] }).rows ?? []) as { name: string }[]) {
      await db.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${quote(table.name)}', '${row.name}'), greatest((select coalesce(max(${quote(row.name)}), 0) from ${quote(table.name)}), 1))`,
        ),
      );
    }
  }

  // Each derived index is rebuilt from the rows just loaded (not shipped), each in its own transaction: one progress
  // line per step. Until a step is done, what it derives is missing or partial (search finds fewer bills).
  let indexDone = 0;
  /**
   * A step in one transaction (`inTransaction`), or on the database itself where it works in pages, so that each page
   * commits and the requests queued meanwhile are answered between pages (decision 080).
   */
  const step = async (
    label: (typeof indexSteps)[number]['label'],
    run: (target: DbOrTx) => Promise<unknown>,
    { inTransaction = true } = {},
  ) => {
    const weight = indexSteps.find((candidate) => candidate.label === label)?.weight ?? 0;
    const indexPercent = () => ROWS_WEIGHT + Math.floor((indexDone / INDEX_WEIGHT) * (100 - ROWS_WEIGHT));
    report({ step: label, stepPercent: 0, percent: indexPercent() });
    await yieldToRequests();
    const stepStarted = Date.now();
    if (inTransaction) await db.transaction(async (tx) => void (await run(tx)));
    else await run(db);
    indexDone += weight;
    report({ step: label, stepPercent: 100, percent: indexPercent() });
    log.info(`  sample: ${label} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
  };
  await step(
    'search index',
    async (target) => {
      // The versions' vectors (most of the step) a page at a time; the rest are one statement each.
      for (;;) {
        const result = await target.execute(versionSearchPage);
        if (affectedRows(result) === 0) break;
        await yieldToRequests();
      }
      const billIds = await target.execute(sql`select id from bills order by id`);
      const ids = ((billIds as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
      for (let start = 0; start < ids.length; start += BILL_PAGE) {
        for (const statement of rebuildBillSearch(ids.slice(start, start + BILL_PAGE))) await target.execute(statement);
      }
      await target.execute(rebuildTranscriptSearch);
    },
    { inTransaction: false },
  );
  // Bill -> statute links are derived from the texts and sections just loaded (not shipped, like the heads).
  // Pages of 100 bills (not the default 200): each page is a stretch the server cannot answer in (decision 080).
  await step('statute citations', (target) => refreshStatuteCitations(target, { batchSize: 100 }), {
    inTransaction: false,
  });
  // Hearings (recordings with their live actions, NY transcripts as lines) are derived from the events loaded. The
  // bill changes they write (hearing mentions) are history too: marked in the same transaction (see alertedOnLoad).
  await step('hearings', async (tx) => {
    await refreshHearingsFromEvents(tx);
    await tx.execute(sql`update bill_events set alerted_at = detected_at where alerted_at is null`);
  });
  // The similar-bills index (MinHash signatures and LSH buckets) is rebuilt from the texts, not shipped.
  await step('similar-bills index', (target) => refreshTextSignatures(target, { batchSize: 50 }), {
    inTransaction: false,
  });
  // Companies come from the lobbying and finance rows just loaded (a no-op when the sample already has them).
  await step('companies', (tx) => resolveCompanies(tx));
  // Campaign finance linked to legislators, lobbyists and company keys (a no-op when the sample has the links).
  await step('finance links', (tx) => refreshFinanceLinks(tx));
  // The sample's bill, committee and lobbyist changes are history: no one could have had an alert on them, so they
  // are marked as matched. Otherwise every new data folder's alert engine matched them again (8,878 committee and
  // lobbyist changes) on the one database connection before the server's first answer (decision 067). The rows were
  // marked as they were loaded; this catches any change a step above wrote.
  await step('alert history', async (tx) => {
    await tx.execute(sql`update watch_events set alerted_at = detected_at where alerted_at is null`);
    await tx.execute(sql`update bill_events set alerted_at = detected_at where alerted_at is null`);
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
    const value = { builtAt: manifest.builtAt, loadedAt: now.toISOString(), rows: totalRows };
    await tx
      .insert(appMeta)
      .values({ key: 'sample', value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
    await tx.delete(appMeta).where(eq(appMeta.key, SAMPLE_LOADING_KEY));
  });
  log.info(`Sample dataset loaded: ${inserted} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return inserted;
}

/**
 * Whether the sample is still to be loaded into this database: it has no bills yet, or a load was cut short (the
 * SAMPLE_LOADING_KEY marker is still there), and data/sample exists. Never throws (a failure is logged as false).
 */
export async function sampleLoadPending(
  db: Database,
  log: SampleLog,
  options: { dir?: string } = {},
): Promise<boolean> {
  try {
    const result = await db.execute(
      sql`select exists (select 1 from bills) as has_bills, exists (select 1 from app_meta where key = ${SAMPLE_LOADING_KEY}) as unfinished`,
    );
    const [row] = ((result as { rows?: { has_bills: boolean; unfinished: boolean }[] }).rows ?? []) as {
      has_bills: boolean;
      unfinished: boolean;
    }[];
    if (row?.has_bills && !row.unfinished) return false;
    if (!readManifest(options.dir ?? defaultSampleDir)) {
      log.info('No bills in the database and no sample dataset to load (data/sample/manifest.json is missing).');
      return false;
    }
    if (row?.unfinished) log.info('The sample dataset was not fully loaded by the last start: loading the rest.');
    return true;
  } catch (error) {
    const message = `Could not check for the sample dataset: ${error instanceof Error ? error.message : String(error)}`;
    if (log.warn) log.warn(message);
    else log.info(message);
    return false;
  }
}

/**
 * Loads the sample when sampleLoadPending says so (importers' tests, scripts); the server loads it in the background
 * instead (first-start.ts). Never throws (a failure is logged). Returns whether it loaded.
 */
export async function loadSampleIfEmpty(
  db: Database,
  log: SampleLog,
  options: { dir?: string } = {},
): Promise<boolean> {
  if (!(await sampleLoadPending(db, log, options))) return false;
  try {
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
