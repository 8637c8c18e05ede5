import { describe, expect, it } from 'vitest';
import { findSpokenBillMentions, quoteAround } from './bill-mentions';
import { labelledLines } from './bill-mentions.labelled';
import { scoreMentions } from './bill-mentions.score';
import { readSpokenNumber } from './spoken-numbers';

const references = (text: string, stateCode = 'TX') =>
  findSpokenBillMentions(text, stateCode).map((mention) => mention.reference);

describe('spoken numbers', () => {
  it.each([
    ['twelve thirty four', '1234'],
    ['one thousand two hundred thirty four', '1234'],
    ['twelve hundred thirty four', '1234'],
    ['one oh five', '105'],
    ['two hundred and five', '205'],
    ['twenty one', '21'],
    ['nine sixty one', '961'],
    ['five', '5'],
  ])('%s is %s', (words, digits) => {
    expect(readSpokenNumber(words.split(' '))?.digits).toBe(digits);
  });

  it('stops at a word that is no number, and "and" between two numbers', () => {
    expect(readSpokenNumber('five and six'.split(' '))).toEqual({ digits: '5', used: 1 });
    expect(readSpokenNumber('oh five'.split(' '))).toBeNull();
    expect(readSpokenNumber('members'.split(' '))).toBeNull();
  });
});

describe('bill mentions', () => {
  it('reads every form issue 35 lists', () => {
    expect(references('House Bill 1234')).toEqual(['HB 1234']);
    expect(references('H.B. 1234')).toEqual(['HB 1234']);
    expect(references('HB1234')).toEqual(['HB 1234']);
    expect(references('house bill twelve thirty-four')).toEqual(['HB 1234']);
    expect(references('house bill one thousand two hundred thirty four')).toEqual(['HB 1234']);
    expect(references('Senate Joint Resolution 5')).toEqual(['SJR 5']);
  });

  it('does not count "the bill" after a named one, and gives it the section it cites', () => {
    const found = findSpokenBillMentions('on house bill twelve thirty four, section 3 of the bill sets a fee', 'TX');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ reference: 'HB 1234', section: '3', spokenAs: 'house bill twelve thirty four' });
    expect(findSpokenBillMentions('section three of house bill 9 repeals it', 'TX')[0]).toMatchObject({
      reference: 'HB 9',
      section: '3',
    });
  });

  it("uses the state's own nouns and letters", () => {
    expect(references('Senate Print 177-C and Assembly Bill Number 2388A', 'NY')).toEqual(['S 177C', 'A 2388A']);
    expect(references('S.3967 and A1234', 'NY')).toEqual(['S 3967', 'A 1234']);
    // Apart from its number, a single letter is prose: "A 2016 analysis".
    expect(references('A 2016 analysis', 'NY')).toEqual([]);
    expect(references('Assembly Bill 12 and Senate Bill 3', 'WI')).toEqual(['AB 12', 'SB 3']);
    // A single letter needs a number of three digits or more: "A 10" is prose.
    expect(references('plan A 10 times over', 'NY')).toEqual([]);
  });

  it('gives each mention where it is and the words around it', () => {
    const text = 'Good morning. The committee takes up House Bill 7 first, then lunch and a long break after it.';
    const [mention] = findSpokenBillMentions(text, 'TX');
    expect(text.slice(mention!.index, mention!.end)).toBe('House Bill 7');
    expect(quoteAround(text, mention!.index, mention!.end, 20)).toBe(
      '…committee takes up House Bill 7 first, then lunch…',
    );
  });

  it('reaches precision and recall of at least 0.9 on real New York lines and on synthetic spoken ones', () => {
    for (const source of ['ny', 'synthetic'] as const) {
      const score = scoreMentions(labelledLines.filter((line) => line.source === source));
      expect(score.precision, source).toBeGreaterThanOrEqual(0.9);
      expect(score.recall, source).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('finds the cited sections the labels give', () => {
    for (const line of labelledLines.filter((entry) => entry.sections)) {
      const found = findSpokenBillMentions(line.text, line.stateCode);
      for (const [reference, section] of Object.entries(line.sections ?? {})) {
        expect(found.find((mention) => mention.reference === reference)?.section, line.text).toBe(section);
      }
    }
  });
});
