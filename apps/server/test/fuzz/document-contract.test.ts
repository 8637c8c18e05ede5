import { describe, expect, it } from 'vitest';
import { describesRule } from './document-contract';

describe('describesRule: an operation description quoting a 400', () => {
  it('takes a message quoted word for word', () => {
    expect(describesRule('Refused with 400 "Current password is incorrect".', 'Current password is incorrect')).toBe(
      true,
    );
    expect(describesRule('Refused with 400 "Current password is incorrect".', 'Unknown bills: TX-1')).toBe(false);
  });

  it('takes a template in curly quotes whose … stand for the varying parts, and nothing else', () => {
    const description = 'Refused with 400 “No such bill: ….” and “"…" is not a section number: write it as cited”.';
    expect(describesRule(description, 'No such bill: TX-89R-HB-1, TX-89R-HB-2.')).toBe(true);
    expect(describesRule(description, '"15(a)" is not a section number: write it as cited')).toBe(true);
    // The fixed parts must match whole: no more before or after, and a … stands for at least one character.
    expect(describesRule(description, 'No such bill: .')).toBe(false);
    expect(describesRule(description, 'No such bill: TX-1. Try again')).toBe(false);
    expect(describesRule(description, 'Oops. No such bill: TX-1.')).toBe(false);
    // A curly-quoted text without … is a plain quotation: the message must be in it word for word.
    expect(describesRule('“No such bill”', 'No such bill: TX-1.')).toBe(false);
    // Regular-expression characters in the fixed parts are taken literally.
    expect(describesRule('“a (b) …”', 'a (b) c')).toBe(true);
    expect(describesRule('“a (b) …”', 'a b c')).toBe(false);
  });

  it('takes a refusal for several fields when the description states each of them', () => {
    const description = 'Refused with 400 "dateFrom must not be after dateTo" for a reversed period.';
    const twice = 'dateFrom must not be after dateTo; dateFrom (body): dateFrom must not be after dateTo';
    expect(describesRule(description, twice)).toBe(true);
    expect(describesRule(description, 'dateFrom must not be after dateTo; pageSize (query): Too big')).toBe(false);
  });
});
