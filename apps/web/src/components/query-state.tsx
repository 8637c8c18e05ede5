import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** What QueryState reads of a TanStack query result. */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** One query's loading (skeleton rows), error (the reason and "Try again") and data states: every tab and panel. */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: QueryLike<T>;
  /** What is loading, in the sentence "The {label} could not be loaded". */
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm">
        <span className="text-destructive">
          The {label} could not be loaded{query.error ? `: ${query.error.message}` : '.'}
        </span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div role="status" aria-label={`Loading ${label}`} className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-2/3" />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
