import path from 'node:path';
import Papa from 'papaparse';
import type { ContributionRecord, FilerRecord } from '../loaders/finance';
import { clean, isoDate, money, type ParseResult } from '../loaders/records';

export const fecSource = 'fec';

const fieldSeparator = '\u001c';

/** Positions of the Schedule A fields we keep, per FEC electronic-filing format version. */
type ScheduleALayout = {
  minFields: number;
  transactionId: number;
  entityType?: number;
  /** Legacy formats: one name field, parts joined by the header's NameDelim (`Last^First`). */
  name?: number;
  organization?: number;
  lastName?: number;
  firstName?: number;
  middleName?: number;
  city: number;
  state: number;
  zip: number;
  date: number;
  amount: number;
  aggregate: number;
  purpose: number;
  employer: number;
  occupation: number;
  donorCommittee: number;
  memoCode: number;
  memoText: number;
};

const legacyLayout: ScheduleALayout = {
  minFields: 16,
  entityType: 2,
  name: 3,
  city: 6,
  state: 7,
  zip: 8,
  employer: 11,
  occupation: 12,
  aggregate: 13,
  date: 14,
  amount: 15,
  purpose: 17,
  donorCommittee: 18,
  memoCode: 30,
  memoText: 31,
  transactionId: 33,
};

/** 8.x; 6.4 and 7.0 add a purpose code at 22 (shift 1); 6.1-6.3 also an increased-limit code (shift 2). */
function modernLayout(shift: number): ScheduleALayout {
  return {
    minFields: 21,
    transactionId: 2,
    entityType: 5,
    organization: 6,
    lastName: 7,
    firstName: 8,
    middleName: 9,
    city: 14,
    state: 15,
    zip: 16,
    date: 19,
    amount: 20,
    aggregate: 21,
    purpose: 22 + shift,
    employer: 23 + shift,
    occupation: 24 + shift,
    donorCommittee: 25 + shift,
    memoCode: 42 + shift,
    memoText: 43 + shift,
  };
}

function layoutFor(version: string): ScheduleALayout | undefined {
  const major = Number.parseFloat(version);
  if (!Number.isFinite(major) || major < 2) return undefined;
  if (major < 6) return legacyLayout;
  if (major < 6.4) return modernLayout(2);
  if (major < 8) return modernLayout(1);
  return modernLayout(0);
}

const entityTypes: Record<string, string> = {
  IND: 'individual',
  ORG: 'organization',
  COM: 'committee',
  PAC: 'pac',
  PTY: 'party',
  CAN: 'candidate',
  CCM: 'candidate committee',
};

const formTypes: Record<string, string> = {
  F3: 'candidate committee',
  F3P: 'presidential committee',
  F3X: 'pac or party committee',
};

export type FecFiling = {
  filingId: string;
  version: string;
  filer?: FilerRecord;
  results: ParseResult<ContributionRecord>[];
};

/**
 * Parses an FEC electronic filing (`.fec`): the header (an `HDR` record, or the legacy `/* Header`
 * block), the report's summary record (F3, F3P, F3X; it names the committee) and the itemized
 * receipts (`SA*` lines) as contributions. Fields are separated by ASCII 0x1C, or by commas with
 * quotes in the formats before 6.
 */
export function parseFec(content: string, file: string): FecFiling {
  const filingId = path.basename(file).replace(/\.fec$/i, '');
  const lines = content.split(/\r?\n/);
  const separated = content.includes(fieldSeparator);
  const split = (line: string): string[] =>
    separated
      ? line.split(fieldSeparator)
      : ((Papa.parse<string[]>(line, { delimiter: ',' }).data[0] ?? []) as string[]);
  let version = '';
  let nameDelimiter = '^';
  let filer: FilerRecord | undefined;
  const results: ParseResult<ContributionRecord>[] = [];
  let inLegacyHeader = false;

  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if (!line.trim()) return;
    if (line.startsWith('/*')) {
      inLegacyHeader = /header/i.test(line) && !/end/i.test(line);
      return;
    }
    if (inLegacyHeader) {
      const match = /^([^=]+?)\s*=\s*(.*)$/.exec(line);
      if (match?.[1] === 'FEC_Ver_#') version = match[2]!.trim();
      if (match?.[1] === 'NameDelim') nameDelimiter = match[2]!.trim() || '^';
      return;
    }
    const fields = split(line).map((field) => field.trim());
    const recordType = (fields[0] ?? '').toUpperCase();
    if (recordType === 'HDR') {
      version = fields[2] ?? '';
      return;
    }
    if (/^F3[PX]?[NAT]?$/.test(recordType)) {
      const form = recordType.replace(/[NAT]$/, '');
      const modern = Number.parseFloat(version) >= 6;
      const committeeId = clean(fields[1]);
      if (!committeeId) return;
      const district = form === 'F3' ? clean(fields[modern ? 10 : 9]) : null;
      filer = {
        jurisdictionId: 'US',
        source: fecSource,
        registrationNumber: committeeId,
        name: clean(fields[2]) ?? committeeId,
        filerType: formTypes[form] ?? null,
        filerSubtype: null,
        candidateName: null,
        party: null,
        office:
          form === 'F3P' ? 'President' : form === 'F3' ? (district && district !== '00' ? 'U.S. House' : null) : null,
        district,
        state: clean(fields[modern ? 7 : 6]),
        isIncumbent: null,
        registeredOn: null,
        terminatedOn: null,
        extra: {},
      };
      return;
    }
    if (!recordType.startsWith('SA')) return;
    const ref = { file, line: lineNumber, record: undefined as string | undefined };
    const layout = layoutFor(version);
    if (!layout) {
      results.push({ ok: false, ref, reason: `unsupported or missing FEC format version "${version}"` });
      return;
    }
    const transactionId = clean(fields[layout.transactionId]);
    ref.record = transactionId ? `transaction ${transactionId}` : recordType;
    if (fields.length < layout.minFields) {
      results.push({
        ok: false,
        ref,
        reason: `${recordType} record has ${fields.length} fields, at least ${layout.minFields} expected (truncated?)`,
      });
      return;
    }
    if (!filer) {
      results.push({ ok: false, ref, reason: 'no F3/F3P/F3X summary record before the itemized receipts' });
      return;
    }
    const amount = money(fields[layout.amount]);
    const receivedOn = isoDate(fields[layout.date]);
    if (amount === undefined) {
      results.push({ ok: false, ref, reason: `contribution amount "${fields[layout.amount] ?? ''}" is not a number` });
      return;
    }
    if (receivedOn === undefined) {
      results.push({ ok: false, ref, reason: `contribution date "${fields[layout.date] ?? ''}" is not a date` });
      return;
    }
    let last: string | null;
    let first: string | null;
    let middle: string | null = null;
    let organization: string | null;
    const entityType = clean(fields[layout.entityType ?? -1])?.toUpperCase() ?? null;
    if (layout.name !== undefined) {
      const parts = (fields[layout.name] ?? '').split(nameDelimiter);
      const isPerson = entityType === 'IND' || entityType === 'CAN' || parts.length > 1;
      last = isPerson ? clean(parts[0]) : null;
      first = isPerson ? clean(parts[1]) : null;
      middle = isPerson ? clean(parts[2]) : null;
      organization = isPerson ? null : clean(fields[layout.name]);
    } else {
      last = clean(fields[layout.lastName!]);
      first = clean(fields[layout.firstName!]);
      middle = clean(fields[layout.middleName!]);
      organization = clean(fields[layout.organization!]);
    }
    const personName = last ? [last, [first, middle].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null;
    const contributorName = organization ?? personName;
    if (!contributorName) {
      results.push({ ok: false, ref, reason: 'contributor has neither an organization nor a last name' });
      return;
    }
    results.push({
      ok: true,
      ref,
      value: {
        filer,
        sourceRecordId: `${fecSource}:${filingId}:${transactionId ?? `line ${lineNumber}`}`,
        contributorName,
        contributorFirstName: first,
        contributorLastName: last,
        contributorOrganization: organization,
        contributorType: entityType ? (entityTypes[entityType] ?? entityType.toLowerCase()) : null,
        contributorRegistrationNumber: clean(fields[layout.donorCommittee]),
        contributorCity: clean(fields[layout.city]),
        contributorState: clean(fields[layout.state]),
        contributorZip: clean(fields[layout.zip]),
        contributorEmployer: clean(fields[layout.employer]),
        contributorOccupation: clean(fields[layout.occupation]),
        amount,
        receivedOn,
        year: receivedOn ? Number(receivedOn.slice(0, 4)) : null,
        isInKind: false,
        inKindDescription: null,
        receiptType: recordType,
        isMemo: clean(fields[layout.memoCode])?.toUpperCase() === 'X',
        description: clean(fields[layout.purpose]) ?? clean(fields[layout.memoText]),
      },
    });
  });
  return { filingId, version, filer, results };
}
