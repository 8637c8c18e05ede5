import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ListError } from './list-page';

/** What ListResults reads of a TanStack query result (or of a page's own mix of two, as the bills list has). */
export type ListQuery<T> = {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * The results of a list in their four states, in this order: the error with the server's reason and "Try again";
 * the skeleton until the first reply; the empty state (why nothing is listed, and the way on); the rows.
 */
export function ListResults<T, Rows extends readonly unknown[]>({
  query,
  what,
  rows,
  skeleton,
  empty,
  children,
}: {
  query: ListQuery<T>;
  /** What is listed, in the sentence "The {what} could not be loaded." */
  what: string;
  /** The reply's rows (or the part the screen shows of them); none is the empty state. */
  rows: (data: T) => Rows;
  /** Drawn until the first reply: a ListSkeleton, or the shape of the rows to come. */
  skeleton: ReactNode;
  /** An EmptyState saying why nothing is listed and what to do next; a function when that depends on the reply. */
  empty: ReactNode | ((data: T) => ReactNode);
  /** Draws the rows (never called with none). */
  children: (rows: Rows, data: T) => ReactNode;
}) {
  if (query.isError) {
    return <ListError what={what} message={query.error?.message} onRetry={() => query.refetch()} />;
  }
  if (query.data === undefined) return <>{skeleton}</>;
  const shown = rows(query.data);
  if (shown.length === 0) return <>{typeof empty === 'function' ? empty(query.data) : empty}</>;
  return <>{children(shown, query.data)}</>;
}

/** Grey placeholder rows while a list loads, announced as "Loading {what}". */
export function ListSkeleton({
  label,
  rows = 6,
  rowClassName = 'h-14 w-full',
  className,
}: {
  /** The status's accessible name, e.g. "Loading committees". */
  label: string;
  rows?: number;
  rowClassName?: string;
  /** The rows' container: a column by default, a grid for cards. */
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('flex flex-col gap-2', className)}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}
