import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A portal page of an account with no lobbyist yet: why it is empty, and (for admins) the way to invite one. */
export function NoLobbyistsYet({ reason, isAdmin }: { reason: string; isAdmin: boolean }) {
  return (
    <EmptyState icon={UsersIcon} title="No lobbyists yet" reason={reason}>
      {isAdmin && (
        <Button asChild size="sm">
          <Link to={paths.lobbyist.invite}>Invite a lobbyist</Link>
        </Button>
      )}
    </EmptyState>
  );
}
