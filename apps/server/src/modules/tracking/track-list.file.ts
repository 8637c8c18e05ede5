import { TRACK_LIST_MAX_ROWS } from '@statehouse/shared/tracking/track-list.schemas';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error';

/** One data row of a track list: its line in the file, the bill cell and any state or session the row names. */
export type TrackListLine = { row: number; bill: string; state?: string; session?: string };

export const trackListFileErrors = {
  unsupported: 'Upload a CSV (.csv) or Excel (.xlsx) file.',
  unreadable: 'The file could not be read as CSV or Excel; save it as .csv or .xlsx and try again.',
  noRows: 'The file has no rows: put one bill number per row (HB 1, SB 10 ...).',
  tooManyRows: `A track list can have at most ${TRACK_LIST_MAX_ROWS.toLocaleString('en-US')} rows; split the file.`,
} as const;

// Header names a track list's columns go by, after lower-casing and dropping everything but letters.
const billHeaders = new Set([
  'bill',
  'bills',
  'billnumber',
  'billno',
  'billid',
  'identifier',
  'billidentifier',
  'measure',
  'measurenumber',
  'legislation',
]);
const typeHeaders = new Set(['type', 'billtype', 'prefix']);
const numberHeaders = new Set(['number', 'no', 'num']);
const stateHeaders = new Set(['state', 'statecode', 'jurisdiction']);
const sessionHeaders = new Set(['session', 'sessioncode', 'sessionid']);
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

export type FileKind = 'csv' | 'xlsx';

/** CSV or XLSX by the file's name or type; undefined for anything else. */
export function fileKindOf(fileName: string, mimeType: string): FileKind | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') || mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
    return 'xlsx';
  }
  if (name.endsWith('.csv') || name.endsWith('.txt') || mimeType === 'text/csv' || mimeType === 'text/plain')
    return 'csv';
  return undefined;
}

async function readCells(buffer: Buffer, kind: FileKind): Promise<string[][]> {
  if (kind === 'csv') {
    const parsed = Papa.parse<string[]>(buffer.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: false });
    return parsed.data.map((cells) => cells.map((cell) => String(cell ?? '')));
  }
  // Loaded on first use: exceljs is the slowest import of the server's start (decision 065).
  const workbook = new (await import('exceljs')).default.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError('BAD_REQUEST', trackListFileErrors.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The bill rows of a track list. A first row naming known columns (Bill, Bill Number, Type + Number, State, Session)
 * is a header; without one, the first column holds the bills. Trailing blank lines are dropped; blank lines between
 * bills are kept (and reported as empty rows).
 */
export async function readTrackList(buffer: Buffer, kind: FileKind): Promise<TrackListLine[]> {
  const cells = await readCells(buffer, kind);
  while (cells.length > 0 && (cells.at(-1) ?? []).every((cell) => cell.trim() === '')) cells.pop();
  if (cells.length === 0) throw new AppError('BAD_REQUEST', trackListFileErrors.noRows);

  const header = (cells[0] ?? []).map(headerKey);
  const find = (names: Set<string>) => header.findIndex((cell) => names.has(cell));
  let bill = find(billHeaders);
  const type = find(typeHeaders);
  const number = find(numberHeaders);
  const state = find(stateHeaders);
  const session = find(sessionHeaders);
  const hasHeader = [bill, type, number, state, session].some((index) => index >= 0);
  if (hasHeader && bill < 0 && !(type >= 0 && number >= 0)) {
    bill = header.findIndex((_, index) => index !== state && index !== session);
  }
  if (!hasHeader) bill = 0;

  const first = hasHeader ? 1 : 0;
  if (cells.length - first > TRACK_LIST_MAX_ROWS) throw new AppError('BAD_REQUEST', trackListFileErrors.tooManyRows);
  const lines: TrackListLine[] = [];
  for (let index = first; index < cells.length; index++) {
    const row = cells[index] ?? [];
    const cell = (column: number) => (column >= 0 ? (row[column] ?? '').trim() : '');
    const text = bill >= 0 ? cell(bill) : `${cell(type)} ${cell(number)}`.trim();
    lines.push({ row: index + 1, bill: text, state: cell(state) || undefined, session: cell(session) || undefined });
  }
  if (lines.length === 0) throw new AppError('BAD_REQUEST', trackListFileErrors.noRows);
  return lines;
}
