import type { BillSummary } from '@statehouse/shared/bills/bills.schemas';

export type ExportFormat = 'csv' | 'xlsx';

export const exportColumns = [
  { header: 'Bill ID', width: 18, value: (bill: BillSummary) => bill.id },
  { header: 'State', width: 6, value: (bill: BillSummary) => bill.stateCode },
  { header: 'Session', width: 28, value: (bill: BillSummary) => bill.sessionName || bill.sessionCode },
  { header: 'Bill', width: 12, value: (bill: BillSummary) => bill.identifier },
  { header: 'Title', width: 60, value: (bill: BillSummary) => bill.title },
  { header: 'Status', width: 12, value: (bill: BillSummary) => bill.statusLabel },
  { header: 'Status date', width: 12, value: (bill: BillSummary) => bill.statusDate ?? '' },
  { header: 'Introduced', width: 12, value: (bill: BillSummary) => bill.firstActionDate ?? '' },
  { header: 'Last action date', width: 14, value: (bill: BillSummary) => bill.lastActionDate ?? '' },
  { header: 'Last action', width: 50, value: (bill: BillSummary) => bill.lastActionText ?? '' },
  {
    header: 'Primary sponsors',
    width: 30,
    value: (bill: BillSummary) =>
      bill.primarySponsors
        .map((sponsor) => (sponsor.party ? `${sponsor.name} (${sponsor.party})` : sponsor.name))
        .join('; '),
  },
] as const;

/** RFC 4180: quote a field holding a comma, quote, CR or LF; double the quotes inside. */
export function csvField(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix a quote (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function billsToCsv(bills: readonly BillSummary[]): string {
  const lines = [exportColumns.map((column) => csvField(column.header)).join(',')];
  for (const bill of bills) lines.push(exportColumns.map((column) => csvField(column.value(bill))).join(','));
  // A BOM lets Excel open UTF-8 text correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The XLSX writer is loaded only when someone exports, never with the page. */
export async function billsToXlsx(bills: readonly BillSummary[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = exportColumns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const rows = bills.map((bill) => exportColumns.map((column) => ({ value: column.value(bill), type: String })));
  return writeXlsxFile([header, ...rows], {
    columns: exportColumns.map((column) => ({ width: column.width })),
    sheet: 'Bills',
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

export const exportFileName = (format: ExportFormat, date = new Date()) =>
  `bills-${date.toISOString().slice(0, 10)}.${format}`;
