import type { CalendarNearest } from '@statehouse/shared/calendar/calendar.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { CalendarIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { dayWithYear, spanLabel } from '../utils/calendar-range';

const stateName = (code: string) => getStateName(code) ?? code;

/** "Texas", "Texas and Ohio", "Texas, Ohio and Iowa"; every state when none is chosen. */
function namesOf(codes: readonly string[]) {
  if (codes.length === 0) return 'any state';
  const names = codes.map(stateName);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The day of a state's hearings to open: its first when the view is before them, else its last. */
const dayToOpen = (state: CalendarNearest['states'][number], viewDate: string) =>
  viewDate < state.firstDate ? state.firstDate : state.lastDate;

/**
 * An empty calendar view says so, and where to look: the nearest days with hearings for the same states and types
 * (the server's `nearest`), and every state that has hearings at all, each a button that opens it.
 */
export function EmptyCalendar({
  nearest,
  states,
  period,
  viewDate,
  onGo,
}: {
  nearest: CalendarNearest | undefined;
  /** The states the view shows (empty: every state). */
  states: readonly string[];
  /** "December 2026", "Jan 21 – 27, 2024": the view's title. */
  period: string;
  /** The view's anchor date (YYYY-MM-DD). */
  viewDate: string;
  onGo: (change: { date: string; states?: string[] }) => void;
}) {
  const where = namesOf(states);
  if (!nearest) {
    return (
      <EmptyState
        icon={CalendarIcon}
        title="Nothing scheduled"
        reason={`No event of the chosen types falls in ${period} for ${where}. Move on a page, or change the filters.`}
      />
    );
  }
  const others = nearest.states.filter((state) => !states.includes(state.stateCode));
  const reason =
    nearest.before || nearest.after
      ? `No hearing or floor session of the chosen types falls in ${period} for ${where}. The nearest:`
      : nearest.states.length === 0
        ? 'No state has hearings or floor sessions of the chosen types loaded.'
        : `${where === 'any state' ? 'No state' : where} has no hearings or floor sessions of the chosen types loaded at all.`;
  return (
    <section aria-label="No hearings in this view" role="status">
      <EmptyState icon={CalendarIcon} title={`No hearings in ${period}`} reason={reason}>
        {(nearest.before || nearest.after) && (
          <div className="flex flex-wrap justify-center gap-2">
            {nearest.before && (
              <Button variant="outline" onClick={() => onGo({ date: nearest.before! })}>
                Before: {dayWithYear(nearest.before)}
              </Button>
            )}
            {nearest.after && (
              <Button variant="outline" onClick={() => onGo({ date: nearest.after! })}>
                After: {dayWithYear(nearest.after)}
              </Button>
            )}
          </div>
        )}
        {others.length > 0 && (
          <div className="flex max-w-xl flex-col items-center gap-2">
            <p className="text-sm text-muted-foreground">
              {others.length === 1 ? 'The state with hearings:' : 'The states with hearings:'}
            </p>
            <ul className="flex flex-wrap justify-center gap-2">
              {others.map((state) => (
                <li key={state.stateCode}>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="h-auto min-h-8 whitespace-normal"
                    onClick={() => onGo({ date: dayToOpen(state, viewDate), states: [state.stateCode] })}
                  >
                    {stateName(state.stateCode)} · {state.count.toLocaleString('en-US')}{' '}
                    {state.count === 1 ? 'event' : 'events'} · {spanLabel(state.firstDate, state.lastDate)}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </EmptyState>
    </section>
  );
}
