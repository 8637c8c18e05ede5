import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { mapUserReply } from '@statehouse/shared/auth/current-user';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { authKeys } from '@/features/auth/api/current-user';
import { useUser } from '@/features/auth/user-provider';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation';

/**
 * /accept-invite?token=...: the invitations feature does the work; the route joins it to auth (who is
 * signed in, and the user the server signs in on accepting) so the two features never import each other.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useUser();
  return (
    <AcceptInvitation
      token={params.get('token') ?? ''}
      signedInUsername={user?.username}
      onAccepted={async (reply: UserReply) => {
        queryClient.setQueryData(authKeys.me, mapUserReply(reply));
        await navigate(paths.dashboard.home, { replace: true });
      }}
    />
  );
}
