import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

/** A one-page PDF whose text layer holds `text` (pdfkit, Helvetica). */
export async function makePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: 'Test document' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica').fontSize(12).text(text);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A Word document (DOCX) with one paragraph per line of `text`. */
export async function makeDocx(text: string): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }],
  });
  return Packer.toBuffer(document);
}

/** A 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
