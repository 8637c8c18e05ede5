import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/config/paths';
import { GuestGate } from '@/features/guest/components/guest-gate';
import { GuestSignOut } from '@/features/guest/components/guest-sign-out';
import { guestNav } from '../../navigation';
import { useRouteHandle } from '../../route-handle';

export function Component() {
  const title = useRouteHandle()?.title;
  return (
    <AppShell
      sections={guestNav}
      homePath={paths.guest.dashboard}
      title={title}
      actions={
        <div className="flex items-center gap-2">
          <GuestSignOut />
          <ThemeToggle />
        </div>
      }
    >
      {/* Guests have no app session: the gate reads the guest session, and no app search shows here. */}
      <GuestGate>
        <Outlet />
      </GuestGate>
    </AppShell>
  );
}
