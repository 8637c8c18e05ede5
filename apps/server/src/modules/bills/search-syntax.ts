import { parseBillId } from '@statehouse/shared/bills/bill-id';

/**
 * What a search box term means before it reaches PostgreSQL. Words, "quoted phrases", OR and -word go to
 * websearch_to_tsquery('english', ...) unchanged; a whole bill id or a bare identifier is recognised too.
 */
export type ParsedSearchTerm = {
  /** The text for websearch_to_tsquery. */
  text: string;
  /** TX-892-HB-1: the term names exactly one bill. */
  billId: string | null;
  /** HB 1, hb1, S 1234: boosts bills with that type and number to the top. */
  identifier: { billType: string; billNumber: string } | null;
};

const identifierPattern = /^([A-Za-z]{1,6})\.?\s*0*(\d{1,6}[A-Za-z]?)$/;

export function parseSearchTerm(term: string): ParsedSearchTerm {
  const text = term.trim();
  const parts = /^[A-Za-z]{2}-[0-9A-Za-z]+-[A-Za-z]+-[0-9A-Za-z]+$/.test(text) ? parseBillId(text) : null;
  const billId = parts
    ? [
        parts.stateCode.toUpperCase(),
        parts.sessionCode.toUpperCase(),
        parts.billType.toUpperCase(),
        parts.billNumber.toUpperCase(),
      ].join('-')
    : null;
  const match = identifierPattern.exec(text);
  const identifier = match
    ? { billType: (match[1] ?? '').toUpperCase(), billNumber: (match[2] ?? '').toUpperCase() }
    : null;
  return { text, billId, identifier };
}
