import {
  allStatesSessions,
  DEFAULT_ALL_STATES_SESSION,
  isAllStatesSessionId,
} from '@statehouse/shared/reference/sessions';
import {
  availableStates,
  initialState,
  type StateOption,
  stateAfterAllowedChange,
} from '@statehouse/shared/reference/state-choice';
import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { sortSessionsByStart } from '@statehouse/shared/sessions/session-order';

export { availableStates, initialState, type StateOption, stateAfterAllowedChange };

export type SessionOption = {
  id: string;
  isDefault: boolean;
  name?: string;
  startDate?: string | null;
  /** Bills loaded for the session; undefined when the server did not say. */
  billCount?: number;
};

/** Switching to ALL clears the session unless it is one of the ALL pseudo-sessions. */
export function sessionAfterStateChange(nextState: string, session: string | undefined) {
  if (nextState === ALL_STATES_KEY) return session && isAllStatesSessionId(session) ? session : undefined;
  return session && !isAllStatesSessionId(session) ? session : undefined;
}

/**
 * The sessions offered for a state: newest first by the year they began (decision 018; the server sends them in
 * that order already, sorting again keeps a list from any source right); for ALL the three pseudo-sessions.
 */
export function sessionsFor(
  stateCode: string | undefined,
  loaded: readonly SessionOption[] | undefined,
): SessionOption[] {
  if (stateCode === ALL_STATES_KEY) {
    return allStatesSessions.map((session) => ({
      id: session.id,
      name: session.name,
      isDefault: session.id === DEFAULT_ALL_STATES_SESSION,
    }));
  }
  return sortSessionsByStart(loaded ?? []);
}

/**
 * Once a state's sessions are known the current session stays if it is among them, else falls back to
 * the default session, else the first; for ALL, ALL_ACTIVE.
 */
export function resolveSession(
  stateCode: string | undefined,
  current: string | undefined,
  sessions: readonly SessionOption[],
): string | undefined {
  if (current && sessions.some((session) => session.id === current)) return current;
  if (stateCode === ALL_STATES_KEY) return DEFAULT_ALL_STATES_SESSION;
  return sessions.find((session) => session.isDefault)?.id ?? sessions[0]?.id;
}
