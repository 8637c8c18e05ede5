import { isAllStatesSessionId } from '@statehouse/shared/reference/sessions';
import { ALL_STATES_KEY, DEFAULT_STATE, states } from '@statehouse/shared/reference/states';
import { CommitteesList } from '@/features/committees/components/committees-list';
import { useLegislative } from '@/features/legislative/legislative-provider';

/** /committees: the committees of the URL's state, else of the app's state (the header's picker), else Texas. */
export function Component() {
  const { stateCode, sessionCode } = useLegislative();
  const state = stateCode && stateCode !== ALL_STATES_KEY ? stateCode : DEFAULT_STATE;
  const session = sessionCode && stateCode === state && !isAllStatesSessionId(sessionCode) ? sessionCode : undefined;
  return <CommitteesList defaultStateCode={state} sessionCode={session} states={states} />;
}
