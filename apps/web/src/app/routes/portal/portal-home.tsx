import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePortal } from '@/hooks/use-portal';

export function Component() {
  const { name: portal, href } = usePortal();
  return (
    <section className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Statehouse Portal</h1>
      {portal && <p className="text-lg font-medium text-highlight">Portal: {portal}</p>}
      <p className="max-w-2xl text-lg text-muted-foreground">
        Follow the legislation this organization shares with you: tracked bills, their status and the latest activity.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to={href(paths.portal.auth)}>Sign in to the portal</Link>
      </Button>
    </section>
  );
}
