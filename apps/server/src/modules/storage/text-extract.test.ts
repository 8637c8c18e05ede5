import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, PNG_1X1 } from '../../../test/factories/files';
import { EXTRACTED_TEXT_MAX, extractText } from './text-extract';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('extractText', () => {
  it('reads PDF, DOCX, plain text and HTML', async () => {
    expect(await extractText('application/pdf', await makePdf('Relating to youth camps.'))).toContain(
      'Relating to youth camps.',
    );
    expect(await extractText(DOCX, await makeDocx('First paragraph\nSecond paragraph'))).toBe(
      'First paragraph\n\nSecond paragraph',
    );
    expect(await extractText('text/plain', Buffer.from('\uFEFFone  two\u0000 three'))).toBe('one two three');
    expect(await extractText('text/plain', Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toBe('café');
    expect(
      await extractText('text/html', Buffer.from('<html><script>var x=1</script><p>Seen &amp; kept</p></html>')),
    ).toBe('Seen & kept');
  });

  it('answers null for other types, unreadable files and empty text', async () => {
    expect(await extractText('image/png', PNG_1X1)).toBeNull();
    expect(await extractText('application/pdf', Buffer.from('%PDF-1.7 broken'))).toBeNull();
    expect(await extractText('text/plain', Buffer.from('   \n '))).toBeNull();
  });

  it('keeps at most EXTRACTED_TEXT_MAX characters', async () => {
    const text = await extractText('text/plain', Buffer.from('word '.repeat(EXTRACTED_TEXT_MAX)));
    expect(text?.length).toBe(EXTRACTED_TEXT_MAX);
  });
});
