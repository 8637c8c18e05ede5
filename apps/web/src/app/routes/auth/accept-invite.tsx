import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { mapUserReply } from '@statehouse/shared/auth/current-user';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUserCache } from '@/features/auth/api/get-current-user';
import { useUser } from '@/features/auth/user-provider';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation';

/**
 * /accept-invite?token=...: the invitations feature does the work; the route joins it to auth (who is
 * signed in, and the user the server signs in on accepting) so the two features never import each other.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currentUser = useCurrentUserCache();
  const { user } = useUser();
  return (
    <AcceptInvitation
      token={params.get('token') ?? ''}
      signedInUsername={user?.username}
      onAccepted={async (reply: UserReply) => {
        currentUser.set(mapUserReply(reply));
        await navigate(paths.dashboard.home, { replace: true });
      }}
    />
  );
}
