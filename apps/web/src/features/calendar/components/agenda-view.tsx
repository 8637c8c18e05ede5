import type { CalendarEvent } from '@statehouse/shared/calendar/calendar.schemas';
import { CalendarIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { dayLabel } from '../utils/calendar-range';
import { EventCard } from './event-card';
import { groupByDay } from './group-by-day';

/** The agenda: each day with events, in order, every event in full. The phone default. */
export function AgendaView({
  events,
  startDate,
  endDate,
  onEdit,
}: {
  events: readonly CalendarEvent[];
  startDate: string;
  endDate: string;
  onEdit: (event: CalendarEvent) => void;
}) {
  const days = [...groupByDay(events)].filter(([day]) => day >= startDate && day <= endDate);
  if (days.length === 0) {
    return (
      <EmptyState
        icon={CalendarIcon}
        title="Nothing scheduled"
        reason="No hearing, floor session or event of yours falls in these days for the chosen states and types. Move on a page, or change the filters."
      />
    );
  }
  return (
    <ol aria-label="Agenda" className="flex flex-col gap-5">
      {days.map(([day, items]) => (
        <li key={day}>
          <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{dayLabel(day)}</h2>
          <div className="flex flex-col gap-2">
            {items.map((event) => (
              <EventCard key={event.id} event={event} onEdit={onEdit} />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
