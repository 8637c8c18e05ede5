import { GuestActivity } from '@/features/guest/components/guest-activity';

export function Component() {
  return <GuestActivity />;
}
