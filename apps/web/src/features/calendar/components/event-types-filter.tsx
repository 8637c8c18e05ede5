import { calendarEventTypes } from '@statehouse/shared/calendar/event-types';
import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** Which event types show; none chosen means all. */
export function EventTypesFilter({
  value,
  onChange,
}: {
  value: readonly number[];
  onChange: (value: number[]) => void;
}) {
  const id = useId();
  const chosen = new Set(value);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`Event types, ${value.length === 0 ? 'all' : value.length} selected`}>
          Types
          <Badge variant="secondary" className="rounded-full px-1.5">
            {value.length === 0 ? 'All' : value.length}
          </Badge>
          <ChevronDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-60">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Event types</legend>
          {calendarEventTypes.map((type) => (
            <label key={type.id} htmlFor={`${id}-${type.id}`} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-${type.id}`}
                type="checkbox"
                checked={chosen.has(type.id)}
                onChange={(event) =>
                  onChange(
                    calendarEventTypes
                      .map((item) => item.id)
                      .filter((item) => (item === type.id ? event.target.checked : chosen.has(item))),
                  )
                }
              />
              {type.name}
            </label>
          ))}
          {value.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              Show all types
            </Button>
          )}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
