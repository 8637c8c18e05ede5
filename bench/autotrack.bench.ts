// Auto-tracking (decision 071): precision at 20 and at 50 and recall of the matcher for four organization profiles
// (apps/server/src/modules/autotrack/autotrack-profiles.ts), against labels from the sources' own subject indexes,
// beside a keyword-only and a subjects-only baseline scored by the same function in the same run; and the time of
// the matcher over every bill of each profile's state (the same reads and scoring as a run, without the writes).
// The shipped sample (data/sample) on PGlite. Prints figures; never fails on them.
// "P@20 idx" is precision at 20 among the bills the source indexed: Michigan's resolutions carry no LegiScan subject,
// so its labels cannot call one relevant, and a resolution in the top 20 counts against every method in P@20.
// Last, the hand-reviewed sample (fixtures/energy-hand-labels.json, read by match-hand-labels.test.ts): precision
// and recall of each method's proposals, and of the source labels, against a reader's judgement of 30 bills.
// Targets: precision@20 >= 0.8 and recall >= 0.8, above both baselines; a state in under a minute.
import { sql } from 'drizzle-orm';
import { selectRows } from '../apps/server/src/db/sql';
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';
import { listCandidateBills } from '../apps/server/src/modules/autotrack/autotrack.queries';
import { toMatchBill } from '../apps/server/src/modules/autotrack/autotrack.service';
import { benchProfiles, matchProfileOf } from '../apps/server/src/modules/autotrack/autotrack-profiles';
import handLabels from '../apps/server/src/modules/autotrack/fixtures/energy-hand-labels.json';
import {
  compileProfile,
  MATCH_THRESHOLD,
  type MatchBill,
  scoreBill,
} from '../apps/server/src/modules/autotrack/match-scoring';
import { openBenchDatabase } from './bench-database';

const opened = await openBenchDatabase('pglite', 'autotrack_bench');
const db = opened.handle.db;
await opened.handle.migrate();
await loadSample(db, { info: () => {} });

type Scored = { id: string; score: number };
const at = (ranked: Scored[], k: number, relevant: Set<string>) =>
  ranked.slice(0, k).filter((bill) => relevant.has(bill.id)).length / Math.min(k, Math.max(ranked.length, 1));
const fmt = (value: number) => value.toFixed(2);

async function readState(stateCode: string): Promise<{ bills: MatchBill[]; ms: number }> {
  const started = performance.now();
  const bills: MatchBill[] = [];
  let afterId = '';
  for (;;) {
    const rows = await listCandidateBills(db, { stateCode, afterId, limit: 200, changedSince: null });
    if (rows.length === 0) break;
    bills.push(...rows.map(toMatchBill));
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
  return { bills, ms: performance.now() - started };
}

const states = new Map<string, { bills: MatchBill[]; ms: number }>();
console.log(
  'profile                 | method        | bills | relevant | P@20 | P@20 idx | P@50 | recall | matched | ms',
);
for (const profile of benchProfiles) {
  if (!states.has(profile.stateCode)) states.set(profile.stateCode, await readState(profile.stateCode));
  const state = states.get(profile.stateCode);
  if (!state) continue;
  const labels = new Set(profile.labelTerms);
  const termsOf = await selectRows<{ id: string; terms: string[] }>(
    db,
    sql`select id, subject_terms as terms from bills where jurisdiction_id = ${profile.stateCode}`,
  );
  const relevant = new Set(termsOf.filter((row) => row.terms.some((term) => labels.has(term))).map((row) => row.id));
  const indexed = new Set(termsOf.filter((row) => row.terms.length > 0).map((row) => row.id));
  for (const [method, only] of [
    ['matcher', undefined],
    ['keywords only', 'keywords'],
    ['subjects only', 'subjects'],
  ] as const) {
    const started = performance.now();
    const compiled = compileProfile(matchProfileOf(profile, only));
    const ranked = state.bills
      .map((bill) => ({ id: bill.id, score: scoreBill(compiled, bill).score }))
      .filter((bill) => bill.score > 0)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    const ms = performance.now() - started + (method === 'matcher' ? state.ms : 0);
    // A baseline proposes what any of its signals found; the matcher what passes its threshold.
    const proposed = method === 'matcher' ? ranked.filter((bill) => bill.score >= MATCH_THRESHOLD) : ranked;
    const found = proposed.filter((bill) => relevant.has(bill.id)).length;
    console.log(
      [
        profile.name.padEnd(23),
        method.padEnd(13),
        String(state.bills.length).padStart(5),
        String(relevant.size).padStart(8),
        fmt(at(ranked, 20, relevant)),
        fmt(
          at(
            ranked.filter((bill) => indexed.has(bill.id)),
            20,
            relevant,
          ),
        ).padStart(8),
        fmt(at(ranked, 50, relevant)),
        fmt(relevant.size ? found / relevant.size : 0).padStart(6),
        String(proposed.length).padStart(7),
        Math.round(ms),
      ].join(' | '),
    );
  }
}
console.log('ms (matcher) includes reading every bill of the state with its latest text and citations.');

// The hand-reviewed sample: a reader's labels, not the source's (how they were judged: the fixture's "how").
const handProfile = benchProfiles.find((profile) => profile.name === handLabels.profile);
const handBills = states
  .get(handLabels.stateCode)
  ?.bills.filter((bill) => handLabels.bills.some((row) => row.billId === bill.id));
if (handProfile && handBills) {
  const judged = new Set(handLabels.bills.filter((bill) => bill.relevant).map((bill) => bill.billId));
  const report = (method: string, proposed: string[]) => {
    const found = proposed.filter((id) => judged.has(id)).length;
    console.log(
      `${method.padEnd(13)} | proposed ${String(proposed.length).padStart(2)} | precision ${fmt(found / Math.max(proposed.length, 1))} | recall ${fmt(found / judged.size)}`,
    );
  };
  console.log(
    `\nhand-reviewed sample: ${handLabels.profile} (${handLabels.stateCode}), ${handBills.length} bills, ${judged.size} judged relevant`,
  );
  for (const [method, only] of [
    ['matcher', undefined],
    ['keywords only', 'keywords'],
    ['subjects only', 'subjects'],
  ] as const) {
    const compiled = compileProfile(matchProfileOf(handProfile, only));
    const floor = only ? 1 : MATCH_THRESHOLD;
    report(
      method,
      handBills.filter((bill) => scoreBill(compiled, bill).score >= floor).map((bill) => bill.id),
    );
  }
  const labels = new Set(handProfile.labelTerms);
  const sourceRows = await selectRows<{ id: string; terms: string[] }>(
    db,
    sql`select id, subject_terms as terms from bills where jurisdiction_id = ${handLabels.stateCode}`,
  );
  report(
    'source labels',
    sourceRows
      .filter((row) => handBills.some((bill) => bill.id === row.id) && row.terms.some((term) => labels.has(term)))
      .map((row) => row.id),
  );
}
await opened.cleanup();
