import { seededRandom } from '../../lib/seeded-random';
import type { BenchProfile, Stratum } from './autotrack-profiles';

export type { Stratum };

import type { MatchBill } from './match-scoring';

/**
 * Which bills truly matter to a bench profile (decision 082), decided without the matcher: the sources' subjects OR
 * the statute sections the profile cares about, corrected by a reader's judgement of a seeded random sample
 * (fixtures/autotrack-hand-labels.json). Nothing here reads a score, so no method can be favoured by construction
 * except through the sources themselves, which the hand sample checks.
 */

/**
 * The statute sections a bill changes, as '<code> <section>': the citations its text amends, adds or repeals
 * (Texas), and the MCL numbers a Michigan title cites in its "(MCL 460.1001 & 460.1003)" (LegiScan's titles name
 * the sections a bill amends or adds to; Michigan's sample has no text to extract citations from).
 */
export function statuteReferences(bill: Pick<MatchBill, 'title' | 'citations'>): string[] {
  const references = bill.citations
    .filter((citation) => citation.kind !== 'cites')
    .map((citation) => `${citation.code} ${citation.section}`);
  for (const group of bill.title.matchAll(/\(MCL ([^)]*)\)/g)) {
    for (const number of group[1]?.match(/\d+\.\d+[a-z]*/g) ?? []) references.push(`MCL ${number}`);
  }
  return references;
}

/** The source's answer: a subject term the profile names, or a changed section under one it cares about. */
export function sourceLabel(
  profile: Pick<BenchProfile, 'labelTerms' | 'labelSections'>,
  bill: Pick<MatchBill, 'title' | 'citations' | 'subjectTerms'>,
): { relevant: boolean; bySubject: boolean; bySection: boolean } {
  const bySubject = bill.subjectTerms.some((term) => profile.labelTerms.includes(term));
  const bySection = statuteReferences(bill).some((reference) =>
    profile.labelSections.some((prefix) => reference.startsWith(prefix)),
  );
  return { relevant: bySubject || bySection, bySubject, bySection };
}

/**
 * Whether any of the profile's keywords occurs in the bill as whole words (title, summary, subject terms or text),
 * written here rather than taken from the matcher so the sample's strata do not move when the matcher does.
 */
export function keywordFires(keywords: readonly string[], bill: MatchBill): boolean {
  const haystack = [bill.title, bill.abstract ?? '', bill.subjectTerms.join(' '), bill.text ?? ''].join('\n');
  return keywords.some((keyword) => {
    const words = keyword.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    if (words.length === 0) return false;
    return new RegExp(`\\b${words.map((word) => `${word}(?:s|es)?`).join('[\\s\\-/]+')}\\b`, 'i').test(haystack);
  });
}

/**
 * How many bills of each stratum the hand sample draws per profile. The two disagreement strata (the source says
 * yes and no keyword fires; a keyword fires and the source says no) and the bills the source left without subjects
 * are drawn most, since that is where the source labels can be wrong; the agreeing strata are checked too.
 */
export const STRATUM_QUOTA: Record<Stratum, number> = {
  'source yes, keyword yes': 6,
  'source yes, keyword no': 8,
  'source no, keyword yes': 10,
  'no source subjects': 8,
  'source no, keyword no': 6,
};
export const SAMPLE_SEED = 20261206;

export function stratumOf(profile: BenchProfile, bill: MatchBill): Stratum {
  const source = sourceLabel(profile, bill).relevant;
  if (!source && bill.subjectTerms.length === 0) return 'no source subjects';
  const keyword = keywordFires(profile.keywords, bill);
  if (source) return keyword ? 'source yes, keyword yes' : 'source yes, keyword no';
  return keyword ? 'source no, keyword yes' : 'source no, keyword no';
}

/**
 * The seeded random sample a reader judges for one profile: per stratum, the bills in id order shuffled by the
 * seed (plus the profile's position, so profiles on one state draw different bills), the first `quota` taken.
 * It reads no score: it is drawn before, and independently of, any ranking.
 */
export function drawHandSample(profile: BenchProfile, profileIndex: number, bills: readonly MatchBill[]) {
  const random = seededRandom(SAMPLE_SEED + profileIndex);
  const byStratum = new Map<Stratum, MatchBill[]>();
  for (const bill of [...bills].sort((a, b) => a.id.localeCompare(b.id))) {
    const stratum = stratumOf(profile, bill);
    byStratum.set(stratum, [...(byStratum.get(stratum) ?? []), bill]);
  }
  const drawn: { billId: string; stratum: Stratum }[] = [];
  for (const [stratum, quota] of Object.entries(STRATUM_QUOTA) as [Stratum, number][]) {
    const pool = [...(byStratum.get(stratum) ?? [])];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [pool[index], pool[other]] = [pool[other] as MatchBill, pool[index] as MatchBill];
    }
    for (const bill of pool.slice(0, profile.sampleQuota?.[stratum] ?? quota)) drawn.push({ billId: bill.id, stratum });
  }
  return drawn;
}

export type HandLabel = { billId: string; stratum: Stratum; relevant: boolean; reason: string };
export type HandLabels = {
  question: string;
  how: string;
  profiles: { profile: string; stateCode: string; question: string; bills: HandLabel[] }[];
};

/**
 * The labels a run is measured on: the source's answer for every bill of the state, and the reader's where the
 * sample judged the bill.
 */
export function labelsOf(
  profile: BenchProfile,
  bills: readonly MatchBill[],
  hand: { profiles: readonly { profile: string; bills: readonly { billId: string; relevant: boolean }[] }[] },
): Set<string> {
  const judged = new Map(
    (hand.profiles.find((entry) => entry.profile === profile.name)?.bills ?? []).map((row) => [
      row.billId,
      row.relevant,
    ]),
  );
  return new Set(
    bills.filter((bill) => judged.get(bill.id) ?? sourceLabel(profile, bill).relevant).map((bill) => bill.id),
  );
}
