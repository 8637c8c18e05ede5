import type {
  CalendarEvent,
  CalendarFeedFiltersInput,
  CalendarFiltersQuery,
} from '@statehouse/shared/calendar/calendar.schemas';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListError } from '@/components/list-page/list-page';
import { type StateOption, StatesFilter } from '@/components/states-filter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCalendarEvents } from '../api/get-calendar-events';
import { type CalendarView, calendarViews, stepAnchor, today, viewRange, viewTitle } from '../utils/calendar-range';
import { AgendaView } from './agenda-view';
import { EmptyCalendar } from './empty-calendar';
import { EventCard } from './event-card';
import { EventTypesFilter } from './event-types-filter';
import { MonthView } from './month-view';
import { SubscribeButton } from './subscribe-button';
import { useCalendarParams } from './use-calendar-params';
import { UserEventDialog, type UserEventDraft } from './user-event-dialog';
import { WeekView } from './week-view';

const viewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', agenda: 'Agenda' };

/**
 * /calendar: hearings and floor sessions of the chosen states with their agenda bills, your and your team's events,
 * and the actions of the bills you track (highlighted); month, week and agenda views; all of it in the URL.
 */
export function CalendarPage({
  defaultStates,
  stateOptions,
  canWriteTeamEvents,
  alongside,
}: {
  /** The states shown when the URL names none (the app's state; empty: every state). */
  defaultStates: readonly string[];
  stateOptions: readonly StateOption[];
  canWriteTeamEvents: boolean;
  /** What the route shows under the events for the same days (the analyst portal's tasks due). */
  alongside?: (range: { startDate: string; endDate: string }) => ReactNode;
}) {
  const { calendar, update } = useCalendarParams();
  const states = calendar.states.length > 0 ? calendar.states : [...defaultStates];
  const range = viewRange(calendar.view, calendar.date);
  // A feed's filters are a JSON body: real arrays, event type ids as numbers (decision 066); the query string
  // of the events call carries the same lists as text.
  const feedFilters: CalendarFeedFiltersInput = {
    stateCodes: states.length > 0 ? states : undefined,
    eventTypeIds: calendar.types.length > 0 ? calendar.types : undefined,
    includeUserEvents: true,
    includeAccountEvents: true,
  };
  const filters: CalendarFiltersQuery = { ...feedFilters, eventTypeIds: feedFilters.eventTypeIds?.map(String) };
  const events = useCalendarEvents({ ...filters, ...range });
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [draft, setDraft] = useState<UserEventDraft | null>(null);
  const edit = (event: CalendarEvent) => {
    setOpen(null);
    setDraft({ event, date: event.startTime.slice(0, 10) });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Calendar</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            Hearings and floor sessions in each state's own time, with the bills on their agendas; your events and your
            team's. Bills you track are highlighted.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDraft({ date: calendar.view === 'month' ? today() : calendar.date })}>
            <PlusIcon aria-hidden="true" />
            Add event
          </Button>
          <SubscribeButton feed={{ kind: 'calendar', filters: feedFilters }} />
        </div>
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous ${calendar.view === 'agenda' ? 'days' : calendar.view}`}
            onClick={() => update({ date: stepAnchor(calendar.view, calendar.date, -1) })}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => update({ date: today() })}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Next ${calendar.view === 'agenda' ? 'days' : calendar.view}`}
            onClick={() => update({ date: stepAnchor(calendar.view, calendar.date, 1) })}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
        <h2 className="min-w-48 text-lg font-medium" aria-live="polite">
          {viewTitle(calendar.view, calendar.date)}
        </h2>
        <fieldset className="flex rounded-md border p-0.5 sm:ml-auto" aria-label="View">
          {calendarViews.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={calendar.view === view}
              onClick={() => update({ view })}
              className={cn(
                'rounded px-3 py-1 text-sm',
                calendar.view === view ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {viewLabels[view]}
            </button>
          ))}
        </fieldset>
        <StatesFilter options={stateOptions} value={states} onChange={(next) => update({ states: next })} />
        <EventTypesFilter value={calendar.types} onChange={(types) => update({ types })} />
      </div>

      <section aria-label="Events" className="mt-4" aria-busy={events.isFetching}>
        {events.isError ? (
          <ListError what="calendar" message={events.error.message} onRetry={() => events.refetch()} />
        ) : !events.data ? (
          <div role="status" aria-label="Loading the calendar" className="flex flex-col gap-2">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-2/3" />
          </div>
        ) : (
          <>
            {events.data.data.length === 0 && (
              <EmptyCalendar
                nearest={events.data.nearest}
                states={states}
                period={viewTitle(calendar.view, calendar.date)}
                viewDate={calendar.date}
                onGo={(change) => update(change)}
              />
            )}
            {calendar.view === 'agenda' ? (
              events.data.data.length > 0 && <AgendaView events={events.data.data} {...range} onEdit={edit} />
            ) : calendar.view === 'week' ? (
              <WeekView events={events.data.data} {...range} onOpen={setOpen} />
            ) : (
              <MonthView
                events={events.data.data}
                {...range}
                month={calendar.date.slice(0, 7)}
                onOpen={setOpen}
                onDay={(day) => update({ view: 'agenda', date: day })}
              />
            )}
          </>
        )}
      </section>
      {alongside?.(range)}

      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{open?.title}</DialogTitle>
            <DialogDescription className="sr-only">The event in full, with the bills on its agenda.</DialogDescription>
          </DialogHeader>
          {open && <EventCard event={open} onEdit={edit} headingLevel="h2" />}
        </DialogContent>
      </Dialog>
      <UserEventDialog draft={draft} canWriteTeamEvents={canWriteTeamEvents} onClose={() => setDraft(null)} />
    </div>
  );
}
