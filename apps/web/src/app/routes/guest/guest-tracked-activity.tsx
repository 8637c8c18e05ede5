import { GuestActivity } from '@/features/guest/components/guest-activity';
import { GuestPage } from './guest-page';

export function Component() {
  return (
    <GuestPage title="Tracked Activity" description="Recent actions on the bills shared with you, latest first.">
      <GuestActivity />
    </GuestPage>
  );
}
