import type { GuestBill } from '@statehouse/shared/guest/guest.schemas';
import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-date';

/** Shared bills as the guest sees them: number, status, title and latest action (no link into the app). */
export function GuestBillList({ bills, label }: { bills: (GuestBill & { tagNames?: string[] })[]; label: string }) {
  return (
    <ul className="flex flex-col divide-y rounded-lg border px-4" aria-label={label}>
      {bills.map((bill) => (
        <li key={bill.id} className="flex min-w-0 flex-col gap-1 py-3">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="font-medium">
              {bill.stateCode} {bill.identifier}
            </span>
            <Badge variant="secondary">{billStatusLabel(bill.status) ?? 'Unknown status'}</Badge>
            {bill.tagNames?.map((name) => (
              <Badge key={name} variant="outline" className="max-w-full truncate">
                {name}
              </Badge>
            ))}
          </div>
          <p className="break-words text-sm">{bill.title}</p>
          <p className="break-words text-xs text-muted-foreground">
            {bill.lastActionText
              ? `${formatDay(bill.lastActionDate)}: ${bill.lastActionText}`
              : 'No action recorded yet'}
          </p>
        </li>
      ))}
    </ul>
  );
}
