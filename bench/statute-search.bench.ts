// Statute and regulation calls: GET /api/statutes/search (ranked page of 20 with snippets, total and facets), the
// same as a plain-language question (searchMode ai, offline method), a section page (GET /api/statutes/id/{id}:
// neighbours, container, bills), a citation (GET /api/statutes/{code}/{reference}) and the top of a code's tree,
// through the real service code of apps/server/src/modules/statutes, on PGlite and on the PostgreSQL server at
// 127.0.0.1:5432 (BENCH_PG_URL; its own database, dropped afterwards). Each engine gets the sample's sections
// (data/sample), then BENCH_SECTIONS (default 100,000) synthetic sections: copies of the sample's Texas and D.C.
// sections under 20 made-up state codes, with the sample's search vectors. A sequential-scan baseline
// (to_tsvector on the fly) runs on a few terms in the same run. Prints figures; never fails on time. Target
// (PostgreSQL): p95 <= 50 ms for the search call at 100,000 sections; PGlite within 3x.
import { regSearchQuerySchema } from '@statehouse/shared/statutes/statutes.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';
import { getSection, getTree, resolveCitation, searchLaw } from '../apps/server/src/modules/statutes/statutes.service';
import { openBenchDatabase } from './bench-database';

const syntheticCount = Number(process.env.BENCH_SECTIONS ?? 100_000);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const lawTables = new Set(['statute_sections', 'regulation_sections', 'session_laws', 'session_law_sections']);

const terms = [
  'tax',
  '"food products"',
  'exemption',
  'alcoholic beverage license',
  'penalty -interest',
  'retailer OR seller',
  'permit',
  'employee wage',
  'motor vehicle',
  'comptroller report',
  'brewer',
  'insurance',
];
const questions = [
  'Is food taxed?',
  'Who must hold a license to sell alcohol?',
  'What penalty applies to late payment of tax?',
  'Are school fundraisers exempt from sales tax?',
  'When must a brewer file a report?',
];

type Stats = { label: string; runs: number; p50: number; p95: number };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function measure(label: string, inputs: string[], run: (input: string) => Promise<unknown>): Promise<Stats> {
  await run(inputs[0] ?? ''); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (const input of inputs) {
      const started = performance.now();
      await run(input);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { label, runs: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const params = (query: Record<string, string>) => regSearchQuerySchema.parse(query);

async function runSuite(db: Database, engine: string, corpus: string) {
  const print = (stats: Stats) =>
    console.log(
      `  ${engine.padEnd(8)} ${corpus.padEnd(16)} ${stats.label.padEnd(52)} n=${String(stats.runs).padStart(3)}  p50 ${stats.p50.toFixed(1).padStart(7)} ms  p95 ${stats.p95.toFixed(1).padStart(7)} ms`,
    );
  const ids = (await db.execute(
    sql`select id from statute_sections where jurisdiction_id in ('TX', 'DC') order by md5(id::text) limit 12`,
  )) as unknown as { rows: { id: number }[] };
  print(
    await measure('search: words, all codes (page, total, facets)', terms, (term) =>
      searchLaw({ db, kind: 'statute', params: params({ query: term }) }),
    ),
  );
  print(
    await measure('search: words in one code (+ title/chapter facets)', terms, (term) =>
      searchLaw({ db, kind: 'statute', params: params({ query: term, code: 'TX Tax Code' }) }),
    ),
  );
  print(
    await measure('search: question (offline method, answer)', questions, (question) =>
      searchLaw({ db, kind: 'statute', params: params({ query: question, searchMode: 'ai' }) }),
    ),
  );
  print(
    await measure(
      'section page (neighbours, container, bills)',
      ids.rows.map((row) => String(row.id)),
      (id) => getSection({ db, kind: 'statute', id: Number(id) }),
    ),
  );
  print(
    await measure(
      'citation (Tax Code 151.xxx, hits and near misses)',
      ['151.314', '151.0101', '151.9999', '151.051'],
      (reference) =>
        resolveCitation({ db, params: { statutoryCode: 'Tax Code', reference }, query: {} }).catch(() => null),
    ),
  );
  print(
    await measure('tree: top of the D.C. Code', ['DC Code'], (code) =>
      getTree({ db, kind: 'statute', query: { code } }),
    ),
  );
  print(
    await measure('baseline: to_tsvector on the fly (seq scan), top 20', terms.slice(0, 4), (term) =>
      db.execute(sql`select id, ts_rank(to_tsvector('english', coalesce(heading, '') || ' ' || text), q) as rank
        from statute_sections, websearch_to_tsquery('english', ${term}) q
        where to_tsvector('english', coalesce(heading, '') || ' ' || text) @@ q order by rank desc limit 20`),
    ),
  );
}

async function generateSynthetic(db: Database, total: number) {
  const started = performance.now();
  await db.execute(sql`drop index if exists statute_sections_search_idx`);
  const base = (await db.execute(
    sql`select count(*)::int as n from statute_sections where jurisdiction_id in ('TX', 'DC')`,
  )) as unknown as { rows: { n: number }[] };
  const copies = Math.ceil(total / (base.rows[0]?.n ?? 1));
  for (let copy = 1; copy <= copies; copy += 1) {
    const state = `Z${String.fromCharCode(65 + (copy % 20))}`;
    await db.execute(sql`insert into statute_sections (jurisdiction_id, code, title, chapter, subchapter, part, section,
        variant, heading, text, hierarchy, annotations, citations, source_url, source, content_hash, search)
      select ${state}, ${state} || ' ' || substr(code, 4) || ' ' || ${copy}, title, chapter, subchapter, part, section, variant,
        heading, text, hierarchy, annotations, citations, source_url, 'bench-synthetic', content_hash, search
      from statute_sections where jurisdiction_id in ('TX', 'DC') and source <> 'bench-synthetic'
      limit ${Math.min(base.rows[0]?.n ?? 0, total - (copy - 1) * (base.rows[0]?.n ?? 0))}`);
  }
  await db.execute(sql`create index statute_sections_search_idx on statute_sections using gin (search)`);
  await db.execute(sql`analyze statute_sections`);
  const count = (await db.execute(sql`select count(*)::int as n from statute_sections`)) as unknown as {
    rows: { n: number }[];
  };
  console.log(
    `    ${count.rows[0]?.n.toLocaleString('en-US')} statute sections after generating (${Math.round(performance.now() - started)} ms)`,
  );
}

const openEngine = (engine: string) => openBenchDatabase(engine, 'statute_bench');

for (const engine of engines) {
  let opened: Awaited<ReturnType<typeof openEngine>>;
  try {
    opened = await openEngine(engine);
  } catch (error) {
    console.log(`  ${engine}: not available (${error instanceof Error ? error.message : String(error)}); skipped`);
    continue;
  }
  try {
    await opened.handle.migrate();
    const db = opened.handle.db;
    await loadSample(db, { info: () => {} }, { select: (table, row) => (lawTables.has(table) ? row : null) });
    await runSuite(db, engine, 'sample (1,326)');
    await generateSynthetic(db, syntheticCount);
    await runSuite(db, engine, `+${syntheticCount.toLocaleString('en-US')} synth.`);
  } finally {
    await opened.cleanup();
  }
}
