import { sessionSortKey } from '@statehouse/shared/sessions/session-order';
import { sql } from 'drizzle-orm';
import { legislativeSessions } from '../../db/schema/jurisdictions';
import type { DbOrTx } from './types';
import { type UpsertOutcome, upsertRows } from './upsert';

export type SessionInput = {
  jurisdictionId: string;
  /** The product's id: two digits + R or a digit (docs/decisions/005-session-identifiers.md). */
  code: string;
  sourceIdentifier: string;
  name: string;
  classification: 'regular' | 'special';
  startDate?: string | null;
  endDate?: string | null;
};

const yy = (year: number | string): string => String(year).slice(-2);

/**
 * Maps a source's session identifier to the product's session code:
 * - legislature numbers stay (TX 89 -> 89R, 892 -> 892);
 * - years become two digits + R (2025 -> 25R); lettered years count specials from B
 *   (CO 2025A -> 25R, 2025B -> 251); `2024S1`, `2024 Special 1` -> 241;
 * - ordinals of the Illinois General Assembly and of Congress become their first year (IL 104th -> 25R,
 *   US 117th or 117 -> 21R).
 * Anything else is kept with non-alphanumerics removed.
 */
export function sessionCodeFor(jurisdictionId: string, sourceIdentifier: string): SessionInput['code'] {
  const id = sourceIdentifier.trim();
  // Congress is numbered without an ordinal in BILLSTATUS and Open States (117), unlike TX's 89 / 892.
  if (jurisdictionId === 'US' && /^\d{2,3}$/.test(id)) return `${yy(2 * Number(id) + 1787)}R`;
  let match = /^(\d{2})(\d)?$/.exec(id);
  if (match?.[1]) return match[2] ? `${match[1]}${match[2]}` : `${match[1]}R`;
  match = /^(\d{4})(?:-\d{4})?$/.exec(id);
  if (match?.[1]) return `${yy(match[1])}R`;
  match = /^(\d{4})([A-Z])$/.exec(id);
  if (match?.[1] && match[2]) {
    const index = match[2].charCodeAt(0) - 'A'.charCodeAt(0);
    return index === 0 ? `${yy(match[1])}R` : `${yy(match[1])}${index}`;
  }
  match = /^(\d{4})\s*(?:S|SS|Special(?: Session)?)\s*(\d)$/i.exec(id);
  if (match?.[1] && match[2]) return `${yy(match[1])}${match[2]}`;
  match = /^(\d{2,3})(?:st|nd|rd|th)$/.exec(id);
  if (match?.[1]) {
    const ordinal = Number(match[1]);
    if (jurisdictionId === 'IL') return `${yy(2 * ordinal + 1817)}R`;
    if (jurisdictionId === 'US') return `${yy(2 * ordinal + 1787)}R`;
  }
  return id.replace(/[^A-Za-z0-9]/g, '');
}

export const sessionKey = (jurisdictionId: string, code: string): string => `${jurisdictionId}-${code}`;

/** Creates or refreshes sessions (idempotent). */
export async function upsertSessions(db: DbOrTx, sessions: SessionInput[]): Promise<UpsertOutcome> {
  return upsertRows(
    db,
    legislativeSessions,
    sessions.map((session) => ({
      id: sessionKey(session.jurisdictionId, session.code),
      jurisdictionId: session.jurisdictionId,
      code: session.code,
      sourceIdentifier: session.sourceIdentifier,
      name: session.name,
      classification: session.classification,
      startDate: session.startDate ?? null,
      endDate: session.endDate ?? null,
    })),
    { target: legislativeSessions.id },
  );
}

/**
 * Marks one default session per jurisdiction: the newest (SPEC section 4 order) that has bills, else
 * the newest regular session that has started by now. Only rows whose flag changes are written.
 */
export async function refreshDefaultSessions(db: DbOrTx): Promise<void> {
  const rows = await db
    .select({
      id: legislativeSessions.id,
      jurisdictionId: legislativeSessions.jurisdictionId,
      code: legislativeSessions.code,
      classification: legislativeSessions.classification,
      startDate: legislativeSessions.startDate,
      isDefault: legislativeSessions.isDefault,
      hasBills: sql<boolean>`exists (select 1 from bills where bills.session_id = legislative_sessions.id)`,
    })
    .from(legislativeSessions);
  const byJurisdiction = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byJurisdiction.get(row.jurisdictionId) ?? [];
    list.push(row);
    byJurisdiction.set(row.jurisdictionId, list);
  }
  const today = new Date().toISOString().slice(0, 10);
  // Start dates first: two-digit prefixes cannot tell 1999 (99R) from 2024 (24R).
  const newest = (list: typeof rows) =>
    [...list].sort(
      (a, b) =>
        (b.startDate ?? '').localeCompare(a.startDate ?? '') ||
        sessionSortKey(b.code) - sessionSortKey(a.code) ||
        b.code.localeCompare(a.code),
    )[0];
  for (const list of byJurisdiction.values()) {
    const withBills = list.filter((row) => row.hasBills);
    const started = list.filter(
      (row) => row.classification === 'regular' && (!row.startDate || row.startDate <= today),
    );
    const chosen = newest(withBills.length > 0 ? withBills : started.length > 0 ? started : list);
    for (const row of list) {
      const isDefault = row.id === chosen?.id;
      if (row.isDefault !== isDefault) {
        await db.execute(sql`update legislative_sessions set is_default = ${isDefault} where id = ${row.id}`);
      }
    }
  }
}
