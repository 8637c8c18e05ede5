import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './file-name';

describe('cleanFileName', () => {
  it('keeps ordinary names, trimmed and in NFC', () => {
    expect(cleanFileName('  Fiscal note HB 1.pdf ')).toEqual({ ok: true, name: 'Fiscal note HB 1.pdf' });
    expect(cleanFileName('Re\u0301sume\u0301.docx')).toEqual({ ok: true, name: 'Résumé.docx' });
    expect(cleanFileName('.env')).toEqual({ ok: true, name: '.env' });
  });

  it('refuses a path rather than cutting it down', () => {
    for (const name of ['../../etc/passwd', 'a/b.txt', 'C:\\Windows\\win.ini', '..', '.', '/abs.txt']) {
      expect(cleanFileName(name)).toEqual({ ok: false, reason: 'path' });
    }
  });

  it('drops control and bidirectional-override characters', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toEqual({ ok: true, name: 'invoicefdp.exe' });
    expect(cleanFileName('a\u0000b\nc.txt')).toEqual({ ok: true, name: 'abc.txt' });
    expect(cleanFileName('\u0007 ')).toEqual({ ok: false, reason: 'empty' });
    expect(cleanFileName(undefined)).toEqual({ ok: false, reason: 'empty' });
  });

  it('shortens long names to 255 characters, keeping the extension', () => {
    const result = cleanFileName(`${'x'.repeat(400)}.pdf`);
    expect(result.ok && result.name.length).toBe(255);
    expect(result.ok && result.name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('names the file in ASCII and, exactly, in RFC 5987 form', () => {
    expect(contentDisposition('attachment', 'Résumé "final" (2).txt')).toBe(
      `attachment; filename="R_sum_ _final_ (2).txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%282%29.txt`,
    );
    expect(contentDisposition('inline', 'a\\b%.pdf')).toBe(
      `inline; filename="a_b_.pdf"; filename*=UTF-8''a%5Cb%25.pdf`,
    );
  });
});
