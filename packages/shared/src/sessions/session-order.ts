const sessionIdPattern = /^(\d{2})([\dR])$/;

/**
 * Sort key from SPEC section 4: two-digit prefix x 100 + trailing digit, where R (regular) counts 0.
 * Ids that do not match /^\d{2}[\dR]$/ (e.g. '2025', pseudo-sessions) get 0 and so sort last.
 */
export const sessionSortKey = (id: string): number => {
  const match = sessionIdPattern.exec(id);
  if (!match) return 0;
  const [, prefix = '0', trailing = '0'] = match;
  return Number(prefix) * 100 + (trailing === 'R' ? 0 : Number(trailing));
};

/** Newest first by `sessionSortKey`; equal keys keep their input order. Returns a new array. */
export const sortSessionsNewestFirst = <T extends { readonly id: string }>(sessions: readonly T[]): T[] =>
  [...sessions].sort((a, b) => sessionSortKey(b.id) - sessionSortKey(a.id));

export type DatedSession = { readonly id: string; readonly name?: string; readonly startDate?: string | null };

/**
 * The year a session began: from its start date when known, else the first year its name writes
 * ("2025-2026 Regular Session", "89th Legislature (2025)"), else from the two-digit id prefix (25R -> 2025,
 * 99R -> 1999; prefixes more than a year ahead of `now` are read as 19xx). Undefined when none applies.
 */
export const sessionStartYear = (session: DatedSession, now = new Date()): number | undefined => {
  const fromDate = /^(\d{4})-/.exec(session.startDate ?? '')?.[1];
  if (fromDate) return Number(fromDate);
  const fromName = /\b(19|20)\d{2}\b/.exec(session.name ?? '')?.[0];
  if (fromName) return Number(fromName);
  const prefix = sessionIdPattern.exec(session.id)?.[1];
  if (prefix === undefined) return undefined;
  const year = 2000 + Number(prefix);
  return year > now.getUTCFullYear() + 1 ? year - 100 : year;
};

/**
 * Newest first by the year each session began (decision 018: SPEC's numeric key alone puts 1999's 99R above
 * 2025's 25R), then by the SPEC key within a year (a special session after that year's regular one), then by
 * start date. Sessions without any year go last. Equal sessions keep their input order. Returns a new array.
 */
export const sortSessionsByStart = <T extends DatedSession>(sessions: readonly T[], now = new Date()): T[] => {
  const keyed = sessions.map((session) => ({ session, year: sessionStartYear(session, now) ?? -1 }));
  keyed.sort(
    (a, b) =>
      b.year - a.year ||
      sessionSortKey(b.session.id) - sessionSortKey(a.session.id) ||
      (b.session.startDate ?? '').localeCompare(a.session.startDate ?? ''),
  );
  return keyed.map((entry) => entry.session);
};
