import type { BillSummary } from '@statehouse/shared/bills/bills.schemas';
import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { EntityLink } from '@/components/entity-link';
import { SnippetText } from '@/components/snippet-text';
import { BillRelevanceNote } from './bill-relevance-note';
import { BillStatusBadge } from './bill-status-badge';

/**
 * The result list on a phone: one card per bill. A phone shows three or four of a page's 25: the browser lays out
 * and paints the others only as they scroll near (content-visibility), each standing for its last size or 10rem
 * until then (decision 054).
 */
export function BillResultCards({ bills }: { bills: readonly BillSummary[] }) {
  return (
    <ul aria-label="Bills" className="flex flex-col gap-3">
      {bills.map((bill) => (
        <li
          key={bill.id}
          className="rounded-lg border bg-card p-4 shadow-xs [contain-intrinsic-size:auto_10rem] [content-visibility:auto]"
        >
          <div className="flex items-start justify-between gap-3">
            <EntityLink
              kind="bill"
              id={bill.id}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {bill.identifier}
            </EntityLink>
            <BillStatusBadge status={bill.status} label={bill.statusLabel} />
          </div>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {bill.stateCode} · {bill.sessionName || bill.sessionCode}
          </p>
          <p className="mt-2 text-sm">{bill.title}</p>
          {bill.snippet && <SnippetText snippet={bill.snippet} className="mt-2 block text-xs" />}
          <BillRelevanceNote relevance={bill.relevance} className="mt-2 block" />
          {bill.lastActionDate && (
            <p className="mt-2 text-xs text-muted-foreground">
              {formatCalendarDate(bill.lastActionDate)} · {bill.lastActionText}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
