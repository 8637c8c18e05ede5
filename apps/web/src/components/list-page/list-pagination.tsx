import { formatCount } from '@statehouse/shared/common/plain-format';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';

type ListPaginationProps = {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** With it, a "Per page" select; without it the list's page size is fixed. */
  onPageSize?: (pageSize: number) => void;
  /** The page sizes offered; the list's query schema must accept each. */
  pageSizes?: readonly number[];
  /** The navigation's accessible name, when a screen has several paged lists ("Pages of deliveries to …"). */
  label?: string;
  /** Said at the left instead of "x–y of n" (a list that counts in its own words: "12 deliveries"). */
  summary?: ReactNode;
} & (
  | {
      /** Rows in the whole list: "x–y of n" and "Page p of q". */
      total: number;
      hasMore?: undefined;
    }
  | {
      /**
       * The list's total is unknown (the server answers a page and whether another follows): only "Page p" with
       * Previous and Next, Next while there is more.
       */
      hasMore: boolean;
      total?: undefined;
    }
);

export const defaultPageSizes = [25, 50, 100] as const;

/** Rows x–y of n, the page size and previous/next: the foot of every paged list. */
export function ListPagination({
  page,
  pageSize,
  total,
  hasMore,
  onPage,
  onPageSize,
  pageSizes = defaultPageSizes,
  label = 'Pagination',
  summary,
}: ListPaginationProps) {
  const id = useId();
  const known = total !== undefined;
  const pages = known ? Math.max(1, Math.ceil(total / pageSize)) : undefined;
  const isLast = pages !== undefined ? page >= pages : !hasMore;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {summary !== undefined ? (
        <p className="text-muted-foreground" aria-live="polite">
          {summary}
        </p>
      ) : (
        known && (
          <p className="text-muted-foreground" aria-live="polite">
            {formatCount(total === 0 ? 0 : (page - 1) * pageSize + 1)}–{formatCount(Math.min(total, page * pageSize))}{' '}
            of {formatCount(total)}
          </p>
        )
      )}
      {/* On a phone the page size and the paging wrap as two groups, never into letter-high columns. */}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {onPageSize && (
          <span className="flex items-center gap-2">
            <label htmlFor={id} className="whitespace-nowrap text-muted-foreground">
              Per page
            </label>
            <select
              id={id}
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-8 rounded-md border border-input bg-background px-2 text-sm"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        )}
        <span className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <span className="whitespace-nowrap tabular-nums">
            Page {page}
            {pages !== undefined && ` of ${formatCount(pages)}`}
          </span>
          <Button variant="outline" size="sm" disabled={isLast} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </span>
      </div>
    </nav>
  );
}
