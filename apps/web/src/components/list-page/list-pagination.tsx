import { formatCount } from '@statehouse/shared/common/plain-format';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

type ListPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The page sizes offered; the list's query schema must accept each. */
  pageSizes?: readonly number[];
};

export const defaultPageSizes = [25, 50, 100] as const;

/** Rows x–y of n, the page size and previous/next: the foot of every paged list. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  pageSizes = defaultPageSizes,
}: ListPaginationProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-muted-foreground">
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
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="tabular-nums">
          Page {page} of {formatCount(pages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
