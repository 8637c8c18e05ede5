import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/config/paths';

/** Sign-in, invitation and setup screens: the brand, the page, nothing to wander off to. */
export function Component() {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex h-16 items-center justify-between px-4 sm:px-6">
        <Link to={paths.home} aria-label="Statehouse home" className="rounded-md">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 flex-col items-center">
        <Outlet />
      </main>
    </div>
  );
}
