import Papa from 'papaparse';
import type { ActionRecord, BillRecord, VoteRecord } from '../core/bill-record';
import { splitBillIdentifier } from '../core/bill-record';
import { RecordError } from '../core/errors';
import type { SessionInput } from '../core/sessions';

export type CsvRow = Record<string, string>;
export type CsvProblem = { file: string; line: number; record?: string; reason: string };

/**
 * Parses one LegiScan CSV file. Rows with missing or extra columns are returned as problems (with
 * their line) instead of rows, so that nothing from them is stored.
 */
export function parseCsv(
  text: string,
  file: string,
  required: string[],
): { rows: { row: CsvRow; line: number }[]; problems: CsvProblem[] } {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...records] = result.data;
  if (!header) throw new RecordError('empty file', { file });
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new RecordError(`missing columns: ${missing.join(', ')}`, { file });
  const rows: { row: CsvRow; line: number }[] = [];
  const problems: CsvProblem[] = [];
  // Lines are counted from the parser's cursor so that quoted multi-line fields are accounted for.
  let line = 1;
  for (const record of records) {
    line += 1;
    const first = record[0];
    if (record.length !== header.length) {
      problems.push({ file, line, record: first, reason: `expected ${header.length} columns, found ${record.length}` });
      continue;
    }
    const row: CsvRow = {};
    header.forEach((column, index) => {
      row[column] = record[index] ?? '';
    });
    rows.push({ row, line });
    line += (record.join(',').match(/\n/g) ?? []).length;
  }
  return { rows, problems };
}

const chamberOf = (value: string | undefined): string | null =>
  value === 'Senate' ? 'upper' : value === 'House' ? 'lower' : null;

/** Open States action types for a Michigan action text. */
export function classifyMiAction(text: string): string[] {
  const types: string[] = [];
  if (/^Introduced By/i.test(text)) types.push('introduction');
  if (/^Referred To Committee|^Reassigned To Committee|^Referred To/i.test(text)) types.push('referral-committee');
  if (/^Reported (With|Favorably|By)|^Committee Recommended/i.test(text)) types.push('committee-passage');
  if (/^Passed\b|^Adopted$/i.test(text)) types.push('passage');
  if (/^Presented To (The )?Governor/i.test(text)) types.push('executive-receipt');
  if (/^Approved By (The )?Governor/i.test(text)) types.push('executive-signature');
  if (/^Assigned Pa /i.test(text)) types.push('became-law');
  if (/^Vetoed/i.test(text)) types.push('executive-veto');
  if (/^Failed|^Defeated/i.test(text)) types.push('failure');
  return types;
}

export const miSession = (sessionId: string): SessionInput => ({
  jurisdictionId: 'MI',
  code: '25R',
  sourceIdentifier: sessionId,
  name: '2025-2026 Regular Session',
  classification: 'regular',
  startDate: '2025-01-08',
  endDate: '2026-12-31',
});

export type MiTables = {
  history: Map<string, CsvRow[]>;
  sponsors: Map<string, CsvRow[]>;
  rollcalls: Map<string, CsvRow[]>;
  votes: Map<string, CsvRow[]>;
  documents: Map<string, CsvRow[]>;
  people: Map<string, { name: string; personId: string | null; chamber: string | null }>;
};

const voteOption: Record<string, string> = { '1': 'yes', '2': 'no', '3': 'not voting', '4': 'absent' };

/** One bills.csv row with its history, sponsors, roll calls and documents. */
export function buildMiBill(row: CsvRow, tables: MiTables, file: string): BillRecord {
  const billId = row.bill_id ?? '';
  // Michigan letters its joint resolutions: HJRA, SJRB.
  const lettered = /^([HS]JR)([A-Z])$/.exec(row.bill_number ?? '');
  const parts =
    lettered?.[1] && lettered[2]
      ? { billType: lettered[1], billNumber: lettered[2] }
      : splitBillIdentifier(row.bill_number ?? '');
  if (!parts) throw new RecordError(`cannot read bill_number "${row.bill_number}"`, { file, record: billId });
  const title = (row.title || row.description || '').trim();
  if (!title) throw new RecordError('missing title', { file, record: billId });
  const status = Number(row.status);
  const fromChamber = parts.billType.startsWith('H') ? 'lower' : 'upper';
  const actions: ActionRecord[] = (tables.history.get(billId) ?? [])
    .sort((a, b) => Number(a.sequence) - Number(b.sequence))
    .map((action) => ({
      date: action.date || null,
      chamber: chamberOf(action.chamber),
      text: action.action ?? '',
      classification: classifyMiAction(action.action ?? ''),
    }));
  const votes: VoteRecord[] = (tables.rollcalls.get(billId) ?? []).map((rollcall) => {
    const ballots = tables.votes.get(rollcall.roll_call_id ?? '') ?? [];
    const yes = Number(rollcall.yea) || 0;
    const no = Number(rollcall.nay) || 0;
    return {
      sourceKey: `legiscan-rollcall/${rollcall.roll_call_id}`,
      motion: rollcall.description || 'Roll call',
      motionClassification: /^Reported/i.test(rollcall.description ?? '') ? ['committee-passage'] : ['passage'],
      date: rollcall.date || null,
      chamber: chamberOf(rollcall.chamber),
      result: yes > no ? 'pass' : 'fail',
      counts: { yes, no, 'not voting': Number(rollcall.nv) || 0, absent: Number(rollcall.absent) || 0 },
      sources: [{ url: `https://legiscan.com/MI/rollcall/${row.bill_number}/id/${rollcall.roll_call_id}` }],
      voters: ballots.map((ballot) => {
        const person = tables.people.get(ballot.people_id ?? '');
        return {
          name: person?.name ?? `people_id ${ballot.people_id}`,
          option: voteOption[ballot.vote ?? ''] ?? 'other',
          personId: person?.personId ?? null,
        };
      }),
    };
  });
  const documents = tables.documents.get(billId) ?? [];
  const links = (document: CsvRow) =>
    [document.state_link, document.url]
      .filter(Boolean)
      .map((url) => ({ url: url as string, mediaType: document.document_mime || 'text/html' }));
  return {
    jurisdictionId: 'MI',
    session: miSession(row.session_id ?? ''),
    billType: parts.billType,
    billNumber: parts.billNumber,
    identifier: `${parts.billType} ${parts.billNumber}`,
    title,
    abstract: row.description && row.description !== title ? row.description : null,
    classification: [
      /R$/.test(parts.billType)
        ? 'resolution'
        : /JR$/.test(parts.billType)
          ? 'joint resolution'
          : /CR$/.test(parts.billType)
            ? 'concurrent resolution'
            : 'bill',
    ],
    fromChamber,
    subjectTerms: [/^([^:]+):/.exec(title)?.[1]?.trim()].filter((term): term is string => !!term),
    sources: [row.url, row.state_link].filter(Boolean).map((url) => ({ url: url as string })),
    extras: { legiscanBillId: Number(billId), committee: row.committee || null },
    actions,
    sponsorships: (tables.sponsors.get(billId) ?? [])
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((sponsor) => {
        const person = tables.people.get(sponsor.people_id ?? '');
        return {
          name: person?.name ?? `people_id ${sponsor.people_id}`,
          classification: sponsor.position === '1' ? 'primary' : 'cosponsor',
          isPrimary: sponsor.position === '1',
          personId: person?.personId ?? null,
        };
      }),
    versions: documents
      .filter((document) => document.document_type === 'text')
      .map((document) => ({ name: document.document_desc || 'Text', date: null, links: links(document) })),
    documents: documents
      .filter((document) => document.document_type !== 'text')
      .map((document) => ({
        name: document.document_desc || document.document_type || 'Document',
        date: null,
        links: links(document),
      })),
    relations: [],
    votes,
    hearings: [],
    statusOverride:
      Number.isInteger(status) && status >= 0 && status <= 6 ? { status, date: row.status_date || null } : undefined,
  };
}
