import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '@/features/marketing/components/site-header';

// The footer (with the newsletter form and its request code) sits below the first screen of every public
// page: it loads after the page has painted instead of with it.
const SiteFooter = lazy(() =>
  import('@/features/marketing/components/site-footer').then((module) => ({ default: module.SiteFooter })),
);

// Loaded on the first "Log in" click: the dialog and its forms are not part of the landing page's initial JavaScript.
const loadAuthDialog = () => import('@/features/auth/components/auth-dialog');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

export function Component() {
  const [authOpen, setAuthOpen] = useState(false);
  const [authRequested, setAuthRequested] = useState(false);
  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader
        onLogIn={() => {
          setAuthRequested(true);
          setAuthOpen(true);
        }}
        onLogInIntent={() => void loadAuthDialog()}
      />
      <main className="flex-1">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {authRequested && (
        <Suspense fallback={null}>
          <AuthDialog open={authOpen} onOpenChange={setAuthOpen} initialTab="login" />
        </Suspense>
      )}
    </div>
  );
}
