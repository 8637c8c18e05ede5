import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/accounts/account-provider';
import { useUser } from '@/features/auth/user-provider';
import { useSetupPrompt } from '@/features/setup/use-setup-prompt';
import { REDIRECT_PARAM } from '@/lib/safe-redirect';
import { AppLoading } from './app-loading';
import { useRouteHandle } from './route-handle';

/**
 * Applies the gate of the matched route: signed-out users opening an app screen go to /auth and come back
 * afterwards; portal screens need the selected account's flag (else /dashboard); a signed-in user at the
 * landing page goes to /dashboard; an admin of a new account goes to the setup wizard once.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const gate = useRouteHandle()?.gate ?? 'public';
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { user, isLoading, isLoggingOut } = useUser();
  const { selectedAccount, isLoading: isAccountLoading } = useAccount();
  const setupPrompt = useSetupPrompt({
    accountId: user?.selectedAccountId,
    isAdmin: gate === 'auth' && user?.role === 'admin',
  });

  const onLanding = pathname === paths.home && matches.some((match) => match.id === 'public-layout');
  if (isLoggingOut) return children;
  if (onLanding && user) return <Navigate to={paths.dashboard.home} replace />;
  if (gate === 'public' || gate === 'guest') return children;
  // Portal pages are the portal visitors' (their own session, decision 077): the page asks them to sign in.
  if (matches.some((match) => match.id === 'portal-layout')) return children;

  if (isLoading) return <AppLoading />;
  if (!user) {
    const back = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${paths.setup.auth}?${REDIRECT_PARAM}=${back}`} replace />;
  }
  if (gate === 'analyst' || gate === 'lobbyist') {
    if (isAccountLoading) return <AppLoading />;
    const allowed = gate === 'analyst' ? selectedAccount?.analystPortal : selectedAccount?.lobbyistPortal;
    if (!allowed) return <Navigate to={paths.dashboard.home} replace />;
  }
  // SPEC's setup gate: a new account's admin goes to the wizard once (decision 072).
  if (setupPrompt.prompt) {
    setupPrompt.markPrompted();
    return <Navigate to={paths.setup.wizard} replace />;
  }
  return children;
}
