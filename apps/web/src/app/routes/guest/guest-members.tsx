import { GuestMembers } from '@/features/guest/components/guest-members';
import { GuestAreaGate } from '@/features/guest/components/guest-scope';
import { GuestPage } from './guest-page';

export function Component() {
  return (
    <GuestPage
      title="Members"
      description="The legislators behind the bills your hosts share with you: their primary sponsors."
    >
      <GuestAreaGate area="members">
        <GuestMembers />
      </GuestAreaGate>
    </GuestPage>
  );
}
