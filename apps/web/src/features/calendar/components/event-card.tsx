import type { CalendarEvent } from '@statehouse/shared/calendar/calendar.schemas';
import { formatEventTime } from '@statehouse/shared/calendar/event-time';
import { calendarEventTypes } from '@statehouse/shared/calendar/event-types';
import { MapPinIcon, PencilIcon, StarIcon, VideoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EntityLink } from '@/components/entity-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export const eventTypeName = (typeId: number) => calendarEventTypes.find((type) => type.id === typeId)?.name ?? 'Event';

/** Colour of each type's marker: the legislature's events in blues, the team's own in greens, bill actions grey. */
export const typeTone: Record<number, string> = {
  1: 'border-l-sky-600',
  2: 'border-l-indigo-600',
  3: 'border-l-violet-600',
  4: 'border-l-emerald-600',
  5: 'border-l-teal-600',
  6: 'border-l-slate-400',
};

/** One event in full: time in its state's zone, type, committee, place, agenda bills linked, edit for your own. */
export function EventCard({
  event,
  onEdit,
  headingLevel: Heading = 'h3',
}: {
  event: CalendarEvent;
  onEdit?: (event: CalendarEvent) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article
      aria-label={event.title}
      data-tracked={event.tracked || undefined}
      className={cn(
        'flex flex-col gap-1 rounded-md border border-l-4 bg-card p-3',
        typeTone[event.typeId],
        event.tracked && 'bg-amber-50 ring-1 ring-amber-300 dark:bg-amber-950/30',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading className={cn('font-medium', event.status === 'cancelled' && 'line-through')}>{event.title}</Heading>
        {event.status === 'cancelled' && <Badge variant="destructive">Cancelled</Badge>}
        {event.tracked && (
          <Badge variant="highlight">
            <StarIcon aria-hidden="true" className="size-3" /> Tracked bill
          </Badge>
        )}
        {event.userEvent?.editable && onEdit && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => onEdit(event)}>
            <PencilIcon aria-hidden="true" />
            Edit<span className="sr-only"> {event.title}</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {formatEventTime(event.startTime, event.timezone, event.allDay)} · {eventTypeName(event.typeId)}
        {event.stateCode ? ` · ${event.stateCode}` : ''}
      </p>
      {event.committee && (
        <p className="text-sm">
          Committee:{' '}
          <EntityLink kind="committee" id={event.committee.id}>
            {event.committee.name}
          </EntityLink>
        </p>
      )}
      {event.location && (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPinIcon aria-hidden="true" className="size-3.5" />
          {event.location}
        </p>
      )}
      {event.hearingId !== null && (
        <p className="text-sm">
          <Link
            to={paths.committeeVideos.detail(String(event.hearingId))}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <VideoIcon aria-hidden="true" className="size-3.5" />
            Watch/Transcript<span className="sr-only"> of {event.title}</span>
          </Link>
        </p>
      )}
      {event.description && event.typeId !== 6 && <p className="text-sm whitespace-pre-line">{event.description}</p>}
      {event.agenda.length > 0 && (
        <ul
          aria-label={`Bills on the agenda of ${event.title}`}
          className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm"
        >
          {event.agenda.map((bill) => (
            <li key={bill.billId ?? bill.identifier} className={cn(bill.tracked && 'font-semibold')}>
              {bill.tracked && <StarIcon aria-label="Tracked" className="mr-0.5 inline size-3 text-amber-600" />}
              <EntityLink kind="bill" id={bill.billId}>
                {bill.identifier ?? 'Unnamed bill'}
                {bill.title && <span className="sr-only">: {bill.title}</span>}
              </EntityLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
