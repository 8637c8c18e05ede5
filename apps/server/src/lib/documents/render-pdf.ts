import type PDFDocumentClass from 'pdfkit';
import type { Block, StructuredDocument, TableBlock, TableColumn } from './document';
import {
  bulletText,
  citationMarks,
  citedSources,
  formatDateTime,
  numberCitations,
  pageSections,
  type ResolvedBrand,
  resolveBrand,
  type TablePiece,
  tablePieces,
  tint,
  visibleColumns,
} from './document-text';
import { fitInto, imageSize } from './image-size';

type Pdf = PDFKit.PDFDocument;

const margin = 54;
const topMargin = 72;
const bottomMargin = 64;
const text = '#1f2937';
const muted = '#6b7280';
const rule = '#d1d5db';
const cellPadding = 4;
const tableFontSize = 8.5;
const maxCellChars = 600;

/**
 * The standard PDF fonts draw only the Windows-1252 characters; anything else would print as garbage, so
 * accents are stripped where that helps and the rest becomes "?".
 */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfSafe(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += char;
    } else if (winAnsiExtras.includes(char)) {
      out += char;
    } else if (char === '\u2011' || char === '\u2010' || char === '\u2212') {
      out += '-';
    } else if (char === '\u00a7') {
      out += char;
    } else {
      const stripped = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(stripped) ? stripped : '?';
    }
  }
  return out;
}

const defaultWidth = (column: TableColumn) =>
  column.width ??
  { text: 3, link: 2.5, date: 1.3, datetime: 1.9, integer: 1, number: 1.1, percent: 1 }[column.type ?? 'text'];

const isNumeric = (column: TableColumn) =>
  column.type === 'integer' || column.type === 'number' || column.type === 'percent';

/** A branded PDF: a cover, headed pages, tables whose header repeats on every page, "Page n of N". */
export async function renderPdf(document: StructuredDocument): Promise<Buffer> {
  const brand = resolveBrand(document.branding);
  // Loaded on first use, like exceljs: a noticeable part of the server's start otherwise (decision 065).
  const PDFDocument: typeof PDFDocumentClass = (await import('pdfkit')).default;
  const pdf = new PDFDocument({
    size: 'LETTER',
    layout: document.orientation ?? 'portrait',
    margins: { top: topMargin, bottom: bottomMargin, left: margin, right: margin },
    bufferPages: true,
    info: {
      Title: pdfSafe(document.title),
      Subject: pdfSafe(document.subtitle ?? ''),
      Author: pdfSafe(brand.organizationName || 'Statehouse'),
      Creator: 'Statehouse',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  drawCover(pdf, document, brand);
  const citations = numberCitations(document);
  pdf.addPage();
  let first = true;
  for (const section of pageSections(document)) {
    if (section.heading) {
      keepWithNext(pdf, section.blocks, 0, 40);
      heading(pdf, section.heading, 1, brand, first);
      first = false;
    }
    for (const [index, block] of section.blocks.entries()) {
      const previous = section.blocks[index - 1];
      // Only the first of a run of headings and paragraphs decides; the rest follow it.
      const leads = block.kind === 'heading' || block.kind === 'paragraph';
      if (leads && previous?.kind !== 'heading' && previous?.kind !== 'paragraph')
        keepWithNext(pdf, section.blocks, index);
      drawBlock(pdf, block, brand, citations);
      first = false;
    }
  }
  const sources = citedSources(document, citations);
  if (sources.length > 0) {
    heading(pdf, 'Sources', 1, brand, false);
    for (const source of sources) {
      paragraph(pdf, `[${source.number}] ${source.text}${source.url ? ` — ${source.url}` : ''}`, 8.5);
    }
  }
  decoratePages(pdf, document, brand);
  pdf.end();
  return done;
}

function contentWidth(pdf: Pdf) {
  return pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
}

function bottomLimit(pdf: Pdf) {
  return pdf.page.height - pdf.page.margins.bottom;
}

function ensureSpace(pdf: Pdf, height: number) {
  if (pdf.y + height > bottomLimit(pdf)) pdf.addPage();
}

function drawCover(pdf: Pdf, document: StructuredDocument, brand: ResolvedBrand) {
  const width = pdf.page.width;
  const height = pdf.page.height;
  const inner = width - 2 * margin;
  let y = 48;
  if (brand.logo) {
    try {
      // Never enlarged past its own pixels (a point each): a small logo stays crisp rather than blurred.
      const box = fitInto(imageSize(brand.logo.bytes, brand.logo.kind) ?? { width: 180, height: 64 }, {
        width: 180,
        height: 64,
      });
      pdf.image(brand.logo.bytes, margin, y, { fit: [box.width, box.height] });
    } catch {
      // An image pdfkit cannot decode leaves the cover without a logo rather than failing the report.
    }
  }
  if (brand.organizationName) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(brand.primaryColor)
      .text(pdfSafe(brand.organizationName), margin + (brand.logo ? 200 : 0), y + 24, {
        width: inner - (brand.logo ? 200 : 0),
        align: brand.logo ? 'right' : 'left',
        lineBreak: false,
      });
  }
  y = Math.round(height * 0.26);
  pdf.font('Helvetica-Bold').fontSize(26);
  const titleHeight = pdf.heightOfString(pdfSafe(document.title), { width: inner - 40 });
  pdf.font('Helvetica').fontSize(13);
  const subtitleHeight = document.subtitle
    ? pdf.heightOfString(pdfSafe(document.subtitle), { width: inner - 40 }) + 10
    : 0;
  const bandHeight = Math.max(150, titleHeight + subtitleHeight + 70);
  pdf.rect(0, y, width, bandHeight).fill(brand.primaryColor);
  pdf.rect(0, y + bandHeight, width, 6).fill(brand.accentColor);
  pdf
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor('#ffffff')
    .text(pdfSafe(document.title), margin + 20, y + 35, { width: inner - 40 });
  if (document.subtitle) {
    pdf
      .font('Helvetica')
      .fontSize(13)
      .fillColor(tint('#ffffff', 1))
      .text(pdfSafe(document.subtitle), margin + 20, pdf.y + 10, { width: inner - 40 });
  }
  y += bandHeight + 36;
  const facts = [...(document.coverFacts ?? []), { label: 'Generated', value: formatDateTime(document.generatedAt) }];
  const labelWidth = 150;
  for (const fact of facts) {
    if (y > height - 120) break;
    pdf
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(muted)
      .text(pdfSafe(fact.label.toUpperCase()), margin + 20, y + 1, { width: labelWidth, characterSpacing: 0.5 });
    pdf
      .font('Helvetica')
      .fontSize(11)
      .fillColor(text)
      .text(pdfSafe(fact.value), margin + 20 + labelWidth, y, { width: inner - 40 - labelWidth });
    y = Math.max(pdf.y, y + 14) + 8;
    pdf
      .moveTo(margin + 20, y - 4)
      .lineTo(width - margin - 20, y - 4)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
  }
}

/**
 * Starts a new page unless the lead-in at `blocks[index]` (headings and paragraphs, with `extra` before them: a
 * section heading) fits together with what follows it (a table's caption, header and a couple of rows, or a few
 * lines), so no heading or lead-in is left alone at the bottom of a page.
 */
function keepWithNext(pdf: Pdf, blocks: Block[], index: number, extra = 0) {
  let needed = extra;
  for (let at = index; at < blocks.length; at += 1) {
    const block = blocks[at]!;
    if (block.kind === 'heading') {
      needed += 30;
    } else if (block.kind === 'paragraph') {
      pdf.font('Helvetica').fontSize(10);
      needed += pdf.heightOfString(pdfSafe(block.text), { width: contentWidth(pdf), lineGap: 2 }) + 8;
    } else {
      needed += block.kind === 'table' ? 90 : 40;
      break;
    }
  }
  ensureSpace(pdf, Math.min(needed, bottomLimit(pdf) - pdf.page.margins.top));
}

function heading(pdf: Pdf, value: string, level: 1 | 2 | 3, brand: ResolvedBrand, atTop: boolean) {
  const size = level === 1 ? 16 : level === 2 ? 13 : 11;
  // Keep a heading with at least a few lines of what follows it.
  ensureSpace(pdf, size + 44);
  if (!atTop) pdf.moveDown(level === 1 ? 1 : 0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(level === 3 ? text : brand.primaryColor)
    .text(pdfSafe(value), pdf.page.margins.left, pdf.y, { width: contentWidth(pdf) });
  if (level === 1) {
    const y = pdf.y + 2;
    pdf
      .moveTo(pdf.page.margins.left, y)
      .lineTo(pdf.page.margins.left + 60, y)
      .lineWidth(2)
      .strokeColor(brand.accentColor)
      .stroke();
    pdf.y = y + 8;
  } else {
    pdf.y += 4;
  }
}

function paragraph(pdf: Pdf, value: string, size = 10) {
  pdf
    .font('Helvetica')
    .fontSize(size)
    .fillColor(text)
    .text(pdfSafe(value), pdf.page.margins.left, pdf.y, { width: contentWidth(pdf), lineGap: 2 });
  pdf.y += 6;
}

function drawBlock(pdf: Pdf, block: Block, brand: ResolvedBrand, citations: Map<string, number>) {
  switch (block.kind) {
    case 'heading':
      heading(pdf, block.text, block.level ?? 2, brand, false);
      return;
    case 'paragraph': {
      const marks = citationMarks(block.citations, citations);
      paragraph(pdf, marks ? `${block.text} ${marks}` : block.text);
      return;
    }
    case 'bullets': {
      const left = pdf.page.margins.left;
      for (const item of block.items) {
        const { text: value, citations: ids } = bulletText(item);
        const marks = citationMarks(ids, citations);
        pdf.font('Helvetica').fontSize(10);
        const body = pdfSafe(marks ? `${value} ${marks}` : value);
        ensureSpace(pdf, Math.min(pdf.heightOfString(body, { width: contentWidth(pdf) - 16 }), 40));
        const y = pdf.y;
        pdf.fillColor(brand.accentColor).text('•', left + 2, y, { lineBreak: false });
        pdf.fillColor(text).text(body, left + 16, y, { width: contentWidth(pdf) - 16, lineGap: 2 });
        pdf.y += 3;
      }
      pdf.y += 4;
      return;
    }
    case 'facts': {
      const left = pdf.page.margins.left;
      for (const fact of block.items) {
        ensureSpace(pdf, 16);
        const y = pdf.y;
        pdf.font('Helvetica-Bold').fontSize(9.5).fillColor(muted).text(pdfSafe(fact.label), left, y, { width: 150 });
        const labelBottom = pdf.y;
        pdf
          .font('Helvetica')
          .fontSize(10)
          .fillColor(text)
          .text(pdfSafe(fact.value), left + 160, y, { width: contentWidth(pdf) - 160 });
        pdf.y = Math.max(pdf.y, labelBottom) + 3;
      }
      pdf.y += 6;
      return;
    }
    case 'table':
      drawTable(pdf, block, brand);
      return;
  }
}

/**
 * Column widths: shares of the width by weight, but never narrower than the column's longest word (up to 90 pt),
 * so "Passed" or "2025-08-28" is not broken inside; the rest is shared among the other columns by weight.
 */
function columnWidths(pdf: Pdf, columns: TableColumn[], pieces: TablePiece[], width: number): number[] {
  const longestWord = (text: string, font: string) => {
    pdf.font(font).fontSize(tableFontSize);
    return Math.max(
      0,
      ...pdfSafe(text)
        .split(/\s+/)
        .map((word) => pdf.widthOfString(word)),
    );
  };
  const rows = pieces.filter((piece) => piece.kind === 'row').slice(0, 200);
  const minimums = columns.map(
    (column, index) =>
      Math.min(
        90,
        Math.max(
          longestWord(column.header, 'Helvetica-Bold'),
          ...rows.map((row) => longestWord(clip(row.cells[index] ?? ''), 'Helvetica')),
        ),
      ) +
      2 * cellPadding +
      1,
  );
  const weights = columns.map(defaultWidth);
  const fixed = new Set<number>();
  let widths = weights.map(() => 0);
  // Columns below their minimum take it; the others share what is left by weight, until nothing changes.
  for (let round = 0; round < columns.length; round += 1) {
    const fixedWidth = [...fixed].reduce((sum, index) => sum + minimums[index]!, 0);
    const free = weights.reduce((sum, weight, index) => sum + (fixed.has(index) ? 0 : weight), 0);
    widths = weights.map((weight, index) =>
      fixed.has(index) ? minimums[index]! : (weight / free) * Math.max(0, width - fixedWidth),
    );
    const short = widths.findIndex((value, index) => !fixed.has(index) && value < minimums[index]!);
    if (short === -1) break;
    for (const [index, value] of widths.entries()) if (value < minimums[index]!) fixed.add(index);
  }
  // When the minimums alone overflow the page, everything shrinks in proportion.
  const sum = widths.reduce((total, value) => total + value, 0);
  return sum > width ? widths.map((value) => (value / sum) * width) : widths;
}

function drawTable(pdf: Pdf, table: TableBlock, brand: ResolvedBrand) {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  if (table.caption) {
    ensureSpace(pdf, 80);
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(text).text(pdfSafe(table.caption), left, pdf.y, { width });
    pdf.y += 4;
  }
  const columns = visibleColumns(table);
  if (table.rows.length === 0 || columns.length === 0) {
    paragraph(pdf, table.emptyText ?? 'Nothing to show.');
    return;
  }
  const pieces = tablePieces(table);
  const widths = columnWidths(pdf, columns, pieces, width);
  const maxRowHeight = bottomLimit(pdf) - pdf.page.margins.top - 60;

  const headerHeight = () => {
    pdf.font('Helvetica-Bold').fontSize(tableFontSize);
    return (
      Math.max(
        ...columns.map((column, index) =>
          pdf.heightOfString(pdfSafe(column.header), { width: widths[index]! - 2 * cellPadding }),
        ),
      ) +
      2 * cellPadding
    );
  };
  const drawHeader = () => {
    const height = headerHeight();
    const y = pdf.y;
    pdf.rect(left, y, width, height).fill(brand.primaryColor);
    let x = left;
    pdf.font('Helvetica-Bold').fontSize(tableFontSize).fillColor('#ffffff');
    columns.forEach((column, index) => {
      pdf.text(pdfSafe(column.header), x + cellPadding, y + cellPadding, {
        width: widths[index]! - 2 * cellPadding,
        align: isNumeric(column) ? 'right' : 'left',
      });
      x += widths[index]!;
    });
    pdf.y = y + height;
  };
  const rowHeight = (piece: TablePiece) => {
    if (piece.kind === 'group') return tableFontSize + 2 * cellPadding + 4;
    pdf.font('Helvetica').fontSize(tableFontSize);
    const height =
      Math.max(
        ...piece.cells.map((cell, index) =>
          pdf.heightOfString(clip(cell), { width: widths[index]! - 2 * cellPadding, lineGap: 1 }),
        ),
      ) +
      2 * cellPadding;
    return Math.min(height, maxRowHeight);
  };

  const bandHeight = tableFontSize + 2 * cellPadding + 4;
  const drawBand = (label: string) => {
    const y = pdf.y;
    pdf.rect(left, y, width, bandHeight).fill(tint(brand.accentColor, 0.16));
    pdf
      .font('Helvetica-Bold')
      .fontSize(tableFontSize + 0.5)
      .fillColor(brand.primaryColor)
      .text(pdfSafe(label), left + cellPadding, y + cellPadding + 1, {
        width: width - 2 * cellPadding,
        lineBreak: false,
      });
    pdf.y = y + bandHeight;
  };

  ensureSpace(pdf, headerHeight() + 40);
  drawHeader();
  let stripe = false;
  let group: string | null = null;
  for (const [index, piece] of pieces.entries()) {
    const height = rowHeight(piece);
    // A group band is kept with its first row.
    const next = piece.kind === 'group' ? pieces[index + 1] : undefined;
    const needed = height + (next ? rowHeight(next) : 0);
    if (pdf.y + needed > bottomLimit(pdf)) {
      pdf.addPage();
      drawHeader();
      // A group that goes on over a page break is named again at the top of the new page.
      if (piece.kind === 'row' && group) drawBand(`${group} (continued)`);
    }
    const y = pdf.y;
    if (piece.kind === 'group') {
      group = piece.label;
      drawBand(`${piece.label} (${piece.count})`);
      stripe = false;
      continue;
    }
    if (stripe) pdf.rect(left, y, width, height).fill('#f3f4f6');
    stripe = !stripe;
    let x = left;
    pdf.font('Helvetica').fontSize(tableFontSize);
    piece.cells.forEach((cell, cellIndex) => {
      const column = columns[cellIndex]!;
      pdf.fillColor(column.type === 'link' && cell !== '' ? brand.primaryColor : text);
      pdf.text(clip(cell), x + cellPadding, y + cellPadding, {
        width: widths[cellIndex]! - 2 * cellPadding,
        height: height - 2 * cellPadding,
        ellipsis: true,
        lineGap: 1,
        align: isNumeric(column) ? 'right' : 'left',
      });
      x += widths[cellIndex]!;
    });
    pdf
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.4)
      .strokeColor(rule)
      .stroke();
    pdf.y = y + height;
  }
  pdf.x = left;
  pdf.y += 12;
}

const clip = (value: string) => pdfSafe(value.length > maxCellChars ? `${value.slice(0, maxCellChars - 1)}…` : value);

/** The running header and "Page n of N" footer, drawn once every page exists. */
function decoratePages(pdf: Pdf, document: StructuredDocument, brand: ResolvedBrand) {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const { width, height } = pdf.page;
    // Drawing below the bottom margin would make pdfkit start a new page.
    const savedBottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const inner = width - 2 * margin;
    if (index > range.start) {
      pdf
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor(brand.primaryColor)
        .text(pdfSafe(brand.organizationName || 'Statehouse'), margin, 34, { width: inner / 2, lineBreak: false });
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor(muted)
        .text(pdfSafe(document.title), margin + inner / 2, 34, { width: inner / 2, align: 'right', lineBreak: false });
      pdf
        .moveTo(margin, 48)
        .lineTo(width - margin, 48)
        .lineWidth(1)
        .strokeColor(brand.accentColor)
        .stroke();
    }
    const footerY = height - 40;
    pdf
      .moveTo(margin, footerY - 8)
      .lineTo(width - margin, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    if (brand.footerText) {
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor(muted)
        .text(pdfSafe(brand.footerText), margin, footerY, { width: inner - 90, lineBreak: false, ellipsis: true });
    }
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(`Page ${index - range.start + 1} of ${range.count}`, width - margin - 90, footerY, {
        width: 90,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = savedBottom;
  }
}
