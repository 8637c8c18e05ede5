import { type BillType, genericBillTypes, getBillTypes } from '@statehouse/shared/reference/bill-types';
import { isNumberWord, readSpokenNumber } from './spoken-numbers';

// Bills named in what people say or write at a hearing (decision 069): "House Bill 1234", "H.B. 1234", "HB1234",
// "House Bill twelve thirty-four", "one thousand two hundred thirty four", "Senate Joint Resolution 5", New York's
// "Senate Print 177-C", and the section a speaker cites ("section 3 of the bill"). "The bill" after a named one is
// the same bill: it is never a mention of its own, only where a cited section goes. Pure: resolving a reference to
// a bill of the hearing's session is the caller's (see matchBillReference).

export type FoundMention = {
  /** The state's bill type id (HB, SJR; NY: S, A) and the number as digits, with an amendment letter if any. */
  billType: string;
  number: string;
  suffix: string;
  /** "HB 1234": what matchBillReference reads. */
  reference: string;
  /** The words as said or written. */
  spokenAs: string;
  /** Where in the text the mention starts and ends (character offsets). */
  index: number;
  end: number;
  /** The section cited with it ("section 3 of House Bill 1234", or "section 3 of the bill" just after it). */
  section: string | null;
};

type Noun = { words: string[]; typeId: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The state's bill nouns ("House Joint Resolution" -> HJR), then the generic ones, plus "<Chamber> Print" for bills. */
function nounsOf(stateCode: string): Noun[] {
  const byName = new Map<string, string>();
  const add = (name: string, typeId: string) => {
    const key = name.toLowerCase();
    if (!byName.has(key)) byName.set(key, typeId);
  };
  const types: readonly BillType[] = [...getBillTypes(stateCode), ...genericBillTypes];
  for (const type of types) add(type.name, type.id);
  // New York numbers bills by their print ("Senate Print 177-C"); a print of a chamber is that chamber's bill.
  for (const type of types) {
    const chamber = /^(\w+) Bill$/.exec(type.name)?.[1];
    if (chamber) add(`${chamber} Print`, type.id);
  }
  return [...byName.entries()]
    .map(([name, typeId]) => ({ words: name.split(' '), typeId }))
    .sort((a, b) => b.words.length - a.words.length);
}

/** Abbreviations as written, case-sensitive: HB, H.B., H. B.; single letters (NY S, A) only for bills. */
function abbreviationsOf(stateCode: string): { pattern: string; typeId: string }[] {
  const seen = new Set<string>();
  const result: { pattern: string; typeId: string; length: number }[] = [];
  for (const type of [...getBillTypes(stateCode), ...genericBillTypes]) {
    if (seen.has(type.id)) continue;
    seen.add(type.id);
    if (type.id.length === 1) {
      if (!/ Bill$/.test(type.name)) continue; // NY's J, K, B, ... letters are too common in prose
      // "S3967", "S.3967", "S. 3967": a single letter needs a number of three or more digits right after it.
      result.push({ pattern: `${type.id}(?:\\.\\s?)?(?=\\d{3})`, typeId: type.id, length: 1 });
      continue;
    }
    const letters = type.id.split('').map(escapeRegExp);
    result.push({ pattern: `${letters.join('\\.?\\s?')}\\.?`, typeId: type.id, length: type.id.length });
  }
  return result.sort((a, b) => b.length - a.length).map(({ pattern, typeId }) => ({ pattern, typeId }));
}

type Patterns = {
  noun: RegExp;
  nouns: Map<string, string>;
  abbreviation: RegExp;
  abbreviations: string[];
  /** Letters said one by one ("h b twelve"), case-insensitive, for types of two or more letters. */
  spokenLetters: RegExp;
  spokenLetterTypes: Map<string, string>;
  /** "Senate 2375": a chamber and a number of three to five digits is that chamber's bill. */
  chamber: RegExp;
  chamberTypes: Map<string, string>;
};
const patternCache = new Map<string, Patterns>();

function patternsOf(stateCode: string): Patterns {
  const key = stateCode.toUpperCase();
  const cached = patternCache.get(key);
  if (cached) return cached;
  const nouns = nounsOf(key);
  const nounAlternatives = nouns.map((noun) => noun.words.map(escapeRegExp).join('[\\s-]+'));
  const abbreviations = abbreviationsOf(key);
  const spokenIds = abbreviations.map((entry) => entry.typeId).filter((id) => id.length >= 2);
  // The chambers whose bills the state numbers: "Senate" -> the type named "Senate Bill".
  const chamberTypes = new Map<string, string>();
  for (const type of getBillTypes(key)) {
    const chamber = /^(\w+) Bill$/.exec(type.name)?.[1]?.toLowerCase();
    if (chamber && !chamberTypes.has(chamber)) chamberTypes.set(chamber, type.id);
  }
  const patterns: Patterns = {
    // The noun, then "Number"/"No."/"#" if said, then whatever follows (digits or words: read below).
    noun: new RegExp(
      `\\b(${nounAlternatives.join('|')})\\b(?:[\\s,]+(?:number|no\\.|num\\.|#)|[\\s,]*#)?[\\s,]*`,
      'gi',
    ),
    nouns: new Map(nouns.map((noun) => [noun.words.join(' '), noun.typeId])),
    abbreviation: new RegExp(
      `(?<![A-Za-z.])(${abbreviations.map((entry) => `(${entry.pattern})`).join('|')})\\s*(?:No\\.?\\s*|#\\s*)?(\\d{1,5})(?:-?([A-Z])(?![A-Za-z]))?(?![\\d,]\\d)`,
      'g',
    ),
    abbreviations: abbreviations.map((entry) => entry.typeId),
    spokenLetters: new RegExp(
      `\\b(${spokenIds.map((id) => id.toLowerCase().split('').join('[\\s.]+')).join('|')})\\.?[\\s,]+`,
      'gi',
    ),
    spokenLetterTypes: new Map(spokenIds.map((id) => [id.toLowerCase(), id])),
    chamber: new RegExp(
      `\\b(${[...chamberTypes.keys()].join('|')})\\s+(?=\\d{3,5}\\b(?!\\s+(?:session|legislative|budget)))`,
      'gi',
    ),
    chamberTypes,
  };
  patternCache.set(key, patterns);
  return patterns;
}

/** Digits (with an amendment letter: 177-C, 64A) or spoken words at the start of `rest`. */
function readNumberAt(rest: string): { number: string; suffix: string; length: number } | null {
  const digits = /^(\d{1,5})(?:-?([A-Z])(?![A-Za-z]))?(?![\d,]\d)/.exec(rest);
  if (digits) {
    return { number: String(Number(digits[1])), suffix: digits[2] ?? '', length: digits[0].length };
  }
  // Words: "twelve thirty-four", "one thousand two hundred and thirty four".
  const wordRe = /[A-Za-z]+|[\s-]+/g;
  const words: { word: string; end: number }[] = [];
  for (const match of rest.slice(0, 120).matchAll(wordRe)) {
    if (/^[\s-]+$/.test(match[0])) continue;
    if (match.index !== undefined && words.length === 0 && match.index > 0) break;
    const word = match[0].toLowerCase();
    if (!isNumberWord(word)) break;
    words.push({ word, end: (match.index ?? 0) + match[0].length });
  }
  const read = readSpokenNumber(words.map((entry) => entry.word));
  if (!read || read.digits === '' || read.digits.length > 5 || Number(read.digits) === 0) return null;
  return { number: String(Number(read.digits)), suffix: '', length: words[read.used - 1]?.end ?? 0 };
}

const sectionRe =
  /\bsection\s+(\d+[A-Za-z]?(?:\.\d+)?|[a-z]+(?:[\s-][a-z]+)?)\s+of\s+(?:the|this|that|your|my|his|her|our)\s+bill\b/gi;
const sectionBeforeRe = /\bsection\s+(\d+[A-Za-z]?(?:\.\d+)?|[a-z]+(?:[\s-][a-z]+)?)\s+of\s+$/i;

/** A cited section as digits: "3", "3a", or spoken "three", "twelve". */
function sectionNumber(text: string): string | null {
  if (/^\d/.test(text)) return text.toLowerCase();
  const read = readSpokenNumber(text.toLowerCase().split(/[\s-]+/));
  return read && read.digits !== '' ? read.digits : null;
}

/**
 * Every bill mention in `text`, in order, with the section each cites. `stateCode` gives the bill nouns and
 * abbreviations. A mention that overlaps an earlier one (a noun form and an abbreviation on the same words) is
 * kept once.
 */
export function findSpokenBillMentions(text: string, stateCode: string): FoundMention[] {
  const patterns = patternsOf(stateCode);
  const found: FoundMention[] = [];
  for (const match of text.matchAll(patterns.noun)) {
    const index = match.index ?? 0;
    const nounWords = (match[1] ?? '').toLowerCase().split(/[\s-]+/);
    const typeId = patterns.nouns.get(nounWords.join(' '));
    if (!typeId) continue;
    const afterNoun = index + match[0].length;
    const number = readNumberAt(text.slice(afterNoun));
    if (!number) continue;
    const end = afterNoun + number.length;
    found.push(mention(text, typeId, number.number, number.suffix, index, end));
  }
  for (const match of text.matchAll(patterns.abbreviation)) {
    const index = match.index ?? 0;
    const alternatives = match.slice(2, 2 + patterns.abbreviations.length);
    const which = alternatives.findIndex((value) => value !== undefined);
    const typeId = patterns.abbreviations[which];
    const digits = match[2 + patterns.abbreviations.length];
    if (!typeId || !digits) continue;
    const suffix = match[3 + patterns.abbreviations.length] ?? '';
    found.push(mention(text, typeId, String(Number(digits)), suffix, index, index + match[0].length));
  }
  for (const match of text.matchAll(patterns.spokenLetters)) {
    const index = match.index ?? 0;
    const letters = (match[1] ?? '').toLowerCase().replace(/[\s.]+/g, '');
    const typeId = patterns.spokenLetterTypes.get(letters);
    // Written capitals are the abbreviation pass's; this one reads letters a recogniser wrote apart.
    if (!typeId || /[A-Z]/.test(match[1] ?? '')) continue;
    const number = readNumberAt(text.slice(index + match[0].length));
    if (!number) continue;
    found.push(mention(text, typeId, number.number, number.suffix, index, index + match[0].length + number.length));
  }
  for (const match of text.matchAll(patterns.chamber)) {
    const index = match.index ?? 0;
    const typeId = patterns.chamberTypes.get((match[1] ?? '').toLowerCase());
    const number = readNumberAt(text.slice(index + match[0].length));
    if (!typeId || !number) continue;
    found.push(mention(text, typeId, number.number, number.suffix, index, index + match[0].length + number.length));
  }
  found.sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: FoundMention[] = [];
  for (const candidate of found) {
    const last = kept[kept.length - 1];
    if (last && candidate.index < last.end) continue;
    kept.push(candidate);
  }
  addListedPrints(text, kept);
  // "section 3 of House Bill 1234": the words just before the mention.
  for (const item of kept) {
    const before = sectionBeforeRe.exec(text.slice(Math.max(0, item.index - 40), item.index));
    if (before?.[1]) item.section = sectionNumber(before[1]);
  }
  // "section 3 of the bill": the bill named last before it, unless that mention already cites a section.
  for (const match of text.matchAll(sectionRe)) {
    const at = match.index ?? 0;
    const previous = [...kept].reverse().find((item) => item.end <= at);
    if (previous && previous.section === null && match[1]) previous.section = sectionNumber(match[1]);
  }
  return kept;
}

/**
 * A clerk reading a committee's report names the first print and then only numbers: "Senate Print 338, by Senator
 * Skelos, an act ...; 404, by Senator Maziarz, ...". A number that starts a list item and is followed by "by
 * Senator" (or a member) is a print of the same chamber as the mention before it, when that one is close.
 */
const listedPrintRe =
  /(?:;|\.)\s+(?:and\s+)?(\d{1,5})(?:-([A-Z])(?![A-Za-z]))?,\s+(?:with amendments,\s+)?by\s+(?:Senator|Assembly\s*(?:member|man|woman)|member)/g;
const LIST_REACH = 800;

function addListedPrints(text: string, kept: FoundMention[]): void {
  const added: FoundMention[] = [];
  for (const match of text.matchAll(listedPrintRe)) {
    const start = (match.index ?? 0) + match[0].indexOf(match[1] ?? '');
    const previous = [...kept, ...added].filter((item) => item.end <= start).sort((a, b) => b.end - a.end)[0];
    if (!previous || start - previous.end > LIST_REACH || !match[1]) continue;
    const end = start + (match[1]?.length ?? 0) + (match[2] ? match[2].length + 1 : 0);
    added.push(mention(text, previous.billType, String(Number(match[1])), match[2] ?? '', start, end));
  }
  kept.push(...added);
  kept.sort((a, b) => a.index - b.index);
}

function mention(text: string, typeId: string, number: string, suffix: string, index: number, end: number) {
  return {
    billType: typeId,
    number,
    suffix,
    reference: `${typeId} ${number}${suffix}`,
    spokenAs: text.slice(index, end).replace(/\s+/g, ' ').trim(),
    index,
    end,
    section: null,
  } satisfies FoundMention as FoundMention;
}

/** The words around a mention (about `radius` characters each side, cut at word boundaries), for the live action. */
export function quoteAround(text: string, index: number, end: number, radius = 120): string {
  let start = Math.max(0, index - radius);
  let stop = Math.min(text.length, end + radius);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (stop < text.length) stop = text.lastIndexOf(' ', stop) > end ? text.lastIndexOf(' ', stop) : stop;
  const body = text.slice(start, stop).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${stop < text.length ? '…' : ''}`;
}
