import { GuestAreaScope } from '@/features/guest/components/guest-scope';

/** Says whether the host shares this area with the guest; the guest area has no list of it yet (issue 39 report). */
export function Component() {
  return <GuestAreaScope area="members" />;
}
