import { MembersDirectory } from '@/features/members/components/members-directory';
import { PickAState } from './pick-a-state';
import { useMemberState } from './use-member-state';

/** /members: the directory of the app's state (the header's picker) and session. */
export function Component() {
  const { stateCode, stateName, sessionCode } = useMemberState();
  if (!stateCode) return <PickAState title="Members" />;
  return <MembersDirectory key={stateCode} stateCode={stateCode} stateName={stateName} sessionCode={sessionCode} />;
}
