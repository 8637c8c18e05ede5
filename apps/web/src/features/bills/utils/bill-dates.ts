import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';

/** Words of a text, lower case, without punctuation: how a summary is compared with the title. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The bill's summary, or null when the source gives none or only repeats the title (the whole title, or the title
 * with "An act relating to" before it): a repeated title is not shown as a summary.
 */
export function summaryBeyondTitle(bill: Pick<BillDetail, 'abstract' | 'title'>): string | null {
  const summary = bill.abstract?.trim();
  if (!summary) return null;
  const said = words(summary);
  const title = words(bill.title);
  if (!said || said === title || title.includes(said)) return null;
  if (said.endsWith(title) && said.length - title.length <= 'an act relating to '.length) return null;
  return summary;
}

/**
 * When the bill was introduced: the date of its Introduced milestone, the one the header's progress bar shows, so
 * the two never disagree; null when the progress has none (the first action is then shown for what it is).
 */
export function introducedDate(bill: Pick<BillDetail, 'progress'>): string | null {
  return bill.progress.find((step) => step.status === 1)?.date ?? null;
}
