import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useGuestSignOut } from '../api/guest-area';

export function GuestSignOut() {
  const signOut = useGuestSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(paths.guest.login) })}
    >
      Sign out
    </Button>
  );
}
