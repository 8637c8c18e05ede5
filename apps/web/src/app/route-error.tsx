import { RefreshCwIcon } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePortal } from '@/hooks/use-portal';
import { isChunkLoadError } from '@/lib/lazy-with-timeout';
import { NotFound } from './routes/not-found';

function ErrorScreen({ title, message, showHome }: { title: string; message: string; showHome: boolean }) {
  const { href } = usePortal();
  return (
    <div role="alert" className="flex min-h-[60svh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          Reload
        </Button>
        {showHome && (
          <Button variant="outline" asChild>
            <Link to={href('/')}>Back to home</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The error element of the root and of each layout, so a failed page keeps its header and sidebar. */
export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title="Loading chunk failed"
        message="This page could not be loaded. A new version of Statehouse may have been released, or the connection dropped. Reload to try again."
        showHome={false}
      />
    );
  }
  return (
    <ErrorScreen
      title="Something went wrong"
      message="An unexpected error stopped this page from showing. Reload to try again, or go back to the home page."
      showHome
    />
  );
}
