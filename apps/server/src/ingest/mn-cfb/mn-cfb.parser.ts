import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseDelimited } from '../loaders/delimited';
import type { ContributionRecord, FilerRecord } from '../loaders/finance';
import { clean, isoDate, money, type ParseResult } from '../loaders/records';

export const mnSource = 'mn-cfb';

const recipientTypes: Record<string, string> = {
  PTU: 'party unit',
  PCF: 'political committee or fund',
  PCC: 'candidate committee',
};
const recipientSubtypes: Record<string, string> = {
  SPU: 'state party unit',
  CAU: 'caucus committee',
  IEF: 'independent expenditure fund',
  IEC: 'independent expenditure committee',
};

/** Which of the board's exports a file is, from its header row. */
export function mnFileKind(content: string): 'candidates' | 'contributions' | undefined {
  const header = content.replace(/^\uFEFF/, '').split('\n', 1)[0] ?? '';
  if (header.includes('Registration number') && header.includes('Office sought')) return 'candidates';
  if (header.includes('Recipient reg num') && header.includes('Amount')) return 'contributions';
  return undefined;
}

/** "All registered candidate committees" export: one filer per row. */
export function parseMnCandidates(content: string, file: string): ParseResult<FilerRecord>[] {
  return parseDelimited(content, { delimiter: ',' }).map((row) => {
    const values = row.values;
    const registrationNumber = clean(values['Registration number']);
    const ref = { file, line: row.line, record: registrationNumber ? `registration ${registrationNumber}` : undefined };
    if (row.problem) return { ok: false, ref, reason: row.problem };
    const name = clean(values['Committee name']);
    if (!registrationNumber || !name)
      return { ok: false, ref, reason: 'Registration number or Committee name is empty' };
    const registeredOn = isoDate(values['Registration date']);
    const terminatedOn = isoDate(values['Termination date']);
    if (registeredOn === undefined || terminatedOn === undefined) {
      return { ok: false, ref, reason: 'Registration date or Termination date is not a date' };
    }
    const party = clean(values.Party);
    return {
      ok: true,
      ref,
      value: {
        jurisdictionId: 'MN',
        source: mnSource,
        registrationNumber,
        name,
        filerType: 'candidate committee',
        filerSubtype: null,
        candidateName: clean(values.Candidate),
        party: party === 'N/A' ? null : party,
        office: clean(values['Office sought']),
        district: clean(values.District),
        state: 'MN',
        isIncumbent: values.Incumbent === '1' ? true : values.Incumbent === '0' ? false : null,
        registeredOn,
        terminatedOn,
        extra: { districtKey: clean(values.DistrictKey), officeKey: clean(values.OfficeKey) },
      },
    };
  });
}

/**
 * "Itemized contributions received of over $200" exports. The rows carry no id, so each gets
 * `mn-cfb:<file>:<hash of the row>` (plus `#2`, `#3` for identical rows, which are real repeated gifts):
 * stable across re-imports of the same or a longer export.
 */
export function parseMnContributions(content: string, file: string): ParseResult<ContributionRecord>[] {
  const seen = new Map<string, number>();
  const base = path.basename(file, path.extname(file));
  return parseDelimited(content, { delimiter: ',' }).map((row) => {
    const values = row.values;
    const ref = { file, line: row.line, record: undefined as string | undefined };
    const recipient = clean(values['Recipient reg num']);
    if (row.problem) return { ok: false, ref, reason: row.problem };
    const rowHash = createHash('sha1')
      .update(JSON.stringify(Object.values(values)))
      .digest('hex')
      .slice(0, 16);
    const occurrence = (seen.get(rowHash) ?? 0) + 1;
    seen.set(rowHash, occurrence);
    const sourceRecordId = `${mnSource}:${base}:${rowHash}${occurrence > 1 ? `#${occurrence}` : ''}`;
    ref.record = sourceRecordId;
    const amount = money(values.Amount);
    const receivedOn = isoDate(values['Receipt date']);
    const contributor = clean(values.Contributor);
    if (!recipient) return { ok: false, ref, reason: 'Recipient reg num is empty' };
    if (amount === undefined) return { ok: false, ref, reason: `Amount "${values.Amount ?? ''}" is not a number` };
    if (receivedOn === undefined)
      return { ok: false, ref, reason: `Receipt date "${values['Receipt date']}" is not a date` };
    const contributorType = clean(values['Contrib type'])?.toLowerCase() ?? null;
    const isPerson = contributorType === 'individual' || contributorType === 'lobbyist' || contributorType === 'self';
    const [last, first] = isPerson && contributor?.includes(',') ? contributor.split(/,\s*/, 2) : [];
    const recipientType = clean(values['Recipient type']);
    const recipientSubtype = clean(values['Recipient subtype']);
    const year = Number.parseInt(values.Year ?? '', 10);
    return {
      ok: true,
      ref,
      value: {
        filer: {
          jurisdictionId: 'MN',
          source: mnSource,
          registrationNumber: recipient,
          name: clean(values.Recipient) ?? recipient,
          filerType: recipientType ? (recipientTypes[recipientType] ?? recipientType) : null,
          filerSubtype: recipientSubtype ? (recipientSubtypes[recipientSubtype] ?? recipientSubtype) : null,
          candidateName: null,
          party: null,
          office: null,
          district: null,
          state: 'MN',
          isIncumbent: null,
          registeredOn: null,
          terminatedOn: null,
          extra: {},
        },
        sourceRecordId,
        // A few receipts (e.g. "Registered with Hennepin County") name no contributor.
        contributorName: contributor ?? '(unnamed)',
        contributorFirstName: first ?? null,
        contributorLastName: last ?? null,
        contributorOrganization: isPerson ? null : contributor,
        contributorType,
        contributorRegistrationNumber: clean(values['Contrib Reg Num']),
        contributorCity: null,
        contributorState: null,
        contributorZip: clean(values['Contrib zip']),
        contributorEmployer: clean(values['Contrib Employer name']),
        contributorOccupation: null,
        amount,
        receivedOn,
        year: Number.isFinite(year) ? year : receivedOn ? Number(receivedOn.slice(0, 4)) : null,
        isInKind: values['In kind?'] === 'Yes',
        inKindDescription: clean(values['In-kind descr']),
        receiptType: clean(values['Receipt type']),
        isMemo: false,
        description: null,
      },
    };
  });
}
