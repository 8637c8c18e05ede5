import { describe, expect, it } from 'vitest';
import { elementAt, elementsAt, parseXml, rawTextOf, rootElement, textAt, textOf } from './xml';

const root = rootElement(
  parseXml(
    '<bill><actions><item><text>Introduced</text></item><item><text>  Referred\n  to committee </text></item></actions>' +
      '<summary><text><![CDATA[<p>One</p>\n<p>Two</p>]]></text></summary><empty> </empty></bill>',
  ),
);

describe('xml path helpers', () => {
  it('follows a path of first children', () => {
    expect(textOf(elementAt(root, 'actions', 'item', 'text'))).toBe('Introduced');
    expect(elementAt(root)).toBe(root);
    expect(elementAt(root, 'actions', 'nothing', 'text')).toBeUndefined();
    expect(elementAt(undefined, 'actions')).toBeUndefined();
  });

  it('lists every element of the last name under the path', () => {
    expect(elementsAt(root, 'actions', 'item').map((item) => textAt(item, 'text'))).toEqual([
      'Introduced',
      'Referred to committee',
    ]);
    expect(elementsAt(root, 'missing', 'item')).toEqual([]);
    expect(elementsAt(root)).toEqual([]);
    expect(elementsAt(undefined, 'item')).toEqual([]);
  });

  it('gives null for missing or blank text, and raw text with its white space', () => {
    expect(textAt(root, 'empty')).toBeNull();
    expect(textAt(root, 'missing')).toBeNull();
    expect(rawTextOf(elementAt(root, 'summary', 'text'))).toBe('<p>One</p>\n<p>Two</p>');
    expect(rawTextOf(undefined)).toBe('');
  });
});
