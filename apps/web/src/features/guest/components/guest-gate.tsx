import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGuestMe } from '../api/guest-area';
import { useGuestLive } from '../api/guest-live';

/** The guest area's gate: its screens need a guest session (not an app session); without one, the guest sign-in. */
export function GuestGate({ children }: { children: ReactNode }) {
  const me = useGuestMe();
  // Signed in: the screens follow the host's changes without a reload (decision 084).
  useGuestLive(Boolean(me.data));
  if (me.isPending) return <Skeleton className="m-6 h-40" />;
  if (me.isError) return <p className="p-6 text-destructive">{me.error.message}</p>;
  if (!me.data) return <Navigate to={paths.guest.login} replace />;
  return children;
}
