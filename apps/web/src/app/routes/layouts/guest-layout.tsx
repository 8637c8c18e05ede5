import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/config/paths';
import { GlobalSearch } from '@/features/search/components/global-search';
import { guestNav } from '../../navigation';
import { useRouteHandle } from '../../route-handle';

export function Component() {
  const title = useRouteHandle()?.title;
  return (
    <AppShell
      sections={guestNav}
      homePath={paths.guest.dashboard}
      title={title}
      search={(className) => <GlobalSearch className={className} />}
      actions={<ThemeToggle />}
    >
      <Outlet />
    </AppShell>
  );
}
