import type { ComparedText } from '@statehouse/shared/similar-bills/similar-bills.schemas';

/** How the sources link two bills, as a reader says it (NY's same-as pairs are stored as companions). */
export const relationLabels: Record<string, string> = {
  'same-as': 'Same-as',
  companion: 'Companion',
  'prior-session': 'Earlier session',
  'replaced-by': 'Replaced by',
  related: 'Related',
  'procedurally-related': 'Related',
};

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** What a bill was compared on, in a sentence. */
export function comparedOn(text: ComparedText | null): string {
  if (!text) return 'This bill has no text to compare.';
  if (text.source === 'summary')
    return 'Compared on the title and summary: the text of this bill is not available here.';
  return `Compared on the latest version text${text.versionName ? ` (${text.versionName})` : ''}.`;
}
