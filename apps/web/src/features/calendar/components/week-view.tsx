import type { CalendarEvent } from '@statehouse/shared/calendar/calendar.schemas';
import { dayLabel, daysBetween } from '../utils/calendar-range';
import { groupByDay } from './group-by-day';
import { EventChip } from './month-view';

/** A week, one column a day on wide screens (a list on phones), every event as a chip that opens it. */
export function WeekView({
  events,
  startDate,
  endDate,
  onOpen,
}: {
  events: readonly CalendarEvent[];
  startDate: string;
  endDate: string;
  onOpen: (event: CalendarEvent) => void;
}) {
  const byDay = groupByDay(events);
  return (
    <ol aria-label="Week" className="grid gap-2 md:grid-cols-7">
      {daysBetween(startDate, endDate).map((day) => {
        const items = byDay.get(day) ?? [];
        return (
          <li key={day} className="min-h-32 rounded-md border p-2">
            <h2 className="mb-1 text-xs font-semibold text-muted-foreground">{dayLabel(day)}</h2>
            {items.length === 0 ? (
              <p className="text-xs text-muted-foreground">Nothing scheduled</p>
            ) : (
              <div className="flex flex-col gap-1">
                {items.map((event) => (
                  <EventChip key={event.id} event={event} onOpen={onOpen} />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
