import { clusterCompanyKeys } from './company-match';
import { type CompanyNameSource, companyDeclaredAliases, companyKeyOf } from './company-name';

export type PairVerdict = {
  a: string;
  b: string;
  expected: boolean;
  merged: boolean;
};
export type ResolutionMetrics = {
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  errors: PairVerdict[];
};

type Pair = readonly [string, CompanyNameSource, string, CompanyNameSource, boolean];

/**
 * Precision and recall of merges on labelled pairs: a pair is merged when both names land in one company
 * after grouping every key of `extraNames` and of the pairs together (clusterCompanyKeys, with the aliases the
 * names declare and the jurisdictions of `extraNames`), so chains of matches through other real names count as they would in the import.
 */
export function measureResolution(
  pairs: readonly Pair[],
  extraNames: readonly (readonly [string, CompanyNameSource, string?])[] = [],
): ResolutionMetrics {
  const weights = new Map<string, number>();
  const declared = new Map<string, string[]>();
  const jurisdictions = new Map<string, Set<string>>();
  const add = (name: string, source: CompanyNameSource, jurisdiction?: string) => {
    const key = companyKeyOf(name, source);
    if (!key) return;
    weights.set(key, (weights.get(key) ?? 0) + 1);
    if (jurisdiction) jurisdictions.set(key, (jurisdictions.get(key) ?? new Set<string>()).add(jurisdiction));
    const aliases = companyDeclaredAliases(name, source);
    if (aliases.length > 0) declared.set(key, [...new Set([...(declared.get(key) ?? []), ...aliases])]);
  };
  for (const [name, source, jurisdiction] of extraNames) add(name, source, jurisdiction);
  for (const [a, sa, b, sb] of pairs) {
    add(a, sa);
    add(b, sb);
  }
  const representative = clusterCompanyKeys(weights, { declared, jurisdictions });
  const verdicts = pairs.map(([a, sa, b, sb, expected]): PairVerdict => {
    const ka = companyKeyOf(a, sa);
    const kb = companyKeyOf(b, sb);
    const merged = ka !== null && kb !== null && representative.get(ka) === representative.get(kb);
    return { a, b, expected, merged };
  });
  const count = (expected: boolean, merged: boolean) =>
    verdicts.filter((verdict) => verdict.expected === expected && verdict.merged === merged).length;
  const truePositives = count(true, true);
  const falsePositives = count(false, true);
  const falseNegatives = count(true, false);
  return {
    pairs: verdicts.length,
    truePositives,
    falsePositives,
    falseNegatives,
    trueNegatives: count(false, false),
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
    errors: verdicts.filter((verdict) => verdict.expected !== verdict.merged),
  };
}
