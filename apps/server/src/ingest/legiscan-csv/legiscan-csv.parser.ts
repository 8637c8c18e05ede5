import Papa from 'papaparse';
import { classifyActionText } from '../core/action-text';
import type { ActionRecord, BillRecord, VoteRecord } from '../core/bill-record';
import { splitBillIdentifier } from '../core/bill-record';
import { RecordError } from '../core/errors';
import { SessionIdError, type SessionInput, sessionFor, sessionFromList, specialOrdinalOf } from '../core/sessions';
import { orderVersions } from '../core/version-order';
import { chamberOfName } from '../loaders/records';
import { legiscanRollCallResult } from './legiscan-roll-call';

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

/**
 * Open States action types for one LegiScan history line: LegiScan copies each legislature's own wording, which
 * the shared classifier reads (core/action-text.ts).
 */
export const classifyLegiscanAction = classifyActionText;

/** Which state a LegiScan permalink (https://legiscan.com/MI/bill/HB4001/2025) belongs to. */
export const stateOfLegiscanUrl = (url: string | undefined): string | null =>
  /^https?:\/\/(?:www\.)?legiscan\.com\/([A-Z]{2})\//.exec(url ?? '')?.[1] ?? null;

export type LegiscanTables = {
  history: Map<string, CsvRow[]>;
  sponsors: Map<string, CsvRow[]>;
  rollcalls: Map<string, CsvRow[]>;
  votes: Map<string, CsvRow[]>;
  documents: Map<string, CsvRow[]>;
  /** people.csv by people_id; committee sponsors (committee_id set) carry `committee: true`. */
  people: Map<string, { name: string; personId: string | null; chamber: string | null; committee: boolean }>;
};

const voteOption: Record<string, string> = { '1': 'yes', '2': 'no', '3': 'not voting', '4': 'absent' };

const billClassification = (state: string, billType: string): string =>
  state === 'US' && /^(?:HR|S)$/.test(billType)
    ? 'bill'
    : /JR$/.test(billType)
      ? 'joint resolution'
      : /CR$/.test(billType)
        ? 'concurrent resolution'
        : /R$/.test(billType)
          ? 'resolution'
          : 'bill';

/**
 * One bills.csv row with its history, sponsors, roll calls and documents, under the state and session
 * the dataset names (see the importer).
 */
export function buildLegiscanBill(
  row: CsvRow,
  tables: LegiscanTables,
  file: string,
  dataset: { state: string; session: SessionInput },
): BillRecord {
  const billId = row.bill_id ?? '';
  const state = dataset.state;
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
  const fromChamber = /^[HA]/.test(parts.billType) ? 'lower' : /^S/.test(parts.billType) ? 'upper' : null;
  // Oldest first by date: LegiScan's sequence numbers sometimes run back in time (KS numbers "Referred to
  // Committee" on 01-14 before "Introduced" on 01-13); the sequence only breaks ties within a date.
  const actions: ActionRecord[] = [...(tables.history.get(billId) ?? [])]
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || Number(a.sequence) - Number(b.sequence))
    .map((action) => {
      const text = action.action ?? '';
      const classified = classifyLegiscanAction(text);
      return {
        date: action.date || null,
        // The chamber the text names ("Senate Passed", "Passed By House") is more precise than the column.
        chamber: classified.chamber ?? chamberOfName(action.chamber),
        text,
        classification: classified.types,
      };
    });
  const rollCallRows = tables.rollcalls.get(billId) ?? [];
  const rollCalls = rollCallRows.map((rollcall) => ({
    description: rollcall.description ?? '',
    date: rollcall.date || null,
    chamber: chamberOfName(rollcall.chamber),
    yes: Number(rollcall.yea) || 0,
    no: Number(rollcall.nay) || 0,
  }));
  const votes: VoteRecord[] = rollCallRows.map((rollcall, index) => {
    const ballots = tables.votes.get(rollcall.roll_call_id ?? '') ?? [];
    const input = rollCalls[index] as (typeof rollCalls)[number];
    const { yes, no } = input;
    // The result the description or the same day's history states, not yes > no (decision 059).
    const outcome = legiscanRollCallResult(input, { history: actions, rollCalls });
    return {
      sourceKey: `legiscan-rollcall/${rollcall.roll_call_id}`,
      motion: rollcall.description || 'Roll call',
      motionClassification: /^Reported|committee/i.test(rollcall.description ?? '')
        ? ['committee-passage']
        : ['passage'],
      date: rollcall.date || null,
      chamber: chamberOfName(rollcall.chamber),
      result: outcome.result,
      resultContradicted: outcome.contradicted,
      counts: { yes, no, 'not voting': Number(rollcall.nv) || 0, absent: Number(rollcall.absent) || 0 },
      sources: [{ url: `https://legiscan.com/${state}/rollcall/${row.bill_number}/id/${rollcall.roll_call_id}` }],
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
  // LegiScan numbers documents as it receives them: document_id order is the order of the texts.
  const documents = [...(tables.documents.get(billId) ?? [])].sort(
    (a, b) => Number(a.document_id ?? 0) - Number(b.document_id ?? 0),
  );
  // The legislature's own page first (the official text), then LegiScan's copy.
  const links = (document: CsvRow) =>
    [document.state_link, document.url]
      .filter((url): url is string => Boolean(url))
      .map((url) => ({ url, mediaType: document.document_mime || 'text/html' }));
  return {
    jurisdictionId: state,
    session: dataset.session,
    billType: parts.billType,
    billNumber: parts.billNumber,
    identifier: `${parts.billType} ${parts.billNumber}`,
    title,
    abstract: row.description && row.description !== title ? row.description : null,
    classification: [billClassification(state, parts.billType)],
    fromChamber,
    // Michigan titles lead with their subject ("Labor: hours and wages; ...").
    subjectTerms: [/^([^:]{2,60}):/.exec(title)?.[1]?.trim()].filter((term): term is string => !!term),
    sources: [row.url, row.state_link].filter(Boolean).map((url) => ({ url: url as string })),
    extras: {
      legiscanBillId: Number(billId),
      legiscanSessionId: Number(row.session_id) || null,
      committee: row.committee || null,
    },
    actions,
    sponsorships: (tables.sponsors.get(billId) ?? [])
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((sponsor) => {
        const person = tables.people.get(sponsor.people_id ?? '');
        const isPrimary = sponsor.position === '1';
        // A committee listed as a sponsor (people.csv committee_id set) is committee sponsorship.
        if (person?.committee) {
          return {
            name: person.name,
            classification: isPrimary ? 'primary' : 'cosponsor',
            isPrimary,
            entityType: 'organization',
            personId: null,
          };
        }
        return {
          name: person?.name ?? `people_id ${sponsor.people_id}`,
          classification: isPrimary ? 'primary' : 'cosponsor',
          isPrimary,
          personId: person?.personId ?? null,
        };
      }),
    versions: orderVersions(
      documents
        .filter((document) => document.document_type === 'text')
        .map((document) => ({ name: document.document_desc || 'Text', date: null, links: links(document) })),
      fromChamber,
    ),
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

/**
 * The session a LegiScan session_id stands for, from the dataset itself: its session.csv row when it has
 * one (LegiScan's session record: year_start, year_end, special, session_name, session_tag: the code from
 * the years and the kind, the name kept, decision 059), else a special session's permalink
 * (`https://legiscan.com/CO/bill/HB1001/2025/X1`: the first special of 2025), else the dataset folder's name
 * (LegiScan names it `2025-2026_103rd_Legislature`, `2025-2025_1st_Extraordinary_Session`), else the year of
 * the bill's LegiScan permalink. Throws when none of them names a session.
 */
export function legiscanSessionFor(
  state: string,
  sessionId: string,
  known: { sessionRow?: CsvRow; folderNames: string[]; urlYear?: string | null; url?: string | null },
): SessionInput {
  const withSourceId = (session: SessionInput): SessionInput => ({ ...session, sourceIdentifier: sessionId });
  const row = known.sessionRow;
  if (row && Number(row.year_start) > 1900) return withSourceId(legiscanSessionOfRecord(state, row));
  const special = specialOfLegiscanUrl(known.url);
  const candidates = [...(special ? [`${special.year} Special ${special.number}`] : []), ...known.folderNames];
  const problems: string[] = [];
  for (const candidate of [...candidates, known.urlYear ?? '']) {
    if (!candidate) continue;
    try {
      return withSourceId(sessionFor(state, candidate));
    } catch (error) {
      if (!(error instanceof SessionIdError)) throw error;
      problems.push(`"${candidate}"`);
    }
  }
  throw new SessionIdError(
    state,
    sessionId,
    `LegiScan session ${sessionId} has no session.csv row, and ${problems.length > 0 ? `neither ${problems.join(' nor ')} names` : 'no folder name or permalink year names'} a session`,
  );
}

/**
 * A LegiScan session record (session.csv row, the API's `session` object: year_start, year_end, special,
 * session_name, session_title, session_tag) as a session: the years and the special flag decide the code,
 * the name or tag's ordinal the special session's number.
 */
export function legiscanSessionOfRecord(state: string, record: Record<string, unknown>): SessionInput {
  const text = (key: string) => (record[key] == null ? '' : String(record[key]).trim());
  const name = text('session_name') || text('session_title');
  const start = Number(text('year_start'));
  const specialFlag = text('special');
  const session = sessionFromList(state, name || text('year_start'), {
    name: name || null,
    startYear: Number.isInteger(start) && start > 1900 ? start : null,
    endYear: Number(text('year_end')) || null,
    special: specialFlag === '' ? null : specialFlag === '1',
    specialNumber: specialOrdinalOf(`${name} ${text('session_tag')}`),
  });
  // LegiScan's own session id where the record has it (the CSV datasets' bills name it), else its years.
  const years = session.classification === 'special' ? `${start} Special ${session.code.slice(2)}` : text('year_start');
  return { ...session, sourceIdentifier: text('session_id') || years };
}

/** A special session's permalink: `https://legiscan.com/CO/bill/HB1001/2025/X1` -> 2025, special 1. */
export const specialOfLegiscanUrl = (url: string | null | undefined): { year: string; number: string } | null => {
  const match = /^https?:\/\/(?:www\.)?legiscan\.com\/[A-Z]{2}\/bill\/[^/]+\/(\d{4})\/X(\d)\b/i.exec(url ?? '');
  return match?.[1] && match[2] ? { year: match[1], number: match[2] } : null;
};

/** The year at the end of a LegiScan bill permalink (https://legiscan.com/MI/bill/HB4001/2025). */
export const yearOfLegiscanUrl = (url: string | undefined): string | null =>
  /^https?:\/\/(?:www\.)?legiscan\.com\/[A-Z]{2}\/bill\/[^/]+\/(\d{4})\b/.exec(url ?? '')?.[1] ?? null;
