import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { useLegislative } from '../legislative-provider';

const selectClass =
  'h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/** The top bar's choice of state (or all states) and session. */
export function StateSessionPicker({ className }: { className?: string }) {
  const { stateCode, sessionCode, states, sessions, isLoadingSessions, setStateCode, setSessionCode } =
    useLegislative();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={`${id}-state`} className="sr-only">
        State
      </label>
      <select
        id={`${id}-state`}
        className={cn(selectClass, 'max-w-40')}
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
      <label htmlFor={`${id}-session`} className="sr-only">
        Session
      </label>
      <select
        id={`${id}-session`}
        className={cn(selectClass, 'max-w-52')}
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
