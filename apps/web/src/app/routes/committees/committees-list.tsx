import { sessionCodeOfKey } from '@statehouse/shared/reference/sessions';
import { DEFAULT_STATE, stateCodeOfKey, states } from '@statehouse/shared/reference/states';
import { CommitteesList } from '@/features/committees/components/committees-list';
import { useLegislative } from '@/features/sessions/sessions-provider';

/** /committees: the committees of the URL's state, else of the app's state (the header's picker), else Texas. */
export function Component() {
  const { stateCode, sessionCode } = useLegislative();
  const state = stateCodeOfKey(stateCode) ?? DEFAULT_STATE;
  const session = stateCode === state ? sessionCodeOfKey(sessionCode) : undefined;
  return <CommitteesList defaultStateCode={state} sessionCode={session} states={states} />;
}
