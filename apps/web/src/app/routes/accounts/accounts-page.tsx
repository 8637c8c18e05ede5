import { AccountOverview } from '@/features/accounts/components/account-overview';
import { WebhooksSection } from '@/features/alerts/components/webhooks-section';
import { useUser } from '@/features/auth/user-provider';

/**
 * /accounts: the accounts feature does the work; the route tells it who is signed in (from auth). Admins also
 * manage the account's webhooks here: they belong to the account, not to one user's settings.
 */
export function Component() {
  const { user } = useUser();
  return (
    <>
      <AccountOverview currentUser={user} />
      {user?.role === 'admin' && (
        <div className="mx-auto -mt-2 w-full max-w-5xl px-4 pb-8 sm:px-6">
          <WebhooksSection />
        </div>
      )}
    </>
  );
}
