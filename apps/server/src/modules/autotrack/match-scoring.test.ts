import { describe, expect, it } from 'vitest';
import {
  COMMON_KEYWORD_MIN_BILLS,
  compileProfile,
  keywordPattern,
  keywordSharesOf,
  MATCH_THRESHOLD,
  type MatchBill,
  type MatchProfile,
  scoreBill,
  termsOf,
} from './match-scoring';

const bill = (overrides: Partial<MatchBill>): MatchBill => ({
  id: 'TX-892-HB-1',
  identifier: 'TX HB 1',
  title: 'Relating to youth camp emergency plans and preparedness.',
  abstract: null,
  subjectTerms: [],
  text: null,
  subjects: [],
  citations: [],
  status: 1,
  ...overrides,
});

const profile = (overrides: Partial<MatchProfile> = {}) =>
  compileProfile({ keywords: [], subjects: [], companies: [], sections: [], tracked: [], rejected: [], ...overrides });

describe('the matcher’s scoring', () => {
  it('finds a keyword as whole words, across plurals and hyphens, and quotes the passage', () => {
    expect(keywordPattern('charter school')?.test('Charter Schools and vouchers')).toBe(true);
    expect(keywordPattern('camp')?.test('campground')).toBe(false);
    expect(keywordPattern('e-cigarette')?.test('e cigarettes')).toBe(true);
    const result = scoreBill(
      profile({ keywords: ['flood warning'] }),
      bill({ title: 'Camps', text: `${'x '.repeat(200)}Each camp installs flood warning sirens near rivers.` }),
    );
    expect(result.explanation.keywords).toEqual([
      { keyword: 'flood warning', where: 'text', passage: expect.stringContaining('flood warning sirens') },
    ]);
    expect(result.explanation.keywords[0]?.passage.startsWith('…')).toBe(true);
  });

  it('scores a title keyword above a text keyword, and adds subjects, companies and sections', () => {
    const p = profile({
      keywords: ['youth camp'],
      subjects: [15],
      companies: [{ id: 7, name: 'Lone Star Camps Inc', names: ['Lone Star Camps'] }],
      sections: [{ code: 'TX Health and Safety Code', section: '141.0095' }],
    });
    const inTitle = scoreBill(p, bill({}));
    const inText = scoreBill(p, bill({ title: 'Relating to emergencies', text: 'rules for every youth camp' }));
    expect(inTitle.score).toBeGreaterThan(inText.score);
    const everything = scoreBill(
      p,
      bill({
        subjects: [15, 22],
        text: 'Lone Star Camps shall post the plan.',
        citations: [{ code: 'TX Health and Safety Code', section: '141.0095', kind: 'amends' }],
      }),
    );
    expect(everything.score).toBeGreaterThan(inTitle.score);
    expect(everything.priority).toBe('high');
    expect(everything.impact).toBe('high');
    expect(everything.explanation.subjects).toEqual([{ value: 15, label: 'Emergency Management' }]);
    expect(everything.explanation.companies).toEqual([
      { id: 7, name: 'Lone Star Camps Inc', passage: expect.stringContaining('Lone Star Camps') },
    ]);
    expect(everything.explanation.sections).toEqual([
      { code: 'TX Health and Safety Code', section: '141.0095', kind: 'amends' },
    ]);
    expect(everything.explanation.summary).toMatch(/^Matched keywords “youth camp”; subjects Emergency Management/);
  });

  it('matches nothing when nothing fires', () => {
    const result = scoreBill(profile({ keywords: ['pipeline'] }), bill({}));
    expect(result.score).toBe(0);
    expect(result.score).toBeLessThan(MATCH_THRESHOLD);
    expect(result.explanation.summary).toBe('Nothing matched');
  });

  it('raises a bill like a tracked one and lowers a bill like a rejected one', () => {
    const camps = termsOf('Relating to youth camp emergency plans and preparedness; campground safety');
    const base = profile({ keywords: ['preparedness'] });
    const plain = scoreBill(base, bill({ id: 'TX-892-SB-1' })).score;
    const tracked = scoreBill(
      profile({
        keywords: ['preparedness'],
        tracked: [{ billId: 'TX-892-HB-9', identifier: 'TX HB 9', terms: camps }],
      }),
      bill({ id: 'TX-892-SB-1' }),
    );
    expect(tracked.score).toBeGreaterThan(plain);
    expect(tracked.explanation.similarTracked[0]).toMatchObject({ billId: 'TX-892-HB-9' });
    const rejected = scoreBill(
      profile({
        keywords: ['preparedness'],
        rejected: [{ billId: 'TX-892-HB-9', identifier: 'TX HB 9', terms: camps, reason: 'Not our camps' }],
      }),
      bill({ id: 'TX-892-SB-1' }),
    );
    expect(rejected.score).toBeLessThan(plain);
    expect(rejected.explanation.rejectedPenalty).toMatchObject({ billId: 'TX-892-HB-9', reason: 'Not our camps' });
    expect(rejected.explanation.summary).toMatch(/lowered: like rejected TX HB 9$/);
  });

  it('finds a word’s -ies plural, as "utility" in "Public utilities"', () => {
    expect(keywordPattern('electric utility')?.test('Public utilities: electric utilities; rates')).toBe(true);
    expect(keywordPattern('health facility')?.test('Health facilities: hospitals')).toBe(true);
    expect(keywordPattern('day')?.test('days')).toBe(true);
  });

  it('counts a keyword inside a longer keyword once, as the longer one', () => {
    const p = profile({ keywords: ['renewable energy', 'energy'] });
    const inside = scoreBill(p, bill({ title: 'Land use; zoning subject to the clean and renewable energy act.' }));
    expect(inside.explanation.keywords.map((hit) => hit.keyword)).toEqual(['renewable energy']);
    const both = scoreBill(p, bill({ title: 'Renewable energy goals; energy waste reduction.' }));
    expect(both.explanation.keywords.map((hit) => hit.keyword)).toEqual(['renewable energy', 'energy']);
    expect(both.score).toBeGreaterThan(inside.score);
    // The shorter keyword alone elsewhere still counts, found where it stands alone.
    const elsewhere = scoreBill(p, bill({ title: 'Renewable energy goals.', text: 'the energy office shall report' }));
    expect(elsewhere.explanation.keywords).toEqual([
      { keyword: 'renewable energy', where: 'title', passage: 'Renewable energy goals.' },
      { keyword: 'energy', where: 'text', passage: 'the energy office shall report' },
    ]);
  });

  it('counts a subject the keywords name beside the chosen ones, and says which keyword named it', () => {
    const utilityBill = bill({ title: 'Public utilities: other; transfer of service to tenant.', subjects: [44] });
    const named = scoreBill(profile({ keywords: ['electric utility'], subjects: [16] }), utilityBill);
    expect(named.explanation.subjects).toEqual([{ value: 44, label: 'Utilities', keyword: 'electric utility' }]);
    expect(named.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    // Only a keyword that is a subject's term as a whole names it: "utility rates" does not name Utilities.
    const partial = scoreBill(profile({ keywords: ['utility rates'], subjects: [16] }), utilityBill);
    expect(partial.explanation.subjects).toEqual([]);
    // Off for the keyword-only baseline of the bench.
    const off = scoreBill(profile({ keywords: ['electric utility'], keywordSubjects: false }), utilityBill);
    expect(off.explanation.subjects).toEqual([]);
    expect(off.score).toBe(0);
  });

  it('ranks a keyword on a bill filed under other subjects below subject evidence, yet keeps it proposed', () => {
    const p = profile({ keywords: ['energy'], subjects: [16] });
    const onSubject = scoreBill(p, bill({ title: 'Energy: alternative sources; energy storage.', subjects: [16] }));
    const subjectOnly = scoreBill(p, bill({ title: 'Nuclear reactors; definitions.', subjects: [16] }));
    const appropriation = bill({
      title: 'Appropriations: department of environment, Great Lakes, and energy; fiscal year 2026.',
      subjects: [6],
      subjectTerms: ['Appropriations'],
    });
    const offSubject = scoreBill(p, appropriation);
    const unfiled = scoreBill(p, { ...appropriation, subjects: [], subjectTerms: [] });
    expect(onSubject.score).toBeGreaterThan(subjectOnly.score);
    expect(subjectOnly.score).toBeGreaterThan(offSubject.score);
    expect(offSubject.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    // A bill the source filed under no subject at all is not off-subject: its keyword counts in full.
    expect(unfiled.score).toBeGreaterThan(offSubject.score);
    // With no subject in the profile, chosen or named by a keyword, there is nothing to be off: it counts in full.
    expect(scoreBill(profile({ keywords: ['energy'], keywordSubjects: false }), appropriation).score).toBe(
      unfiled.score,
    );
  });

  it('counts a keyword the text names once as a passing mention, and in full when the text returns to it', () => {
    const p = profile({ keywords: ['internet'] });
    const once = scoreBill(
      p,
      bill({ title: 'Relating to flood recovery loans.', text: 'post the notice on its Internet website' }),
    );
    const often = scoreBill(
      p,
      bill({
        title: 'Relating to service providers.',
        text: 'An Internet service provider shall block Internet access.',
      }),
    );
    expect(once.explanation.keywords).toEqual([
      { keyword: 'internet', where: 'text', passage: 'post the notice on its Internet website' },
    ]);
    expect(once.score).toBeLessThan(often.score);
    expect(often.score).toBe(14);
    expect(once.score).toBe(7);
  });

  it('weighs a resolution below a bill unless the description says resolutions matter; a joint resolution counts', () => {
    const urge = {
      title: 'A resolution to urge the United States Congress to fully fund Medicaid.',
      subjects: [22],
      classification: ['resolution'],
    };
    const hospital = { keywords: ['Medicaid'], subjects: [22] };
    const asBill = scoreBill(profile(hospital), bill({ ...urge, classification: ['bill'] }));
    const resolution = scoreBill(
      profile({ ...hospital, description: 'We follow bills on Medicaid payment.' }),
      bill(urge),
    );
    expect(resolution.score).toBe(Math.round(asBill.score / 2));
    expect(resolution.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(resolution.explanation.summary).toMatch(/; counted half: a resolution changes no law$/);
    // An organization that says it works with Congress, or on resolutions, gets them in full.
    const federal = profile({ ...hospital, description: 'We ask Congress and the state for Medicaid funding.' });
    expect(scoreBill(federal, bill(urge)).score).toBe(asBill.score);
    // A joint resolution (a constitutional amendment) changes law: not discounted.
    expect(scoreBill(profile(hospital), bill({ ...urge, classification: ['joint resolution'] })).score).toBe(
      asBill.score,
    );
  });

  it('counts half a keyword that more than one bill in twenty of the state names, and says why', () => {
    const p = profile({ keywords: ['website', 'personal information'] });
    // 120 bills: 12 name "website" (10%), 3 name "personal information" (2.5%).
    const state = Array.from({ length: 120 }, (_, index) =>
      bill({
        id: `TX-892-HB-${index + 1}`,
        title:
          index < 12
            ? 'Relating to a notice posted on a website.'
            : index < 15
              ? 'Relating to personal information held by agencies.'
              : 'Relating to roads.',
      }),
    );
    const shares = keywordSharesOf(p, state);
    expect(shares).toEqual(
      new Map([
        ['website', 0.1],
        ['personal information', 0.025],
      ]),
    );
    const posting = state[0] as MatchBill;
    const privacy = state[12] as MatchBill;
    expect(scoreBill(p, posting).score).toBe(30);
    expect(scoreBill(p, posting, shares).score).toBe(15);
    expect(scoreBill(p, posting, shares).explanation.summary).toBe(
      "Matched keywords “website”; counted half: “website” (in 10% of the state's bills)",
    );
    expect(scoreBill(p, privacy, shares).score).toBe(30);
    // Over fewer bills a share says little: no discount.
    expect(keywordSharesOf(p, state.slice(0, COMMON_KEYWORD_MIN_BILLS - 1))).toEqual(new Map());
  });
});
