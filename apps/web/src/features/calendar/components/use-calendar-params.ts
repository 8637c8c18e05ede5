import { calendarEventTypes } from '@statehouse/shared/calendar/event-types';
import { isStateCode } from '@statehouse/shared/reference/states';
import { useIsMobile } from '@/hooks/use-media-query';
import { useUrlParams } from '@/hooks/use-url-params';
import { type CalendarView, calendarViews, today } from '../utils/calendar-range';

export type CalendarParams = {
  view: CalendarView;
  /** The day the view is built around (YYYY-MM-DD). */
  date: string;
  /** State codes; empty: the default states. */
  states: string[];
  /** Event type ids; empty: every type. */
  types: number[];
};

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const list = (value: string | null) => (value ?? '').split(',').filter(Boolean);

/**
 * The calendar's view, date, states and event types live in the URL (view, date, states, types) so a link or a
 * reload shows the same calendar. Without a view, phones get the agenda and wider screens the month.
 */
export function useCalendarParams() {
  const [params, setParams, latestParams] = useUrlParams();
  const isMobile = useIsMobile();
  const view = params.get('view');
  const date = params.get('date');
  const calendar: CalendarParams = {
    view: (calendarViews as readonly string[]).includes(view ?? '')
      ? (view as CalendarView)
      : isMobile
        ? 'agenda'
        : 'month',
    date: isDate(date) ? date : today(),
    states: list(params.get('states'))
      .map((code) => code.toUpperCase())
      .filter(isStateCode),
    types: list(params.get('types'))
      .map(Number)
      .filter((id) => calendarEventTypes.some((type) => type.id === id)),
  };
  const update = (changes: Partial<CalendarParams>) => {
    const next = latestParams();
    for (const [key, value] of Object.entries(changes)) {
      const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
      if (text === '') next.delete(key);
      else next.set(key, text);
    }
    setParams(next, { replace: !('view' in changes || 'date' in changes) });
  };
  return { calendar, update };
}
