import type { VersionLink } from '../../db/schema/legislation';
import type { Link } from '../../db/schema/people';
import type { SessionInput } from './sessions';

/**
 * One bill as every bill parser produces it (Open States JSON, SD archive, NY, LegiScan, ...):
 * plain data, no database ids except where the source has them. `loadBill` writes it.
 */
export type BillRecord = {
  jurisdictionId: string;
  session: SessionInput;
  /** HB, SB, HJR, A, S, ... (upper case, no spaces). */
  billType: string;
  /** The number as text, without leading zeros. */
  billNumber: string;
  identifier: string;
  title: string;
  abstract?: string | null;
  classification: string[];
  fromChamber: string | null;
  subjectTerms: string[];
  otherTitles?: string[];
  otherIdentifiers?: string[];
  sources: Link[];
  extras?: Record<string, unknown>;
  /** Oldest first. */
  actions: ActionRecord[];
  sponsorships: SponsorshipRecord[];
  versions: VersionRecord[];
  documents: DocumentRecord[];
  relations: RelationRecord[];
  votes: VoteRecord[];
  hearings: HearingRecord[];
  /** When the source states the status itself (LegiScan), it wins over derivation from actions. */
  statusOverride?: { status: number; date: string | null };
  /** When the source last refreshed the record; used to pick the newer of duplicates, not stored. */
  sourceUpdatedAt?: string | null;
};

export type ActionRecord = {
  date: string | null;
  chamber: string | null;
  text: string;
  /** Open States action types: introduction, referral-committee, passage, executive-signature, ... */
  classification: string[];
  committeeName?: string | null;
};

export type SponsorshipRecord = {
  name: string;
  classification: string;
  isPrimary: boolean;
  entityType?: string;
  /** Known person id (source has one), else resolved by name. */
  personId?: string | null;
  /** Chamber hint for name resolution. */
  chamber?: string | null;
};

export type VersionRecord = {
  name: string;
  date: string | null;
  links: VersionLink[];
  text?: string | null;
  /** Raw HTML; sanitized by the loader. */
  html?: string | null;
};

export type DocumentRecord = { name: string; date: string | null; links: VersionLink[] };

export type RelationRecord = {
  relatedBillId: string;
  identifier: string;
  sessionIdentifier?: string | null;
  relationType: string;
};

export type VoteRecord = {
  /** Stable per source (dedupe key, roll-call id). */
  sourceKey: string;
  motion: string;
  motionClassification: string[];
  date: string | null;
  chamber: string | null;
  organizationName?: string | null;
  result: 'pass' | 'fail' | string;
  counts: Record<string, number>;
  sources: Link[];
  voters: { name: string; option: string; personId?: string | null; chamber?: string | null }[];
  /** The counts contradict the result the source states (kept as stated, counted by the import). */
  resultContradicted?: boolean;
};

export type HearingRecord = {
  /** Stable per source; the event id is derived from it. */
  sourceKey: string;
  name: string;
  committeeName: string | null;
  /** ISO 8601 with offset. */
  startTime: string;
  location?: string | null;
  classification?: string;
  mediaLinks: Link[];
  description?: string | null;
  mediaUrl?: string | null;
  mediaStartSeconds?: number | null;
};

export const billIdOf = (record: Pick<BillRecord, 'jurisdictionId' | 'session' | 'billType' | 'billNumber'>): string =>
  `${record.jurisdictionId}-${record.session.code}-${record.billType}-${record.billNumber}`;

/** `HB 1`, `HB1`, `H.B. 1` -> { billType: 'HB', billNumber: '1' }; null when there is no number. */
export function splitBillIdentifier(identifier: string): { billType: string; billNumber: string } | null {
  // CO writes the session into the identifier: HB25B-1001.
  const match = /^([A-Za-z. ]*?)\s*(?:\d{2}[A-Z]?-)?0*(\d+[A-Za-z]?)$/.exec(identifier.trim());
  if (!match?.[2]) return null;
  const billType = (match[1] ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();
  if (!billType) return null;
  return { billType, billNumber: match[2].toUpperCase() };
}
