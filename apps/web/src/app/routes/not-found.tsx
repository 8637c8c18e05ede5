import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { usePortal } from '@/hooks/use-portal';

export function NotFound() {
  const { href } = usePortal();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <Link to={href('/')} aria-label="Statehouse home">
        <Logo />
      </Link>
      <p className="text-sm font-semibold tracking-widest text-highlight">404</p>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <Button asChild>
        <Link to={href('/')}>Back to home</Link>
      </Button>
    </main>
  );
}

export { NotFound as Component };
