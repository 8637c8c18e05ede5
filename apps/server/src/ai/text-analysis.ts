import { stemmer } from 'stemmer';

/** A range of characters in a source text: [start, end). */
export type Span = { start: number; end: number };

// Words that say nothing about what a passage is about: English function words, and the boilerplate every bill
// repeats (section, act, state ...) so that "What does section 3 of the act require?" ranks by "require".
const stopWords = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
  both but by can could did do does doing down during each few for from further had has have having he her here hers
  him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our out
  over own same she should so some such than that the their them then there these they this those through to too
  under until up upon very was we were what when where which while who whom why will with would you your shall may
  must section sec subsection act bill chapter code amended adding read follows state texas`
    .split(/\s+/)
    .filter(Boolean),
);

const wordPattern = /[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]|\d+(?:\.\d+)*/g;

/** The words of a text in order, lower case (numbers such as 151.0091 are kept whole). */
export function words(text: string): string[] {
  return (text.match(wordPattern) ?? []).map((word) => word.toLowerCase().replace(/'s$/, ''));
}

/** The index terms of a text: its words without stop words, stemmed (Porter); numbers unchanged. */
export function terms(text: string): string[] {
  const result: string[] = [];
  for (const word of words(text)) {
    if (stopWords.has(word)) continue;
    result.push(/^\d/.test(word) ? word : stemmer(word.replace(/-/g, '')));
  }
  return result;
}

export const isStopWord = (word: string): boolean => stopWords.has(word.toLowerCase());

// Abbreviations whose period does not end a sentence in legislative text.
const abbreviation =
  /(?:\b(?:Sec|Secs|No|Nos|Art|Arts|Ch|Subch|Gov|Govt|Mr|Mrs|Ms|Dr|St|Inc|Co|Corp|Ltd|Jr|Sr|Jan|Feb|Mar|Apr|Aug|Sept|Sep|Oct|Nov|Dec|U\.S|v|vs|et al|i\.e|e\.g|etc|H\.B|S\.B|H\.J\.R|S\.J\.R|H\.R|S\.R|ann|stat|par|para|subd|cl)|\b[A-Z])\.$/i;

/**
 * Sentences of a text as spans: a period, question or exclamation mark, or semicolon followed by a space ends one
 * (legislative lists run on with semicolons), as does a line break; also the start of a numbered subsection
 * "(a)" or "SECTION 2." after whitespace. Abbreviations (Sec., No., H.B.) and section numbers (151.0091) do not end
 * sentences. Leading and trailing whitespace is not part of a span.
 */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s] ?? '')) s += 1;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e -= 1;
    if (e > s) spans.push({ start: s, end: e });
    start = end;
  };
  const boundary = /([.?!;:])(?=\s+)|\n\s*\n|\n|\s(?=SECTION\s+\d+[A-Z]?\.)|\s(?=Sec\.\s+\d)/g;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + (match[1] ? 1 : match[0].length);
    if (match[1] === '.') {
      const before = text.slice(Math.max(start, match.index - 12), match.index + 1);
      if (abbreviation.test(before)) continue;
      // "Sec. 161.095." and "SECTION 2." introduce what follows; they do not end a sentence.
      if (/^(Sec\.|SECTION)\s+[\w.-]+\.$/.test(text.slice(start, match.index + 1).trim())) continue;
    }
    // A colon ends a clause only before a list; keep "as follows:" with what it introduces.
    if (match[1] === ':' && !/^\s+\(/.test(text.slice(end, end + 4))) continue;
    if (end - start < 12 && match[1] !== undefined) continue;
    push(end);
  }
  push(text.length);
  return spans;
}

/** Passage sizes in characters: passages grow sentence by sentence to the target, and never past the maximum. */
export const PASSAGE_TARGET_CHARS = 700;
export const PASSAGE_MAX_CHARS = 1200;

const startsSection = (text: string, span: Span) =>
  /^(SECTION\s+\d|Sec\.\s+\d|ARTICLE\s+\d)/.test(text.slice(span.start));

/**
 * Cuts a text into passages of whole sentences, about PASSAGE_TARGET_CHARS long, for retrieval and citation. A new
 * bill section (SECTION 2., Sec. 141.0091.) starts a new passage once the current one has some length, so a
 * passage rarely mixes two sections. A single sentence longer than the maximum is cut at word boundaries.
 */
export function chunkPassages(text: string): Span[] {
  const passages: Span[] = [];
  let current: Span | null = null;
  for (const sentence of splitSentences(text)) {
    for (const piece of cutLong(text, sentence)) {
      if (current) {
        const length = piece.end - current.start;
        const sectionBreak = startsSection(text, piece) && current.end - current.start > PASSAGE_TARGET_CHARS / 3;
        if (length > PASSAGE_MAX_CHARS || current.end - current.start >= PASSAGE_TARGET_CHARS || sectionBreak) {
          passages.push(current);
          current = null;
        }
      }
      current = current ? { start: current.start, end: piece.end } : { ...piece };
    }
  }
  if (current) passages.push(current);
  return passages;
}

function cutLong(text: string, span: Span): Span[] {
  if (span.end - span.start <= PASSAGE_MAX_CHARS) return [span];
  const pieces: Span[] = [];
  let start = span.start;
  while (span.end - start > PASSAGE_MAX_CHARS) {
    let end = text.lastIndexOf(' ', start + PASSAGE_TARGET_CHARS);
    if (end <= start) end = start + PASSAGE_TARGET_CHARS;
    pieces.push({ start, end });
    start = end + 1;
  }
  pieces.push({ start, end: span.end });
  return pieces;
}

/** Collapses runs of whitespace, for quoting a span. */
export const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
