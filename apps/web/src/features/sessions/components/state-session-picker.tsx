import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { MapPinIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useLegislative } from '../sessions-provider';

const selectClass =
  'h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/**
 * The top bar's choice of state (or all states) and session. `stacked` puts each select under a visible
 * label at full width, for the phone popover.
 */
export function StateSessionPicker({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const { stateCode, sessionCode, states, sessions, isLoadingSessions, setStateCode, setSessionCode } =
    useLegislative();
  const id = useId();
  const labelClass = stacked ? 'text-xs font-medium text-muted-foreground' : 'sr-only';
  return (
    <div className={cn(stacked ? 'grid gap-1.5' : 'flex items-center gap-2', className)}>
      <label htmlFor={`${id}-state`} className={labelClass}>
        State
      </label>
      <select
        id={`${id}-state`}
        className={cn(selectClass, stacked ? 'mb-2 h-9 w-full' : 'max-w-40')}
        value={stateCode ?? ''}
        onChange={(event) => setStateCode(event.target.value)}
      >
        <option value={ALL_STATES_KEY}>All states</option>
        {states.map((state) => (
          <option key={state.id} value={state.id}>
            {state.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-session`} className={labelClass}>
        Session
      </label>
      <select
        id={`${id}-session`}
        className={cn(selectClass, stacked ? 'h-9 w-full' : 'max-w-52')}
        value={sessionCode ?? ''}
        disabled={sessions.length === 0}
        aria-busy={isLoadingSessions}
        onChange={(event) => setSessionCode(event.target.value)}
      >
        {sessions.length === 0 && <option value="">{isLoadingSessions ? 'Loading…' : 'No sessions'}</option>}
        {sessions.map((session) => (
          <option key={session.id} value={session.id}>
            {session.name ?? session.id}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Phones: the inline picker does not fit the top bar, so a compact button showing the current state
 * opens the same two selects in a popover. The app layout shows one or the other by the screen's width.
 */
export function CompactStateSessionPicker({ className }: { className?: string }) {
  const { stateCode } = useLegislative();
  const shown = !stateCode || stateCode === ALL_STATES_KEY ? 'All' : stateCode;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('gap-1 px-2', className)}
          aria-label={`State and session (${shown === 'All' ? 'All states' : shown})`}
          title="State and session"
        >
          <MapPinIcon />
          <span className="text-xs font-semibold tabular-nums">{shown}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={12}
        className="w-[min(18rem,calc(100vw-1.5rem))]"
        aria-label="State and session"
      >
        <StateSessionPicker stacked />
      </PopoverContent>
    </Popover>
  );
}
