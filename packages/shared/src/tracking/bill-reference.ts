import { parseBillId } from '../bills/bill-id';
import { genericBillTypes, getBillTypes } from '../reference/bill-types';

// How a track list's cell ("HB 1", "H.B. 1", "HB0001", "House Bill No. 1", "hb1", "TX-892-HB-1") becomes a bill of one
// session. Pure, so the server's upload and its table-driven test share it (decision 025).

/** A bill of the chosen session, as the matcher needs it. */
export type BillCandidate = { id: string; billType: string; billNumber: string; identifier: string; title: string };

/** Why a row matched no bill. */
export const unmatchedReasons = [
  'empty',
  'unreadable',
  'unknown_type',
  'not_found',
  'ambiguous',
  'other_session',
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

export type ReferenceMatch =
  | { status: 'matched'; bill: BillCandidate }
  | { status: 'unmatched'; reason: UnmatchedReason; message: string; candidates?: BillCandidate[] };

/** What a cell says, before it meets the session's bills. */
export type ParsedReference =
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'id'; stateCode: string; sessionCode: string; billType: string; number: string; suffix: string }
  | { kind: 'reference'; billType: string | null; number: string; suffix: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Full type names ("House Joint Resolution") of the state and the generic list, longest first, as [pattern, id]. */
function typeNamePatterns(stateCode: string): [RegExp, string][] {
  const byName = new Map<string, string>();
  for (const type of [...getBillTypes(stateCode), ...genericBillTypes]) {
    const name = type.name.toUpperCase();
    if (!byName.has(name)) byName.set(name, type.id);
  }
  return [...byName.entries()]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([name, id]) => [new RegExp(`\\b${name.split(' ').map(escapeRegExp).join('\\s+')}\\b`, 'g'), id]);
}

/** Leading zeros off a bill number's digits: HB0001 and HB 1 are one bill. */
export const normalizeBillNumber = (number: string): string => {
  const match = /^0*(\d+)(.*)$/.exec(number.toUpperCase());
  return match ? `${match[1]}${match[2]}` : number.toUpperCase();
};

/** Reads a cell as a bill id, a type and number, or a bare number. `stateCode` supplies the full type names. */
export function parseBillReference(text: string, stateCode: string): ParsedReference {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const id = /^[A-Za-z]{2}-[0-9A-Za-z]+-[A-Za-z]+-[0-9A-Za-z]+$/.test(trimmed)
    ? parseBillId(trimmed.toUpperCase())
    : null;
  if (id) {
    const number = /^0*(\d+)([A-Z]?)$/.exec(id.billNumber);
    return {
      kind: 'id',
      stateCode: id.stateCode,
      sessionCode: id.sessionCode,
      billType: id.billType,
      number: number ? (number[1] ?? id.billNumber) : id.billNumber,
      suffix: number?.[2] ?? '',
    };
  }
  let upper = trimmed.toUpperCase();
  for (const [pattern, typeId] of typeNamePatterns(stateCode)) upper = upper.replace(pattern, typeId);
  const compact = upper
    .replace(/\./g, ' ')
    .replace(/\b(NO|NUM|NUMBER)\b|#/g, ' ')
    .replace(/[\s\-_/]+/g, '');
  const match = /^([A-Z]*)0*(\d+)([A-Z]?)$/.exec(compact);
  if (!match) return { kind: 'unreadable' };
  return { kind: 'reference', billType: match[1] || null, number: match[2] ?? '', suffix: match[3] ?? '' };
}

/** The session's bills, indexed for matching. */
export type BillIndex = {
  stateCode: string;
  sessionCode: string;
  byKey: Map<string, BillCandidate>;
  byNumber: Map<string, BillCandidate[]>;
  types: Set<string>;
};

export function buildBillIndex(stateCode: string, sessionCode: string, bills: readonly BillCandidate[]): BillIndex {
  const index: BillIndex = {
    stateCode: stateCode.toUpperCase(),
    sessionCode: sessionCode.toUpperCase(),
    byKey: new Map(),
    byNumber: new Map(),
    types: new Set(getBillTypes(stateCode).map((type) => type.id)),
  };
  for (const bill of bills) {
    const type = bill.billType.toUpperCase();
    const number = normalizeBillNumber(bill.billNumber);
    index.types.add(type);
    index.byKey.set(`${type}|${number}`, bill);
    const sameNumber = index.byNumber.get(number) ?? [];
    sameNumber.push(bill);
    index.byNumber.set(number, sameNumber);
  }
  return index;
}

const describeSession = (index: BillIndex) => `${index.stateCode} session ${index.sessionCode}`;

/** Matches one cell to a bill of the indexed session, or says why it cannot. */
export function matchBillReference(text: string, index: BillIndex): ReferenceMatch {
  const parsed = parseBillReference(text, index.stateCode);
  switch (parsed.kind) {
    case 'empty':
      return { status: 'unmatched', reason: 'empty', message: 'The row has no bill number.' };
    case 'unreadable':
      return {
        status: 'unmatched',
        reason: 'unreadable',
        message: `"${text.trim()}" is not a bill number (write it like HB 1, H.B. 1 or House Bill 1).`,
      };
    case 'id':
      if (parsed.stateCode !== index.stateCode || parsed.sessionCode !== index.sessionCode) {
        return {
          status: 'unmatched',
          reason: 'other_session',
          message: `${text.trim()} belongs to ${parsed.stateCode} session ${parsed.sessionCode}, not ${describeSession(index)}.`,
        };
      }
      return lookUp(index, parsed.billType, parsed.number, parsed.suffix, text);
    case 'reference':
      if (parsed.billType === null) {
        const candidates =
          index.byNumber.get(normalizeBillNumber(`${parsed.number}${parsed.suffix}`)) ??
          index.byNumber.get(parsed.number) ??
          [];
        if (candidates.length === 1 && candidates[0]) return { status: 'matched', bill: candidates[0] };
        if (candidates.length > 1) {
          return {
            status: 'unmatched',
            reason: 'ambiguous',
            message: `${parsed.number} could be ${candidates.map((bill) => bill.identifier).join(' or ')}: add the bill type.`,
            candidates,
          };
        }
        return {
          status: 'unmatched',
          reason: 'not_found',
          message: `No bill numbered ${parsed.number} in ${describeSession(index)}.`,
        };
      }
      return lookUp(index, parsed.billType, parsed.number, parsed.suffix, text);
  }
}

/**
 * The type as written, else its common short or long form where the state uses that one instead: S 1 or H 1 in a
 * state of SB and HB, SB 1 or AB 1 in New York's S and A.
 */
function resolveType(index: BillIndex, billType: string): string | undefined {
  if (index.types.has(billType)) return billType;
  const alternatives = [`${billType}B`, billType.endsWith('B') ? billType.slice(0, -1) : ''];
  return alternatives.find((type) => type !== '' && index.types.has(type));
}

function lookUp(index: BillIndex, writtenType: string, number: string, suffix: string, text: string): ReferenceMatch {
  const billType = resolveType(index, writtenType);
  if (!billType) {
    return {
      status: 'unmatched',
      reason: 'unknown_type',
      message: `${index.stateCode} has no bill type "${writtenType}" (${[...index.types].sort().join(', ')}).`,
    };
  }
  // An amendment letter (NY S3967A) names the same bill: try the number with it, then without.
  const bill = index.byKey.get(`${billType}|${number}${suffix}`) ?? index.byKey.get(`${billType}|${number}`);
  if (bill) return { status: 'matched', bill };
  return {
    status: 'unmatched',
    reason: 'not_found',
    message: `No ${billType} ${number}${suffix} in ${describeSession(index)} ("${text.trim()}").`,
  };
}
