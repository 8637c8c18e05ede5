import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { usePortal } from '@/hooks/use-portal';

export function Component() {
  const { name: portal, href } = usePortal();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-30 border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Link to={href(paths.portal.home)} aria-label="Portal home" className="rounded-md">
              <Logo />
            </Link>
            {portal && (
              <Badge variant="secondary" className="truncate">
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
