import type { MatchLevel } from '@statehouse/shared/autotrack/autotrack.schemas';
import { subjectLabel } from '@statehouse/shared/reference/subjects';
import type { MatchExplanation } from '../../db/schema/autotrack';

/**
 * The matcher's scoring (decision 071): a pure function from an organization's profile and one bill to a score
 * (0-100), a priority, an impact estimate and an explanation naming every signal that fired. No database here: the
 * service gathers the profile and the bills, the bench and the tests call this directly.
 */

export type ProfileBill = { billId: string; identifier: string; terms: ReadonlySet<string> };
export type MatchProfile = {
  /** Keywords and phrases as the organization wrote them. */
  keywords: readonly string[];
  subjects: readonly number[];
  companies: readonly { id: number; name: string; names: readonly string[] }[];
  /** Statute sections the organization cares about ('TX Tax Code' + '151.0101'). */
  sections: readonly { code: string; section: string }[];
  /** Bills the account tracks (their title and summary words): a bill like one of them scores higher. */
  tracked: readonly ProfileBill[];
  /** Bills the account rejected, with the reason: a bill like one of them scores lower. */
  rejected: readonly (ProfileBill & { reason: string })[];
};

export type MatchBill = {
  id: string;
  identifier: string;
  title: string;
  abstract: string | null;
  /** The state's subject terms, read as part of the summary. */
  subjectTerms: readonly string[];
  /** Latest version text (cut by the caller). */
  text: string | null;
  subjects: readonly number[];
  citations: readonly { code: string; section: string; kind: string }[];
  /** 0-6 as bills.status. */
  status: number;
};

export type MatchResult = {
  score: number;
  priority: MatchLevel;
  impact: MatchLevel;
  explanation: MatchExplanation;
};

/** A bill scoring below this is not proposed. */
export const MATCH_THRESHOLD = 20;
/** Priority bands. */
export const HIGH_PRIORITY_SCORE = 70;
export const MEDIUM_PRIORITY_SCORE = 50;

// Points per signal (decision 071 explains the weights; the bench measures them).
const KEYWORD_POINTS = { title: 30, summary: 24, text: 14 } as const;
const KEYWORD_CAP = 55;
const EXTRA_KEYWORD_FACTOR = 0.5;
const SUBJECT_POINTS = 22;
const SUBJECT_EXTRA = 6;
const SUBJECT_CAP = 30;
const COMPANY_POINTS = 25;
const COMPANY_CAP = 35;
const SECTION_POINTS = 25;
const SECTION_CAP = 35;
const SIMILAR_MIN = 0.2;
const SIMILAR_FACTOR = 60;
const SIMILAR_CAP = 25;
const REJECTED_MIN = 0.25;
const REJECTED_FACTOR = 80;
const PASSAGE_RADIUS = 90;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the this to was were will with act ' +
    'relating bill concerning provide provides providing certain section sections state law laws chapter code ' +
    'amend amending amends create creating regarding related shall may any other such under which who whose'
  ).split(' '),
);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower-case words of a text, without stop words and short tokens, plurals folded (for similarity). */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z][a-z0-9-]+/g) ?? []) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    terms.add(word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
  }
  return terms;
}

/** Jaccard similarity of two term sets. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * A keyword as a whole-word, case-insensitive pattern: words separated by any run of spaces or hyphens, and each
 * word's plural (s, es) or a trailing ing/ed accepted, so "charter school" finds "Charter Schools".
 */
export function keywordPattern(keyword: string): RegExp | null {
  const words = keyword.toLowerCase().match(/[a-z0-9]+/g);
  if (!words || words.length === 0) return null;
  const body = words.map((word) => `${escapeRegExp(word)}(?:s|es|ing|ed)?`).join('[\\s\\-/]+');
  return new RegExp(`\\b${body}\\b`, 'i');
}

/** The words around index `at` of `text` (about PASSAGE_RADIUS characters each side), on one line. */
export function passageAround(text: string, at: number, length: number): string {
  const start = Math.max(0, at - PASSAGE_RADIUS);
  const end = Math.min(text.length, at + length + PASSAGE_RADIUS);
  const cut = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${cut}${end < text.length ? '…' : ''}`;
}

const levelOf = (score: number): MatchLevel =>
  score >= HIGH_PRIORITY_SCORE ? 'high' : score >= MEDIUM_PRIORITY_SCORE ? 'medium' : 'low';

/** Compiled once per profile: the keyword and company patterns. */
export type CompiledProfile = MatchProfile & {
  keywordPatterns: { keyword: string; pattern: RegExp }[];
  companyPatterns: { id: number; name: string; patterns: RegExp[] }[];
  sectionKeys: Set<string>;
  subjectSet: Set<number>;
};

export function compileProfile(profile: MatchProfile): CompiledProfile {
  return {
    ...profile,
    keywordPatterns: profile.keywords.flatMap((keyword) => {
      const pattern = keywordPattern(keyword);
      return pattern ? [{ keyword, pattern }] : [];
    }),
    companyPatterns: profile.companies.map((company) => ({
      id: company.id,
      name: company.name,
      // Names shorter than 4 letters ("GE") would match inside too many words' company.
      patterns: [company.name, ...company.names]
        .filter((name) => name.replace(/[^a-z]/gi, '').length >= 4)
        .flatMap((name) => {
          const pattern = keywordPattern(name.replace(/\b(inc|llc|corp|corporation|co|ltd|company)\b\.?/gi, ''));
          return pattern ? [pattern] : [];
        }),
    })),
    sectionKeys: new Set(profile.sections.map((section) => `${section.code}|${section.section}`.toLowerCase())),
    subjectSet: new Set(profile.subjects),
  };
}

function firstHit(pattern: RegExp, fields: { where: 'title' | 'summary' | 'text'; text: string }[]) {
  for (const field of fields) {
    const found = pattern.exec(field.text);
    if (found) return { where: field.where, passage: passageAround(field.text, found.index, found[0].length) };
  }
  return null;
}

/** Scores one bill for one profile. */
export function scoreBill(profile: CompiledProfile, bill: MatchBill): MatchResult {
  const summaryText = [bill.abstract ?? '', bill.subjectTerms.join('; ')].filter(Boolean).join(' — ');
  const fields = [
    { where: 'title' as const, text: bill.title },
    { where: 'summary' as const, text: summaryText },
    { where: 'text' as const, text: bill.text ?? '' },
  ];

  const keywords: MatchExplanation['keywords'] = [];
  for (const { keyword, pattern } of profile.keywordPatterns) {
    const hit = firstHit(pattern, fields);
    if (hit) keywords.push({ keyword, ...hit });
  }
  // The best keyword counts in full, each further one half: many keywords of one idea do not add up to certainty.
  const keywordPoints = [...keywords]
    .map((hit) => KEYWORD_POINTS[hit.where])
    .sort((a, b) => b - a)
    .reduce((sum, points, index) => sum + (index === 0 ? points : points * EXTRA_KEYWORD_FACTOR), 0);

  const subjects = bill.subjects
    .filter((value) => profile.subjectSet.has(value))
    .map((value) => ({ value, label: subjectLabel(value) ?? String(value) }));
  const subjectPoints = subjects.length === 0 ? 0 : SUBJECT_POINTS + SUBJECT_EXTRA * (subjects.length - 1);

  const companies: MatchExplanation['companies'] = [];
  for (const company of profile.companyPatterns) {
    for (const pattern of company.patterns) {
      const hit = firstHit(pattern, fields);
      if (hit) {
        companies.push({ id: company.id, name: company.name, passage: hit.passage });
        break;
      }
    }
  }

  const sections = bill.citations.filter((citation) =>
    profile.sectionKeys.has(`${citation.code}|${citation.section}`.toLowerCase()),
  );

  const billTerms = termsOf(`${bill.title} ${summaryText}`);
  const similarTracked = profile.tracked
    .filter((tracked) => tracked.billId !== bill.id)
    .map((tracked) => ({
      billId: tracked.billId,
      identifier: tracked.identifier,
      similarity: similarity(billTerms, tracked.terms),
    }))
    .filter((entry) => entry.similarity >= SIMILAR_MIN)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, 3)
    .map((entry) => ({ ...entry, similarity: Math.round(entry.similarity * 100) / 100 }));

  let rejectedPenalty: MatchExplanation['rejectedPenalty'] = null;
  for (const rejected of profile.rejected) {
    if (rejected.billId === bill.id) continue;
    const value = similarity(billTerms, rejected.terms);
    if (value >= REJECTED_MIN && (!rejectedPenalty || value > rejectedPenalty.similarity)) {
      rejectedPenalty = {
        billId: rejected.billId,
        identifier: rejected.identifier,
        similarity: value,
        reason: rejected.reason,
      };
    }
  }

  const raw =
    Math.min(KEYWORD_CAP, keywordPoints) +
    Math.min(SUBJECT_CAP, subjectPoints) +
    Math.min(COMPANY_CAP, companies.length * COMPANY_POINTS) +
    Math.min(SECTION_CAP, sections.length * SECTION_POINTS) +
    Math.min(SIMILAR_CAP, Math.round((similarTracked[0]?.similarity ?? 0) * SIMILAR_FACTOR));
  const penalty = rejectedPenalty ? Math.round(rejectedPenalty.similarity * REJECTED_FACTOR) : 0;
  const score = Math.max(0, Math.min(100, Math.round(raw - penalty)));
  if (rejectedPenalty)
    rejectedPenalty = { ...rejectedPenalty, similarity: Math.round(rejectedPenalty.similarity * 100) / 100 };

  // Impact: how much the bill would change for the organization, from what it does rather than how well it matched.
  const changesCaredSection = sections.some((section) => section.kind !== 'cites');
  const impact: MatchLevel =
    companies.length > 0 || changesCaredSection || (score >= HIGH_PRIORITY_SCORE && bill.status >= 2)
      ? 'high'
      : keywords.some((hit) => hit.where === 'title') || sections.length > 0 || bill.status >= 2
        ? 'medium'
        : 'low';

  const parts = [
    keywords.length ? `keywords ${keywords.map((hit) => `“${hit.keyword}”`).join(', ')}` : '',
    subjects.length ? `subjects ${subjects.map((subject) => subject.label).join(', ')}` : '',
    companies.length ? `names ${companies.map((company) => company.name).join(', ')}` : '',
    sections.length ? `touches ${sections.map((section) => `${section.code} § ${section.section}`).join(', ')}` : '',
    similarTracked.length ? `like tracked ${similarTracked.map((entry) => entry.identifier).join(', ')}` : '',
  ].filter(Boolean);
  const summary =
    (parts.length ? `Matched ${parts.join('; ')}` : 'Nothing matched') +
    (rejectedPenalty ? `; lowered: like rejected ${rejectedPenalty.identifier}` : '');

  return {
    score,
    priority: levelOf(score),
    impact,
    explanation: {
      keywords,
      subjects,
      companies,
      sections: sections.map(({ code, section, kind }) => ({ code, section, kind })),
      similarTracked,
      rejectedPenalty,
      summary,
    },
  };
}
