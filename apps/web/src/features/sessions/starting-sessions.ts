import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { availableStates, initialState, stateAfterAllowedChange } from '@statehouse/shared/reference/state-choice';
import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { sessionsQueryOptions } from './api/get-sessions';

/**
 * Loads the sessions of the state the app will start on (the stored pick, else the initial state, within the
 * allowed states: the picker's own rules), which the state and session context asks for next. Imported on demand
 * by src/app/app.tsx: the rules and the states list belong to the signed-in screens' chunks, not the entry.
 */
export async function prefetchStartingSessions(queryClient: QueryClient, user: CurrentUser, settings: UserSettings) {
  const available = availableStates(user.allowedStates);
  const stateCode = stateAfterAllowedChange(settings.legislative?.stateCode ?? initialState(available), available);
  if (!stateCode || stateCode === ALL_STATES_KEY) return;
  await queryClient.prefetchQuery(sessionsQueryOptions(stateCode));
}
