import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeBillHtml } from './html';

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
