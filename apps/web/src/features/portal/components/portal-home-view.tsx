import { FileTextIcon, LockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortal } from '@/hooks/use-portal';
import { ApiError } from '@/lib/api-client';
import { usePortalInfo, usePortalSignOut, usePortalTrackedActivity } from '../api/portal-visitor';
import { PortalBanner } from './portal-banner';
import { PortalBillRow } from './portal-bill-row';

/** The portal's home: its branding and, for a visitor who may read, the shared bills (latest action first). */
export function PortalHomeView() {
  const { name: portalKey, href } = usePortal();
  const info = usePortalInfo();
  const mayRead = info.data ? info.data.signedIn || info.data.accessMode === 'link' : false;
  const bills = usePortalTrackedActivity(mayRead);
  const signOut = usePortalSignOut();

  if (info.isPending) return <Skeleton className="mx-auto my-10 h-40 max-w-5xl" />;
  if (info.isError) {
    const missing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={LockIcon}
        title={missing ? 'No such portal' : 'The portal could not be loaded'}
        reason={
          missing
            ? `There is no portal called “${portalKey ?? ''}”. Check the address your organization sent you.`
            : info.error.message
        }
      />
    );
  }
  const portal = info.data;
  return (
    <section className="mx-auto flex max-w-5xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6">
      <PortalBanner {...portal} />
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Shared legislation</h2>
        {portal.signedIn ? (
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="truncate text-muted-foreground">Signed in as {portal.visitorName}</span>
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sign out
            </Button>
          </div>
        ) : (
          <Button asChild size="sm" variant={mayRead ? 'outline' : 'default'}>
            <Link to={href('/auth')}>Sign in</Link>
          </Button>
        )}
      </div>
      {!mayRead ? (
        <EmptyState
          icon={LockIcon}
          title="Sign in to see the shared bills"
          reason={`${portal.name} shares its bills with the people it lists. Sign in with your e-mail address.`}
        >
          <Button asChild>
            <Link to={href('/auth')}>Sign in to the portal</Link>
          </Button>
        </EmptyState>
      ) : bills.isPending ? (
        <Skeleton className="h-40" />
      ) : bills.isError ? (
        <EmptyState title="The shared bills could not be loaded" reason={bills.error.message} />
      ) : bills.data.items.length === 0 ? (
        <EmptyState
          icon={FileTextIcon}
          title="Nothing is shared yet"
          reason={`${portal.name} has not shared any bills through this portal yet. Check back later.`}
        />
      ) : (
        <ul className="rounded-lg border px-4" aria-label="Shared bills">
          {bills.data.items.map((bill) => (
            <PortalBillRow key={bill.id} bill={bill} href={href(`/bills/${encodeURIComponent(bill.id)}`)} />
          ))}
        </ul>
      )}
    </section>
  );
}
