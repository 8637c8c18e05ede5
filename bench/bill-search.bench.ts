// Bill search latency: ranked full-text search (top 20, with snippets) and the filtered list (items, total and
// facets), through the real query code of apps/server/src/modules/bills, on PGlite and on the PostgreSQL server at
// 127.0.0.1:5432 (BENCH_PG_URL; its own database, dropped afterwards). Each engine gets the sample dataset the app
// ships (data/sample, loaded by the same code as `npm start`), then a synthetic corpus of BENCH_BILLS (default 250,000)
// bills made in SQL from the sample's vocabulary. A sequential-scan baseline (to_tsvector on the fly, and ILIKE)
// runs on fewer queries in the same run. Prints figures; never fails on time. Target (PostgreSQL): p95 <= 30 ms for
// the ranked top 20 over 250,000 bills. The ranked query reads the bill_search_heads table first (decision 011); a
// line per corpus says how many bills each term matches there and in the whole text. The call the bills page makes
// (GET /api/bills: items, total and facets) is measured with a search term and as a filtered list, each beside the
// same call as it was before decision 016 (exact counts over every match), then counted (the per-process count
// cache of decision 048 emptied before each call, as after an import) and with its counts cached (the same calls
// again: only the page is read); target p95 <= 50 ms on PostgreSQL at 250k, PGlite within 2x. Both engines run by
// default (PGlite at 253k takes about 4 minutes on 2 cores); BENCH_ENGINES=postgres or pglite picks one.
import { BILL_EXACT_COUNT_LIMIT, type BillListQuery } from '@statehouse/shared/bills/bills.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';
import {
  billCountCacheStats,
  enableBillCountCache,
  invalidateBillCounts,
} from '../apps/server/src/modules/bills/bills.count-cache';
import {
  inspectSearchTerm,
  planBillFilters,
  selectBillFacets,
  selectBillPage,
} from '../apps/server/src/modules/bills/bills.queries';
import { listBills } from '../apps/server/src/modules/bills/bills.service';
import { createPgListener } from '../apps/server/src/notify/pg-listen';
import { openBenchDatabase } from './bench-database';

const syntheticCount = Number(process.env.BENCH_BILLS ?? 250_000);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const batchSize = 25_000;

const fixedTerms = [
  'tax',
  'property tax',
  '"public school"',
  'election OR voter',
  'water -rights',
  'health insurance',
  'emergency',
  'criminal offense',
  'education funding',
  'firearm',
  'vehicle',
  'county',
  'children -school',
  'energy',
  'housing',
  'employment',
  'court',
  'medical',
  'appropriation',
  'state agency',
];

type Stats = { label: string; runs: number; p50: number; p95: number; mean: number; note?: string };
const results: (Stats & { engine: string; corpus: string })[] = [];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function measure(label: string, inputs: string[], run: (input: string) => Promise<unknown>, note?: string) {
  await run(inputs[0] ?? ''); // warm-up
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await run(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    runs: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    mean: times.reduce((sum, time) => sum + time, 0) / times.length,
    note,
  } satisfies Stats;
}

const listQuery = (overrides: Partial<BillListQuery>): BillListQuery => ({ page: 1, pageSize: 20, ...overrides });

/** The ranked top 20 exactly as GET /api/bills builds it (without the facet query). */
async function rankedTop20(db: Database, term: string) {
  const query = listQuery({ searchTerm: term });
  const plan = planBillFilters(query, await inspectSearchTerm(db, term));
  return selectBillPage(db, query, plan);
}

/** How the ranked queries split: matches in the narrow head table (ranked) and in the whole text (counted). */
async function describeMatches(db: Database, terms: string[]): Promise<string> {
  const counts: { head: number; all: number }[] = [];
  for (const term of terms) {
    const result = (await db.execute(sql`select
        (select count(*)::int from bill_search_heads h where h.search @@ websearch_to_tsquery('english', ${term})) as head,
        (select count(*)::int from bills b where b.search @@ websearch_to_tsquery('english', ${term})) as "all"`)) as unknown as {
      rows: { head: number; all: number }[];
    };
    counts.push(result.rows[0] ?? { head: 0, all: 0 });
  }
  const heads = counts.map((count) => count.head).sort((a, b) => a - b);
  const alls = counts.map((count) => count.all).sort((a, b) => a - b);
  const filled = counts.filter((count) => count.head < 20).length;
  return `  matches per term: head p50 ${percentile(heads, 0.5)} max ${heads.at(-1)}; all p50 ${percentile(alls, 0.5)} max ${alls.at(-1)}; ${filled}/${terms.length} pages filled from text-only matches`;
}

/**
 * GET /api/bills as it was before decision 016, for comparison in the same run: the session filter as a
 * subquery, and total and facets always counted exactly over every match (in parallel with the page).
 */
async function listBillsBefore(db: Database, query: BillListQuery) {
  const shape = query.searchTerm ? await inspectSearchTerm(db, query.searchTerm) : { searchable: false };
  // narrow: false: counted over `bills`, as before bill_facet_rows (decision 048, revised).
  const plan = { ...planBillFilters(query, shape), narrow: false };
  return Promise.all([selectBillPage(db, query, plan), selectBillFacets(db, plan)]);
}

async function seqScanRanked(db: Database, term: string) {
  return db.execute(sql`select id, ts_rank(to_tsvector('english', title || ' ' || coalesce(abstract, '')), q) as rank
    from bills, websearch_to_tsquery('english', ${term}) q
    where to_tsvector('english', title || ' ' || coalesce(abstract, '')) @@ q order by rank desc limit 20`);
}

async function seqScanIlike(db: Database, term: string) {
  const word =
    term
      .replace(/["-]|\bOR\b/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? term;
  return db.execute(sql`select id from bills where title ilike ${`%${word}%`} or abstract ilike ${`%${word}%`}
    order by last_action_date desc nulls last limit 20`);
}

function filteredQueries(): BillListQuery[] {
  const states = ['CO', 'WI', 'TX', 'NY', 'IL'];
  const out: BillListQuery[] = [];
  for (let index = 0; index < 20; index += 1) {
    out.push(
      listQuery({
        stateCode: states[index % states.length],
        sessionCode: index % 3 === 0 ? 'MOST_RECENT' : undefined,
        subjects: index % 2 === 0 ? [22, 60] : undefined,
        types: index % 4 === 1 ? ['SB'] : undefined,
        dateFrom: index % 5 === 2 ? '2025-03-01' : undefined,
        sort: index % 3 === 1 ? 'billNumber' : 'lastAction',
        page: 1 + (index % 3),
      }),
    );
  }
  return out;
}

async function count(db: Database): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from bills`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

async function vocabularyTerms(db: Database, howMany: number): Promise<string[]> {
  // Words in 0.2%-5% of the sample's titles: specific enough to be searched for, common enough to match.
  const result = (await db.execute(sql`select word from (
      select w as word, count(distinct b.id) as n from bills b, regexp_split_to_table(lower(b.title), '[^a-z]+') w
      where length(w) > 4 and b.source <> 'bench-synthetic' group by w) t
    where n between 2 and greatest(3, (select count(*) from bills) / 20) order by md5(word) limit ${howMany}`)) as unknown as {
    rows: { word: string }[];
  };
  return result.rows.map((row) => row.word);
}

async function runSuite(db: Database, engine: string, corpus: string, terms: string[], baselineRuns: number) {
  const push = (stats: Stats) => {
    results.push({ ...stats, engine, corpus });
    console.log(
      `  ${engine.padEnd(8)} ${corpus.padEnd(18)} ${stats.label.padEnd(50)} n=${String(stats.runs).padStart(3)}  p50 ${stats.p50.toFixed(1).padStart(7)} ms  p95 ${stats.p95.toFixed(1).padStart(7)} ms`,
    );
  };
  push(await measure('ranked full-text top 20 (+snippets)', terms, (term) => rankedTop20(db, term)));
  console.log(`  ${engine.padEnd(8)} ${corpus.padEnd(18)} ${await describeMatches(db, terms)}`);
  // The call the bills page makes (items, total and facets), and the same before decision 016, in turns.
  let estimated = 0;
  // Counted: the count cache (decision 048) is emptied first, as after an import; cached: the same call again.
  const listNow = async (query: BillListQuery, counted = true) => {
    if (counted) invalidateBillCounts(db);
    if ((await listBills({ db, query })).estimated) estimated += 1;
  };
  const searchQueries = terms.slice(0, 15).map((term) => listQuery({ searchTerm: term }));
  const filters = filteredQueries();
  const inputs = (queries: BillListQuery[]) => queries.map((_, index) => String(index));
  push(
    await measure('GET /api/bills searchTerm, before (exact counts)', inputs(searchQueries), (index) =>
      listBillsBefore(db, searchQueries[Number(index)] ?? listQuery({})),
    ),
  );
  estimated = 0;
  push(
    await measure('GET /api/bills searchTerm (+facets)', inputs(searchQueries), (index) =>
      listNow(searchQueries[Number(index)] ?? listQuery({})),
    ),
  );
  const searchEstimated = estimated;
  for (const query of searchQueries) await listNow(query, false); // counts them into the cache
  const hitsBefore = billCountCacheStats(db)?.hits ?? 0;
  push(
    await measure('GET /api/bills searchTerm, counts cached', inputs(searchQueries), (index) =>
      listNow(searchQueries[Number(index)] ?? listQuery({}), false),
    ),
  );
  const searchHits = (billCountCacheStats(db)?.hits ?? 0) - hitsBefore;
  push(
    await measure('filtered list, before (exact counts)', inputs(filters), (index) =>
      listBillsBefore(db, filters[Number(index)] ?? listQuery({})),
    ),
  );
  estimated = 0;
  push(
    await measure('filtered list (items + total + facets)', inputs(filters), (index) =>
      listNow(filters[Number(index)] ?? listQuery({})),
    ),
  );
  const filteredEstimated = estimated;
  for (const query of filters) await listNow(query, false);
  const filteredHitsBefore = billCountCacheStats(db)?.hits ?? 0;
  push(
    await measure('filtered list, counts cached', inputs(filters), (index) =>
      listNow(filters[Number(index)] ?? listQuery({}), false),
    ),
  );
  const filteredHits = (billCountCacheStats(db)?.hits ?? 0) - filteredHitsBefore;
  console.log(
    `  ${engine.padEnd(8)} ${corpus.padEnd(18)}   count cache hits in the cached runs: searchTerm ${searchHits} of ${searchQueries.length + 1}, filtered ${filteredHits} of ${filters.length + 1}`,
  );
  console.log(
    `  ${engine.padEnd(8)} ${corpus.padEnd(18)}   counts estimated (over ${BILL_EXACT_COUNT_LIMIT} matches): ` +
      `searchTerm ${searchEstimated} of ${searchQueries.length + 1}, filtered ${filteredEstimated} of ${filters.length + 1} runs (warm-up included)`,
  );
  const baselineTerms = terms.slice(0, baselineRuns);
  push(await measure('baseline: seq scan to_tsvector on the fly', baselineTerms, (term) => seqScanRanked(db, term)));
  push(await measure('baseline: seq scan ILIKE', baselineTerms, (term) => seqScanIlike(db, term)));
}

async function generateSynthetic(db: Database, total: number): Promise<void> {
  // The sample's vocabulary (titles, abstracts, subject terms), numbered; then 10,000 eight-word phrases and 2,000
  // eighty-word bodies picked from it by integer hashing, so that each synthetic bill is a join on integers.
  await db.execute(sql`drop table if exists bench_words, bench_phrases, bench_bodies`);
  await db.execute(sql`create table bench_words as
    select (row_number() over (order by md5(word)) - 1)::int as idx, word from (
      select distinct w as word from bills b,
        regexp_split_to_table(lower(b.title || ' ' || coalesce(b.abstract, '') || ' ' || array_to_string(b.subject_terms, ' ')), '[^a-z]+') w
      where length(w) > 2) t`);
  await db.execute(sql`create table bench_phrases as
    select p as idx, string_agg(w.word, ' ' order by i) as words
    from generate_series(0, 9999) p cross join generate_series(1, 8) i
    join bench_words w on w.idx = ((p::bigint * 7919 + i * 104729 + (p * i) % 1009) % (select count(*) from bench_words))::int
    group by p`);
  await db.execute(sql`create table bench_bodies as
    select b as idx, string_agg(ph.words, ' ' order by i) as words
    from generate_series(0, 1999) b cross join generate_series(1, 10) i
    join bench_phrases ph on ph.idx = ((b::bigint * 31 + i * 977) % 10000)::int
    group by b`);
  await db.execute(sql`insert into legislative_sessions (id, jurisdiction_id, code, source_identifier, name, classification)
    select j.id || '-25R', j.id, '25R', '2025', '2025 Regular Session', 'regular' from jurisdictions j
    where j.id in ('TX', 'CO', 'WI', 'IL', 'NY', 'CA', 'FL', 'SD', 'MI', 'DC') on conflict do nothing`);
  // Bulk load without the GIN indexes, then build them once.
  await db.execute(sql`drop index if exists bills_search_idx`);
  await db.execute(sql`drop index if exists bill_search_heads_search_idx`);
  for (let start = 1; start <= total; start += batchSize) {
    const end = Math.min(total, start + batchSize - 1);
    const started = performance.now();
    // Each bill with its search head, as the loader writes them (the head is weights A and B of bills.search).
    await db.execute(sql`with h as materialized (
      select st || '-25R-' || ty || '-' || num as id, st, st || '-25R' as session_id, ty, num, ty || ' ' || num as identifier,
        title, abstract, status, last_date, subjects, last_date - (g % 60) as first_date, body,
        setweight(to_tsvector('english', ty || ' ' || num || ' ' || ty || num || ' ' || title), 'A') ||
        setweight(to_tsvector('english', coalesce(abstract, '')), 'B') as head
      from (
        select g,
          (array['TX','CO','WI','IL','NY','CA','FL','SD','MI','DC'])[1 + g % 10] as st,
          (array['HB','SB','HR','SR','HJR'])[1 + (g / 10) % 5] as ty,
          (100000 + g)::text as num,
          'Relating to ' || t.words as title,
          case when g % 3 = 0 then null else a1.words || ' ' || a2.words end as abstract,
          body.words as body,
          (g % 7)::int as status,
          date '2025-01-06' + (g * 13 % 300)::int as last_date,
          array[(array[1,2,5,6,7,8,11,13,14,16,17,21,22,23,26,27,28,33,42,46,60,67])[1 + g % 22],
                (array[1,2,5,6,7,8,11,13,14,16,17,21,22,23,26,27,28,33,42,46,60,67])[1 + (g / 22) % 22]] as subjects
        from generate_series(${start}::int, ${end}::int) g
        join bench_phrases t on t.idx = g % 10000
        join bench_phrases a1 on a1.idx = (g * 37 + 11) % 10000
        join bench_phrases a2 on a2.idx = (g * 101 + 5) % 10000
        join bench_bodies body on body.idx = (g * 13) % 2000
      ) x
    ), inserted as (
      insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier, title, abstract, status,
        status_date, subjects, first_action_date, last_action_date, last_action_text, source, content_hash, search)
      select id, st, session_id, ty, num, identifier, title, abstract, status, last_date, subjects, first_date, last_date,
        'Referred to committee', 'bench-synthetic', 'synthetic', head || setweight(to_tsvector('english', body), 'C')
      from h
    )
    insert into bill_search_heads (bill_id, search, last_action_date) select id, head, last_date from h`);
    process.stdout.write(
      `    generated ${end.toLocaleString('en-US')} bills (${Math.round(performance.now() - started)} ms)\n`,
    );
  }
  const indexStarted = performance.now();
  await db.execute(sql`create index bills_search_idx on bills using gin (search)`);
  await db.execute(sql`create index bill_search_heads_search_idx on bill_search_heads using gin (search)`);
  await db.execute(sql`analyze bills`);
  await db.execute(sql`analyze bill_search_heads`);
  await db.execute(sql`analyze bill_facet_rows`);
  console.log(`    GIN index + analyze: ${Math.round(performance.now() - indexStarted)} ms`);
  await db.execute(sql`drop table bench_words, bench_phrases, bench_bodies`);
}

const benchLog = {
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
} as unknown as FastifyBaseLogger;

const openEngine = (engine: string) => openBenchDatabase(engine, 'bench');

async function benchEngine(engine: string) {
  console.log(`\n## ${engine}`);
  let opened: Awaited<ReturnType<typeof openEngine>>;
  try {
    opened = await openEngine(engine);
  } catch (error) {
    console.log(`  skipped: ${(error as Error).message}`);
    return;
  }
  const { handle, cleanup } = opened;
  let stopListening = async () => {};
  try {
    const db = handle.db;
    let started = performance.now();
    await handle.migrate();
    // The count cache as the server runs it: fed by NOTIFY from the triggers of migration 0011.
    const listener = await createPgListener(db, engine === 'postgres' ? 'postgres' : 'pglite', benchLog);
    const stopCache = await enableBillCountCache(db, listener);
    stopListening = async () => {
      stopCache();
      await listener.close();
    };
    await loadSample(db, { info: () => {} });
    const sampleCount = await count(db);
    console.log(`  sample: ${sampleCount} bills loaded in ${Math.round(performance.now() - started)} ms`);
    const terms = [...fixedTerms, ...(await vocabularyTerms(db, 20))];
    await runSuite(db, engine, `sample (${sampleCount})`, terms, 10);

    started = performance.now();
    await generateSynthetic(db, syntheticCount);
    const total = await count(db);
    console.log(
      `  synthetic corpus: ${total.toLocaleString('en-US')} bills in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    await runSuite(db, engine, `synthetic (${Math.round(total / 1000)}k)`, terms, 3);
  } finally {
    await stopListening();
    await cleanup();
  }
}

const benchStarted = performance.now();
console.log(
  `Bill search benchmark: sample + ${syntheticCount.toLocaleString('en-US')} synthetic bills; engines ${engines.join(', ')}`,
);
for (const engine of engines) await benchEngine(engine);

console.log('\nSummary (ms)');
console.log('engine   corpus             measure                                             p50      p95');
for (const row of results) {
  console.log(
    `${row.engine.padEnd(8)} ${row.corpus.padEnd(18)} ${row.label.padEnd(50)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(8)}`,
  );
}
for (const engine of engines) {
  for (const label of [
    'GET /api/bills searchTerm (+facets)',
    'GET /api/bills searchTerm, counts cached',
    'filtered list (items + total + facets)',
    'filtered list, counts cached',
  ]) {
    const now = results.find(
      (row) => row.engine === engine && row.corpus.startsWith('synthetic') && row.label === label,
    );
    if (!now) continue;
    const postgres = results.find(
      (row) => row.engine === 'postgres' && row.corpus === now.corpus && row.label === label,
    );
    const verdict =
      engine === 'postgres'
        ? `target <= 50 ms: ${now.p95 <= 50 ? 'met' : 'NOT met'}`
        : postgres
          ? `${(now.p95 / postgres.p95).toFixed(1)}x PostgreSQL (target <= 2x: ${now.p95 <= 2 * postgres.p95 ? 'met' : 'NOT met'})`
          : 'no PostgreSQL figure in this run';
    console.log(`Target: ${engine} ${label} over ${now.corpus}: p95 ${now.p95.toFixed(1)} ms (${verdict})`);
  }
}
const target = results.find(
  (row) => row.engine === 'postgres' && row.corpus.startsWith('synthetic') && row.label.startsWith('ranked'),
);
if (target) {
  const baseline = results.find(
    (row) => row.engine === 'postgres' && row.corpus === target.corpus && row.label.includes('to_tsvector'),
  );
  console.log(
    `\nTarget: PostgreSQL ranked top 20 over ${target.corpus}: p95 ${target.p95.toFixed(1)} ms (target <= 30 ms: ${target.p95 <= 30 ? 'met' : 'NOT met'})` +
      (baseline ? `; ${(baseline.p50 / target.p50).toFixed(0)}x faster than the sequential scan at p50` : ''),
  );
}
console.log(`Total time ${Math.round((performance.now() - benchStarted) / 1000)} s`);
