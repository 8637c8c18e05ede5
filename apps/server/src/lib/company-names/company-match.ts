/**
 * When two different resolution keys (normalizeCompanyName) are still one company, and the grouping of many
 * keys into companies (decision 039). Equal keys always match. Beyond that, rules each measured on the
 * hand-labelled pairs (company-name.pairs.ts, `npm run bench -- company-resolution`).
 * Pairwise rules (sameCompanyKey):
 * 1. spacing: the same letters with different spaces ("ActionFund", "Mid Continent" / "Midcontinent");
 * 2. a typo: the same words but one, which differs by one letter (two in words of 9+ letters), starts with the
 *    same letter, is long enough (5 letters in names of 3+ words, 6 in two-word names, 8 alone) and is not a word
 *    that tells places or bodies apart (north/south, county/country); or, in names of three words or more, one
 *    word cut to its first 5+ letters ("Federation Of Ameri", "Center for Environ Advocacy");
 * 3. a short form: a name whose first word is distinctive (Mayo, Cisco, Hennepin Healthcare), or of three words
 *    or more (North State Advisers), against the same words followed only by generic words (Clinic, Systems,
 *    Health, University, Office, Construction, Mutual Insurance, Electric Association; Associates only after two
    words or more, since "Nystrom and Associates" is a person's firm, not "Nystrom Inc");
 * 4. the same core: equal once a national tail ("of America", "USA", "US", "United States") and the legal forms
 *    it hid are cut ("Motion Picture Association - America" / "Motion Picture Association Inc."), and with South
 *    Dakota's 2019 renaming of its technical institutes to colleges; the core keeps two words, one distinctive
 *    ("Bank of America" is not "Bank"). State names are never cut: "AARP South Dakota" is a chapter.
 * Pool rules (clusterCompanyKeys only, since they need to see every other name): a key joins a group only when
 * every candidate the rule finds for it is already one group, so a short name that could be two companies
 * stays alone:
 * 5. a distinctive prefix: two or more words, none generic ("Larkin Hoffman", "Robins Kaplan"), against the
 *    same words followed by one to three more that are no PAC, fund, chapter, local, place or sub-unit word
 *    ("Larkin Hoffman Daly Lindgren");
 * 6. an acronym: one word of 3 to 8 letters standing for 3 or more consecutive words of the other name, the rest
 *    equal ("US EPA" / "US Environmental Protection Agency"); a bare acronym ("USC") only within a jurisdiction
 *    that uses both names, when the jurisdictions are known;
 * 7. a declared alias (companyDeclaredAliases): an acronym in brackets that is the name's own initials
 *    ("(AUVSI)") joins another name whose initials it is and which shares half of its words; a former name ("fka", "formerly") or the legal name before "dba"
 *    joins that name's key.
 * Digits must always be equal (ISD 191 is not ISD 192; Local 49 is not Local 120).
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
  // Legal and trade descriptors a short form leaves out ("McGough" / "McGough Construction", "Nationwide" /
  // "Nationwide Mutual Insurance Company", "Wright-Hennepin Coop" / "... Cooperative Electric Association").
  'mutual',
  'construction',
  'cooperative',
  'cooperatives',
  'electric',
  'association',
  'companies',
  'industries',
  'corporation',
  'company',
  'incorporated',
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

/**
 * Words that say what kind of body a name is, not which one: a name made only of them is not distinctive, and a
 * prefix holding one of them is too weak to stand for a longer name ("Sanford Health" / "... Health Plan").
 */
const genericWords = new Set([
  ...genericTailWords,
  ...commonFirstWords,
  ...distinctWords,
  'association',
  'associations',
  'council',
  'service',
  'services',
  'center',
  'centers',
  'bank',
  'credit',
  'school',
  'schools',
  'district',
  'college',
  'institute',
  'foundation',
  'committee',
  'energy',
  'farm',
  'farmers',
  'bureau',
  'chamber',
  'commerce',
  'department',
  'board',
  'law',
  'firm',
  'partners',
  'consulting',
  'strategies',
  'affairs',
  'government',
  'solutions',
  'advisors',
  'advisers',
  'management',
  'development',
  'hospital',
  'care',
  'church',
  'league',
  'coalition',
  'alliance',
  'society',
  'club',
  'network',
  'project',
  'agency',
  'authority',
  'communications',
  'media',
  'workers',
  'professional',
  'professionals',
  'research',
  'business',
  'industry',
  'financial',
  'investments',
  'capital',
  'trust',
  'resources',
  'partnership',
  'bankers',
  'realtors',
  'builders',
  'contractors',
  'dakota',
  'rural',
  'regional',
  'area',
  'valley',
  'river',
  'lake',
  'black',
  'hills',
  'sioux',
  'falls',
  'rapid',
  'saint',
  'paul',
  'minneapolis',
  'united',
  'america',
  'american',
  'americans',
  'real',
  'estate',
]);

/** Small words of names, left out of initials and never distinctive. */
const stopWords = new Set(['of', 'for', 'the', 'and', 'in', 'on', 'at', 'to', 'a', 'an', 'de', 'la']);

/**
 * Words after a prefix that make the longer name another body: its PAC or fund, a chapter, local or sub-unit,
 * a place (state names, "of"), a foundation or plan. A distinctive prefix never stands for such a name.
 */
const otherBodyWords = new Set([
  'pac',
  'pacs',
  'fund',
  'funds',
  'political',
  'action',
  'committee',
  'cope',
  'victory',
  'votes',
  'voters',
  'caucus',
  'party',
  'foundation',
  'trust',
  'chapter',
  'local',
  'council',
  'district',
  'division',
  'department',
  'auxiliary',
  'employees',
  'members',
  'retirees',
  'plan',
  'services',
  'commission',
  'sheriff',
  'county',
  'city',
  'state',
  'board',
  'school',
  'schools',
  'hospital',
  'clinic',
  'of',
  'for',
  'the',
  'in',
  'at',
  'north',
  'south',
  'east',
  'west',
  'dakota',
  'minnesota',
  'iowa',
  'nebraska',
  'wisconsin',
  'montana',
  'wyoming',
  'national',
  'international',
  'america',
  'usa',
]);

/** National tails cut from the end of a name to find its core ("of America", "USA", "U.S.", "United States"). */
const nationalTails = [['united', 'states'], ['north', 'america'], ['america'], ['usa'], ['us']];
/** Legal forms the normalizer cuts from the end; a national tail can hide them ("X Corporation of America"). */
const legalTailWords = new Set(['inc', 'incorporated', 'llc', 'corp', 'corporation', 'co', 'company', 'ltd', 'na']);

const isDistinctive = (word: string) =>
  word.length >= 3 && !genericWords.has(word) && !stopWords.has(word) && !/[0-9]/.test(word);

function endsWith(words: string[], tail: string[]): boolean {
  return tail.length < words.length && tail.every((word, index) => words[words.length - tail.length + index] === word);
}

/**
 * The core of a key: national tails (with a preceding "of", "for" or "in") and the legal forms before them cut,
 * and "technical institute" read as "technical college" (South Dakota renamed its four technical institutes
 * colleges). Null when nothing distinctive would be left: the core keeps two words, one of them distinctive.
 */
export function companyKeyCore(key: string): string | null {
  let words = key.split(' ');
  for (let changed = true; changed; ) {
    changed = false;
    for (const tail of nationalTails)
      if (endsWith(words, tail)) {
        words = words.slice(0, words.length - tail.length);
        const last = words[words.length - 1] ?? '';
        if (words.length > 1 && ['of', 'for', 'in'].includes(last)) words = words.slice(0, -1);
        changed = true;
      }
    while (words.length > 1 && legalTailWords.has(words[words.length - 1] ?? '')) {
      words = words.slice(0, -1);
      changed = true;
    }
  }
  const core = words.join(' ').replace(/\btechnical institute\b/g, 'technical college');
  if (words.length < 2 || !words.some(isDistinctive)) return null;
  return core;
}

function shortForm(a: string[], b: string[]): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const first = short[0] ?? '';
  if (short.length === long.length) return false;
  // A distinctive first word ("Mayo"), or a phrase of three words or more ("North State Advisers").
  if (short.length < 3 && (first.length < 4 || commonFirstWords.has(first))) return false;
  if (!short.every((word, index) => long[index] === word)) return false;
  // "X & Associates" after one word is a person's firm ("Nystrom and Associates" is not "Nystrom Inc").
  const tailOk = (rest: string) => genericTailWords.has(rest) || (rest === 'associates' && short.length >= 2);
  return long.slice(short.length).every(tailOk);
}

/**
 * Rule 2b: a cut word. Filers' fields are cut at a fixed width and people shorten words ("Planned Parenthood
 * Federation Of Ameri", "MN Center for Environ Advocacy"): names of three words or more, equal but for one
 * word that is the start (5 letters or more) of the other's word at the same place.
 */
function oneWordTruncated(a: string[], b: string[]): boolean {
  if (a.length !== b.length || a.length < 3) return false;
  let cut = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x === y) continue;
    cut += 1;
    const [short, long] = x.length < y.length ? [x, y] : [y, x];
    if (cut > 1 || short.length < 5 || !long.startsWith(short) || distinctWords.has(short)) return false;
  }
  return cut === 1;
}

/** Rules 1 to 3: spacing, a typo or cut word, a short form (keys already checked unequal, digits equal). */
function spellingOrShortForm(a: string, b: string): boolean {
  if (a.replace(/ /g, '') === b.replace(/ /g, '')) return true;
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  return oneWordTypo(wordsA, wordsB) || oneWordTruncated(wordsA, wordsB) || shortForm(wordsA, wordsB);
}

/** Whether two resolution keys name one company (equal keys, or one of the pairwise rules 1 to 4 above). */
export function sameCompanyKey(a: string, b: string): boolean {
  if (a === b) return a !== '';
  if (!a || !b || digitsOf(a) !== digitsOf(b)) return false;
  if (spellingOrShortForm(a, b)) return true;
  const coreA = companyKeyCore(a);
  return coreA !== null && coreA === companyKeyCore(b);
}

/**
 * Rule 5: `short` (two or more words, every one distinctive) is the start of `long`, which adds one to three
 * words that name no other body (otherBodyWords).
 */
export function isDistinctivePrefix(short: string, long: string): boolean {
  const s = short.split(' ');
  const l = long.split(' ');
  if (s.length < 2 || l.length - s.length < 1 || l.length - s.length > 3) return false;
  if (!s.every(isDistinctive) || !s.every((word, index) => l[index] === word)) return false;
  return l.slice(s.length).every((word) => !otherBodyWords.has(word) && !/[0-9]/.test(word) && word.length > 1);
}

/** The initials of a run of words, small words left out; '' when fewer than three words count. */
function initialsOf(words: string[]): string {
  const counted = words.filter((word) => !stopWords.has(word));
  return counted.length >= 3 ? counted.map((word) => word[0]).join('') : '';
}

const isAcronymWord = (word: string) => /^[a-z]{3,8}$/.test(word);

/**
 * Every way of writing `key` with a run of 3+ words (not starting or ending with a small word) as its
 * initials: "us environmental protection agency" gives "us epa" and "uepa".
 */
function contractionsOf(key: string): string[] {
  const words = key.split(' ');
  const out: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    if (stopWords.has(words[start] ?? '')) continue;
    for (let end = start + 3; end <= words.length; end += 1) {
      if (stopWords.has(words[end - 1] ?? '')) continue;
      const initials = initialsOf(words.slice(start, end));
      if (!isAcronymWord(initials)) continue;
      out.push([...words.slice(0, start), initials, ...words.slice(end)].join(' '));
    }
  }
  return out;
}

/** Rule 6: `short` is `long` with one run of 3+ of its words written as their initials ("us epa"). */
export function isAcronymOf(short: string, long: string): boolean {
  return short !== long && contractionsOf(long).includes(short);
}

/** Share of the significant words of the shorter of two keys that the other holds too. */
function sharedWords(a: string, b: string): number {
  const x = a.split(' ').filter((word) => !stopWords.has(word));
  const y = new Set(b.split(' ').filter((word) => !stopWords.has(word)));
  const [small, large] = x.length <= y.size ? [x, y] : [[...y], new Set(x)];
  return small.length === 0 ? 0 : small.filter((word) => large.has(word)).length / small.length;
}

/** What clusterCompanyKeys may know beyond the keys: declared aliases and jurisdictions, per key. */
export type ClusterPool = {
  /** Alias keys a key's source names declare (companyDeclaredAliases). */
  declared?: ReadonlyMap<string, readonly string[]>;
  /** The jurisdictions whose records use a key (lobby clients' state, contributions' filer jurisdiction). */
  jurisdictions?: ReadonlyMap<string, ReadonlySet<string>>;
};

/**
 * Groups keys into companies: keys that match are joined, transitively. `declared` gives, for a key, the alias
 * keys its source names declare (companyDeclaredAliases: bracketed acronyms, former names, the legal name
 * before "dba"). First the pairwise rules (sameCompanyKey), compared within a block (the first letter, which
 * every such rule keeps, and the core), so the cost stays near linear on real data; then declared aliases;
 * then the pool rules (distinctive prefix, acronym within a shared jurisdiction), each joining a key only when
 * all the groups it points to are one. Returns, for each key, the key of its group's representative: the one with the largest weight
 * (number of source records), ties to the shorter and then the alphabetically first.
 */
export function clusterCompanyKeys(weights: ReadonlyMap<string, number>, pool: ClusterPool = {}): Map<string, string> {
  const declared = pool.declared ?? new Map<string, readonly string[]>();
  // Rule 6 asks a bare acronym and its long form to share a jurisdiction, when both are known ("USC" among FEC
  // employers is not "United States of Care" among Minnesota's).
  const sameJurisdiction = (a: string, b: string) => {
    const x = pool.jurisdictions?.get(a);
    const y = pool.jurisdictions?.get(b);
    return !x || !y || [...x].some((jurisdiction) => y.has(jurisdiction));
  };
  const keys = [...weights.keys()].filter((key) => key !== '').sort();
  const known = new Set(keys);
  const parent = new Map<string, string>(keys.map((key) => [key, key]));
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(key, root);
    return root;
  };
  const join = (a: string, b: string) => {
    if (find(a) !== find(b)) parent.set(find(a), find(b));
  };
  const blocks = new Map<string, string[]>();
  const cores = new Map<string, string[]>();
  const prefixes = new Map<string, string[]>();
  const contractions = new Map<string, string[]>();
  const push = (map: Map<string, string[]>, at: string, key: string) => {
    const list = map.get(at);
    if (list) list.push(key);
    else map.set(at, [key]);
  };
  for (const key of keys) {
    push(blocks, key[0] ?? '', key);
    const core = companyKeyCore(key);
    if (core !== null) push(cores, core, key);
    const words = key.split(' ');
    for (let length = Math.max(2, words.length - 3); length < words.length; length += 1)
      push(prefixes, words.slice(0, length).join(' '), key);
    for (const contraction of contractionsOf(key)) push(contractions, contraction, key);
  }
  // Pairwise rules 1 to 3 within a first-letter block, rule 4 by equal cores.
  for (const block of blocks.values()) {
    for (let i = 0; i < block.length; i += 1) {
      for (let j = i + 1; j < block.length; j += 1) {
        const a = block[i] as string;
        const b = block[j] as string;
        if (find(a) !== find(b) && digitsOf(a) === digitsOf(b) && spellingOrShortForm(a, b)) join(a, b);
      }
    }
  }
  for (const group of cores.values()) {
    const [first, ...rest] = group as [string, ...string[]];
    for (const key of rest) if (digitsOf(key) === digitsOf(first)) join(key, first);
  }
  // Rule 7: declared aliases.
  for (const [key, aliases] of declared) {
    if (!known.has(key)) continue;
    for (const alias of aliases) {
      if (alias === key || alias === '') continue;
      if (known.has(alias)) join(key, alias);
      if (!isAcronymWord(alias)) continue;
      for (const other of contractions.get(alias) ?? [])
        if (other !== key && sharedWords(key, other) >= 0.5) join(key, other);
    }
  }
  // Pool rules 5 and 6: a key joins the one group its candidates all belong to, never two. Longer keys first,
  // so "Larkin Hoffman Daly" joins "... Daly Lindgren" before "Larkin Hoffman" looks at both.
  const byLength = [...keys].sort((x, y) => y.split(' ').length - x.split(' ').length || x.localeCompare(y));
  for (const key of byLength) {
    const candidates = [
      ...(prefixes.get(key) ?? []).filter((long) => isDistinctivePrefix(key, long) && digitsOf(long) === digitsOf(key)),
      // A bare acronym ("USC") needs the shared jurisdiction; one with words around it ("US EPA") does not.
      ...(contractions.get(key) ?? []).filter(
        (long) => long !== key && (key.includes(' ') || sameJurisdiction(key, long)),
      ),
    ];
    if (candidates.length === 0) continue;
    if (new Set(candidates.map(find)).size === 1) join(key, candidates[0] as string);
  }
  const members = new Map<string, string[]>();
  for (const key of keys) push(members, find(key), key);
  const representative = new Map<string, string>();
  for (const group of members.values()) {
    const best = [...group].sort(
      (x, y) => (weights.get(y) ?? 0) - (weights.get(x) ?? 0) || x.length - y.length || x.localeCompare(y),
    )[0] as string;
    for (const key of group) representative.set(key, best);
  }
  return representative;
}
