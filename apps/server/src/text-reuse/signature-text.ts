/**
 * The text a bill is signed and aligned on: the latest version's text when the source gave one; otherwise the
 * bill's own words about itself (title, summary and, for New York, the act clause), because some sources carry
 * no bill text at all (the NY mirror, LegiScan's Michigan CSV) and their same-as bills share those words. The
 * source is reported with every match so a summary comparison is never shown as a text comparison.
 */
export type SignatureTextSource = 'version' | 'summary';

export type BillTextInput = {
  versionText: string | null;
  title: string;
  abstract: string | null;
  actClause?: string | null;
};

export function signatureText(bill: BillTextInput): { text: string; source: SignatureTextSource } {
  if (bill.versionText && /[a-z]/i.test(bill.versionText)) return { text: bill.versionText, source: 'version' };
  const parts: string[] = [];
  for (const part of [bill.title, bill.abstract, bill.actClause]) {
    const trimmed = part?.trim();
    // A summary that only repeats the title (or adds a full stop) is said once.
    if (trimmed && !parts.some((kept) => kept.replace(/\.$/, '') === trimmed.replace(/\.$/, ''))) parts.push(trimmed);
  }
  return { text: parts.join('\n\n'), source: 'summary' };
}
