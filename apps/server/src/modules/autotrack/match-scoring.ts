import type { MatchLevel } from '@statehouse/shared/autotrack/autotrack.schemas';
import { subjectKeywords, subjectLabel } from '@statehouse/shared/reference/subjects';
import type { MatchExplanation } from '../../db/schema/autotrack';

/**
 * The matcher's scoring (decision 071): a pure function from an organization's profile and one bill to a score
 * (0-100), a priority, an impact estimate and an explanation naming every signal that fired. No database here: the
 * service gathers the profile and the bills, the bench and the tests call this directly.
 */

export type ProfileBill = { billId: string; identifier: string; terms: ReadonlySet<string> };
export type MatchProfile = {
  /**
   * What the organization wrote about itself in the wizard: it says whether resolutions and memorials (which change
   * no law) matter to it ("we ask Congress…", "resolutions").
   */
  description?: string;
  /** Keywords and phrases as the organization wrote them. */
  keywords: readonly string[];
  subjects: readonly number[];
  /**
   * Whether the subjects the keywords themselves name (by the subject mapping the importers use: "electric utility"
   * names Utilities) count beside the chosen ones; default true. The bench's keyword-only baseline turns it off.
   */
  keywordSubjects?: boolean;
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
  /** As the source classifies it: bill, resolution, concurrent resolution, joint resolution, memorial… */
  classification?: readonly string[];
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
/**
 * Keyword points on a bill filed under other subjects only: the organization has subjects, the bill has subjects,
 * and none is one of them (a keyword in an appropriation or a warrants bill is often a passing mention).
 */
const OFF_SUBJECT_FACTOR = 0.7;
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
/**
 * A keyword the bill's text names once, and neither its title nor its summary, is a passing mention (“post the
 * notice on its Internet website”): it counts this share of a text keyword's points. Two or more mentions count in
 * full.
 */
const PASSING_MENTION_FACTOR = 0.5;
/**
 * A keyword the state's bills name often (in more than one bill in twenty: "website" in Texas, where most bills post
 * something online) says little about any one of them: it counts this share of its points there (decision 085).
 */
export const COMMON_KEYWORD_SHARE = 0.05;
/** A share counted over fewer bills says little (one bill in a handful is not "common"): no discount below this. */
export const COMMON_KEYWORD_MIN_BILLS = 100;
const COMMON_KEYWORD_FACTOR = 0.5;
/**
 * A resolution or memorial (it changes no law: it urges, honours or declares) counts this share of its score unless
 * the organization's description says resolutions, memorials, Congress or federal action matter to it.
 */
const RESOLUTION_FACTOR = 0.5;
const NON_BINDING = new Set(['resolution', 'concurrent resolution', 'memorial', 'joint memorial', 'commemoration']);
const CARES_FOR_RESOLUTIONS = /\b(resolutions?|memorials?|memorialize|congress|congressional|federal)\b/i;
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
 * One word and its inflections: plurals (s, es, and y to ies: "utility" finds "utilities"), -ing and -ed.
 */
export function wordPattern(word: string): string {
  const stem = /[^aeiou]y$/.test(word) ? `${escapeRegExp(word.slice(0, -1))}(?:y|ies|ied)` : escapeRegExp(word);
  return `${stem}(?:s|es|ing|ed)?`;
}

/**
 * A keyword as a whole-word, case-insensitive pattern: words separated by any run of spaces or hyphens, and each
 * word's plural (s, es) or a trailing ing/ed accepted, so "charter school" finds "Charter Schools".
 */
export function keywordPattern(keyword: string): RegExp | null {
  const words = keyword.toLowerCase().match(/[a-z0-9]+/g);
  if (!words || words.length === 0) return null;
  const body = words.map(wordPattern).join('[\\s\\-/]+');
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
  /** Subjects named by a keyword and not chosen, each with the first keyword that names it. */
  namedSubjects: Map<number, string>;
  /** Whether the description or keywords say resolutions and memorials matter (they then count in full). */
  weighsResolutions: boolean;
};

/** A phrase's words, lower case, each plural folded (utilities -> utility, schools -> school). */
const phraseKey = (phrase: string) =>
  (phrase.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .map((word) =>
      word.length > 4 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
          ? word.slice(0, -1)
          : word,
    )
    .join(' ');

/** Each subject term of the mapping the importers use (subjectKeywords), by its phrase key. */
const subjectByTerm = new Map<string, number>();
for (const [value, terms] of Object.entries(subjectKeywords)) {
  for (const term of terms) if (!subjectByTerm.has(phraseKey(term))) subjectByTerm.set(phraseKey(term), Number(value));
}

/**
 * The subjects the keywords name, without those already chosen: a keyword that is, as a whole, one of a subject's
 * terms ("electric utility" is a Utilities term; "camp safety" names no subject though "safety" is a Public Safety
 * term, so a keyword does not pull in a broad subject through one of its words).
 */
function subjectsNamedBy(keywords: readonly string[], chosen: ReadonlySet<number>): Map<number, string> {
  const named = new Map<number, string>();
  for (const keyword of keywords) {
    const value = subjectByTerm.get(phraseKey(keyword));
    if (value !== undefined && !chosen.has(value) && !named.has(value)) named.set(value, keyword);
  }
  return named;
}

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
    namedSubjects:
      profile.keywordSubjects === false ? new Map() : subjectsNamedBy(profile.keywords, new Set(profile.subjects)),
    weighsResolutions: CARES_FOR_RESOLUTIONS.test([profile.description ?? '', ...profile.keywords].join(' ')),
  };
}

/** Whether `keyword` occurs in the bill anywhere the scoring looks (title, summary with subject terms, text). */
const namesKeyword = (pattern: RegExp, bill: MatchBill) =>
  fieldsOf(bill).some((field) => field.text !== '' && pattern.test(field.text));

/** How many of `bills` name each keyword (anywhere the scoring looks). */
export function keywordCountsOf(
  patterns: CompiledProfile['keywordPatterns'],
  bills: readonly MatchBill[],
): Map<string, number> {
  return new Map(
    patterns.map(({ keyword, pattern }) => [keyword, bills.filter((bill) => namesKeyword(pattern, bill)).length]),
  );
}

/**
 * The share of `bills` (one state's) that name each of the profile's keywords, for scoreBill's common-keyword
 * discount: the caller counts once per state and passes the shares with every bill of that state. Empty when the
 * state holds fewer than COMMON_KEYWORD_MIN_BILLS bills.
 */
export function keywordSharesOf(profile: CompiledProfile, bills: readonly MatchBill[]): Map<string, number> {
  return sharesOf(keywordCountsOf(profile.keywordPatterns, bills), bills.length);
}

/** Counts over `total` bills as shares (none below COMMON_KEYWORD_MIN_BILLS). */
export function sharesOf(counts: ReadonlyMap<string, number>, total: number): Map<string, number> {
  if (total < COMMON_KEYWORD_MIN_BILLS) return new Map();
  return new Map([...counts].map(([keyword, count]) => [keyword, count / total]));
}

function fieldsOf(bill: MatchBill): Field[] {
  const summaryText = [bill.abstract ?? '', bill.subjectTerms.join('; ')].filter(Boolean).join(' — ');
  return [
    { where: 'title', text: bill.title },
    { where: 'summary', text: summaryText },
    { where: 'text', text: bill.text ?? '' },
  ];
}

function firstHit(pattern: RegExp, fields: { where: 'title' | 'summary' | 'text'; text: string }[]) {
  for (const field of fields) {
    const found = pattern.exec(field.text);
    if (found) return { where: field.where, passage: passageAround(field.text, found.index, found[0].length) };
  }
  return null;
}

type Field = { where: 'title' | 'summary' | 'text'; text: string };

/**
 * Each keyword's first occurrence (title, then summary, then text) that is not part of a longer keyword's
 * occurrence: "energy" inside "renewable energy" is that keyword, not a second one (as classifySubjects treats a
 * subject keyword inside a longer one). A keyword found only inside longer ones does not count on its own.
 */
function keywordHits(
  patterns: CompiledProfile['keywordPatterns'],
  fields: Field[],
): { hits: MatchExplanation['keywords']; textMentions: Map<string, number> } {
  const hits: MatchExplanation['keywords'] = [];
  // How often each keyword first found in the text occurs there on its own (a single one is a passing mention).
  const textMentions = new Map<string, number>();
  const found = new Set<string>();
  for (const field of fields) {
    if (!field.text || found.size === patterns.length) continue;
    const spans = patterns.map(({ keyword, pattern }) => ({
      keyword,
      spans: [...field.text.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
      })),
    }));
    for (const { keyword, spans: own } of spans) {
      if (found.has(keyword)) continue;
      const alones = own.filter(
        (span) =>
          !spans.some(
            (other) =>
              other.keyword !== keyword &&
              other.spans.some(
                (wider) =>
                  wider.start <= span.start && wider.end >= span.end && wider.end - wider.start > span.end - span.start,
              ),
          ),
      );
      const alone = alones[0];
      if (alone) {
        found.add(keyword);
        if (field.where === 'text') textMentions.set(keyword, alones.length);
        hits.push({
          keyword,
          where: field.where,
          passage: passageAround(field.text, alone.start, alone.end - alone.start),
        });
      }
    }
  }
  // In the profile's order, as before.
  const order = new Map(patterns.map(({ keyword }, index) => [keyword, index]));
  return { hits: hits.sort((a, b) => (order.get(a.keyword) ?? 0) - (order.get(b.keyword) ?? 0)), textMentions };
}

/**
 * Scores one bill for one profile. `keywordShares` (keywordSharesOf, over the bill's state) lets a keyword common in
 * that state count less; without it every keyword counts in full.
 */
export function scoreBill(
  profile: CompiledProfile,
  bill: MatchBill,
  keywordShares: ReadonlyMap<string, number> = new Map(),
): MatchResult {
  const fields = fieldsOf(bill);
  const summaryText = fields[1]?.text ?? '';

  const { hits: keywords, textMentions } = keywordHits(profile.keywordPatterns, fields);
  // The best keyword counts in full, each further one half: many keywords of one idea do not add up to certainty.
  // A keyword the text names only once (and the title and summary not at all) is a passing mention.
  // A keyword common in the bill's state counts less.
  const common = keywords.filter((hit) => (keywordShares.get(hit.keyword) ?? 0) > COMMON_KEYWORD_SHARE);
  const keywordPoints = [...keywords]
    .map(
      (hit) =>
        KEYWORD_POINTS[hit.where] *
        (hit.where === 'text' && (textMentions.get(hit.keyword) ?? 0) < 2 ? PASSING_MENTION_FACTOR : 1) *
        (common.includes(hit) ? COMMON_KEYWORD_FACTOR : 1),
    )
    .sort((a, b) => b - a)
    .reduce((sum, points, index) => sum + (index === 0 ? points : points * EXTRA_KEYWORD_FACTOR), 0);

  // A subject the organization chose, or one its keywords name (explained with the keyword).
  const subjects: MatchExplanation['subjects'] = bill.subjects.flatMap((value) => {
    const label = subjectLabel(value) ?? String(value);
    if (profile.subjectSet.has(value)) return [{ value, label }];
    const keyword = profile.namedSubjects.get(value);
    return keyword ? [{ value, label, keyword }] : [];
  });
  const offSubject =
    subjects.length === 0 &&
    (bill.subjects.length > 0 || bill.subjectTerms.length > 0) &&
    profile.subjectSet.size + profile.namedSubjects.size > 0;
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

  const keywordScore = Math.min(KEYWORD_CAP, keywordPoints);
  const otherScore =
    Math.min(SUBJECT_CAP, subjectPoints) +
    Math.min(COMPANY_CAP, companies.length * COMPANY_POINTS) +
    Math.min(SECTION_CAP, sections.length * SECTION_POINTS) +
    Math.min(SIMILAR_CAP, Math.round((similarTracked[0]?.similarity ?? 0) * SIMILAR_FACTOR));
  // Off its subjects, a keyword counts less: the bill ranks below those the organization's subjects confirm, but a
  // bill its keywords made a match stays one (the discount re-ranks, it never drops a proposal).
  const raw = offSubject
    ? Math.max(keywordScore * OFF_SUBJECT_FACTOR + otherScore, Math.min(keywordScore + otherScore, MATCH_THRESHOLD))
    : keywordScore + otherScore;
  const penalty = rejectedPenalty ? Math.round(rejectedPenalty.similarity * REJECTED_FACTOR) : 0;
  // A resolution or memorial changes no law: it ranks below the bills that do, unless the organization said such
  // resolutions matter to it. It is discounted, not dropped (a resolution on the organization's subject is still
  // proposed when it reaches the threshold after the discount).
  const nonBinding = (bill.classification ?? []).some((kind) => NON_BINDING.has(kind));
  const resolutionFactor = nonBinding && !profile.weighsResolutions ? RESOLUTION_FACTOR : 1;
  const score = Math.max(0, Math.min(100, Math.round((raw - penalty) * resolutionFactor)));
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
    (rejectedPenalty ? `; lowered: like rejected ${rejectedPenalty.identifier}` : '') +
    (common.length > 0
      ? `; counted half: ${common
          .map(
            (hit) =>
              `“${hit.keyword}” (in ${Math.round((keywordShares.get(hit.keyword) ?? 0) * 100)}% of the state's bills)`,
          )
          .join(', ')}`
      : '') +
    (resolutionFactor < 1 && parts.length ? '; counted half: a resolution changes no law' : '');

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
