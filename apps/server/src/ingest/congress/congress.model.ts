import type { VersionLink } from '../../db/schema/legislation';
import type { ActionRecord, BillRecord } from '../core/bill-record';
import { type SessionInput, sessionCodeFor } from '../core/sessions';

// Keys, ids, sessions and addresses of Congress bills, and the shapes the parsers hand the importer.

/** Congress.gov type codes (lower case in file names) and what they are. */
export const billTypes = {
  hr: { type: 'HR', citation: 'H.R.', classification: 'bill', chamber: 'lower', slug: 'house-bill' },
  s: { type: 'S', citation: 'S.', classification: 'bill', chamber: 'upper', slug: 'senate-bill' },
  hres: { type: 'HRES', citation: 'H.Res.', classification: 'resolution', chamber: 'lower', slug: 'house-resolution' },
  sres: { type: 'SRES', citation: 'S.Res.', classification: 'resolution', chamber: 'upper', slug: 'senate-resolution' },
  hjres: {
    type: 'HJRES',
    citation: 'H.J.Res.',
    classification: 'joint resolution',
    chamber: 'lower',
    slug: 'house-joint-resolution',
  },
  sjres: {
    type: 'SJRES',
    citation: 'S.J.Res.',
    classification: 'joint resolution',
    chamber: 'upper',
    slug: 'senate-joint-resolution',
  },
  hconres: {
    type: 'HCONRES',
    citation: 'H.Con.Res.',
    classification: 'concurrent resolution',
    chamber: 'lower',
    slug: 'house-concurrent-resolution',
  },
  sconres: {
    type: 'SCONRES',
    citation: 'S.Con.Res.',
    classification: 'concurrent resolution',
    chamber: 'upper',
    slug: 'senate-concurrent-resolution',
  },
} as const;

export type BillTypeCode = keyof typeof billTypes;

/** One bill of one Congress: `117hr1`. */
export type CongressBillKey = { congress: number; typeCode: BillTypeCode; number: string };

export const keyString = (key: CongressBillKey): string => `${key.congress}${key.typeCode}${key.number}`;

/** `117`, `hr` (or `HR`), `1` -> a key; null for an unknown type or a malformed number. */
export function congressBillKey(congress: string | number, type: string, number: string): CongressBillKey | null {
  const typeCode = type
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '') as BillTypeCode;
  const congressNumber = Number(congress);
  const billNumber = String(number).trim().replace(/^0+/, '');
  if (!Object.hasOwn(billTypes, typeCode) || !Number.isInteger(congressNumber) || !/^\d+$/.test(billNumber))
    return null;
  return { congress: congressNumber, typeCode, number: billNumber };
}

export const ordinal = (value: number): string => {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th'}`;
};

/** The Congress as a session: 117 -> US-21R, 2021-01-03 to 2023-01-03 (docs/decisions/008). */
export function congressSession(congress: number): SessionInput {
  const firstYear = 2 * congress + 1787;
  return {
    jurisdictionId: 'US',
    code: sessionCodeFor('US', String(congress)),
    sourceIdentifier: String(congress),
    name: `${ordinal(congress)} Congress`,
    classification: 'regular',
    startDate: `${firstYear}-01-03`,
    endDate: `${firstYear + 2}-01-03`,
  };
}

export const congressBillId = (key: CongressBillKey): string =>
  `US-${sessionCodeFor('US', String(key.congress))}-${billTypes[key.typeCode].type}-${key.number}`;

export const citationOf = (key: CongressBillKey): string => `${billTypes[key.typeCode].citation} ${key.number}`;

export const congressGovUrl = (key: CongressBillKey): string =>
  `https://www.congress.gov/bill/${ordinal(key.congress)}-congress/${billTypes[key.typeCode].slug}/${key.number}`;

/** A person named in BILLSTATUS or a USLM preface; the importer links them by bioguide id, else by name. */
export type CongressSponsor = {
  name: string;
  classification: 'primary' | 'cosponsor';
  isPrimary: boolean;
  chamber: string | null;
  bioguideId: string | null;
  /** The Senate's LIS member id (`S350`), on USLM Senate prefaces and some BILLSTATUS sponsors. */
  lisId: string | null;
  givenName: string | null;
  familyName: string | null;
};

export type BillStatusBill = {
  key: CongressBillKey;
  record: BillRecord;
  sponsors: CongressSponsor[];
  /** GPO version code per record.versions entry (`ih`, `eh`, `enr`), for merging USLM texts. */
  versionCodes: (string | null)[];
};

export type UslmVersion = {
  key: CongressBillKey;
  /** GPO version code: ih, rh, eh, rds, enr, eas, ... */
  code: string;
  stage: string;
  title: string | null;
  date: string | null;
  chamber: string | null;
  actions: ActionRecord[];
  sponsors: CongressSponsor[];
  text: string;
  html: string;
  file: string;
};

/** `https://www.govinfo.gov/content/pkg/BILLS-117hr1ih/xml/BILLS-117hr1ih.xml` -> `ih`. */
export const versionCodeOf = (url: string): string | null =>
  /BILLS-\d+(?:hr|s|hres|sres|hjres|sjres|hconres|sconres)\d+([a-z]+)\b/i.exec(url)?.[1]?.toLowerCase() ?? null;

/** The XML link of a version plus the HTML and PDF renditions govinfo publishes beside it. */
export function govinfoLinks(url: string): VersionLink[] {
  const match = /^(https:\/\/www\.govinfo\.gov\/content\/pkg\/(BILLS-[a-z0-9]+))\/xml\/\2\.xml$/i.exec(url);
  if (!match?.[1] || !match[2]) return [{ url, mediaType: url.endsWith('.xml') ? 'text/xml' : 'text/html' }];
  return [
    { url: `${match[1]}/html/${match[2]}.htm`, mediaType: 'text/html' },
    { url: `${match[1]}/pdf/${match[2]}.pdf`, mediaType: 'application/pdf' },
    { url, mediaType: 'text/xml' },
  ];
}
