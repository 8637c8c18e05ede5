/**
 * Word tokens of a bill text, normalized for text-reuse detection, each with its character offsets in the
 * original text (so shared passages can be shown where they are). Normalization: lower case; punctuation
 * dropped; words split from numbers glued to them ("101Concerning"); numbers dropped (line numbers, page
 * numbers and section numbers differ between copies of the same text; the words around them carry the reuse);
 * Colorado's printed "Page 1, Line 101" markers dropped.
 */
export type Token = { word: string; start: number; end: number };

// Line and page markers some states print inside the text ("Page 1, Line 101Concerning ...").
const markerPattern = /\bPage\s+\d+,\s*Line\s+\d+/gi;

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** The words (runs of ASCII letters) of a text, lower-cased, with their offsets; a hand-written scan (fast). */
export function tokenize(text: string): Token[] {
  const blanked = text.replace(markerPattern, (marker) => ' '.repeat(marker.length));
  const tokens: Token[] = [];
  let start = -1;
  for (let index = 0; index <= blanked.length; index += 1) {
    const letter = index < blanked.length && isLetter(blanked.charCodeAt(index));
    if (letter && start < 0) start = index;
    else if (!letter && start >= 0) {
      tokens.push({ word: blanked.slice(start, index).toLowerCase(), start, end: index });
      start = -1;
    }
  }
  return tokens;
}

/** The normalized text: its words joined by single spaces (what the signature is computed from). */
export const normalizeText = (text: string): string =>
  tokenize(text)
    .map((token) => token.word)
    .join(' ');
