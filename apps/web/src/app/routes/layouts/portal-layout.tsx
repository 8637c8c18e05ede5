import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { usePortalLive } from '@/features/portal/api/portal-live';
import { usePortalInfo } from '@/features/portal/api/portal-visitor';
import { PortalLogo } from '@/features/portal/components/portal-logo';
import { usePortal } from '@/hooks/use-portal';

export function Component() {
  const { name: portal, href } = usePortal();
  // The portal's own logo beside the product's mark, once its public branding has loaded (none until uploaded).
  const info = usePortalInfo(Boolean(portal));
  const logoUrl = portal ? info.data?.logoUrl : null;
  // The portal's pages follow the account's changes while the visitor may read it (decision 084).
  usePortalLive(Boolean(portal && info.data && (info.data.signedIn || info.data.accessMode === 'link')));
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-30 border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Link to={href(paths.portal.home)} aria-label="Portal home" className="rounded-md">
              <Logo showName={!logoUrl} />
            </Link>
            {logoUrl && <PortalLogo logoUrl={logoUrl} name={info.data?.name ?? ''} className="h-9 max-w-28" />}
            {portal && (
              <Badge variant="secondary" className="min-w-0 truncate">
                {portal}
              </Badge>
            )}
          </div>
          <ThemeToggle />
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
