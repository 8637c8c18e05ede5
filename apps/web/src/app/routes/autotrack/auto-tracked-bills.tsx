import { useUser } from '@/features/auth/user-provider';
import { MatchesList } from '@/features/autotrack/components/matches-list';

/** /auto-tracked-bills: the matches auto-tracking proposed; admins and users decide, admins run the matcher. */
export function Component() {
  const role = useUser().user?.role;
  return <MatchesList canDecide={role === 'admin' || role === 'user'} canStart={role === 'admin'} />;
}
