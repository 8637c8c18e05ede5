import { describe, expect, it } from 'vitest';
import { anyOfTerms, extractPassages, questionTerms, sentencesOf } from './offline-question';

describe('offline question answering', () => {
  it('keeps the content words of a question, once each, in order', () => {
    expect(questionTerms('What is the sales tax on food, and does the tax apply to candy?')).toEqual([
      'sales',
      'tax',
      'food',
      'candy',
    ]);
    expect(questionTerms("Who's required to file a brewer's report?")).toEqual([
      'whos',
      'required',
      'file',
      'brewers',
      'report',
    ]);
    expect(questionTerms('what is it?')).toEqual([]);
    expect(anyOfTerms(['sales', 'tax'])).toBe('sales or tax');
  });

  it('splits statute text into sentences at . ; : before a capital, digit or parenthesis', () => {
    expect(
      sentencesOf('(a) Food products are exempted. (b) "Food products" include candy; (1) soft drinks: and ice.'),
    ).toEqual(['(a) Food products are exempted.', '(b) "Food products" include candy;', '(1) soft drinks: and ice.']);
  });

  it('quotes the sentences holding the most terms, one per section first, earlier sections on ties', () => {
    const sections = [
      { id: 1, text: 'Nothing about it here at all. Food products for human consumption are exempted from the taxes.' },
      { id: 2, text: 'The comptroller shall collect taxes on food sold at retail establishments.' },
      { id: 3, text: 'Unrelated provisions about aircraft registration and fees.' },
    ];
    const passages = extractPassages(sections, ['food', 'products', 'taxed'], 3);
    expect(passages).toEqual([
      { id: 1, text: 'Food products for human consumption are exempted from the taxes.' },
      { id: 2, text: 'The comptroller shall collect taxes on food sold at retail establishments.' },
    ]);
  });

  it('cuts long sentences', () => {
    const [passage] = extractPassages([{ id: 1, text: `Tax ${'word '.repeat(200)}end.` }], ['tax']);
    expect(passage?.text.length).toBeLessThanOrEqual(400);
    expect(passage?.text.length).toBeGreaterThan(390);
    expect(passage?.text.endsWith('…')).toBe(true);
  });
});
