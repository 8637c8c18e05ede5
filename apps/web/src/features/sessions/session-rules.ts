import {
  type AllStatesSessionId,
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
import type { Session } from '@statehouse/shared/sessions/sessions.schemas';

export { availableStates, initialState, type StateOption, stateAfterAllowedChange };

/** A pseudo-session offered for ALL: it selects by rule across states, so it has no dates and no bill count. */
export type AllStatesSession = { id: AllStatesSessionId; name: string; isDefault: boolean };

/** What the picker offers: a state's sessions as GET /api/sessions sends them, or ALL's pseudo-sessions. */
export type OfferedSession = Session | AllStatesSession;

/** Switching to ALL clears the session unless it is one of the ALL pseudo-sessions. */
export function sessionAfterStateChange(nextState: string, session: string | undefined) {
  if (nextState === ALL_STATES_KEY) return session && isAllStatesSessionId(session) ? session : undefined;
  return session && !isAllStatesSessionId(session) ? session : undefined;
}

/**
 * The sessions offered for a state: newest first by the year they began (decision 018; the server sends them in
 * that order already, sorting again keeps a list from any source right); for ALL the three pseudo-sessions.
 */
export function sessionsFor(stateCode: string | undefined, loaded: readonly Session[] | undefined): OfferedSession[] {
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
 * Once a state's sessions are known the current session stays if it is among them, else the one the server
 * marks default (it alone chooses: the reference session when it has bills, else the newest with bills); for
 * ALL, ALL_ACTIVE. None when the server lists no session for the state.
 */
export function resolveSession(
  stateCode: string | undefined,
  current: string | undefined,
  sessions: readonly Pick<OfferedSession, 'id' | 'isDefault'>[],
): string | undefined {
  if (current && sessions.some((session) => session.id === current)) return current;
  if (stateCode === ALL_STATES_KEY) return DEFAULT_ALL_STATES_SESSION;
  return sessions.find((session) => session.isDefault)?.id;
}
