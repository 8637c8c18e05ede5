import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import type { ExportFormat, TrackedBill } from '@statehouse/shared/tracking/tracking.schemas';
import Papa from 'papaparse';

export type ExportFile = { fileName: string; contentType: string; body: Buffer | string };

const columns: { header: string; width: number; value: (bill: TrackedBill, baseUrl: string) => string }[] = [
  { header: 'Bill', width: 12, value: (bill) => bill.identifier },
  { header: 'State', width: 7, value: (bill) => bill.stateCode },
  { header: 'Session', width: 28, value: (bill) => bill.sessionName },
  { header: 'Title', width: 60, value: (bill) => bill.title },
  { header: 'Status', width: 12, value: (bill) => billStatusLabel(bill.status) ?? String(bill.status) },
  { header: 'Latest action date', width: 14, value: (bill) => bill.lastActionDate ?? '' },
  { header: 'Latest action', width: 50, value: (bill) => bill.lastActionText ?? '' },
  { header: 'Next hearing', width: 20, value: (bill) => bill.nextHearing?.startTime.slice(0, 10) ?? '' },
  { header: 'Tags', width: 30, value: (bill) => bill.tags.map((tag) => tag.name).join('; ') },
  {
    header: 'Positions',
    width: 30,
    value: (bill) =>
      bill.positions
        .map(
          (item) => `${item.tagName ? `${item.tagName}: ` : ''}${item.position}${item.note ? ` (${item.note})` : ''}`,
        )
        .join('; '),
  },
  { header: 'Tracked by', width: 30, value: (bill) => bill.trackedBy.map((user) => user.name).join('; ') },
  { header: 'Link', width: 40, value: (bill, baseUrl) => `${baseUrl}/bills/${encodeURIComponent(bill.id)}` },
];

/**
 * A spreadsheet-safe cell: a leading =, +, - or @ would make Excel evaluate the text as a formula (CSV injection),
 * so such text gets a leading apostrophe.
 */
const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The chosen tracked bills as a CSV or XLSX file, one row per bill, in the order given. */
export async function renderTrackedBillsFile(
  bills: TrackedBill[],
  format: ExportFormat,
  baseUrl: string,
  today: string,
): Promise<ExportFile> {
  const fileName = `tracked-bills-${today}.${format}`;
  const rows = bills.map((bill) => columns.map((column) => safeCell(column.value(bill, baseUrl))));
  if (format === 'csv') {
    const body = `\uFEFF${Papa.unparse({ fields: columns.map((column) => column.header), data: rows })}\r\n`;
    return { fileName, contentType: 'text/csv; charset=utf-8', body };
  }
  // Loaded on first use: exceljs is the slowest import of the server's start (decision 065).
  const workbook = new (await import('exceljs')).default.Workbook();
  const sheet = workbook.addWorksheet('Tracked bills', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
}
