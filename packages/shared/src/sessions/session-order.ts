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
