import { describe, expect, it } from 'vitest';
import {
  clusterCompanyKeys,
  companyKeyCore,
  editDistance,
  isAcronymOf,
  isDistinctivePrefix,
  sameCompanyKey,
} from './company-match';
import {
  companyDeclaredAliases,
  companyKeyOf,
  companyNameFromEmployer,
  isPlaceholderCompanyName,
  normalizeCompanyName,
} from './company-name';
import { labelledCompanyPairs } from './company-name.pairs';
import { measureResolution } from './company-resolution-metrics';

describe('normalizeCompanyName', () => {
  it.each([
    ['Wells Fargo & Company', 'wells fargo'],
    ['Wells Fargo and Co.', 'wells fargo'],
    ['The Nature Conservancy', 'nature conservancy'],
    ['Anheuser - Busch Inc', 'anheuser busch'],
    ["Alzheimer's Association", 'alzheimers association'],
    ['Merck Sharp & Dohme Corp.', 'merck sharp dohme'],
    ['Larkin, Hoffman, Daly and Lindgren Ltd.', 'larkin hoffman daly lindgren'],
    ['Kelley Wolter Scott P.A.', 'kelley wolter scott'],
    ['T-Mobile USA, Inc.', 't mobile'],
    ['Independent Insurance Agents of SD', 'independent insurance agents of south dakota'],
    ['Capitol Hill Assoc', 'capitol hill associates'],
    ['Homes are Possible Inc. (HAPI)', 'homes are possible'],
    ['Brookings Convention & Visitors Bureau dba Visit Brookings', 'visit brookings'],
    ['Café Zupas', 'cafe zupas'],
  ])('%s -> %s', (name, key) => {
    expect(normalizeCompanyName(name)).toBe(key);
  });

  it('keeps a name that is only a legal form, and "The" alone', () => {
    expect(normalizeCompanyName('Company')).toBe('company');
    expect(normalizeCompanyName('The')).toBe('the');
    expect(normalizeCompanyName('  ...  ')).toBe('');
  });
});

describe('employers', () => {
  it('cuts an occupation after the last comma, but not commas inside a firm name', () => {
    expect(companyNameFromEmployer('Cook Girard Associates, Lobbyist')).toBe('Cook Girard Associates');
    expect(companyNameFromEmployer('Redmond Associates, Inc, Lobbyist')).toBe('Redmond Associates, Inc');
    expect(companyNameFromEmployer('Rice, Michels Walther, LLP')).toBe('Rice, Michels Walther, LLP');
    expect(companyNameFromEmployer('Park Street Public, CFB #3337')).toBe('Park Street Public');
  });

  it.each([
    'Not Employed',
    'Self-Employed',
    'Information Requested',
    'Retired, Retired',
    'Self employed Tattooer',
    'N/A',
    'Lobbyist',
  ])('%s names no company', (employer) => {
    expect(companyNameFromEmployer(employer)).toBeNull();
    expect(companyKeyOf(employer, 'employer')).toBeNull();
  });

  it('an organization or client keeps its whole name', () => {
    expect(companyKeyOf('Xcel Energy, Lobbyist', 'client')).toBe('xcel energy lobbyist');
    expect(isPlaceholderCompanyName('Self')).toBe(true);
    expect(isPlaceholderCompanyName('Selfridge Holdings')).toBe(false);
  });
});

describe('sameCompanyKey', () => {
  it('matches spacing, one typo in a long enough word, and short forms with generic words', () => {
    expect(sameCompanyKey('everytown for gun safety actionfund', 'everytown for gun safety action fund')).toBe(true);
    expect(sameCompanyKey('xcel enerrgy', 'xcel energy')).toBe(true);
    expect(sameCompanyKey('mayo', 'mayo clinic')).toBe(true);
    expect(sameCompanyKey('hennepin healthcare', 'hennepin healthcare system')).toBe(true);
  });

  it('refuses digits, short words, places and non-generic tails', () => {
    expect(sameCompanyKey('isd 191', 'isd 192')).toBe(false);
    expect(sameCompanyKey('usdol', 'usdot')).toBe(false);
    expect(sameCompanyKey('agents of north dakota', 'agents of south dakota')).toBe(false);
    expect(sameCompanyKey('lake county', 'lake country')).toBe(false);
    expect(sameCompanyKey('sanford health', 'sanford health plan')).toBe(false);
    expect(sameCompanyKey('united', 'united health')).toBe(false);
    expect(sameCompanyKey('', '')).toBe(false);
  });

  it('editDistance counts a transposition as one edit', () => {
    expect(editDistance('amercia', 'america')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('a', 'abcdef')).toBe(3);
  });
});

describe('clusterCompanyKeys', () => {
  it('names each group after its most used key', () => {
    const groups = clusterCompanyKeys(
      new Map([
        ['xcel energy', 5],
        ['xcel enerrgy', 1],
        ['mayo', 1],
        ['mayo clinic', 3],
        ['sanford health plan', 2],
      ]),
    );
    expect(groups.get('xcel enerrgy')).toBe('xcel energy');
    expect(groups.get('mayo')).toBe('mayo clinic');
    expect(groups.get('sanford health plan')).toBe('sanford health plan');
  });
});

describe('the hand-labelled pairs from the real data', () => {
  it('hold at least 100 pairs, with hard negatives', () => {
    expect(labelledCompanyPairs.length).toBeGreaterThanOrEqual(100);
    expect(labelledCompanyPairs.filter((pair) => !pair[4]).length).toBeGreaterThanOrEqual(40);
  });

  // The figures `npm run bench -- company-resolution` prints for the pairs alone (without the sample's other
  // names and jurisdictions, which the bench adds: 0.994 / 0.951 there); these floors catch a rule change that
  // makes them worse.
  it('are resolved with precision of at least 0.98 and recall of at least 0.94', () => {
    const metrics = measureResolution(labelledCompanyPairs);
    expect(metrics.precision).toBeGreaterThanOrEqual(0.98);
    expect(metrics.recall).toBeGreaterThanOrEqual(0.94);
  });

  it('the 215 pairs of the first set keep precision 1 and reach recall 0.95', () => {
    const metrics = measureResolution(labelledCompanyPairs.slice(0, 215));
    expect(metrics.falsePositives).toBe(0);
    expect(metrics.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('revised rules (decision 039, Revised)', () => {
  const cluster = (keys: string[], pool: Parameters<typeof clusterCompanyKeys>[1] = {}) => {
    const groups = clusterCompanyKeys(new Map(keys.map((key) => [key, 1])), pool);
    return (a: string, b: string) => groups.get(a) === groups.get(b);
  };

  it('short forms: trade and legal tails, three-word phrases; not a surname before Associates', () => {
    expect(sameCompanyKey('mcgough', 'mcgough construction')).toBe(true);
    expect(sameCompanyKey('nationwide', 'nationwide mutual insurance')).toBe(true);
    expect(sameCompanyKey('wright hennepin cooperative', 'wright hennepin cooperative electric association')).toBe(
      true,
    );
    expect(sameCompanyKey('north state advisers', 'north state advisers associates')).toBe(true);
    expect(sameCompanyKey('nystrom', 'nystrom associates')).toBe(false);
    expect(sameCompanyKey('actblue', 'actblue technical services')).toBe(false);
    expect(sameCompanyKey('north state', 'north state construction')).toBe(false);
  });

  it('a cut word in a name of three words or more, never a short one or two cut words', () => {
    expect(sameCompanyKey('planned parenthood federation of ameri', 'planned parenthood federation of america')).toBe(
      true,
    );
    expect(sameCompanyKey('minnesota center for environ advocacy', 'minnesota center for environmental advocacy')).toBe(
      true,
    );
    expect(sameCompanyKey('minnesota center for env advocacy', 'minnesota center for environmental advocacy')).toBe(
      false,
    );
    expect(sameCompanyKey('stanford neuro', 'stanford neurosurgery')).toBe(false);
  });

  it('national tails and the technical institutes renamed colleges; never a state, never a generic core', () => {
    expect(companyKeyCore('x corporation of america')).toBe(null);
    expect(companyKeyCore('motion picture association america')).toBe('motion picture association');
    expect(sameCompanyKey('motion picture association america', 'motion picture association')).toBe(true);
    expect(sameCompanyKey('national rifle association of america', 'national rifle association')).toBe(true);
    expect(sameCompanyKey('acme widget corporation of america', 'acme widget')).toBe(true);
    expect(sameCompanyKey('mitchell technical institute', 'mitchell technical college')).toBe(true);
    expect(sameCompanyKey('bank of america', 'bank')).toBe(false);
    expect(sameCompanyKey('lamar advertising of south dakota', 'lamar advertising')).toBe(false);
    expect(sameCompanyKey('mitchell technical institute', 'mitchell technical university')).toBe(false);
  });

  it('a distinctive prefix of two words joins a longer name, unless the rest names another body', () => {
    expect(isDistinctivePrefix('larkin hoffman', 'larkin hoffman daly lindgren')).toBe(true);
    expect(isDistinctivePrefix('larkin hoffman', 'larkin hoffman political fund')).toBe(false);
    expect(isDistinctivePrefix('sanford health', 'sanford health plan')).toBe(false);
    expect(isDistinctivePrefix('xcel energy', 'xcel energy employees pac')).toBe(false);
    expect(isDistinctivePrefix('johnson johnson', 'johnson johnson services')).toBe(false);
    expect(isDistinctivePrefix('lamar advertising', 'lamar advertising of south dakota')).toBe(false);
    expect(isDistinctivePrefix('seiu', 'seiu local 113')).toBe(false);
    const same = cluster(['larkin hoffman', 'larkin hoffman daly', 'larkin hoffman daly lindgren']);
    expect(same('larkin hoffman', 'larkin hoffman daly lindgren')).toBe(true);
  });

  it('a prefix that could be two companies joins neither', () => {
    const same = cluster(['johnson brothers', 'johnson brothers liquor', 'johnson brothers distributing']);
    expect(same('johnson brothers', 'johnson brothers liquor')).toBe(false);
    expect(same('johnson brothers', 'johnson brothers distributing')).toBe(false);
  });

  it('an acronym of 3+ letters for 3+ words; a bare acronym only within one jurisdiction, and only if unique', () => {
    expect(isAcronymOf('us epa', 'us environmental protection agency')).toBe(true);
    expect(isAcronymOf('afscme', 'american federation of state county municipal employees')).toBe(true);
    expect(isAcronymOf('ep', 'environmental protection')).toBe(false);
    expect(isAcronymOf('epa', 'environmental policy')).toBe(false);
    expect(cluster(['usps', 'united states postal service'])('usps', 'united states postal service')).toBe(true);
    const jurisdictions = new Map([
      ['usc', new Set(['US'])],
      ['united states of care', new Set(['MN'])],
    ]);
    expect(cluster(['usc', 'united states of care'], { jurisdictions })('usc', 'united states of care')).toBe(false);
    const two = cluster(['abc', 'associated builders contractors', 'american broadcasting company']);
    expect(two('abc', 'associated builders contractors')).toBe(false);
    expect(two('abc', 'american broadcasting company')).toBe(false);
  });

  it('declared aliases: own-initials acronyms in brackets, former names, dba, notes in brackets but not states', () => {
    expect(companyDeclaredAliases('Association of Unmanned Vehicle Systems International (AUVSI)', 'client')).toEqual([
      'auvsi',
    ]);
    expect(companyDeclaredAliases('Powertech (USA)', 'client')).toEqual([]);
    expect(companyDeclaredAliases('City College Of New York (CUNY)', 'employer')).toEqual([]);
    expect(companyDeclaredAliases('NAIFA (SD)', 'client')).toEqual([]);
    expect(companyDeclaredAliases('Maplebear Inc. d/b/a Instacart', 'client')).toEqual(['maplebear']);
    expect(companyDeclaredAliases('SEIU Healthcare Minn (fka SEIU Local 113)', 'organization')).toEqual([
      'seiu local 113',
    ]);
    expect(companyDeclaredAliases('Large School Group (Aberdeen)', 'client')).toEqual(['large school group']);
    const keys = [
      'association for uncrewed vehicle systems international',
      'association of unmanned vehicle systems international',
      'american union of vets serving idaho',
    ];
    const same = cluster(keys, { declared: new Map([[keys[1] as string, ['auvsi']]]) });
    expect(same(keys[0] as string, keys[1] as string)).toBe(true);
    expect(same(keys[2] as string, keys[1] as string)).toBe(false);
  });

  it('digits stay equal: Local 49 is not Local 120', () => {
    expect(sameCompanyKey('iuoe local 49', 'iuoe local 120')).toBe(false);
    const same = cluster(['operating engineers local 49', 'operating engineers local 120', 'operating engineers']);
    expect(same('operating engineers local 49', 'operating engineers local 120')).toBe(false);
  });
});
