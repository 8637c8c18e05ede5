/**
 * Company names as the sources write them, reduced to one resolution key (decision 039). Two names are the
 * same company when their keys are equal: `companies.normalized_name` is this key, and every alias of a
 * company carries it too. Pure functions, no I/O: the importers, the API and the finance pages use the same
 * rules.
 */

/** Legal forms dropped from the end of a name (repeatedly: "Merck Sharp & Dohme Corp." and "... LLC" meet). */
const legalSuffixes = new Set([
  'inc',
  'incorporated',
  'llc',
  'lcc',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'lp',
  'llp',
  'pllp',
  'pllc',
  'plc',
  'pa',
  'pc',
  'chtd',
  'chartered',
  'usa',
]);

/**
 * Abbreviations written out, word by word. Only ones that are unambiguous in company names: "assoc" (Capitol
 * Hill Assoc) means associates; "st" (saint or street) and two-letter state codes other than the data's own
 * (SD, ND, MN) are left alone, since "co", "pa" or "in" are words or legal forms.
 */
const abbreviations: Record<string, string> = {
  assn: 'association',
  assoc: 'associates',
  assocs: 'associates',
  intl: 'international',
  natl: 'national',
  dept: 'department',
  univ: 'university',
  mfg: 'manufacturing',
  svc: 'services',
  svcs: 'services',
  ctr: 'center',
  hosp: 'hospital',
  govt: 'government',
  mgmt: 'management',
  bros: 'brothers',
  minn: 'minnesota',
  mn: 'minnesota',
  sd: 'south dakota',
  nd: 'north dakota',
  mpls: 'minneapolis',
  ins: 'insurance',
  coop: 'cooperative',
  dev: 'development',
};

/**
 * The resolution key of a company name: lower case without accents; "&" and "and" dropped (so "Wells Fargo &
 * Company", "Wells Fargo and Co." and "Wells Fargo Co" meet); apostrophes and periods removed inside words
 * ("Alzheimer's", "U.S."); other punctuation a space; abbreviations written out; a leading "The" and trailing
 * legal forms (Inc., LLC, Corp., Co., Ltd., LLP, P.A., ...) dropped. Returns '' for a name with no words.
 */
export function normalizeCompanyName(name: string): string {
  let words = name
    // "(HAPI)", "(AUVSI)": an acronym in brackets repeats the name; "(fka ...)" is a former name.
    .replace(/\((?:[A-Z]{2,8}|(?:fka|FKA|f\/k\/a|F\/K\/A|formerly|Formerly) [^)]*)\)/g, ' ')
    .replace(/\bd\/b\/a\b/gi, ' dba ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && word !== 'and')
    .flatMap((word) => (abbreviations[word] ?? word).split(' '));
  // "Brookings Convention & Visitors Bureau dba Visit Brookings" does business as the name after "dba".
  const dba = words.lastIndexOf('dba');
  if (dba >= 0 && dba < words.length - 1) words = words.slice(dba + 1);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && legalSuffixes.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

/**
 * Employer fields that name no company: people who are not employed, retired or self-employed, the FEC's
 * "Information Requested", and bare occupations written where the employer goes ("Consultant", "Lobbyist").
 * Compared on the normalized key.
 */
const placeholderNames = new Set([
  '',
  'none',
  'n a',
  'na',
  'no',
  'not employed',
  'notemployed',
  'not employedretired',
  'unemployed',
  'not relevant',
  'not your business',
  'retired',
  'retiree',
  'self',
  'self employed',
  'selfemployed',
  'information requested',
  'information requested per best efforts',
  'requested',
  'best efforts',
  'homemaker',
  'home maker',
  'student',
  'consultant',
  'lobbyist',
  'attorney',
  'sales',
  'independent contractor',
  'contractor',
  'blank',
  'unknown',
  'disabled',
  'volunteer',
  'c',
  'ms',
  'mr',
  'law firm',
  'law office',
  'entertainment',
  'medical facility',
  'pharmaceutical industry',
  'lawyer',
  'laywer',
  'physician',
  'teacher',
  'owner',
  'farmer',
  'realtor',
  'engineer',
  'nurse',
  'doctor',
  'ceo',
  'president',
  'executive',
]);

/** Occupations MN filers append to the employer after a comma ("McGough Construction, CEO"). */
const occupationWords = new Set([
  'lobbyist',
  'owner',
  'ceo',
  'cfo',
  'coo',
  'president',
  'vice president',
  'attorney',
  'lawyer',
  'executive',
  'utility executive',
  'management',
  'manager',
  'principal',
  'principle',
  'partner',
  'consultant',
  'physician',
  'doctor',
  'rn',
  'teacher',
  'retired',
  'self employed',
  'employee',
  'engineer',
  'director',
  'chief executive officer',
  'general counsel',
  'child care provider',
  'medical doctor',
  'radiation oncologist',
  'director of business development',
  'self lobbyist',
]);

/** Whether a name (any spelling) stands for no company. */
export function isPlaceholderCompanyName(name: string): boolean {
  const key = normalizeCompanyName(name);
  return placeholderNames.has(key) || /^(self|retired|not employed)\b/.test(key);
}

/**
 * The company in a contributor's employer field, or null when it names none (see placeholderNames). A trailing
 * ", <occupation>" is cut ("Cook Girard Associates, Lobbyist" is Cook Girard Associates), but commas inside a
 * firm's name stay ("Rice, Michels Walther, LLP").
 */
export function companyNameFromEmployer(employer: string): string | null {
  let name = employer.trim();
  for (;;) {
    const comma = name.lastIndexOf(',');
    if (comma <= 0) break;
    const tail = normalizeCompanyName(name.slice(comma + 1));
    // "Park Street Public, CFB #3337": the Campaign Finance Board registration of the lobbyist.
    if (!occupationWords.has(tail) && !/^cfb \d+$/.test(tail)) break;
    name = name.slice(0, comma).trim();
  }
  return isPlaceholderCompanyName(name) ? null : name;
}

/** Which field a name comes from: a lobby client, a contributor's organization or a contributor's employer. */
export type CompanyNameSource = 'client' | 'organization' | 'employer';

/** The resolution key of a name from a source, or null when it names no company. */
export function companyKeyOf(name: string, source: CompanyNameSource): string | null {
  const company = source === 'employer' ? companyNameFromEmployer(name) : name;
  if (company === null || isPlaceholderCompanyName(company)) return null;
  const key = normalizeCompanyName(company);
  return key === '' ? null : key;
}

/** States (and the country) in brackets after a name: a chapter or a national body, not a note. */
const stateNames = new Set([
  'south dakota',
  'north dakota',
  'minnesota',
  'iowa',
  'nebraska',
  'wisconsin',
  'montana',
  'wyoming',
  'illinois',
  'michigan',
  'texas',
  'new york',
  'california',
  'arizona',
  'usa',
  'us',
  'united states',
]);

/**
 * Other names a source name declares for its company (decision 039, rule 7 of company-match): an acronym in
 * brackets ("Homes are Possible Inc. (HAPI)" gives "hapi"), a former name ("(fka SEIU Local 113)", "formerly",
 * "f/k/a") and the legal name before "dba" ("Maplebear Inc. d/b/a Instacart" gives "maplebear"), each as a
 * resolution key; and the name without a note in brackets ("Large School Group (Aberdeen)"), unless the note is
 * a state. The name's own key (companyKeyOf) is not repeated.
 */
export function companyDeclaredAliases(name: string, source: CompanyNameSource): string[] {
  const company = source === 'employer' ? companyNameFromEmployer(name) : name;
  if (company === null) return [];
  const own = companyKeyOf(company, 'client');
  const aliases = new Set<string>();
  // An acronym in brackets counts when it is the initials (or their start) of the name's words: "(AUVSI)",
  // "(SDAO)", "(AAD)"; not "(USA)" after "Powertech" nor "(CUNY)", the university a college belongs to.
  const words = company
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s(?:d\/b\/a|dba)\s.*$/i, ' ')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'and');
  const initials = words.map((word) => word[0]).join('');
  const significant = words
    .filter((word) => !['of', 'for', 'the', 'in', 'on', 'at', 'to', 'a'].includes(word))
    .map((word) => word[0])
    .join('');
  for (const match of company.matchAll(/\(([A-Z][A-Z.&-]{2,11})\)/g)) {
    const acronym = (match[1] ?? '').toLowerCase().replace(/[^a-z]/g, '');
    if (acronym.length < 3 || acronym.length > 8) continue;
    if (initials.startsWith(acronym) || significant.startsWith(acronym)) aliases.add(acronym);
  }
  for (const match of company.matchAll(/\((?:fka|f\/k\/a|formerly)\s+([^)]*)\)/gi))
    aliases.add(normalizeCompanyName(match[1] ?? ''));
  // "Large School Group (Aberdeen)", "National Federation of Independent Business (Washington DC)": a place or
  // note in brackets qualifies the name, which is an alias; but a state in brackets ("NAIFA (SD)") is a chapter.
  for (const match of company.matchAll(/\(([^)]*)\)/g)) {
    const inside = normalizeCompanyName(match[1] ?? '');
    const isAcronymOrFormer =
      /^[A-Z][A-Z.&-]{1,11}$/.test(match[1] ?? '') || /^(fka|f\/k\/a|formerly)\b/i.test(match[1] ?? '');
    if (isAcronymOrFormer || /^[a-z]{2}$/.test(inside) || stateNames.has(inside)) continue;
    const rest = normalizeCompanyName(company.replace(match[0], ' '));
    if (rest.split(' ').length >= 2) aliases.add(rest);
  }
  const dba = company.split(/\s(?:d\/b\/a|dba)\s/i);
  if (dba.length > 1) aliases.add(normalizeCompanyName(dba[0] ?? ''));
  return [...aliases].filter((alias) => alias !== '' && alias !== own && !isPlaceholderCompanyName(alias));
}
