import type { PortalBillSummary } from '@statehouse/shared/portal/portal.schemas';
import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatDay } from '@/lib/format-date';

/** One shared bill on the portal home: number and title, status, the latest action and the next hearing. */
export function PortalBillRow({ bill, href }: { bill: PortalBillSummary; href: string }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 border-b py-3 last:border-b-0">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Link to={href} className="font-medium text-primary hover:underline">
          {bill.stateCode} {bill.identifier}
        </Link>
        <Badge variant="secondary">{billStatusLabel(bill.status) ?? 'Unknown status'}</Badge>
      </div>
      <p className="break-words text-sm">{bill.title}</p>
      <p className="break-words text-xs text-muted-foreground">
        {bill.lastActionText
          ? `Latest action ${formatDay(bill.lastActionDate, '')}: ${bill.lastActionText}`
          : 'No action recorded yet'}
      </p>
      {bill.nextHearing && (
        <p className="break-words text-xs text-muted-foreground">
          Next hearing: {bill.nextHearing.name}, {formatDateTime(bill.nextHearing.startTime)}
          {bill.nextHearing.location ? ` (${bill.nextHearing.location})` : ''}
        </p>
      )}
    </li>
  );
}
