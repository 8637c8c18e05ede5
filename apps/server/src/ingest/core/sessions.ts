import { sessionSortKey } from '@statehouse/shared/sessions/session-order';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { legislativeSessions } from '../../db/schema/jurisdictions';
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

/** SPEC section 3: two digits, then R (regular) or a digit (special session). */
export const sessionIdPattern = /^\d{2}[R1-9]$/;

/** A source's session name that no rule maps to a SPEC session id; the record is skipped with this message. */
export class SessionIdError extends Error {
  constructor(
    readonly jurisdictionId: string,
    readonly sourceIdentifier: string,
    detail = 'no rule in ingest/core/sessions.ts maps it',
  ) {
    super(
      `cannot map session "${sourceIdentifier}" of ${jurisdictionId} to a session id (two digits, then R or a digit): ${detail}`,
    );
    this.name = 'SessionIdError';
  }
}

/** What a session identifier says about its session (everything in SessionInput but the jurisdiction). */
export type SessionFacts = Omit<SessionInput, 'jurisdictionId' | 'sourceIdentifier'>;

const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

/** 1 -> 1st, 2 -> 2nd, 3 -> 3rd, 11 -> 11th, 104 -> 104th. */
export function ordinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}

/**
 * The special-session number a name's tail states, 0 for a regular session, null when the tail says
 * neither: `1st Special`, `2nd Special Session`, `Second Special Session`, `Special Session 2`, `S1`,
 * `SS2`, `Special 1`, `Special Session` (the first), lettered years (`B` = the first special).
 */
function specialNumberOf(tail: string): number | null {
  const rest = tail
    .replace(/[_\s]+/g, ' ')
    .trim()
    .replace(/^[-,:]\s*/, '');
  if (rest === '' || rest === 'A') return 0;
  // Regular-session words, and a legislature or assembly number after the years (LegiScan folders:
  // `2025-2026_103rd_Legislature`).
  if (
    /^(?:(?:\d{2,3}(?:st|nd|rd|th) (?:Legislature|General Assembly|Congress|Session)\s*)?(?:Regular(?: Session)?|Session|R|RS)?)$/i.test(
      rest,
    )
  )
    return 0;
  if (/^[B-J]$/.test(rest)) return rest.charCodeAt(0) - 'A'.charCodeAt(0);
  const special = '(?:Special|Called|Extraordinary|Extra)';
  let match = new RegExp(`^(\\d|${ordinalWords.join('|')})(?:st|nd|rd|th)? ${special}(?: Session)?$`, 'i').exec(rest);
  if (!match?.[1]) match = new RegExp(`^(?:S|SS|${special}(?: Session)?) ?(\\d)$`, 'i').exec(rest);
  if (match?.[1]) {
    const word = ordinalWords.indexOf(match[1].toLowerCase());
    return word >= 0 ? word + 1 : Number(match[1]);
  }
  if (new RegExp(`^${special}(?: Session)?$`, 'i').test(rest)) return 1;
  return null;
}

const yearBounds = (start: number, end: number) => ({ startDate: `${start}-01-01`, endDate: `${end}-12-31` });

/**
 * Reads a source's session identifier (docs/decisions/008-session-identifiers.md):
 * - years: `2025`, `2025-2026`, `2025_26`, `2025-26`, `20252026` -> 25R, named `2025-2026 Regular Session`;
 * - specials after the year: `2025 1st Special`, `2025 2nd Special Session`, `2021 Second Special Session`,
 *   `2024S1`, `2024 Special 1`, CO's lettered years (`2025A` -> 25R, `2025B` -> 251);
 * - legislature numbers stay (TX `89` -> 89R, `892` -> 892); ids already in the product's form stay (`25R`);
 *   a year-named Texas session becomes its legislature (TX `2025` -> 89R, `2025 Special 2` -> 892);
 * - ordinals of the Illinois General Assembly and of Congress become their first year (IL `104th` -> 25R,
 *   US `117th` or `117` -> 21R).
 * Dates are the years' bounds where the identifier names only years (Congress: January 3 to January 3).
 * Anything else throws SessionIdError: an id outside the SPEC pattern is never stored.
 */
export function describeSession(jurisdictionId: string, sourceIdentifier: string): SessionFacts {
  const id = sourceIdentifier.trim();
  const fail = (detail?: string): never => {
    throw new SessionIdError(jurisdictionId, sourceIdentifier, detail);
  };
  const congress = (number: number): SessionFacts => {
    const start = 2 * number + 1787;
    return {
      code: `${yy(start)}R`,
      name: `${ordinal(number)} Congress`,
      classification: 'regular',
      startDate: `${start}-01-03`,
      endDate: `${start + 2}-01-03`,
    };
  };
  // Congress is numbered without an ordinal in BILLSTATUS and Open States (117), unlike TX's 89 / 892.
  if (jurisdictionId === 'US' && /^\d{2,3}$/.test(id)) return congress(Number(id));

  let match = /^(\d{2,3})(?:st|nd|rd|th)(?:[ _](Congress|General Assembly|Legislature))?$/i.exec(id);
  if (match?.[1]) {
    const number = Number(match[1]);
    if (jurisdictionId === 'US') return congress(number);
    if (jurisdictionId === 'IL') {
      const start = 2 * number + 1817;
      return {
        code: `${yy(start)}R`,
        name: `${ordinal(number)} General Assembly`,
        classification: 'regular',
        ...yearBounds(start, start + 1),
      };
    }
    if (number < 100) return describeSession(jurisdictionId, String(number));
    return fail(`ordinal sessions are known for US and IL only`);
  }

  // Legislature numbers (TX 89, 892 = the 89th's 2nd called session), and ids already in the product's form.
  match = /^(\d{2})([R1-9])?$/.exec(id);
  if (match?.[1]) {
    const number = Number(match[1]);
    const called = match[2] && match[2] !== 'R' ? Number(match[2]) : 0;
    // Texas legislatures meet in odd years (the 89th in 2025); other states' numbers carry no year.
    const year = jurisdictionId === 'TX' ? 2 * number + 1847 : null;
    return {
      code: `${match[1]}${called ? called : 'R'}`,
      name:
        jurisdictionId === 'TX'
          ? `${ordinal(number)} Legislature${called ? `, ${ordinal(called)} Called Session` : ' Regular Session'}`
          : `${match[1]}${called ? called : 'R'} ${called ? `${ordinal(called)} Special Session` : 'Regular Session'}`,
      classification: called ? 'special' : 'regular',
      // A called session's days are unknown; it falls within its legislature's two-year term.
      startDate: year ? `${year}-01-01` : null,
      endDate: year ? `${called ? year + 1 : year}-12-31` : null,
    };
  }

  // Years: 2025, 2025-2026, 2025_26, 2025-26, 20252026, then an optional tail.
  match = /^(\d{4})(?:\s*[-_/\u2013]\s*(\d{4}|\d{2})(?!\d)|(\d{4}))?(\D.*)?$/.exec(id);
  if (!match?.[1]) return fail();
  const start = Number(match[1]);
  const endText = match[2] ?? match[3];
  let end = start;
  if (endText) {
    end = endText.length === 2 ? Math.floor(start / 100) * 100 + Number(endText) : Number(endText);
    if (end !== start && end !== start + 1) return fail(`${start} and ${endText} are not one session's years`);
  }
  const special = specialNumberOf(match[4] ?? '');
  if (special === null) return fail(`"${(match[4] ?? '').trim()}" names neither a regular nor a special session`);
  if (special > 9) return fail('the SPEC id has one digit for the special session');
  // Texas ids are legislature numbers (89R, 892: Open States, TLO); a year-named TX session (LegiScan's
  // "2025", "2026 Special 1") is the legislature that sits in that year (89th: 2025-2026), so every source
  // writes TX-89R / TX-892.
  if (jurisdictionId === 'TX') {
    const legislature = Math.floor((start - 1847) / 2);
    const facts = describeSession('TX', special ? `${legislature}${special}` : `${legislature}`);
    return special ? { ...facts, ...yearBounds(start, start) } : facts;
  }
  const years = end === start ? `${start}` : `${start}-${end}`;
  if (special === 0) {
    return {
      code: `${yy(start)}R`,
      name: `${years} Regular Session`,
      classification: 'regular',
      ...yearBounds(start, end),
    };
  }
  return {
    code: `${yy(start)}${special}`,
    name: `${start} ${ordinal(special)} Special Session`,
    classification: 'special',
    ...yearBounds(start, start),
  };
}

/** The product's session id for a source's session identifier (throws SessionIdError when none fits). */
export function sessionCodeFor(jurisdictionId: string, sourceIdentifier: string): SessionInput['code'] {
  return describeSession(jurisdictionId, sourceIdentifier).code;
}

/**
 * A SessionInput for a source's session identifier; `known` carries what the source itself states
 * (a name, dates, the classification) and wins over what the identifier implies.
 */
export function sessionFor(
  jurisdictionId: string,
  sourceIdentifier: string,
  known: Partial<Omit<SessionFacts, 'code'>> = {},
): SessionInput {
  const facts = describeSession(jurisdictionId, sourceIdentifier);
  return {
    jurisdictionId,
    sourceIdentifier,
    code: facts.code,
    name: known.name || facts.name,
    classification: known.classification ?? facts.classification,
    startDate: known.startDate ?? facts.startDate ?? null,
    endDate: known.endDate ?? facts.endDate ?? null,
  };
}

/**
 * What a source's own session list says about one session: Open States' session list (`windycivi/sessions.json`:
 * name and `date_folder` years; API v3: classification, start and end dates), LegiScan's session record
 * (year_start, year_end, special, session_name, session_tag), South Dakota's session files.
 */
export type ListedSession = {
  name?: string | null;
  /** The first and last year the session sits in. */
  startYear?: number | null;
  endYear?: number | null;
  /** Whether it is a special (called, extraordinary) session; null or absent when the list does not say. */
  special?: boolean | null;
  /** Which special session of its year, when the list states it (LegiScan's session_tag). */
  specialNumber?: number | null;
  startDate?: string | null;
  endDate?: string | null;
};

const specialWords = /\b(?:special|called|extraordinary|extra)\b/i;

/** The number a session name gives its special session: `2nd Called Session` -> 2, `First Extraordinary` -> 1. */
export function specialOrdinalOf(name: string): number | null {
  const match = new RegExp(
    `\\b(\\d|${ordinalWords.join('|')})(?:st|nd|rd|th)?[\\s_-]+(?:special|called|extraordinary|extra)\\b`,
    'i',
  ).exec(name);
  if (!match?.[1]) return null;
  const word = ordinalWords.indexOf(match[1].toLowerCase());
  return word >= 0 ? word + 1 : Number(match[1]);
}

const yearOf = (date: string | null | undefined): number | null =>
  /^(\d{4})-\d{2}-\d{2}/.test(date ?? '') ? Number(date?.slice(0, 4)) : null;

/** describeSession, or null where no rule reads the identifier. */
function describeOrNull(jurisdictionId: string, sourceIdentifier: string): SessionFacts | null {
  try {
    return describeSession(jurisdictionId, sourceIdentifier);
  } catch (error) {
    if (error instanceof SessionIdError) return null;
    throw error;
  }
}

/**
 * A session from what the source's session list states (docs/decisions/059): the code comes from the
 * session's first year and kind, R for a regular session, else the special session's number (the list's,
 * else the ordinal in its name, else the identifier's, else `sameYearSpecials` + 1), so a session named by
 * a legislature or General Assembly number (Ohio's `136` for 2025-2026) is `25R`, never legislature 13's
 * 6th special. Texas codes stay legislature numbers (describeSession). The name is the source's own; the
 * dates are the list's, else its years' bounds. Without a year in the list, the identifier alone decides
 * (sessionFor).
 */
export function sessionFromList(
  jurisdictionId: string,
  sourceIdentifier: string,
  listed: ListedSession,
  sameYearSpecials = 0,
): SessionInput {
  const name = listed.name?.trim() || undefined;
  const start = listed.startYear ?? yearOf(listed.startDate);
  const own = describeOrNull(jurisdictionId, sourceIdentifier);
  if (!start) {
    return sessionFor(jurisdictionId, sourceIdentifier, {
      name,
      ...(listed.special != null ? { classification: listed.special ? 'special' : 'regular' } : {}),
      startDate: listed.startDate ?? undefined,
      endDate: listed.endDate ?? undefined,
    });
  }
  // A session sits in one or two years (Illinois lists its 100th General Assembly as 2017-2019).
  const end = Math.min(Math.max(listed.endYear ?? yearOf(listed.endDate) ?? start, start), start + 1);
  // The list's name says the kind when the list has no flag; a bare number's reading (`136`) does not.
  const special = listed.special ?? (name ? specialWords.test(name) : own?.classification === 'special');
  const ownSpecial =
    own?.classification === 'special' && own.startDate?.startsWith(String(start)) ? Number(own.code.slice(2)) : null;
  const number = listed.specialNumber ?? (name ? specialOrdinalOf(name) : null) ?? ownSpecial ?? sameYearSpecials + 1;
  const facts = describeSession(
    jurisdictionId,
    special ? `${start} Special ${number}` : end > start ? `${start}-${end}` : `${start}`,
  );
  // An identifier that names the same regular session knows its whole term (Illinois' `104th` is 2025-2026
  // where its list says 2025).
  const ownEnd = own && own.code === facts.code && !special ? (own.endDate ?? null) : null;
  const yearEnd = `${end}-12-31`;
  return {
    jurisdictionId,
    sourceIdentifier,
    code: facts.code,
    name: name ?? facts.name,
    classification: special ? 'special' : 'regular',
    startDate: listed.startDate || `${start}-01-01`,
    endDate: listed.endDate || (ownEnd && ownEnd > yearEnd ? ownEnd : yearEnd),
  };
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month a session's name or start date gives (`June 2009 Special Session` -> 6), else 13 (unknown). */
const monthOf = (listed: ListedSession): number => {
  const fromDate = /^\d{4}-(\d{2})/.exec(listed.startDate ?? '')?.[1];
  if (fromDate) return Number(fromDate);
  const word = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\b/i.exec(listed.name ?? '')?.[1];
  return word ? months.indexOf(word.toLowerCase()) + 1 : 13;
};

/**
 * Every session of a source's session list (identifier -> what the list says), as sessionFromList reads
 * them; specials the list does not number are counted within their year by the month their name or start
 * date gives (Wisconsin lists `December 2009 Special Session` before `June 2009 Special Session`), else in
 * the list's order.
 */
export function sessionsFromList(
  jurisdictionId: string,
  list: ReadonlyMap<string, ListedSession>,
): Map<string, SessionInput> {
  const entries = [...list].map(([identifier, listed], index) => ({ identifier, listed, index }));
  const chronological = [...entries].sort((a, b) => monthOf(a.listed) - monthOf(b.listed) || a.index - b.index);
  const sessions = new Map<string, SessionInput>();
  const specialsPerYear = new Map<number, number>();
  for (const { identifier, listed } of chronological) {
    try {
      const start = listed.startYear ?? yearOf(listed.startDate);
      const session = sessionFromList(
        jurisdictionId,
        identifier,
        listed,
        start ? (specialsPerYear.get(start) ?? 0) : 0,
      );
      if (start && session.classification === 'special')
        specialsPerYear.set(start, (specialsPerYear.get(start) ?? 0) + 1);
      sessions.set(identifier, session);
    } catch (error) {
      // A listed session no rule reads fails only the bills that name it.
      if (!(error instanceof SessionIdError)) throw error;
    }
  }
  return new Map(
    entries.flatMap(({ identifier }) => {
      const session = sessions.get(identifier);
      return session ? [[identifier, session] as const] : [];
    }),
  );
}

export const sessionKey = (jurisdictionId: string, code: string): string => `${jurisdictionId}-${code}`;

/**
 * A session's dates where the importer gave none but its source identifier names them (Open States files
 * name sessions `2025`, `104th`, `2025B` and state no dates): the picker orders sessions by start date.
 * Only when the identifier maps to the session's own code (LegiScan's numeric session ids do not).
 */
export function withKnownDates(session: SessionInput): SessionInput {
  if (session.startDate && session.endDate) return session;
  try {
    const facts = describeSession(session.jurisdictionId, session.sourceIdentifier);
    if (facts.code !== session.code) return session;
    return {
      ...session,
      startDate: session.startDate ?? facts.startDate ?? null,
      endDate: session.endDate ?? facts.endDate ?? null,
    };
  } catch (error) {
    if (error instanceof SessionIdError) return session;
    throw error;
  }
}

/** Creates or refreshes sessions (idempotent). */
export async function upsertSessions(db: DbOrTx, sessions: SessionInput[]): Promise<UpsertOutcome> {
  return upsertRows(
    db,
    legislativeSessions,
    sessions.map(withKnownDates).map((session) => ({
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
