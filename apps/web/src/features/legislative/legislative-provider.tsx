import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useUser } from '@/features/auth/user-provider';
import { createStrictContext } from '@/lib/create-strict-context';
import { sessionsQueryOptions } from './api/get-sessions';
import {
  availableStates,
  initialState,
  resolveSession,
  type SessionOption,
  type StateOption,
  sessionAfterStateChange,
  sessionsFor,
  stateAfterAllowedChange,
} from './legislative-rules';

export type LegislativeContextValue = {
  /** A state code, or ALL for every state. */
  stateCode: string | undefined;
  sessionCode: string | undefined;
  states: StateOption[];
  sessions: SessionOption[];
  isLoadingSessions: boolean;
  setStateCode: (stateCode: string) => void;
  setSessionCode: (sessionCode: string) => void;
};

const [LegislativeContextProvider, useLegislative] = createStrictContext<LegislativeContextValue>('Legislative');

export { useLegislative };

/** The current state and session of the app, with every rule of SPEC section 4. */
export function LegislativeProvider({ children }: { children: ReactNode }) {
  const { allowedStates, isAuthenticated } = useUser();
  const options = useMemo(() => availableStates(allowedStates), [allowedStates]);
  const [stateCode, setStateCodeRaw] = useState<string | undefined>(() => initialState(options));
  const [sessionCode, setSessionCodeRaw] = useState<string | undefined>();

  useEffect(() => {
    setStateCodeRaw((current) => stateAfterAllowedChange(current ?? initialState(options), options));
  }, [options]);

  // Sessions load only for signed-in users; ALL has its pseudo-sessions and needs no call.
  const query = useQuery({
    ...sessionsQueryOptions(stateCode ?? ''),
    enabled: isAuthenticated && stateCode !== undefined && stateCode !== ALL_STATES_KEY,
  });
  const sessions = useMemo(
    () => (isAuthenticated ? sessionsFor(stateCode, query.data) : []),
    [isAuthenticated, stateCode, query.data],
  );

  useEffect(() => {
    if (sessions.length === 0) return;
    setSessionCodeRaw((current) => resolveSession(stateCode, current, sessions));
  }, [sessions, stateCode]);

  const setStateCode = useCallback((next: string) => {
    setStateCodeRaw(next);
    setSessionCodeRaw((current) => sessionAfterStateChange(next, current));
  }, []);

  const value = useMemo<LegislativeContextValue>(
    () => ({
      stateCode,
      sessionCode,
      states: options,
      sessions,
      isLoadingSessions: query.isFetching,
      setStateCode,
      setSessionCode: setSessionCodeRaw,
    }),
    [stateCode, sessionCode, options, sessions, query.isFetching, setStateCode],
  );
  return <LegislativeContextProvider value={value}>{children}</LegislativeContextProvider>;
}
