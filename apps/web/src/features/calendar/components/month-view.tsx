import type { CalendarEvent } from '@statehouse/shared/calendar/calendar.schemas';
import { formatEventClock } from '@statehouse/shared/calendar/event-time';
import { weekdayAbbreviations } from '@statehouse/shared/reference/calendar';
import { cn } from '@/lib/utils';
import { daysBetween } from '../utils/calendar-range';
import { typeTone } from './event-card';
import { groupByDay } from './group-by-day';

/** How many events a day cell lists before "+n more". */
const CELL_LIMIT = 3;

/** A chip in a day cell: a button that opens the event in full. */
export function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen: (event: CalendarEvent) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(event)}
      className={cn(
        'w-full truncate rounded-sm border-l-2 bg-muted/60 px-1 text-left text-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
        typeTone[event.typeId],
        event.tracked && 'bg-amber-100 font-medium dark:bg-amber-900/40',
        event.status === 'cancelled' && 'line-through',
      )}
    >
      {event.allDay ? '' : `${formatEventClock(event.startTime, event.timezone, false).replace(/ [A-Z]{2,5}$/, '')} `}
      {event.title}
    </button>
  );
}

/** The month grid, Sunday to Saturday; a day's "+n more" opens that day in the agenda. */
export function MonthView({
  events,
  startDate,
  endDate,
  month,
  onOpen,
  onDay,
}: {
  events: readonly CalendarEvent[];
  startDate: string;
  endDate: string;
  /** 'YYYY-MM' of the month shown; other days are dimmed. */
  month: string;
  onOpen: (event: CalendarEvent) => void;
  onDay: (day: string) => void;
}) {
  const byDay = groupByDay(events);
  const days = daysBetween(startDate, endDate);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[700px] table-fixed border-collapse text-sm">
        <caption className="sr-only">Events by day</caption>
        <thead>
          <tr>
            {weekdayAbbreviations.map((name) => (
              <th key={name} scope="col" className="p-1 text-left text-xs font-medium text-muted-foreground">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7)).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const items = byDay.get(day) ?? [];
                return (
                  <td
                    key={day}
                    className={cn(
                      'h-28 border p-1 align-top',
                      !day.startsWith(month) && 'bg-muted/30 text-muted-foreground',
                    )}
                  >
                    <button
                      type="button"
                      onClick={() => onDay(day)}
                      aria-label={`Open ${day} in the agenda (${items.length} events)`}
                      className="mb-1 rounded px-1 text-xs font-medium hover:bg-accent"
                    >
                      {Number(day.slice(8))}
                    </button>
                    <div className="flex flex-col gap-0.5">
                      {items.slice(0, CELL_LIMIT).map((event) => (
                        <EventChip key={event.id} event={event} onOpen={onOpen} />
                      ))}
                      {items.length > CELL_LIMIT && (
                        <button
                          type="button"
                          onClick={() => onDay(day)}
                          className="text-left text-xs text-primary hover:underline"
                        >
                          +{items.length - CELL_LIMIT} more
                        </button>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
