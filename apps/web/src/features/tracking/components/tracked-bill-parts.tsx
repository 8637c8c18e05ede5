import { billPositionLabels } from '@statehouse/shared/positions/positions.schemas';
import type { NextHearing, TrackedBill, TrackedTag } from '@statehouse/shared/tracking/tracking.schemas';
import { BellIcon, CalendarIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDay as formatAppDay } from '@/lib/format-date';

// Small pieces each tracked-bill row shows, in the table and in the phone's cards alike.

/** "Sep 5, 2025" from YYYY-MM-DD: the app's one day format (lib/format-date). */
export const formatDay = (day: string | null) => formatAppDay(day);

/** A tag as a coloured chip: the colour is a dot, so the text keeps its contrast on any colour. */
export function TagChip({ tag }: { tag: Pick<TrackedTag, 'name' | 'color'> }) {
  return (
    <Badge variant="outline" className="gap-1.5 font-normal">
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
      {tag.name}
    </Badge>
  );
}

export function TagChips({ tags }: { tags: TrackedTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  );
}

const statusStyles: Record<number, string> = {
  4: 'border-transparent bg-emerald-600/15 text-emerald-800 dark:text-emerald-300',
  3: 'border-transparent bg-sky-600/15 text-sky-800 dark:text-sky-300',
  5: 'border-transparent bg-destructive/15 text-destructive',
  6: 'border-transparent bg-destructive/15 text-destructive',
};

export function StatusBadge({ bill }: { bill: Pick<TrackedBill, 'status' | 'statusLabel'> }) {
  return (
    <Badge variant="secondary" className={statusStyles[bill.status]}>
      {bill.statusLabel}
    </Badge>
  );
}

/** The next hearing, in the hearing's own time zone. */
export function HearingText({ hearing }: { hearing: NextHearing | null }) {
  if (!hearing) return <span className="text-muted-foreground">None scheduled</span>;
  const when = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(hearing.allDay ? {} : { hour: 'numeric', minute: '2-digit' }),
    timeZone: hearing.timezone,
  }).format(new Date(hearing.startTime));
  return (
    <span className="inline-flex items-start gap-1">
      <CalendarIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
      <span>
        <span className="font-medium">{when}</span> <span className="text-muted-foreground">{hearing.name}</span>
      </span>
    </span>
  );
}

export function PositionText({ bill }: { bill: Pick<TrackedBill, 'positions'> }) {
  const own = bill.positions.find((item) => item.tagId === null) ?? bill.positions[0];
  if (!own) return null;
  return (
    <span title={own.note || undefined} className="text-xs">
      {own.tagName ? `${own.tagName}: ` : ''}
      <span className="font-medium">{billPositionLabels[own.position]}</span>
      {bill.positions.length > 1 ? ` +${bill.positions.length - 1}` : ''}
    </span>
  );
}

export function AlertMark({ on }: { on: boolean }) {
  if (!on) return null;
  return <BellIcon aria-label="Alert on" className="size-3.5 text-primary" />;
}

/** Guests of the account who added the bill to a shared tag (decision 084): the team sees who outside added it. */
export function GuestAdders({ bill }: { bill: Pick<TrackedBill, 'addedByGuests'> }) {
  const guests = bill.addedByGuests ?? [];
  if (guests.length === 0) return null;
  return (
    <span className="text-xs text-muted-foreground">
      Added by guest {guests.map((guest) => guest.name || guest.email).join(', ')}
    </span>
  );
}
