// Numbers as people say them and recognisers write them: "twelve thirty-four" (1234, said in pairs), "one thousand
// two hundred thirty four", "one oh five" (105), "five". Pure, for bill mentions in hearing transcripts.

const ones: Record<string, number> = {
  zero: 0,
  oh: 0,
  o: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const teens: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const scales: Record<string, number> = { hundred: 100, thousand: 1000 };

/** Whether a (lower-case) word can be part of a spoken number. */
export function isNumberWord(word: string): boolean {
  return word in ones || word in teens || word in tens || word in scales || word === 'and';
}

/**
 * Reads the longest spoken number at the start of `words` (lower-case, hyphens already split). Returns its value as
 * digits and how many words it took, or null when the first word is no number. "oh" and "o" count only after
 * another number word ("one oh five"), and "and" only inside a number with a scale ("two hundred and five").
 */
export function readSpokenNumber(words: readonly string[]): { digits: string; used: number } | null {
  const taken: string[] = [];
  for (const word of words) {
    if (!isNumberWord(word)) break;
    if ((word === 'oh' || word === 'o' || word === 'and') && taken.length === 0) break;
    taken.push(word);
  }
  while (taken.length > 0 && taken[taken.length - 1] === 'and') taken.pop();
  if (taken.length === 0) return null;
  // "and" is only a joiner inside a scaled number: stop at it otherwise ("bill five and six" is five).
  const hasScale = taken.some((word) => word in scales);
  if (!hasScale) {
    const cut = taken.indexOf('and');
    if (cut >= 0) taken.length = cut;
    return { digits: readPairs(taken), used: taken.length };
  }
  return { digits: String(readCardinal(taken)), used: taken.length };
}

/** "one thousand two hundred thirty four" -> 1234; "twelve hundred thirty four" -> 1234. */
function readCardinal(words: readonly string[]): number {
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'and') continue;
    if (word in ones) current += ones[word] ?? 0;
    else if (word in teens) current += teens[word] ?? 0;
    else if (word in tens) current += tens[word] ?? 0;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    }
  }
  return total + current;
}

/**
 * Groups said one after another, each written out in turn: "twelve thirty four" -> 12|34, "one oh five" -> 1|0|5,
 * "twenty" -> 20, "twenty three" -> 23. A tens word takes the ones word after it.
 */
function readPairs(words: readonly string[]): string {
  let digits = '';
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (word in tens) {
      const next = words[index + 1] ?? '';
      const unit = next in ones && next !== 'oh' && next !== 'o' && next !== 'zero' ? (ones[next] ?? 0) : null;
      digits += String((tens[word] ?? 0) + (unit ?? 0));
      if (unit !== null) index += 1;
    } else if (word in teens) digits += String(teens[word]);
    else if (word in ones) digits += String(ones[word]);
  }
  return digits.replace(/^0+(?=\d)/, '');
}
