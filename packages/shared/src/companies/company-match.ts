/**
 * When two different resolution keys (normalizeCompanyName) are still one company, and the grouping of many
 * keys into companies (decision 039). Equal keys always match. Beyond that, three narrow rules, each measured on
 * the hand-labelled pairs (company-name.pairs.ts, `npm run bench -- company`):
 * 1. spacing: the same letters with different spaces ("ActionFund", "Mid Continent" / "Midcontinent");
 * 2. a typo: the same words but one, which differs by one letter (two in words of 9+ letters), starts with the
 *    same letter, is long enough (5 letters in names of 3+ words, 6 in two-word names, 8 alone) and is not a word
 *    that tells places or bodies apart (north/south, county/country);
 * 3. a short form: a name whose first word is distinctive (Mayo, Cisco, Hennepin Healthcare) against the same
 *    words followed only by generic words (Clinic, Systems, Health, University, Office).
 * Digits must always be equal (ISD 191 is not ISD 192).
 */

/** Words whose one-letter variants are different names, never typos. */
const distinctWords = new Set([
  'north',
  'south',
  'east',
  'west',
  'county',
  'country',
  'health',
  'wealth',
  'power',
  'tower',
  'state',
  'states',
  'city',
  'cities',
  'union',
  'unions',
  'fund',
  'funds',
]);

/** Words that may follow a distinctive first word in the full form of a short name. */
const genericTailWords = new Set([
  'health',
  'healthcare',
  'clinic',
  'clinics',
  'system',
  'systems',
  'technologies',
  'technology',
  'university',
  'insurance',
  'group',
  'holdings',
  'enterprises',
  'office',
  'offices',
]);

/** First words too common to stand for one company alone ("United", "Federal"). */
const commonFirstWords = new Set([
  'united',
  'federal',
  'national',
  'american',
  'america',
  'central',
  'general',
  'public',
  'state',
  'first',
  'community',
  'county',
  'city',
  'express',
  'medical',
  'health',
  'university',
  'minnesota',
  'south',
  'north',
  'east',
  'west',
  'western',
  'eastern',
  'northern',
  'southern',
  'global',
  'international',
  'new',
  'great',
  'standard',
  'capital',
  'pioneer',
  'summit',
  'heartland',
  'midwest',
]);

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const previous = rows[i - 1] as number[];
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return Math.min((rows[a.length] as number[])[b.length] ?? max + 1, max + 1);
}

const digitsOf = (key: string) => key.replace(/[^0-9]/g, '');

function oneWordTypo(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  let typos = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x === y) continue;
    typos += 1;
    if (typos > 1) return false;
    if (x[0] !== y[0] || distinctWords.has(x) || distinctWords.has(y)) return false;
    // Short words in short names are where typos and real names collide (USDOL, USDOT): ask for more letters.
    const shorter = Math.min(x.length, y.length);
    if (shorter < (a.length === 1 ? 8 : a.length === 2 ? 6 : 5)) return false;
    if (editDistance(x, y, 2) > (shorter >= 9 ? 2 : 1)) return false;
  }
  return typos === 1;
}

function shortForm(a: string[], b: string[]): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const first = short[0] ?? '';
  if (short.length === long.length || first.length < 4 || commonFirstWords.has(first)) return false;
  if (!short.every((word, index) => long[index] === word)) return false;
  return long.slice(short.length).every((rest) => genericTailWords.has(rest));
}

/** Whether two resolution keys name one company (equal keys, or one of the three rules above). */
export function sameCompanyKey(a: string, b: string): boolean {
  if (a === b) return a !== '';
  if (!a || !b || digitsOf(a) !== digitsOf(b)) return false;
  if (a.replace(/ /g, '') === b.replace(/ /g, '')) return true;
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  return oneWordTypo(wordsA, wordsB) || shortForm(wordsA, wordsB);
}

/**
 * Groups keys into companies: keys that match (sameCompanyKey) are joined, transitively. Candidates are
 * compared only within a block (the first letter, which every rule keeps), so the cost stays near linear on
 * real data. Returns, for each key, the key of its group's representative: the one with the largest weight
 * (number of source records), ties to the shorter and then the alphabetically first.
 */
export function clusterCompanyKeys(weights: ReadonlyMap<string, number>): Map<string, string> {
  const keys = [...weights.keys()].filter((key) => key !== '').sort();
  const parent = new Map<string, string>(keys.map((key) => [key, key]));
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(key, root);
    return root;
  };
  const blocks = new Map<string, string[]>();
  for (const key of keys) {
    const block = key[0] ?? '';
    blocks.set(block, [...(blocks.get(block) ?? []), key]);
  }
  for (const block of blocks.values()) {
    for (let i = 0; i < block.length; i += 1) {
      for (let j = i + 1; j < block.length; j += 1) {
        const a = block[i] as string;
        const b = block[j] as string;
        if (find(a) !== find(b) && sameCompanyKey(a, b)) parent.set(find(a), find(b));
      }
    }
  }
  const members = new Map<string, string[]>();
  for (const key of keys) members.set(find(key), [...(members.get(find(key)) ?? []), key]);
  const representative = new Map<string, string>();
  for (const group of members.values()) {
    const best = [...group].sort(
      (x, y) => (weights.get(y) ?? 0) - (weights.get(x) ?? 0) || x.length - y.length || x.localeCompare(y),
    )[0] as string;
    for (const key of group) representative.set(key, best);
  }
  return representative;
}
