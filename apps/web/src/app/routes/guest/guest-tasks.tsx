import { GuestAreaGate } from '@/features/guest/components/guest-scope';
import { GuestTasks } from '@/features/guest/components/guest-tasks';
import { GuestPage } from './guest-page';

export function Component() {
  return (
    <GuestPage title="Tasks" description="Your host’s tasks on the bills shared with you.">
      <GuestAreaGate area="tasks">
        <GuestTasks />
      </GuestAreaGate>
    </GuestPage>
  );
}
