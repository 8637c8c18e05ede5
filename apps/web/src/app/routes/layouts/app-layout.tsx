import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/accounts/account-provider';
import { UserMenu } from '@/features/auth/components/user-menu';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { GlobalSearch } from '@/features/search/components/global-search';
import { CompactStateSessionPicker, StateSessionPicker } from '@/features/sessions/components/state-session-picker';
import { LegislativeProvider, useLegislative } from '@/features/sessions/sessions-provider';
import { useIsMobile } from '@/hooks/use-media-query';
import { mainNav } from '../../navigation';
import { useRouteHandle } from '../../route-handle';

/** The header search, ranking the app's chosen state first (inside the provider, which this layout renders). */
function HeaderSearch({ className }: { className: string }) {
  const { stateCode } = useLegislative();
  return <GlobalSearch className={className} stateCode={stateCode} />;
}

export function Component() {
  const title = useRouteHandle()?.title;
  const { accounts, selectedAccount, selectAccount } = useAccount();
  // One picker for the screen: the other one, hidden by CSS, was in every first render all the same (the states'
  // options, a sixth of the page's elements; decision 054).
  const isMobile = useIsMobile();
  // Here rather than in the root layout, so public pages do not load the state and session code (decision 019).
  return (
    <LegislativeProvider>
      <AppShell
        sections={mainNav}
        homePath={paths.dashboard.home}
        title={title}
        search={(className) => <HeaderSearch className={className} />}
        actions={
          <>
            {isMobile ? <CompactStateSessionPicker /> : <StateSessionPicker />}
            <NotificationsBell />
            <ThemeToggle />
            <UserMenu
              accounts={accounts}
              selectedAccountId={selectedAccount?.accountId}
              onSelectAccount={(accountId) => void selectAccount(accountId)}
            />
          </>
        }
      >
        <Outlet />
      </AppShell>
    </LegislativeProvider>
  );
}
