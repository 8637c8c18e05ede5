import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeBillHtml } from './html';

describe('sanitizeBillHtml', () => {
  it('keeps structure and redline marks, drops scripts, styles, handlers and unsafe links', () => {
    const html =
      '<html><head><title>t</title><style>td{}</style></head><body onload="x()">' +
      '<table width="680"><tr><td colspan="2" style="color:red">A <u>new</u> <s>old</s> &amp; more</td></tr></table>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://capitol.texas.gov/">ok</a>' +
      '<img src=x onerror="alert(1)"><p>x &lt; y</p></body></html>';
    expect(sanitizeBillHtml(html)).toBe(
      '<table><tr><td colspan="2">A <u>new</u> <s>old</s> &amp; more</td></tr></table>' +
        '<a>bad</a><a href="https://capitol.texas.gov/">ok</a><p>x &lt; y</p>',
    );
  });

  it('turns HTML into readable text', () => {
    expect(htmlToText('<p>SECTION 1.&nbsp;Amends</p><p>Sec. 2</p><script>x</script>')).toBe(
      'SECTION 1. Amends\nSec. 2',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes markup, ampersands and both quotes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('HB 1 passed')).toBe('HB 1 passed');
  });
});
