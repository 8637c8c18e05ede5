import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { htmlToText } from '../../lib/html';

/** The most text kept per file: search, previews and the AI features need the gist, not whole books. */
export const EXTRACTED_TEXT_MAX = 200_000;
/** Files larger than this are stored without extracting their text (it would hold the whole file in memory). */
export const EXTRACT_MAX_BYTES = 20 * 1024 * 1024;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Whether files of this (detected) type have text we extract. */
export const isExtractable = (contentType: string): boolean =>
  contentType === 'application/pdf' ||
  contentType === DOCX ||
  contentType === 'text/plain' ||
  contentType === 'text/html';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (old text files), without a byte-order mark. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Whitespace runs become one space (paragraphs stay as newlines), NUL goes (PostgreSQL text cannot hold it), capped. */
function tidy(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*\n */g, '\n\n')
    .trim()
    .slice(0, EXTRACTED_TEXT_MAX);
}

/**
 * The text of a PDF (unpdf), DOCX (mammoth), plain-text or HTML file, or null for other types and for files whose
 * text cannot be read (a damaged or encrypted PDF is still stored; it is only not searchable by content).
 */
export async function extractText(contentType: string, bytes: Buffer): Promise<string | null> {
  if (!isExtractable(contentType)) return null;
  try {
    let text: string;
    if (contentType === 'application/pdf') {
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      try {
        text = (await extractPdfText(pdf, { mergePages: true })).text;
      } finally {
        await pdf.destroy();
      }
    } else if (contentType === DOCX) {
      // Loaded on first use: a noticeable part of the server's start otherwise (decision 065).
      const mammoth = (await import('mammoth')).default;
      text = (await mammoth.extractRawText({ buffer: bytes })).value;
    } else if (contentType === 'text/html') {
      text = htmlToText(decodeText(bytes));
    } else {
      text = decodeText(bytes);
    }
    const tidied = tidy(text);
    return tidied === '' ? null : tidied;
  } catch {
    return null;
  }
}
