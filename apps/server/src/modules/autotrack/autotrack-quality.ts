import { type BenchProfile, matchProfileOf } from './autotrack-profiles';
import { compileProfile, keywordSharesOf, MATCH_THRESHOLD, type MatchBill, scoreBill } from './match-scoring';

/**
 * The figures of decision 082 for one profile, shared by the bench (npm run bench -- autotrack) and the test that
 * holds the matcher to them (autotrack-quality.test.ts): the matcher and its two baselines, scored by the same
 * function on the same bills.
 */

type JudgedBill = { billId: string; stratum: string; relevant: boolean };

export type Method = 'matcher' | 'keywords only' | 'subjects only';
export type MethodFigures = {
  method: Method;
  /** Precision at 20 and at 50 with ties averaged (tiedPrecisionAt): what the figures quote. */
  precisionAt20: number;
  precisionAt50: number;
  /** The same with ties in bill id order, as decision 082 counted them (shown beside, for comparison). */
  idOrder: { at20: number; at50: number };
  /** The best precision at 20 any method could reach: 1, or the relevant bills over 20 when there are fewer. */
  ceilingAt20: number;
  recall: number;
  proposed: number;
  /** Among the hand-judged bills only: precision and recall of the method's proposals. */
  sample: { precision: number; recall: number };
  /** The same, each judged bill weighted by its stratum's size over the bills drawn from it. */
  estimate: { precision: number; recall: number };
  ms: number;
};

const METHODS: [Method, 'keywords' | 'subjects' | undefined][] = [
  ['matcher', undefined],
  ['keywords only', 'keywords'],
  ['subjects only', 'subjects'],
];

/**
 * Precision at k: the relevant share of the first k, or of all the method ranked when it scored fewer than k bills
 * above 0 (a baseline that finds 9 bills is judged on those 9).
 */
const precisionAt = (ranked: { id: string }[], k: number, relevant: ReadonlySet<string>) =>
  ranked.slice(0, k).filter((bill) => relevant.has(bill.id)).length / Math.min(k, Math.max(ranked.length, 1));

/**
 * The same with ties averaged (decision 085): bills of equal score stand in no order, so a tie cut at k counts its
 * relevant share (the expected precision over every order of the tie). Breaking ties by bill id let a baseline that
 * scores a whole subject alike gain or lose by how the state numbered its bills.
 */
const tiedPrecisionAt = (ranked: { id: string; score: number }[], k: number, relevant: ReadonlySet<string>) => {
  let taken = 0;
  let found = 0;
  for (let start = 0; start < ranked.length && taken < k; ) {
    let end = start;
    while (end < ranked.length && ranked[end]?.score === ranked[start]?.score) end += 1;
    const group = ranked.slice(start, end);
    const share = Math.min(group.length, k - taken);
    found += (group.filter((bill) => relevant.has(bill.id)).length * share) / group.length;
    taken += share;
    start = end;
  }
  return found / Math.min(k, Math.max(ranked.length, 1));
};

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export function measureMethods(
  profile: BenchProfile,
  bills: readonly MatchBill[],
  relevant: ReadonlySet<string>,
  /** The hand-judged bills of the profile (stratum as drawHandSample names it). */
  judged: readonly JudgedBill[],
  stratumSizes: ReadonlyMap<string, number>,
): MethodFigures[] {
  const drawn = new Map<string, number>();
  for (const row of judged) drawn.set(row.stratum, (drawn.get(row.stratum) ?? 0) + 1);
  const weightOf = (row: JudgedBill) => (stratumSizes.get(row.stratum) ?? 0) / Math.max(drawn.get(row.stratum) ?? 1, 1);

  return METHODS.map(([method, only]) => {
    const started = performance.now();
    const compiled = compileProfile(matchProfileOf(profile, only));
    // Every method counts a keyword common in the state less, as the service does (one state per profile).
    const shares = keywordSharesOf(compiled, bills);
    const ranked = bills
      .map((bill) => ({ id: bill.id, score: scoreBill(compiled, bill, shares).score }))
      .filter((bill) => bill.score > 0)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    const ms = performance.now() - started;
    // A baseline proposes whatever any of its signals found; the matcher what passes its threshold.
    const proposed = new Set(
      (only ? ranked : ranked.filter((bill) => bill.score >= MATCH_THRESHOLD)).map((bill) => bill.id),
    );
    const found = [...proposed].filter((id) => relevant.has(id)).length;

    const sum = (rows: typeof judged, weighted: boolean) =>
      rows.reduce((total, row) => total + (weighted ? weightOf(row) : 1), 0);
    const hit = judged.filter((row) => row.relevant && proposed.has(row.billId));
    const sampleOf = (weighted: boolean) => ({
      precision: ratio(
        sum(hit, weighted),
        sum(
          judged.filter((row) => proposed.has(row.billId)),
          weighted,
        ),
      ),
      recall: ratio(
        sum(hit, weighted),
        sum(
          judged.filter((row) => row.relevant),
          weighted,
        ),
      ),
    });
    return {
      method,
      precisionAt20: tiedPrecisionAt(ranked, 20, relevant),
      precisionAt50: tiedPrecisionAt(ranked, 50, relevant),
      idOrder: { at20: precisionAt(ranked, 20, relevant), at50: precisionAt(ranked, 50, relevant) },
      ceilingAt20: Math.min(1, relevant.size / 20),
      recall: ratio(found, relevant.size),
      proposed: proposed.size,
      sample: sampleOf(false),
      estimate: sampleOf(true),
      ms,
    };
  });
}
