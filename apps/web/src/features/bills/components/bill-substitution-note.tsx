import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';
import { formatCalendarDate } from '@statehouse/shared/common/plain-format';

/**
 * "Substituted by S8071A": the companion carries on in this bill's place (NY). SPEC's statuses have no
 * "substituted" value, so the bill keeps its status and this line says why it stopped moving.
 */
export function BillSubstitutionNote({ substitutedBy }: { substitutedBy: BillDetail['substitutedBy'] }) {
  if (!substitutedBy) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Substituted by its companion <span className="font-medium text-foreground">{substitutedBy.identifier}</span>
      {substitutedBy.date ? ` on ${formatCalendarDate(substitutedBy.date)}` : ''}, which carries on in this bill’s
      place.
    </p>
  );
}
