import { GuestRelationships } from '@/features/guest/components/guest-relationships';
import { GuestAreaGate } from '@/features/guest/components/guest-scope';
import { GuestPage } from './guest-page';

export function Component() {
  return (
    <GuestPage
      title="Shared Relationships"
      description="Who on your host’s team knows which legislator or staffer, and how well."
    >
      <GuestAreaGate area="relationships">
        <GuestRelationships />
      </GuestAreaGate>
    </GuestPage>
  );
}
