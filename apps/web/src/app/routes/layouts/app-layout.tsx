import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/config/paths';
import { mainNav } from '../../navigation';
import { useRouteHandle } from '../../route-handle';

export function Component() {
  const title = useRouteHandle()?.title;
  return (
    <AppShell sections={mainNav} homePath={paths.dashboard.home} title={title} actions={<ThemeToggle />}>
      <Outlet />
    </AppShell>
  );
}
