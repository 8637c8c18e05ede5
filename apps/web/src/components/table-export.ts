/** One column of an exported table: its heading, spreadsheet width and how a row gives its text. */
export type ExportColumn<Row> = { header: string; width: number; value: (row: Row) => string };
export type ExportFormat = 'csv' | 'xlsx';

/** RFC 4180: quote a field holding a comma, quote, CR or LF; double the quotes inside. */
export function csvField(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix a quote (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function rowsToCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  // A BOM lets Excel open UTF-8 text correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The XLSX writer is loaded only when someone exports, never with the page. */
export async function rowsToXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  sheet: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((column) => ({ value: column.value(row), type: String })));
  return writeXlsxFile([header, ...body], {
    columns: columns.map((column) => ({ width: column.width })),
    sheet,
    stickyRowsCount: 1,
  }).toBlob();
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
