import { parseSnippet } from './snippet';

describe('parseSnippet', () => {
  it('keeps <mark> as highlighted parts and decodes the escaped text', () => {
    expect(parseSnippet('Fees &amp; <mark>youth</mark> <mark>camps</mark> &lt;1&gt;')).toEqual([
      { text: 'Fees & ', marked: false },
      { text: 'youth', marked: true },
      { text: ' ', marked: false },
      { text: 'camps', marked: true },
      { text: ' <1>', marked: false },
    ]);
  });

  it('drops every other tag, so nothing becomes markup', () => {
    const parts = parseSnippet('<img src=x onerror="alert(1)">a <b>bold</b> &#60;script&#62;');
    expect(parts.map((part) => part.text).join('')).toBe('a bold <script>');
    expect(parts.every((part) => !part.marked)).toBe(true);
  });
});
