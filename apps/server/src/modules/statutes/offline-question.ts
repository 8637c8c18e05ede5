// searchMode ai without an AI provider (decision 037): a plain-language question becomes its content words, searched
// with OR through the same full-text index (ranked: sections matching more of the words, and in their headings, come
// first), and the answer is extractive: the sentences of the best sections that hold the most of those words, each
// cited. Nothing is generated, and the reply says so.

/** Words of a question that carry no subject: question words, auxiliaries, and the language of asking. */
const questionWords = new Set(
  (
    'a about above after all also am an and any are as at be been before being below between both but by can could did do ' +
    'does doing done during each either for from had has have having he her here hers him his how i if in into is it its ' +
    'itself just me might more most must my no nor not of off on once only or other our out over own same shall she should ' +
    'so some such than that the their them then there these they this those through to too under until up upon very was ' +
    'we were what when where whether which while who whom whose why will with would you your yours ' +
    'tell explain describe show find know please say says said mean means meaning apply applies applicable ' +
    'law laws statute statutes code section sections rule rules regulation regulations provision provisions'
  ).split(' '),
);

/** The content words of a question, lower case, in order, each once (at most 12). */
export function questionTerms(question: string): string[] {
  const words =
    question
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z0-9]+/g) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (word.length < 2 || questionWords.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === 12) break;
  }
  return terms;
}

/** The text handed to websearch_to_tsquery: any of the terms. */
export const anyOfTerms = (terms: readonly string[]): string => terms.join(' or ');

/** A crude stem for matching a term in a sentence: the first five letters (tax, taxes, taxable; exempt, exemption). */
const stemOf = (term: string): string => term.slice(0, Math.max(3, Math.min(term.length, 5)));

/** Sentences of a statute's text: split after . ; : before a capital, a digit or an opening parenthesis. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.;:])\s+(?=[A-Z0-9(“"])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20);
}

export type Passage = { id: number; text: string };

const PASSAGE_MAX_LENGTH = 400;

/**
 * The best sentences for the terms across the given sections (in rank order): those holding the most distinct
 * terms, earlier sections first on ties, at most `count`, at most one per section unless fewer sections hold one.
 */
export function extractPassages(
  sections: readonly { id: number; text: string }[],
  terms: readonly string[],
  count = 3,
): Passage[] {
  const stems = terms.map(stemOf);
  const scored: { id: number; text: string; score: number; order: number }[] = [];
  sections.forEach((section, sectionIndex) => {
    sentencesOf(section.text).forEach((sentence, sentenceIndex) => {
      const lower = sentence.toLowerCase();
      const score = stems.filter((stem) => new RegExp(`\\b${stem}`).test(lower)).length;
      if (score > 0)
        scored.push({ id: section.id, text: sentence, score, order: sectionIndex * 10_000 + sentenceIndex });
    });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length === count) break;
    if (!chosen.some((item) => item.id === candidate.id)) chosen.push(candidate);
  }
  for (const candidate of scored) {
    if (chosen.length === count) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen.map((item) => ({
    id: item.id,
    text:
      item.text.length > PASSAGE_MAX_LENGTH ? `${item.text.slice(0, PASSAGE_MAX_LENGTH - 1).trimEnd()}…` : item.text,
  }));
}

export const OFFLINE_ANSWER_NOTE =
  'No AI model answered this: these are the sentences of the best-matching sections that hold the most words of your ' +
  'question, quoted as written. Read the sections before relying on them.';
