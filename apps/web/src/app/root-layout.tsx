import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AccountProvider } from '@/features/accounts/account-provider';
import { UserProvider } from '@/features/auth/user-provider';
import { UserThemeSync } from '@/features/users/components/user-theme-sync';
import { RouteGuard } from './route-guard';
import { useRouteHandle } from './route-handle';

function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger, not an input
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

function useDocumentTitle() {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    const next = title ? `${title} | Statehouse` : 'Statehouse';
    if (document.title === next) return;
    // In a task of its own: setting the title cost a phone 25-50 ms inside the first render's commit (decision 054).
    const timer = setTimeout(() => {
      document.title = next;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-highlight/20"
    >
      <div className="h-full w-1/3 animate-progress bg-highlight" />
    </div>
  );
}

export function RootLayout() {
  useScrollToTopOnNavigation();
  useDocumentTitle();
  return (
    <UserProvider>
      <UserThemeSync />
      <AccountProvider>
        {/* The state/session context lives in the app layout: only signed-in screens use it (decision 019). */}
        <NavigationProgress />
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </AccountProvider>
    </UserProvider>
  );
}
