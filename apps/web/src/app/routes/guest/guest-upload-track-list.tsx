import { GuestAreaGate } from '@/features/guest/components/guest-scope';
import { GuestTrackListUpload } from '@/features/guest/components/guest-track-list-upload';
import { GuestPage } from './guest-page';

/** A track list onto a shared tag, while the host lets this guest add bills (decision 084). */
export function Component() {
  return (
    <GuestPage title="Upload Track List" description="Upload a spreadsheet of bills to the lists shared with you.">
      <GuestAreaGate area="uploadTrackList">
        <GuestTrackListUpload />
      </GuestAreaGate>
    </GuestPage>
  );
}
