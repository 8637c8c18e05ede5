import { contentTypes, type DocumentFormat, type RenderedDocument, type StructuredDocument } from './document';
import { fileStem } from './document-text';
import { renderDocx } from './render-docx';
import { renderMarkdown } from './render-markdown';
import { renderPdf } from './render-pdf';
import { renderCsv, renderXlsx } from './render-spreadsheet';

/**
 * The one way to turn a structured document into a file: PDF, DOCX and Markdown show the whole document;
 * XLSX and CSV hold its tables (XLSX adds an About sheet with the title and cover facts).
 */
export async function renderDocument(document: StructuredDocument, format: DocumentFormat): Promise<RenderedDocument> {
  const body = await renderBody(document, format);
  return { body, contentType: contentTypes[format], extension: format };
}

function renderBody(document: StructuredDocument, format: DocumentFormat): Promise<Buffer> | Buffer {
  switch (format) {
    case 'pdf':
      return renderPdf(document);
    case 'docx':
      return renderDocx(document);
    case 'md':
      return renderMarkdown(document);
    case 'xlsx':
      return renderXlsx(document);
    case 'csv':
      return renderCsv(document);
  }
}

/** "Bill report — Texas" rendered on 2026-03-04 as pdf -> "bill-report-texas-2026-03-04.pdf". */
export function documentFileName(document: StructuredDocument, format: DocumentFormat): string {
  return `${fileStem(document.title)}-${document.generatedAt.toISOString().slice(0, 10)}.${format}`;
}
