import { AdvocatesList } from '@/features/advocates/components/advocates-list';
import { useUser } from '@/features/auth/user-provider';
import { useUrlFilter } from './use-state-param';

/** /lobbyists: the account's advocates, filtered by ?stateCode. */
export function Component() {
  const { user } = useUser();
  const [stateCode, setStateCode] = useUrlFilter('stateCode');
  return (
    <AdvocatesList stateCode={stateCode.toUpperCase()} onStateChange={setStateCode} isAdmin={user?.role === 'admin'} />
  );
}
