import { terms } from './text-analysis';

/** Something with text to rank. */
export type Rankable = { text: string };

export type Ranked<T> = T & { score: number };

// Okapi BM25 parameters: k1 how fast repeated terms stop adding, b how much long passages are penalized.
const K1 = 1.2;
const B = 0.75;
/** Bonus per pair of query terms that appear next to each other in the passage (phrases such as "civil penalty"). */
const ADJACENT_BONUS = 0.35;

/**
 * Ranks passages for a query with Okapi BM25 over stemmed terms (text-analysis.terms), the document frequencies
 * taken from the passages given (the candidates retrieval found), plus a small bonus for query terms that stay
 * adjacent in the passage. Passages that share no term with the query score 0 and come last. Stable: equal scores
 * keep their input order.
 */
export function rankPassages<T extends Rankable>(query: string, passages: readonly T[]): Ranked<T>[] {
  const queryTerms = [...new Set(terms(query))];
  if (queryTerms.length === 0 || passages.length === 0) return passages.map((passage) => ({ ...passage, score: 0 }));
  const analyzed = passages.map((passage) => terms(passage.text));
  const averageLength = analyzed.reduce((sum, list) => sum + list.length, 0) / analyzed.length || 1;
  const documentFrequency = new Map<string, number>();
  for (const list of analyzed) {
    for (const term of new Set(list)) {
      if (queryTerms.includes(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const count = passages.length;
  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (count - df + 0.5) / (df + 0.5));
  };
  const pairs = new Set<string>();
  const queryOrder = terms(query);
  for (let index = 1; index < queryOrder.length; index += 1) pairs.add(`${queryOrder[index - 1]} ${queryOrder[index]}`);

  const scored = passages.map((passage, index) => {
    const list = analyzed[index] ?? [];
    const frequency = new Map<string, number>();
    for (const term of list) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    let score = 0;
    for (const term of queryTerms) {
      const tf = frequency.get(term) ?? 0;
      if (tf === 0) continue;
      score += (idf(term) * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * list.length) / averageLength));
    }
    if (score > 0 && pairs.size > 0) {
      const seen = new Set<string>();
      for (let position = 1; position < list.length; position += 1) {
        const pair = `${list[position - 1]} ${list[position]}`;
        if (pairs.has(pair)) seen.add(pair);
      }
      score += seen.size * ADJACENT_BONUS;
    }
    return { ...passage, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map(({ index: _index, ...rest }) => rest as unknown as Ranked<T>);
}

/** How many distinct query terms a text contains (sentence selection uses it). */
export function termOverlap(queryTerms: ReadonlySet<string>, text: string): number {
  let found = 0;
  for (const term of new Set(terms(text))) if (queryTerms.has(term)) found += 1;
  return found;
}
