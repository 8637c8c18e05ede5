import { GuestAreaScope } from '@/features/guest/components/guest-scope';
import { GuestPage } from './guest-page';

/** Says whether the host shares this area with the guest; the guest area has no list of it yet (issue 39 report). */
export function Component() {
  return (
    <GuestPage title="Upload Track List" description="Upload a spreadsheet of bills to the lists shared with you.">
      <GuestAreaScope area="uploadTrackList" />
    </GuestPage>
  );
}
