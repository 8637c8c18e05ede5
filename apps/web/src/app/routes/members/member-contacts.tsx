import { MemberContactSheet } from '@/features/members/components/member-contact-sheet';
import { PickAState } from './pick-a-state';
import { useMemberState } from './use-member-state';

/** /member-contacts: the contact sheet of the app's state and session, by chamber. */
export function Component() {
  const { stateCode, stateName, sessionCode } = useMemberState();
  if (!stateCode) return <PickAState title="Member contacts" />;
  return <MemberContactSheet stateCode={stateCode} stateName={stateName} sessionCode={sessionCode} />;
}
