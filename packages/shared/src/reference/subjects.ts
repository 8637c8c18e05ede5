// Values are stored with bills and appear in URLs (/subjects/:subjectCode): never renumber or reuse one.
// 1, 60 and 67 are fixed by the spec; the gaps are free for new subjects.
export const subjects = [
  { value: 2, label: 'Agriculture' },
  { value: 3, label: 'Alcohol' },
  { value: 4, label: 'Animal Welfare' },
  { value: 5, label: 'Banking and Finance' },
  { value: 6, label: 'Budget and Appropriations' },
  { value: 7, label: 'Business and Consumers' },
  { value: 8, label: 'Children and Youth' },
  { value: 9, label: 'Civil Rights' },
  { value: 10, label: 'Commerce and Economic Development' },
  { value: 11, label: 'Criminal Justice' },
  { value: 12, label: 'Disability' },
  { value: 13, label: 'Education (K-12)' },
  { value: 14, label: 'Elections' },
  { value: 15, label: 'Emergency Management' },
  { value: 16, label: 'Energy' },
  { value: 17, label: 'Environment' },
  { value: 18, label: 'Family Law' },
  { value: 19, label: 'Firearms' },
  { value: 20, label: 'Gambling' },
  { value: 21, label: 'Government Operations' },
  { value: 22, label: 'Health' },
  { value: 1, label: 'Higher Education' },
  { value: 23, label: 'Housing' },
  { value: 24, label: 'Immigration' },
  { value: 25, label: 'Insurance' },
  { value: 26, label: 'Judiciary' },
  { value: 27, label: 'Labor and Employment' },
  { value: 28, label: 'Local Government' },
  { value: 29, label: 'Mental Health' },
  { value: 30, label: 'Military' },
  { value: 31, label: 'Natural Resources' },
  { value: 67, label: 'Privacy/Internet' },
  { value: 32, label: 'Public Lands' },
  { value: 33, label: 'Public Safety' },
  { value: 34, label: 'Reproductive Health' },
  { value: 35, label: 'Retirement and Pensions' },
  { value: 36, label: 'Seniors' },
  { value: 37, label: 'Social Services' },
  { value: 60, label: 'Taxation' },
  { value: 38, label: 'Technology' },
  { value: 39, label: 'Telecommunications' },
  { value: 40, label: 'Tobacco and Cannabis' },
  { value: 41, label: 'Trade' },
  { value: 42, label: 'Transportation' },
  { value: 43, label: 'Tribal Affairs' },
  { value: 44, label: 'Utilities' },
  { value: 45, label: 'Veterans' },
  { value: 46, label: 'Water' },
] as const;

export type Subject = (typeof subjects)[number];
export type SubjectValue = Subject['value'];

export const subjectByValue: ReadonlyMap<number, Subject> = new Map(
  subjects.map((subject) => [subject.value, subject]),
);

export const subjectLabel = (value: number): string | undefined => subjectByValue.get(value)?.label;

/** 'Privacy/Internet' -> 'privacy-internet', 'Education (K-12)' -> 'education-k-12'. */
export const slugifySubject = (label: string): string =>
  label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const subjectBySlug: ReadonlyMap<string, Subject> = new Map(
  subjects.map((subject) => [slugifySubject(subject.label), subject]),
);

/** The :subjectCode route param: the numeric value as a string ('67'). */
export const subjectFromCode = (code: string): Subject | undefined =>
  /^\d+$/.test(code.trim()) ? subjectByValue.get(Number(code)) : undefined;

/** Matches a label or its slug, ignoring case and punctuation ('privacy / internet', 'education-k-12'). */
export const subjectFromLabel = (label: string): Subject | undefined => subjectBySlug.get(slugifySubject(label));

// Whole-word phrases matched against state subject terms (Open States, LegiScan, SD keywords). A trailing s or es on
// the term's word still matches, so list only singular forms unless the plural is irregular.
export const subjectKeywords = {
  1: ['higher education', 'college', 'university', 'universities', 'tuition', 'student loan', 'postsecondary'],
  2: ['agriculture', 'agricultural', 'farm', 'farming', 'crop', 'livestock', 'ranch'],
  3: ['alcohol', 'alcoholic beverage', 'liquor', 'beer', 'wine', 'brewery', 'breweries'],
  4: ['animal', 'animal welfare', 'animal cruelty', 'pet', 'veterinary', 'veterinarian'],
  5: ['banking', 'bank', 'credit union', 'financial institution', 'lending', 'lender', 'mortgage', 'securities'],
  6: ['budget', 'appropriation', 'state finances', 'state revenue', 'fiscal policy', 'bond', 'fund', 'spending'],
  7: ['business', 'consumer', 'consumer protection', 'corporation', 'deceptive trade', 'trade practice'],
  8: ['minor', 'child', 'children', 'youth', 'juvenile', 'foster care', 'youth camp'],
  9: ['civil rights', 'discrimination', 'equal protection', 'hate crime', 'voting rights', 'religious freedom'],
  10: ['commerce', 'economic development', 'tourism', 'enterprise zone', 'economic incentive'],
  11: ['crime', 'criminal', 'corrections', 'correctional', 'prison', 'parole', 'probation', 'sentencing', 'jail'],
  12: ['disability', 'disabilities', 'disabled', 'accessibility', 'special needs'],
  13: ['education', 'school', 'school district', 'primary and secondary', 'k-12', 'teacher', 'student'],
  14: ['election', 'voting', 'voter', 'ballot', 'suffrage', 'campaign', 'redistricting'],
  15: ['emergency management', 'disaster', 'flood', 'hurricane', 'wildfire', 'alert system'],
  16: ['energy', 'oil', 'gas', 'natural gas', 'electricity', 'renewable', 'solar', 'wind', 'nuclear', 'pipeline'],
  17: ['environment', 'environmental', 'pollution', 'air quality', 'climate', 'emission', 'recycling', 'conservation'],
  18: ['family law', 'marriage', 'divorce', 'custody', 'adoption', 'child support', 'paternity'],
  19: ['firearm', 'gun', 'weapon', 'handgun', 'ammunition', 'concealed carry'],
  20: ['gambling', 'gaming', 'lottery', 'lotteries', 'casino', 'sports betting', 'wagering', 'bingo'],
  21: [
    'government operations',
    'state government',
    'state agency',
    'state agencies',
    'legislature',
    'governor',
    'ethics',
    'public records',
    'open meetings',
    'procurement',
    'boards and commissions',
    'state affairs',
  ],
  22: ['health', 'health care', 'hospital', 'medicaid', 'medicare', 'physician', 'nursing', 'pharmacy', 'pharmacies'],
  23: ['housing', 'landlord', 'tenant', 'rent', 'eviction', 'homeless', 'homelessness'],
  24: ['immigration', 'immigrant', 'alien', 'citizenship', 'refugee', 'border security'],
  25: ['insurance', 'insurer', 'health insurance', 'annuity', 'annuities'],
  26: ['judiciary', 'judicial', 'court', 'judge', 'jury', 'juries', 'civil remedies', 'civil procedure', 'civil law'],
  27: [
    'labor',
    'employment',
    'employee',
    'employer',
    'wage',
    'minimum wage',
    'workers compensation',
    'unemployment',
    'workforce',
    'professions and occupations',
    'occupational licensing',
  ],
  28: [
    'local government',
    'county',
    'counties',
    'city',
    'cities',
    'municipal',
    'municipality',
    'municipalities',
    'political subdivision',
    'special district',
    'township',
  ],
  29: ['mental health', 'behavioral health', 'substance abuse', 'addiction', 'suicide', 'psychiatric'],
  30: ['military', 'national guard', 'armed forces'],
  31: ['natural resources', 'mining', 'forestry', 'wildlife', 'fish', 'fishing', 'hunting', 'park', 'game'],
  32: ['public land', 'state land', 'state park', 'land office'],
  33: ['public safety', 'safety', 'law enforcement', 'police', 'peace officer', 'sheriff', 'fire', 'firefighter'],
  34: ['reproductive health', 'reproductive', 'abortion', 'contraception', 'pregnancy', 'pregnancies', 'maternal'],
  35: ['retirement', 'pension', 'retirement system'],
  36: ['senior', 'elderly', 'aging', 'older adult', 'nursing home', 'long-term care'],
  37: ['social services', 'welfare', 'public assistance', 'human services', 'food assistance', 'snap', 'tanf'],
  38: [
    'technology',
    'information technology',
    'artificial intelligence',
    'computer',
    'electronic information system',
    'cybersecurity',
    'software',
  ],
  39: ['telecommunications', 'broadband', 'telephone', 'cable', 'wireless'],
  40: ['tobacco', 'cigarette', 'vaping', 'e-cigarette', 'nicotine', 'cannabis', 'marijuana', 'hemp'],
  41: ['trade', 'international trade', 'export', 'import', 'tariff'],
  42: ['transportation', 'motor vehicle', 'highway', 'road', 'traffic', 'transit', 'aviation', 'railroad'],
  43: ['tribal affairs', 'tribal', 'tribe', 'indian tribe', 'native american'],
  44: ['utilities', 'utility', 'public utility', 'public utilities', 'electric utility', 'water utility'],
  45: ['veteran', 'veterans affairs', 'service member'],
  46: ['water', 'groundwater', 'drought', 'water rights', 'irrigation', 'wastewater'],
  60: ['taxation', 'tax', 'property tax', 'sales tax', 'income tax', 'franchise tax', 'appraisal'],
  67: ['privacy', 'internet', 'data privacy', 'personal information', 'social media', 'online', 'data breach'],
} as const satisfies Record<SubjectValue, readonly string[]>;

const toWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const keywordEntries = Object.entries(subjectKeywords).flatMap(([value, keywords]) =>
  keywords.map((keyword) => ({ value: Number(value) as SubjectValue, words: toWords(keyword) })),
);

const wordMatches = (word: string, keyword: string): boolean =>
  word === keyword || word === `${keyword}s` || word === `${keyword}es`;

type Match = { value: SubjectValue; start: number; end: number };

const matchesIn = (words: readonly string[]): Match[] => {
  const matches: Match[] = [];
  for (const { value, words: keywordWords } of keywordEntries) {
    for (let start = 0; start + keywordWords.length <= words.length; start += 1) {
      if (keywordWords.every((keywordWord, offset) => wordMatches(words[start + offset] ?? '', keywordWord))) {
        matches.push({ value, start, end: start + keywordWords.length });
      }
    }
  }
  return matches;
};

/**
 * Maps free-text state subject terms to subject values, sorted and without duplicates.
 * A keyword inside a longer keyword of another subject does not count, so 'Higher Education' is only Higher
 * Education (not also K-12) and 'Mental Health' is not also Health.
 */
export const classifySubjects = (terms: readonly string[]): SubjectValue[] => {
  const found = new Set<SubjectValue>();
  for (const term of terms) {
    const matches = matchesIn(toWords(term));
    for (const match of matches) {
      const covered = matches.some(
        (other) =>
          other.value !== match.value &&
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      );
      if (!covered) found.add(match.value);
    }
  }
  return [...found].sort((a, b) => a - b);
};
