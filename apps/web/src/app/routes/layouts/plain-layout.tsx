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
      <main className="flex flex-1 flex-col items-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-lg rounded-xl border bg-card text-card-foreground shadow-sm">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
