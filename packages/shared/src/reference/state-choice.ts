import { ALL_STATES_KEY, DEFAULT_STATE, states } from './states';

/** A state a user may pick. */
export type StateOption = { id: string; name: string };

// Shared by the web app's state picker and the server, which works out the state a signed-in page will show to
// send that state's sessions with the page (apps/server/src/plugins/boot-replies.ts, decision 050).

/** SPEC section 6: a non-empty allowed list offers only those states; an empty one offers all. */
export function availableStates(allowedStates: readonly string[]): StateOption[] {
  if (allowedStates.length === 0) return states.map(({ id, name }) => ({ id, name }));
  const allowed = new Set(allowedStates.map((code) => code.toUpperCase()));
  return states.filter((state) => allowed.has(state.id)).map(({ id, name }) => ({ id, name }));
}

/** SPEC section 4: TX if available, otherwise the first available state. */
export function initialState(available: readonly StateOption[]): string | undefined {
  return available.some((state) => state.id === DEFAULT_STATE) ? DEFAULT_STATE : available[0]?.id;
}

/** When the allowed states change and the current one is gone, the first available state is selected. */
export function stateAfterAllowedChange(current: string | undefined, available: readonly StateOption[]) {
  if (current === ALL_STATES_KEY) return current;
  if (current && available.some((state) => state.id === current)) return current;
  return available[0]?.id;
}
