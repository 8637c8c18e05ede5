// Auto-tracking (decisions 071 and 082): precision at 20 and at 50 and recall of the matcher for four organization
// profiles (apps/server/src/modules/autotrack/autotrack-profiles.ts), beside a keyword-only and a subjects-only
// baseline scored by the same function in the same run; and the time of the matcher over every bill of each
// profile's state (the same reads and scoring as a run, without the writes). The shipped sample on PGlite. Prints
// figures; never fails on them (autotrack-quality.test.ts holds the matcher to them).
//
// Labels (autotrack-labels.ts): the sources' subjects OR the statute sections the profile cares about, with the
// reader's judgement in place of the source's for the bills of the seeded hand sample
// (fixtures/autotrack-hand-labels.json). Three views:
// - "labels": P@20, P@50 and recall over the whole state on those labels; P@k averages ties (bills of one score stand
//   in no order; decision 085), with the id-order figure beside it and P@20's ceiling (relevant bills / 20 when fewer);
// - "sample": precision and recall of what each method proposes among the hand-judged bills alone (no source);
// - "est.": the same weighted by stratum (each judged bill stands for its stratum's size / the bills drawn from it),
//   an estimate for the whole state from the reader's judgements alone.
// Targets: precision@20 >= 0.8 and recall >= 0.8, above both baselines; a state in under a minute.
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';
import { listCandidateBills } from '../apps/server/src/modules/autotrack/autotrack.queries';
import { toMatchBill } from '../apps/server/src/modules/autotrack/autotrack.service';
import { labelsOf, stratumOf } from '../apps/server/src/modules/autotrack/autotrack-labels';
import { benchProfiles } from '../apps/server/src/modules/autotrack/autotrack-profiles';
import { measureMethods } from '../apps/server/src/modules/autotrack/autotrack-quality';
import hand from '../apps/server/src/modules/autotrack/fixtures/autotrack-hand-labels.json';
import type { MatchBill } from '../apps/server/src/modules/autotrack/match-scoring';
import { openBenchDatabase } from './bench-database';

const opened = await openBenchDatabase('pglite', 'autotrack_bench');
const db = opened.handle.db;
await opened.handle.migrate();
await loadSample(db, { info: () => {} });

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
  'profile                 | method        | bills | relevant | P@20 (ceiling) | P@50 | P@20 / P@50 by id | recall | proposed | sample P / R (n) | est. P / R | ms',
);
for (const profile of benchProfiles) {
  if (!states.has(profile.stateCode)) states.set(profile.stateCode, await readState(profile.stateCode));
  const state = states.get(profile.stateCode);
  if (!state) continue;
  const relevant = labelsOf(profile, state.bills, hand);
  const judged = hand.profiles.find((entry) => entry.profile === profile.name)?.bills ?? [];
  const sizes = new Map<string, number>();
  for (const bill of state.bills) sizes.set(stratumOf(profile, bill), (sizes.get(stratumOf(profile, bill)) ?? 0) + 1);
  for (const row of measureMethods(profile, state.bills, relevant, judged, sizes)) {
    const ms = row.ms + (row.method === 'matcher' ? state.ms : 0);
    console.log(
      [
        profile.name.padEnd(23),
        row.method.padEnd(13),
        String(state.bills.length).padStart(5),
        String(relevant.size).padStart(8),
        `${fmt(row.precisionAt20)} (${fmt(row.ceilingAt20)})`.padStart(14),
        fmt(row.precisionAt50),
        `${fmt(row.idOrder.at20)} / ${fmt(row.idOrder.at50)}`.padStart(17),
        fmt(row.recall).padStart(6),
        String(row.proposed).padStart(8),
        `${fmt(row.sample.precision)} / ${fmt(row.sample.recall)} (${judged.length})`.padStart(16),
        `${fmt(row.estimate.precision)} / ${fmt(row.estimate.recall)}`.padStart(10),
        Math.round(ms),
      ].join(' | '),
    );
  }
}
console.log('ms (matcher) includes reading every bill of the state with its latest text and citations.');
await opened.cleanup();
