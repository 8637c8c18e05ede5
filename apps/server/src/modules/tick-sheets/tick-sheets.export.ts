import {
  type TickSheetMember,
  type TickSheetReply,
  tickStanceLabels,
} from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import Papa from 'papaparse';

export type TickSheetFile = { fileName: string; contentType: string; body: Buffer | string };

const columns: { header: string; width: number; value: (member: TickSheetMember) => string }[] = [
  { header: 'Member', width: 28, value: (member) => member.name },
  { header: 'Party', width: 14, value: (member) => member.party ?? '' },
  { header: 'District', width: 10, value: (member) => member.district ?? '' },
  { header: 'Role', width: 14, value: (member) => member.role ?? '' },
  { header: 'Stance', width: 12, value: (member) => tickStanceLabels[member.stance] },
  { header: 'Note', width: 50, value: (member) => member.note },
  { header: 'Last contact', width: 14, value: (member) => member.lastContactAt?.slice(0, 10) ?? '' },
  { header: 'Email', width: 30, value: (member) => member.email ?? '' },
  { header: 'Phone', width: 16, value: (member) => member.phone ?? '' },
  { header: 'Actual vote', width: 12, value: (member) => member.actualVote ?? '' },
];

/** Text a spreadsheet would run as a formula (=, +, -, @) gets a leading apostrophe (CSV injection). */
const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The sheet as CSV or XLSX, one row per member in the sheet's order. */
export async function renderTickSheetFile(sheet: TickSheetReply, format: 'csv' | 'xlsx'): Promise<TickSheetFile> {
  const fileName = `tick-sheet-${sheet.bill.id}.${format}`;
  const rows = sheet.members.map((member) => columns.map((column) => safeCell(column.value(member))));
  if (format === 'csv') {
    const body = `\uFEFF${Papa.unparse({ fields: columns.map((column) => column.header), data: rows })}\r\n`;
    return { fileName, contentType: 'text/csv; charset=utf-8', body };
  }
  // Loaded on first use: exceljs is the slowest import of the server's start (decision 065).
  const workbook = new (await import('exceljs')).default.Workbook();
  const worksheet = workbook.addWorksheet('Tick sheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(row);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
}
