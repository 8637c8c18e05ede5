/**
 * True when the server says a state has no bills loaded in any session (every count 0; an unknown count is not 0).
 * Shared: the legislative picker and the bills page both ask it, and features do not import each other.
 */
export function hasNoBillsLoaded(sessions: readonly { billCount?: number | undefined }[]): boolean {
  return sessions.length > 0 && sessions.every((session) => session.billCount === 0);
}
