import { isUnaskedBoilerplate } from './boilerplate';
import { isStopWord, splitSentences, terms, tidy, words } from './text-analysis';

export type ExtractiveSummary = { summary: string; keywords: string[] };

/** Sentences shorter than this are headings or list markers; longer than the maximum, run-on lists. */
const MIN_SENTENCE_CHARS = 30;
const MAX_SENTENCE_CHARS = 600;

/**
 * An extractive summary: the sentences most central to the text (the sum of the frequencies of their terms over
 * the whole text, divided by a length factor, a little ahead for sentences near the start), in reading order. The
 * bill's boilerplate (caption, enacting clause, severability, effective date, certification) is never one of them.
 */
export function summarizeExtractive(text: string, maxSentences: number, maxKeywords: number): ExtractiveSummary {
  const allTerms = terms(text);
  const frequency = new Map<string, number>();
  for (const term of allTerms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const noBoilerplate = new Set<never>();
  const sentences = splitSentences(text).filter(
    (span) => !isUnaskedBoilerplate(text.slice(span.start, span.end), noBoilerplate),
  );
  const spans = sentences.filter((span) => {
    const length = span.end - span.start;
    return length >= MIN_SENTENCE_CHARS && length <= MAX_SENTENCE_CHARS;
  });
  const pool = spans.length > 0 ? spans : sentences;
  const scored = pool.map((span, index) => {
    const sentenceTerms = [...new Set(terms(text.slice(span.start, span.end)))];
    const weight = sentenceTerms.reduce((sum, term) => sum + Math.log(1 + (frequency.get(term) ?? 0)), 0);
    const position = 1 + 0.5 / (1 + index);
    return { span, index, score: (weight / Math.sqrt(Math.max(sentenceTerms.length, 4))) * position };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score)
    .slice(0, maxSentences)
    .sort((a, b) => a.index - b.index);
  return {
    summary: chosen.map((item) => tidy(text.slice(item.span.start, item.span.end))).join(' '),
    keywords: keywordsOf(text, maxKeywords),
  };
}

/**
 * Words that are never a keyword a bill search could use, beyond the stop words: the remaining prepositions and
 * adverbs, and the words an organization uses about following legislation itself ("we follow bills along the
 * session"), which every bill would match. Stop words are also matched by stem, so "bills" goes with "bill".
 */
const notKeywords = new Set(
  `across along among around away behind beside besides beyond despite including like near onto per since toward
  towards via within without yet well also already often ever every many much several various whether either
  neither follow follows followed following track tracks tracked tracking monitor monitors monitored monitoring watch
  watches watching keep keeps help helps use uses using make makes need needs work works include includes legislation
  legislative legislature lawmakers laws law bills session sessions issue issues matter matters organization
  organizations group groups members member team affect affects affected affecting`
    .split(/\s+/)
    .filter(Boolean),
);
const isNotKeyword = (word: string) =>
  isStopWord(word) || notKeywords.has(word) || isStopWord(word.replace(/(?<=[a-z]{3})s$/, ''));

/**
 * Keywords: the most frequent content words and two-word phrases (a phrase counts when it occurs at least twice
 * and then stands for its words), shown in their most common written form.
 */
export function keywordsOf(text: string, max: number): string[] {
  const tokens = words(text).filter((word) => !/^\d/.test(word) && word.length > 2);
  const surface = new Map<string, Map<string, number>>();
  const counts = new Map<string, number>();
  const add = (key: string, form: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forms = surface.get(key) ?? new Map<string, number>();
    forms.set(form, (forms.get(form) ?? 0) + 1);
    surface.set(key, forms);
  };
  const stemOf = (word: string) => terms(word)[0] ?? word;
  for (let index = 0; index < tokens.length; index += 1) {
    const word = tokens[index] as string;
    if (isNotKeyword(word)) continue;
    add(stemOf(word), word);
    const next = tokens[index + 1];
    if (next && !isNotKeyword(next)) add(`${stemOf(word)} ${stemOf(next)}`, `${word} ${next}`);
  }
  const phraseScores = [...counts.entries()].map(([key, count]) => {
    const isPhrase = key.includes(' ');
    return { key, count, score: isPhrase ? (count >= 2 ? count * 1.6 : 0) : count };
  });
  phraseScores.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const chosen: { key: string; form: string }[] = [];
  for (const { key, score } of phraseScores) {
    if (chosen.length >= max || score <= 0) break;
    const parts = key.split(' ');
    if (parts.length === 1 && chosen.some((item) => item.key.split(' ').includes(key))) continue;
    const forms = [...(surface.get(key) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
    const form = forms[0]?.[0] ?? key;
    if (chosen.some((item) => item.form === form)) continue;
    // A phrase replaces the single words of it already chosen ("youth camps" over "camps").
    if (parts.length > 1) {
      for (let index = chosen.length - 1; index >= 0; index -= 1) {
        if (parts.includes(chosen[index]?.key ?? '')) chosen.splice(index, 1);
      }
    }
    chosen.push({ key, form });
  }
  const keywords = chosen.map((item) => item.form);
  return keywords;
}
