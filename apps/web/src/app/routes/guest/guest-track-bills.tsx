import { GuestAreaGate } from '@/features/guest/components/guest-scope';
import { GuestTrackBills } from '@/features/guest/components/guest-track-bills';
import { GuestPage } from './guest-page';

/** Picking bills onto a shared tag, while the host lets this guest add bills (decision 084). */
export function Component() {
  return (
    <GuestPage title="Track Bills" description="Add bills to the lists shared with you.">
      <GuestAreaGate area="uploadTrackList">
        <GuestTrackBills />
      </GuestAreaGate>
    </GuestPage>
  );
}
