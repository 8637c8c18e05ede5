import type { ActionRecord, BillRecord, RelationRecord, VersionRecord, VoteRecord } from '../core/bill-record';
import { RecordError } from '../core/errors';
import type { SessionInput } from '../core/sessions';
import { arr, chamberOfName, type Raw, strOrNumber } from '../loaders/records';

/** `2025-index.json`: `{ "A25-2025": { SameAsPrintNo?, PreviousVersions?[] } }`. */
export type NyIndex = Record<string, { SameAsPrintNo?: string; PreviousVersions?: string[] }>;

export const nySession = (year: number): SessionInput => ({
  jurisdictionId: 'NY',
  code: `${String(year).slice(-2)}R`,
  sourceIdentifier: String(year),
  name: `${year}-${year + 1} Regular Session`,
  classification: 'regular',
  startDate: `${year}-01-01`,
  endDate: `${year + 1}-12-31`,
});

/** `S8071-2025` -> { id: NY-25R-S-8071, printNo: S8071, year: 2025 }; null when malformed. */
export function nyBillRef(value: string): { id: string; printNo: string; year: number } | null {
  const match = /^([A-Z])(\d+)[A-Z]?-(\d{4})$/.exec(value.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const year = Number(match[3]);
  // Sessions are two years long and named by their first (odd) year.
  const sessionYear = year % 2 === 0 ? year - 1 : year;
  return {
    id: `NY-${String(sessionYear).slice(-2)}R-${match[1]}-${Number(match[2])}`,
    printNo: `${match[1]}${Number(match[2])}`,
    year: sessionYear,
  };
}

/** Open States action types for an NY action text. */
export function classifyNyAction(text: string): string[] {
  const types: string[] = [];
  // "COMMITTEE DISCHARGED AND COMMITTED TO RULES" sends the bill to the Rules committee.
  if (/^REFERRED TO|^REFERENCE CHANGED TO|^COMMITTED TO|^RECOMMIT|^COMMITTEE DISCHARGED AND COMMITTED TO/.test(text))
    types.push('referral-committee');
  // The Rules committee reports a bill straight to the calendar: "RULES REPORT CAL.475".
  if (/^REPORTED|^RULES REPORT\b/.test(text)) types.push('committee-passage');
  // A bill is read as it is reported to the calendar: "1ST REPORT CAL.104", "2ND REPORT CAL.".
  if (/^1ST REPORT CAL/.test(text)) types.push('reading-1');
  if (/^2ND REPORT CAL/.test(text)) types.push('reading-2');
  if (/^SUBSTITUTED (?:FOR|BY)\b/.test(text)) types.push('substitution');
  if (/^PASSED (SENATE|ASSEMBLY)|^REPASSED/.test(text)) types.push('passage');
  if (/^DELIVERED TO GOVERNOR/.test(text)) types.push('executive-receipt');
  if (/^SIGNED CHAP/.test(text)) types.push('executive-signature', 'became-law');
  if (/^VETOED/.test(text)) types.push('executive-veto');
  if (/^ENACTING CLAUSE STRICKEN|^DIED|^DEFEATED|^LOST/.test(text)) types.push('failure');
  if (/^AMEND/.test(text)) types.push('amendment-passage');
  return types;
}

const optionOf = (vote: string): string =>
  ({ Aye: 'yes', AyeWR: 'yes', Nay: 'no', Excused: 'excused', Absent: 'absent' })[vote] ?? 'other';

/**
 * The prints of an NY bill, from the original to the current amendment letter (`Version`), each with the
 * state's page and PDF. The mirror carries no bill text, so the versions have none: the bill page says so
 * and links these. An amended print is dated by the action that names it ("PRINT NUMBER 3967A", "AMENDED ON
 * THIRD READING 3967B"), the original by the first action.
 */
export function nyVersions(
  printNo: string,
  year: number,
  current: string | null,
  actions: ActionRecord[],
): VersionRecord[] {
  const letters = current && /^[A-Z]$/.test(current) ? current : '';
  const last = letters ? letters.charCodeAt(0) - 64 : 0;
  const number = printNo.slice(1);
  return Array.from({ length: last + 1 }, (_, index) => {
    const letter = index === 0 ? '' : String.fromCharCode(64 + index);
    const made = letter
      ? actions.find(
          (action) => /^(PRINT NUMBER|AMEND)/.test(action.text) && action.text.endsWith(` ${number}${letter}`),
        )
      : actions[0];
    return {
      name: letter ? `Amended print ${printNo}${letter}` : `Original print ${printNo}`,
      date: made?.date ?? null,
      links: [
        {
          url: `https://www.nysenate.gov/legislation/bills/${year}/${printNo}/amendment/${letter || 'original'}`,
          mediaType: 'text/html',
        },
        { url: `https://legislation.nysenate.gov/pdf/bills/${year}/${printNo}${letter}`, mediaType: 'application/pdf' },
      ],
      text: null,
      html: null,
    };
  });
}

/** One NY bill JSON (Open Legislation mirror), with same-as and earlier-session links from the index. */
export function parseNyBill(text: string, file: string, index: NyIndex = {}): BillRecord {
  let raw: Raw;
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
    raw = value as Raw;
  } catch (error) {
    throw new RecordError(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`, { file });
  }
  const printNo = strOrNumber(raw.PrintNo);
  const year = Number(raw.Session);
  if (!printNo) throw new RecordError('missing PrintNo', { file });
  const ref = Number.isFinite(year) ? nyBillRef(`${printNo}-${year}`) : null;
  if (!ref)
    throw new RecordError(`cannot read PrintNo "${printNo}" / Session "${String(raw.Session)}"`, {
      file,
      record: printNo,
    });
  const title = strOrNumber(raw.Title);
  if (!title) throw new RecordError('missing Title', { file, record: printNo });
  const billType = ref.printNo[0] ?? 'S';
  const chamber = chamberOfName(raw.Chamber);

  const actions: ActionRecord[] = arr(raw.Actions).map((action, index) => {
    const actionText = strOrNumber(action.Text) ?? '';
    const types = classifyNyAction(actionText);
    if (index === 0) types.unshift('introduction');
    return {
      date: strOrNumber(action.Date),
      chamber: chamberOfName(action.Chamber),
      text: actionText,
      classification: types,
      committeeName: /^REFERRED TO (.+)$/.exec(actionText)?.[1] ?? null,
    };
  });

  const occurrences = new Map<string, number>();
  const votes: VoteRecord[] = arr(raw.Votes).map((vote) => {
    const date = strOrNumber(vote.Date);
    const committee = strOrNumber(vote.Committee);
    const type = strOrNumber(vote.VoteType) ?? 'Vote';
    const base = `${ref.id}|${date}|${type}|${committee ?? 'floor'}`;
    const nth = (occurrences.get(base) ?? 0) + 1;
    occurrences.set(base, nth);
    const passedOn = actions.find((action) => action.date === date && action.classification.includes('passage'));
    const voteChamber = chamberOfName(vote.Chamber) ?? passedOn?.chamber ?? chamber;
    const voters = arr(vote.Votes).map((member) => ({
      name: strOrNumber(member.Name) ?? strOrNumber(member.Short) ?? `member ${String(member.ID)}`,
      option: optionOf(strOrNumber(member.Vote) ?? ''),
      chamber: voteChamber,
    }));
    const counts: Record<string, number> = {};
    for (const voter of voters) counts[voter.option] = (counts[voter.option] ?? 0) + 1;
    return {
      sourceKey: `${base}|${nth}`,
      motion: committee ? `${type} (${committee})` : type === 'FLOOR' ? 'Floor vote' : type,
      motionClassification: committee ? ['committee-passage'] : ['passage'],
      date,
      chamber: voteChamber,
      organizationName: committee,
      result: (counts.yes ?? 0) > (counts.no ?? 0) ? 'pass' : 'fail',
      counts,
      sources: [{ url: `https://www.nysenate.gov/legislation/bills/${ref.year}/${ref.printNo}` }],
      voters,
    };
  });

  const relations: RelationRecord[] = [];
  const entry = index[`${ref.printNo}-${ref.year}`] ?? {};
  const sameAs = strOrNumber(raw.SameAsPrintNo) ?? entry.SameAsPrintNo ?? null;
  const sameAsRef = sameAs ? nyBillRef(sameAs) : null;
  if (sameAs && sameAsRef)
    relations.push({
      relatedBillId: sameAsRef.id,
      identifier: sameAsRef.printNo,
      sessionIdentifier: String(sameAsRef.year),
      relationType: 'companion',
    });
  for (const previous of entry.PreviousVersions ?? []) {
    const previousRef = nyBillRef(previous);
    if (previousRef)
      relations.push({
        relatedBillId: previousRef.id,
        identifier: previousRef.printNo,
        sessionIdentifier: String(previousRef.year),
        relationType: 'prior-session',
      });
  }

  const lawSection = strOrNumber(raw.LawSection);
  return {
    jurisdictionId: 'NY',
    session: nySession(ref.year),
    billType,
    billNumber: ref.printNo.slice(1),
    identifier: ref.printNo,
    title,
    abstract: strOrNumber(raw.Summary),
    classification: [billType === 'J' || billType === 'K' ? 'resolution' : 'bill'],
    fromChamber: chamber,
    subjectTerms: lawSection ? [lawSection] : [],
    sources: [{ url: `https://www.nysenate.gov/legislation/bills/${ref.year}/${ref.printNo}` }],
    extras: {
      lawSection,
      lawCode: strOrNumber(raw.LawCode),
      actClause: strOrNumber(raw.ActClause),
      version: strOrNumber(raw.Version),
      nyStatus: strOrNumber(raw.Status),
      committee: strOrNumber(raw.Committee),
      milestones: arr(raw.Milestones),
    },
    actions,
    sponsorships: arr(raw.Sponsors).map((sponsor, position) => ({
      name: strOrNumber(sponsor.Name) ?? strOrNumber(sponsor.Short) ?? `member ${String(sponsor.ID)}`,
      classification: position === 0 ? 'primary' : 'cosponsor',
      isPrimary: position === 0,
      chamber,
    })),
    versions: nyVersions(ref.printNo, ref.year, strOrNumber(raw.Version), actions),
    documents: [],
    relations,
    votes,
    hearings: [],
    sourceUpdatedAt: strOrNumber(raw.Published),
  };
}
