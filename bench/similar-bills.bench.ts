// Similar bills (decision 044): recall@10 on the ground truth the data carries, and query latency, for the
// MinHash/LSH index beside an exhaustive comparison (the estimated Jaccard similarity of the query's signature with
// every stored signature, in SQL), in the same run.
//
// Ground truth: every pair of stored bills the sources link as same-as or companion (NY same-as pairs, TX companion
// bills, US related bills) or as earlier-session versions (NY prior-session, when both are stored); and the Colorado
// bills the importer merged from two pipeline folders (HB1001 and HB25B-1001 ...): each copy's own text of the
// version the index signed (../shared/data), signed as a query, should find the merged bill. A query counts as a hit
// when the expected bill is among its 10 best matches.
//
// Corpora: the sample dataset the app ships (loaded by the same code as `npm start`, which builds the index), then
// BENCH_SIMILAR_BILLS (default 250,000) bills in all: synthetic bills whose signatures are real signatures perturbed
// (each keeps a share q ~ U(0, 0.25) of one random real bill's positions and gets random values elsewhere: a bill
// on the same subject in other words, estimated similarity up to 0.25 with that bill, near 0 with the rest; about
// 80 such bills for each real one, each a possible candidate that competes for the top 10),
// filed in the LSH buckets by the same code. Engines: PostgreSQL at 127.0.0.1:5432 (BENCH_PG_URL, its own database,
// dropped afterwards) for both corpora; PGlite for the sample only (BENCH_ENGINES). Prints figures; never fails on time.
// Target (PostgreSQL, 250k): recall@10 >= 0.95 and p95 <= 50 ms a query.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { selectRows } from '../apps/server/src/db/sql';
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';
import { selectRankedCandidates } from '../apps/server/src/modules/similar-bills/similar-bills.queries';
import { getSimilarBills } from '../apps/server/src/modules/similar-bills/similar-bills.service';
import { bandBuckets, LSH_BANDS } from '../apps/server/src/text-reuse/lsh';
import { SIGNATURE_SIZE, signText } from '../apps/server/src/text-reuse/minhash';
import { openBenchDatabase } from './bench-database';

const syntheticTotal = Number(process.env.BENCH_SIMILAR_BILLS ?? 250_000);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const coDir = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(import.meta.dirname, '../../shared/data'),
  'openstates-bills-windycivi/co-data-pipeline/country-us/state-co/sessions/2025B/bills',
);
const TOP = 10;

type Query = { label: string; billId: string | null; signature: number[]; expected: string; kind: string };
type Stats = { runs: number; p50: number; p95: number; mean: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const stats = (times: number[]): Stats => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    mean: sorted.reduce((sum, time) => sum + time, 0) / Math.max(1, sorted.length),
  };
};
const fmt = (value: Stats) => `p50 ${value.p50.toFixed(1)} ms, p95 ${value.p95.toFixed(1)} ms (n=${value.runs})`;

/** The LSH path exactly as GET /api/bills/{id}/similar-ai reads it: candidates from the buckets, ranked. */
async function lshTop(db: Database, query: Query) {
  const { ranked, total } = await selectRankedCandidates(db, {
    billId: query.billId ?? '',
    signature: query.signature,
    buckets: bandBuckets(query.signature),
    pool: 500,
    limit: TOP,
  });
  return { ids: ranked.map((row) => row.billId), candidates: total };
}

/** The baseline: the query's signature against every stored signature (all pairs, no index). */
async function exhaustiveTop(db: Database, query: Query) {
  const rows = await selectRows<{ billId: string }>(
    db,
    sql`select s.bill_id as "billId" from bill_text_signatures s
      where s.bill_id <> ${query.billId ?? ''}
      order by (select count(*) from unnest(s.signature, ${`{${query.signature.join(',')}}`}::int[]) as t(x, y) where x = y) desc,
        s.bill_id
      limit ${TOP}`,
  );
  return { ids: rows.map((row) => row.billId) };
}

async function groundTruth(db: Database): Promise<Query[]> {
  const pairs = await selectRows<{ billId: string; expected: string; kind: string; signature: number[] }>(
    db,
    sql`select r.bill_id as "billId", r.related_bill_id as expected,
        b.jurisdiction_id || ' ' || r.relation_type as kind, s.signature
      from bill_relations r
      join bills b on b.id = r.bill_id
      join bill_text_signatures s on s.bill_id = r.bill_id
      where r.relation_type in ('companion', 'same-as', 'prior-session', 'related')
        and exists (select 1 from bill_text_signatures t where t.bill_id = r.related_bill_id)
      order by r.bill_id, r.related_bill_id`,
  );
  const queries: Query[] = pairs.map((pair) => ({ ...pair, label: `${pair.billId} -> ${pair.expected}` }));
  // Colorado: each text file of either pipeline copy of a merged bill, as a text query.
  let folders: string[] = [];
  try {
    folders = readdirSync(coDir);
  } catch {
    console.log(`  (no ${coDir}: the CO merged-bill queries are left out)`);
  }
  for (const folder of folders) {
    const match = /^([A-Z]+?)(?:25B-)?0*(\d+)$/.exec(folder.replace(/\s/g, ''));
    if (!match) continue;
    const merged = `CO-251-${match[1]}-${match[2]}`;
    const signed = await selectRows<{ name: string }>(
      db,
      sql`select v.name from bill_text_signatures s join bill_versions v on v.id = s.version_id where s.bill_id = ${merged}`,
    );
    const versionName = signed[0]?.name;
    if (!versionName) continue; // the merged bill has no text in the database: nothing to find by text
    // The copy's text of the version the index signed for the merged bill (the pipelines extracted it separately).
    const file = `bill_content_${versionName.replace(/\s+/g, '_')}_extracted.txt`;
    let text: string;
    try {
      text = readFileSync(path.join(coDir, folder, 'files', file), 'utf8');
    } catch {
      continue; // this copy has no text of that version
    }
    if (text.trim().length < 200) continue;
    queries.push({
      label: `${folder} ${versionName} -> ${merged}`,
      billId: null,
      signature: signText(text).signature,
      expected: merged,
      kind: 'CO merged copy',
    });
  }
  return queries;
}

async function evaluate(db: Database, engine: string, corpus: string, queries: Query[], baselineRuns: number) {
  const lshTimes: number[] = [];
  let hits = 0;
  let candidates = 0;
  const byKind = new Map<string, { hits: number; total: number }>();
  const misses: string[] = [];
  await lshTop(db, queries[0] as Query); // warm-up
  for (const query of queries) {
    const started = performance.now();
    const result = await lshTop(db, query);
    lshTimes.push(performance.now() - started);
    candidates += result.candidates;
    const hit = result.ids.includes(query.expected);
    if (hit) hits += 1;
    else misses.push(query.label);
    const kind = byKind.get(query.kind) ?? { hits: 0, total: 0 };
    kind.total += 1;
    if (hit) kind.hits += 1;
    byKind.set(query.kind, kind);
  }
  const every = Math.max(1, Math.floor(queries.length / baselineRuns));
  const sampled = queries.filter((_, index) => index % every === 0).slice(0, baselineRuns);
  const baseTimes: number[] = [];
  let baseHits = 0;
  let lshOnSampled = 0;
  for (const query of sampled) {
    const started = performance.now();
    const result = await exhaustiveTop(db, query);
    baseTimes.push(performance.now() - started);
    if (result.ids.includes(query.expected)) baseHits += 1;
    if ((await lshTop(db, query)).ids.includes(query.expected)) lshOnSampled += 1;
  }
  const lsh = stats(lshTimes);
  const base = stats(baseTimes);
  console.log(`  ${engine} ${corpus}: ${queries.length} ground-truth queries`);
  console.log(
    `    LSH index      recall@${TOP} ${(hits / queries.length).toFixed(3)} (${hits}/${queries.length}); ${fmt(lsh)}; ` +
      `${(candidates / queries.length).toFixed(1)} candidates a query`,
  );
  for (const [kind, value] of [...byKind].sort()) console.log(`      ${kind.padEnd(18)} ${value.hits}/${value.total}`);
  if (misses.length) console.log(`      missed: ${misses.slice(0, 12).join(', ')}${misses.length > 12 ? ' ...' : ''}`);
  console.log(
    `    exhaustive     recall@${TOP} ${(baseHits / sampled.length).toFixed(3)} (${baseHits}/${sampled.length}; LSH ${lshOnSampled}/${sampled.length} on the same queries); ${fmt(base)}; ` +
      `${(base.p50 / Math.max(0.001, lsh.p50)).toFixed(0)}x the LSH time at p50`,
  );
  return { engine, corpus, recall: hits / queries.length, lsh, base };
}

async function serviceLatency(db: Database, queries: Query[]) {
  const ids = [...new Set(queries.map((query) => query.billId).filter((id): id is string => id !== null))].slice(0, 40);
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await getSimilarBills({ db, id });
    times.push(performance.now() - started);
  }
  console.log(`    whole call (index, ranking, texts and alignment of the top ${TOP}): ${fmt(stats(times))}`);
  return stats(times);
}

async function synthesize(db: Database, total: number): Promise<void> {
  const real = await selectRows<{ signature: number[] }>(
    db,
    sql`select signature from bill_text_signatures order by bill_id`,
  );
  const existing = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from bills`);
  const count = total - (existing[0]?.n ?? 0);
  if (count <= 0 || real.length === 0) return;
  await db.execute(sql`insert into legislative_sessions (id, jurisdiction_id, code, source_identifier, name, classification)
    select j.id || '-B25', j.id, 'B25', 'bench', 'Bench session', 'regular' from jurisdictions j
    where j.id in ('TX', 'CO', 'WI', 'IL', 'NY', 'CA', 'FL', 'SD', 'MI', 'DC') on conflict do nothing`);
  await db.execute(sql`insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier, title, source, content_hash)
    select st || '-B25-HB-' || g, st, st || '-B25', 'HB', g::text, 'HB ' || g, 'Synthetic bill ' || g, 'bench-synthetic', 'synthetic'
    from generate_series(1, ${count}::int) g, lateral (select (array['TX','CO','WI','IL','NY','CA','FL','SD','MI','DC'])[1 + g % 10] as st) s`);
  // A deterministic generator, so runs compare.
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x100000000;
  };
  const states = ['TX', 'CO', 'WI', 'IL', 'NY', 'CA', 'FL', 'SD', 'MI', 'DC'];
  const batch = 5000;
  for (let start = 1; start <= count; start += batch) {
    const rows: { id: string; signature: number[] }[] = [];
    for (let g = start; g < Math.min(count + 1, start + batch); g += 1) {
      const parent = real[Math.floor(random() * real.length)]?.signature ?? [];
      const keep = random() * 0.25;
      const signature = Array.from({ length: SIGNATURE_SIZE }, (_, index) =>
        random() < keep ? (parent[index] ?? 0) : Math.floor(random() * 0x100000000) | 0,
      );
      rows.push({ id: `${states[g % 10]}-B25-HB-${g}`, signature });
    }
    await db.execute(sql`insert into bill_text_signatures (bill_id, signature, shingle_count, text_hash)
      select x.bill_id, x.signature, 100, 'bench' from json_to_recordset(${JSON.stringify(
        rows.map((row) => ({ bill_id: row.id, signature: row.signature })),
      )}::json) as x(bill_id text, signature int[])`);
    const bands: number[] = [];
    const buckets: string[] = [];
    const ids: string[] = [];
    for (const row of rows)
      for (const bucket of bandBuckets(row.signature)) {
        bands.push(bucket.band);
        buckets.push(bucket.bucket.toString());
        ids.push(row.id);
      }
    await db.execute(sql`insert into bill_lsh_buckets (band, bucket, bill_id)
      select * from unnest(${`{${bands.join(',')}}`}::smallint[], ${`{${buckets.join(',')}}`}::bigint[], ${`{${ids.join(',')}}`}::text[])
      on conflict do nothing`);
    if ((start - 1) % 50_000 === 0) process.stdout.write(`    synthesized ${start + rows.length - 1} bills\n`);
  }
  await db.execute(sql`analyze bill_text_signatures`);
  await db.execute(sql`analyze bill_lsh_buckets`);
}

const openEngine = (engine: string) => openBenchDatabase(engine, 'similar_bench');

const summary: Awaited<ReturnType<typeof evaluate>>[] = [];
const started = performance.now();
console.log(
  `Similar bills: MinHash ${SIGNATURE_SIZE} x LSH ${LSH_BANDS} bands; sample, then ${syntheticTotal.toLocaleString('en-US')} bills on PostgreSQL`,
);
for (const engine of engines) {
  console.log(`\n## ${engine}`);
  let opened: Awaited<ReturnType<typeof openEngine>>;
  try {
    opened = await openEngine(engine);
  } catch (error) {
    console.log(`  skipped: ${(error as Error).message}`);
    continue;
  }
  try {
    const db = opened.handle.db;
    await opened.handle.migrate();
    let loadStarted = performance.now();
    await loadSample(db, { info: () => {} });
    const indexed = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from bill_text_signatures`);
    console.log(
      `  sample loaded and indexed in ${Math.round(performance.now() - loadStarted)} ms: ${indexed[0]?.n} signatures`,
    );
    const queries = await groundTruth(db);
    summary.push(await evaluate(db, engine, `sample (${indexed[0]?.n})`, queries, queries.length));
    await serviceLatency(db, queries);
    if (engine !== 'postgres') continue;
    loadStarted = performance.now();
    await synthesize(db, syntheticTotal);
    const all = await selectRows<{ n: number; buckets: number }>(
      db,
      sql`select (select count(*)::int from bill_text_signatures) as n, (select count(*)::int from bill_lsh_buckets) as buckets`,
    );
    console.log(
      `  synthetic corpus: ${all[0]?.n.toLocaleString('en-US')} signatures, ${all[0]?.buckets.toLocaleString('en-US')} bucket rows, in ${Math.round((performance.now() - loadStarted) / 1000)} s`,
    );
    summary.push(await evaluate(db, engine, `${Math.round((all[0]?.n ?? 0) / 1000)}k`, queries, 12));
    await serviceLatency(db, queries);
  } finally {
    await opened.cleanup();
  }
}
console.log('\nSummary');
for (const row of summary)
  console.log(
    `  ${row.engine.padEnd(8)} ${row.corpus.padEnd(14)} recall@${TOP} ${row.recall.toFixed(3)}  LSH ${fmt(row.lsh)}  exhaustive ${fmt(row.base)}`,
  );
const target = summary.find((row) => row.engine === 'postgres' && !row.corpus.startsWith('sample'));
if (target)
  console.log(
    `Target (PostgreSQL, ${target.corpus}): recall@${TOP} ${target.recall.toFixed(3)} (>= 0.95: ${target.recall >= 0.95 ? 'met' : 'NOT met'}); ` +
      `p95 ${target.lsh.p95.toFixed(1)} ms a query (<= 50 ms: ${target.lsh.p95 <= 50 ? 'met' : 'NOT met'})`,
  );
console.log(`Total time ${Math.round((performance.now() - started) / 1000)} s`);
