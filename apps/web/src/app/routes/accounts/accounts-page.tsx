import { AccountOverview } from '@/features/accounts/components/account-overview';
import { useUser } from '@/features/auth/user-provider';

/** /accounts: the accounts feature does the work; the route tells it who is signed in (from auth). */
export function Component() {
  const { user } = useUser();
  return <AccountOverview currentUser={user} />;
}
