import { GuestMembers } from '@/features/guest/components/guest-members';
import { GuestAreaGate } from '@/features/guest/components/guest-scope';
import { GuestPage } from './guest-page';

export function Component() {
  return (
    <GuestPage title="Members" description="Legislators who sponsor the bills your hosts share with you.">
      <GuestAreaGate area="members">
        <GuestMembers />
      </GuestAreaGate>
    </GuestPage>
  );
}
