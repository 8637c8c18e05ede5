import { EmptyState } from '@/components/empty-state';
import { InviteAdvocate } from '@/features/advocates/components/invite-advocate';
import { useUser } from '@/features/auth/user-provider';

/** /invite: admins invite advocates; others are told who can. */
export function Component() {
  const { user } = useUser();
  if (user?.role !== 'admin') {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        title="Only admins invite advocates"
        reason="Advocate seats belong to the account's plan: ask an admin of your account to send the invitation."
      />
    );
  }
  return <InviteAdvocate />;
}
