import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import type { LegislativeChoice } from '@statehouse/shared/users/users.schemas';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useKeepUserSettings } from '@/lib/api/save-user-settings';
import { createStrictContext } from '@/lib/create-strict-context';
import { useUser } from '@/lib/current-user';
import { useSessions } from './api/get-sessions';
import {
  availableStates,
  initialState,
  type OfferedSession,
  resolveSession,
  type StateOption,
  sessionAfterStateChange,
  sessionsFor,
  stateAfterAllowedChange,
} from './session-rules';

export type Choice = { stateCode: string | undefined; sessionCode?: string | undefined };

type Requested = Choice & { owner: string; fromPage: boolean };

/** The last pick made in a picker (header or bills page); `seq` grows with each, so pages can follow picks. */
export type Pick = Choice & { seq: number; kind: 'state' | 'session' };

export type LegislativeContextValue = {
  /** A state code, or ALL for every state. Undefined until the starting choice is known. */
  stateCode: string | undefined;
  /** The session of that state; undefined while the state's sessions load. */
  sessionCode: string | undefined;
  states: StateOption[];
  sessions: OfferedSession[];
  /** The state is still being chosen, or its sessions are loading. */
  isLoadingSessions: boolean;
  /** The state's sessions are known (loaded, or ALL's pseudo-sessions): an empty list then means none exist. */
  sessionsLoaded: boolean;
  /** A user's pick of state (header or bills page): kept in the user's settings for the next visit. */
  setStateCode: (stateCode: string) => void;
  /** A user's pick of session: kept like the state. */
  setSessionCode: (sessionCode: string) => void;
  /**
   * A choice the page carries (the /bills URL, the bill a page shows): becomes the app's state and session
   * without being stored as the user's pick.
   */
  adopt: (choice: Choice) => void;
  lastPick: Pick | undefined;
};

const [LegislativeContextProvider, useLegislative] = createStrictContext<LegislativeContextValue>('Legislative');

export { useLegislative };

/** The user's stored pick, else SPEC's initial state within the states they may pick. */
function storedChoice(owner: string, stored: LegislativeChoice | undefined, options: StateOption[]): Requested {
  return {
    owner,
    fromPage: false,
    stateCode: stored?.stateCode ?? initialState(options),
    sessionCode: stored?.sessionCode,
  };
}

/**
 * The current state and session of the app, with every rule of SPEC section 4, as one state for the header's
 * picker and the pages. It starts from the page (URL, via `adopt`), else the user's stored pick
 * (GET /api/user-settings, `legislative`), else SPEC's initial state; decision 018.
 */
export function LegislativeProvider({ children }: { children: ReactNode }) {
  const { allowedStates, isAuthenticated, isLoading: isLoadingUser, user } = useUser();
  const keepSettings = useKeepUserSettings();
  const options = useMemo(() => availableStates(allowedStates), [allowedStates]);
  // Whose choice it is: a new user starts over from their own stored pick. While the user loads, a page may
  // already carry a choice (a /bills URL); it is kept for whoever signs in, since the URL comes first.
  const userKey = isLoadingUser ? 'loading' : user ? `user:${user.id}` : 'guest';

  const settings = useUserSettings({ enabled: isAuthenticated });
  const settingsSettled = !isAuthenticated || settings.isSuccess || settings.isError;
  const stored: LegislativeChoice | undefined = isAuthenticated ? settings.data?.legislative : undefined;

  // Known at the first render when the page carries the user and their settings (decision 050): the app starts
  // from it instead of rendering once without a state and again with it (decision 054).
  const [requested, setRequested] = useState<Requested | undefined>(() =>
    userKey !== 'loading' && settingsSettled ? storedChoice(userKey, stored, options) : undefined,
  );
  const [lastPick, setLastPick] = useState<Pick | undefined>();

  useEffect(() => {
    if (userKey === 'loading' || requested?.owner === userKey) return;
    if (requested?.owner === 'loading' && requested.fromPage) {
      setRequested({ ...requested, owner: userKey });
      return;
    }
    if (!settingsSettled) return;
    // Functional: a page that adopted its URL's choice in the same commit (a child's effect runs before this one)
    // keeps it.
    setRequested((previous) => (previous?.owner === userKey ? previous : storedChoice(userKey, stored, options)));
  }, [userKey, requested, settingsSettled, stored, options]);

  const current = requested?.owner === userKey ? requested : undefined;
  // A state no longer allowed gives way to the first available one (SPEC section 4).
  const stateCode = current ? stateAfterAllowedChange(current.stateCode, options) : undefined;

  // Sessions load only for signed-in users; ALL has its pseudo-sessions and needs no call.
  const sessionsEnabled = isAuthenticated && stateCode !== undefined && stateCode !== ALL_STATES_KEY;
  const query = useSessions(stateCode ?? '', { enabled: sessionsEnabled });
  const sessions = useMemo(
    () => (isAuthenticated ? sessionsFor(stateCode, query.data) : []),
    [isAuthenticated, stateCode, query.data],
  );
  const sessionsKnown = stateCode === ALL_STATES_KEY || (sessionsEnabled && query.data !== undefined);
  const sessionCode = sessionsKnown ? resolveSession(stateCode, current?.sessionCode, sessions) : undefined;

  const store = useCallback(
    (choice: LegislativeChoice) => {
      if (!isAuthenticated) return;
      keepSettings({ legislative: choice }, (error) =>
        toast({ variant: 'destructive', title: 'Could not keep your state and session', description: error.message }),
      );
    },
    [isAuthenticated, keepSettings],
  );

  const pick = useCallback(
    (kind: Pick['kind'], choice: { stateCode: string; sessionCode: string | undefined }) => {
      setRequested({ owner: userKey, fromPage: false, ...choice });
      setLastPick((previous) => ({ ...choice, kind, seq: (previous?.seq ?? 0) + 1 }));
      // A state pick keeps no session: the one carried over from the last state may not be the new state's.
      store(kind === 'session' && choice.sessionCode ? choice : { stateCode: choice.stateCode });
    },
    [userKey, store],
  );

  const setStateCode = useCallback(
    (next: string) => pick('state', { stateCode: next, sessionCode: sessionAfterStateChange(next, sessionCode) }),
    [pick, sessionCode],
  );
  const setSessionCode = useCallback(
    (next: string) => {
      if (stateCode) pick('session', { stateCode, sessionCode: next });
    },
    [pick, stateCode],
  );

  const adopt = useCallback(
    (choice: Choice) =>
      setRequested((previous) => {
        const base = previous?.owner === userKey ? previous : undefined;
        const stateCode = choice.stateCode ?? base?.stateCode;
        const next = { owner: userKey, fromPage: true, stateCode, sessionCode: choice.sessionCode };
        if (!next.stateCode) return previous;
        if (base && base.stateCode === next.stateCode && (base.sessionCode === next.sessionCode || !choice.sessionCode))
          return base;
        return next;
      }),
    [userKey],
  );

  const value = useMemo<LegislativeContextValue>(
    () => ({
      stateCode,
      sessionCode,
      states: options,
      sessions,
      // Until the starting state is known, neither is its session.
      isLoadingSessions: stateCode === undefined || (sessionsEnabled && query.isFetching),
      sessionsLoaded: sessionsKnown,
      setStateCode,
      setSessionCode,
      adopt,
      lastPick,
    }),
    [
      stateCode,
      sessionCode,
      options,
      sessions,
      sessionsEnabled,
      query.isFetching,
      sessionsKnown,
      setStateCode,
      setSessionCode,
      adopt,
      lastPick,
    ],
  );
  return <LegislativeContextProvider value={value}>{children}</LegislativeContextProvider>;
}
