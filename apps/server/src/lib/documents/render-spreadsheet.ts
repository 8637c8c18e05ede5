import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CellValue, ColumnType, StructuredDocument, TableBlock } from './document';
import { cellText, formatDateTime, isLinkCell, resolveBrand, tables } from './document-text';

const dataTables = (document: StructuredDocument) => tables(document).filter((table) => !table.pagesOnly);

/**
 * A spreadsheet-safe text: a leading =, +, - or @ would make a spreadsheet evaluate the text as a formula
 * (CSV injection), so such text gets a leading apostrophe. Numbers are real numbers and are left alone.
 */
export const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A date-only value (YYYY-MM-DD) as a UTC midnight Date, which Excel shows as that day. */
function dateOf(value: CellValue): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const parsed = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
}

function typedCell(value: CellValue, type: ColumnType): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (isLinkCell(value)) return { text: safeText(value.text), hyperlink: value.url };
  if (type === 'link' && typeof value === 'string' && /^https?:\/\//.test(value))
    return { text: value, hyperlink: value };
  if ((type === 'integer' || type === 'number' || type === 'percent') && typeof value === 'number') return value;
  if (type === 'date' || type === 'datetime') {
    const date = dateOf(value);
    if (date) return date;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return safeText(cellText(value, type));
}

const numberFormats: Partial<Record<ColumnType, string>> = {
  integer: '#,##0',
  number: '#,##0.##',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const sheetWidth = (type: ColumnType | undefined, header: string) =>
  Math.max(
    header.length + 2,
    { text: 36, link: 30, date: 12, datetime: 18, integer: 10, number: 12, percent: 10 }[type ?? 'text'],
  );

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(wanted: string, used: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let index = 2; used.has(name.toLowerCase()); index += 1) name = `${base.slice(0, 27)} (${index})`;
  used.add(name.toLowerCase());
  return name;
}

/**
 * Every table of the document as a sheet with typed cells, a frozen, filterable header in the brand colour,
 * then an About sheet with the title and cover facts.
 */
export async function renderXlsx(document: StructuredDocument): Promise<Buffer> {
  const brand = resolveBrand(document.branding);
  // Loaded on first use: exceljs is the slowest import of the server's start (decision 065).
  const workbook = new (await import('exceljs')).default.Workbook();
  workbook.creator = brand.organizationName || 'Statehouse';
  workbook.title = document.title;
  workbook.created = document.generatedAt;
  const used = new Set<string>();
  const all = dataTables(document);
  for (const [index, table] of all.entries()) {
    addTableSheet(
      workbook,
      table,
      sheetName(table.caption ?? (all.length === 1 ? document.title : `Table ${index + 1}`), used),
      brand.primaryColor,
    );
  }
  const about = workbook.addWorksheet(sheetName('About', used));
  about.columns = [{ width: 24 }, { width: 80 }];
  about.addRow([document.title]).font = { bold: true, size: 14 };
  if (document.subtitle) about.addRow([document.subtitle]);
  about.addRow([]);
  for (const fact of document.coverFacts ?? []) about.addRow([fact.label, safeText(fact.value)]);
  about.addRow(['Generated', formatDateTime(document.generatedAt)]);
  if (brand.organizationName) about.addRow(['Prepared by', brand.organizationName]);
  if (brand.footerText) about.addRow(['Note', brand.footerText]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addTableSheet(workbook: ExcelJS.Workbook, table: TableBlock, name: string, headerColor: string) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: sheetWidth(column.type, column.header),
    style: numberFormats[column.type ?? 'text'] ? { numFmt: numberFormats[column.type ?? 'text'] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${headerColor.slice(1).toUpperCase()}` } };
  header.alignment = { vertical: 'middle', wrapText: true };
  for (const row of table.rows) {
    sheet.addRow(table.columns.map((column) => typedCell(row[column.key], column.type ?? 'text')));
  }
  if (table.columns.length > 0) {
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: Math.max(1, table.rows.length + 1), column: table.columns.length },
    };
  }
}

/**
 * The document's tables as CSV (UTF-8 with a byte-order mark so Excel reads accents). One table is the whole
 * file; several are stacked, each under its caption, separated by a blank line.
 */
export function renderCsv(document: StructuredDocument): Buffer {
  const all = dataTables(document);
  const parts = all.map((table) => {
    const csv = Papa.unparse({
      fields: table.columns.map((column) => column.header),
      data: table.rows.map((row) =>
        table.columns.map((column) => {
          const value = row[column.key];
          if (typeof value === 'number' && column.type !== 'percent') return String(value);
          // A link cell shows its text (a bill's name); a column of URLs holds them as plain strings.
          if (isLinkCell(value)) return safeText(value.text);
          return safeText(cellText(value, column.type));
        }),
      ),
    });
    return all.length > 1 ? `${Papa.unparse([[table.caption ?? '']])}\r\n${csv}` : csv;
  });
  return Buffer.from(`\uFEFF${parts.join('\r\n\r\n')}\r\n`, 'utf8');
}
