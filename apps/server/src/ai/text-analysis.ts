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

/** The most characters a sentence and the list it introduces are quoted with. */
export const LIST_MAX_CHARS = 1000;

// A list item starts with its label: "(1)", "(a)", "(A)", "(iv)", "1.", "a." (after "and"/"or" when the previous item
// ended "; and"). Printed line numbers before it ("4 (a)") are allowed.
const itemPattern =
  /^(?:\d{1,3}\s+)?(?:(?:and|or)\s+)?(?:\(([0-9]{1,3}|[a-z]{1,4}|[A-Z]{1,2})(?:-[0-9a-z]+)?\)|([0-9]{1,3}|[a-z])\.)\s/;
const roman = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'];
const sectionStart = /^(?:SECTION|Section|SEC\.|Sec\.|§)\s*\d/;

const itemLabel = (sentence: string): string | undefined => {
  const match = itemPattern.exec(sentence);
  return match ? (match[1] ?? match[2]) : undefined;
};

/** The label after `label` in its series: 1 → 2, a → b, A → B, iv → v (a first "i" is taken as roman). */
function nextLabel(label: string, isRoman: boolean): string {
  if (/^\d+$/.test(label)) return String(Number(label) + 1);
  if (isRoman) return roman[roman.indexOf(label) + 1] ?? '';
  return label.length === 1 ? String.fromCharCode(label.charCodeAt(0) + 1) : '';
}

const sameSeries = (label: string, first: string, isRoman: boolean) =>
  /^\d+$/.test(first)
    ? /^\d+$/.test(label)
    : isRoman
      ? roman.includes(label)
      : label.length === 1 && (first === first.toUpperCase()) === (label === label.toUpperCase()) && /\D/.test(label);

/**
 * Where a quote of the sentence ending at `end` should end: the sentence itself, or, when it ends with a colon (a
 * lead-in: "is liable for a civil penalty of:"), the list that follows. The list runs over the items of the first
 * item's series in order ((1), (2) ...) with whatever they hold (nested items, the words after "; and"), and ends
 * at an item ending with a period that the next item of the series does not follow, at another item of the series
 * out of order, at a new section, or before LIST_MAX_CHARS. `sentences` are splitSentences(text).
 */
export function extendOverList(text: string, sentences: readonly Span[], end: number): number {
  const at = sentences.findIndex((span) => span.end === end);
  const lead = sentences[at];
  const leadText = text.slice(lead?.start, lead?.end);
  // "... is amended to read as follows:" introduces the law's new text, not a list that completes the sentence.
  if (!lead || !leadText.endsWith(':') || /\b(?:as follows|to read):$/i.test(leadText)) return end;
  const firstSentence = sentences[at + 1];
  if (!firstSentence) return end;
  const first = itemLabel(text.slice(firstSentence.start, firstSentence.end));
  // Not a labelled list: the one sentence the colon introduces.
  if (first === undefined)
    return firstSentence.end - lead.start <= LIST_MAX_CHARS && !sectionStart.test(text.slice(firstSentence.start))
      ? firstSentence.end
      : end;
  const isRoman = first === 'i';
  let expected = first;
  let last = end;
  let closed = false;
  for (const span of sentences.slice(at + 1)) {
    const sentence = text.slice(span.start, span.end);
    if (span.end - lead.start > LIST_MAX_CHARS || sectionStart.test(sentence)) break;
    const label = itemLabel(sentence);
    if (label === expected) expected = nextLabel(label, isRoman);
    else if (closed || (label !== undefined && sameSeries(label, first, isRoman))) break;
    last = span.end;
    closed = sentence.endsWith('.');
  }
  return last;
}

/** How many sentences back a list item looks for the sentence that introduces its list. */
const LEAD_IN_LOOKBACK = 12;

/**
 * What to quote for the sentence `sentences[index]`: itself, or with the list it introduces (extendOverList), or, when
 * it is an item of a list, the whole list with its lead-in ("may not: (1) ...; (2) enter ... into CODIS; or (3) ..."),
 * as long as that fits in LIST_MAX_CHARS.
 */
export function quoteSpan(text: string, sentences: readonly Span[], index: number): Span {
  const span = sentences[index] as Span;
  const own = { start: span.start, end: extendOverList(text, sentences, span.end) };
  if (own.end !== span.end || itemLabel(text.slice(span.start, span.end)) === undefined) return own;
  for (let back = index - 1; back >= Math.max(0, index - LEAD_IN_LOOKBACK); back -= 1) {
    const lead = sentences[back] as Span;
    if (!text.slice(lead.start, lead.end).endsWith(':')) continue;
    const end = extendOverList(text, sentences, lead.end);
    return end >= span.end ? { start: lead.start, end } : own;
  }
  return own;
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
        // A sentence ending in a colon stays with the list it introduces (up to the maximum).
        const leadIn = text.slice(current.start, current.end).endsWith(':');
        if (
          length > PASSAGE_MAX_CHARS ||
          (!leadIn && current.end - current.start >= PASSAGE_TARGET_CHARS) ||
          (!leadIn && sectionBreak)
        ) {
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

/**
 * A sentence without the printing marks some states' texts carry inside it: Colorado's "Page 2, Line 13" and
 * mis-decoded no-break spaces (Â), Wisconsin's "AB140,2,3" line keys, the line numbers Illinois and Wisconsin glue to
 * the next word ("5adding").
 */
export const withoutPrintMarks = (text: string): string =>
  tidy(
    text
      .replace(/Page \d+, Line \d{1,2}/g, ' ')
      .replace(/\u00c2/g, ' ')
      .replace(/\b[A-Z]{2,4}\d+(?:-[A-Z0-9]+)?,\d+,\d+/g, ' ')
      .replace(/(^|\s)\d{1,3}(?=(?!(?:st|nd|rd|th)\b)[a-z]{2,})/g, '$1'),
  );

/** Collapses runs of whitespace, for quoting a span. */
export const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
