import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SiteHeader } from '@/features/marketing/components/site-header';

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
      <SiteFooter />
      {authRequested && (
        <Suspense fallback={null}>
          <AuthDialog open={authOpen} onOpenChange={setAuthOpen} initialTab="login" />
        </Suspense>
      )}
    </div>
  );
}
