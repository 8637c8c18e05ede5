/**
 * Which version of a bill is "the latest": the one the Text tab opens, whose text weighs in the bill's
 * search vector and that the import summary's text share counts.
 *
 * Versions are stored oldest first (importers order them by date, else by the source's known order).
 * Amendments are listed as versions by some sources (IL "Senate Amendment 001", WI "Assembly Amendment 1")
 * after the bill's own texts, but an amendment is not the bill's text: the latest version is the last one
 * that is not an amendment, and the last one of all only when every version is an amendment.
 */
export const amendmentPattern = /\bamendment\b/i;

/** The same rule as `amendmentPattern`, for PostgreSQL's `~*` (word boundaries are \m and \M there). */
export const amendmentPatternSql = '\\mamendment\\M';

export const isAmendmentVersion = (name: string): boolean => amendmentPattern.test(name);

/** The index of the latest version in an oldest-first list, -1 when there is none. */
export function latestVersionIndex(versions: readonly { name: string }[]): number {
  for (let index = versions.length - 1; index >= 0; index -= 1) {
    const version = versions[index];
    if (version && !isAmendmentVersion(version.name)) return index;
  }
  return versions.length - 1;
}
