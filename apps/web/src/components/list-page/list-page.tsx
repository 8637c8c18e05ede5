import { FilterIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useMediaQuery } from '@/hooks/use-media-query';

export type ListPageProps = {
  title: string;
  description?: string;
  /** "1,234 bills" (or "Searching…" while the first page loads); announced politely. */
  count: ReactNode;
  /** Top right of the header: the export menu and other whole-list actions. */
  actions?: ReactNode;
  /** Under the header: the search box. */
  search?: ReactNode;
  /** The facets panel: a sticky column from 1024 px, a sheet behind a "Filters (n)" button below that. */
  filters: ReactNode;
  /** How many filters are on, shown on the narrow screens' button. */
  activeFilterCount: number;
  /** The toolbar above the results: view switches, then the sort control (ListSort) at the right. */
  toolbar?: ReactNode;
  /** Between the toolbar and the results: the chips of the active filters. */
  chips?: ReactNode;
  /** The results, or their loading, error or empty state (EmptyState). */
  children: ReactNode;
  /** Under the results: paging (ListPagination) or "load more". */
  footer?: ReactNode;
};

/**
 * The frame of every filterable list (bills first; members, committees, statutes, lobbying next): header with
 * count and export, search, facets beside the results (or in a sheet on narrow screens), sort, chips, paging.
 * It holds no list state: the page keeps its filters in the URL and passes the parts in.
 */
export function ListPage({
  title,
  description,
  count,
  actions,
  search,
  filters,
  activeFilterCount,
  toolbar,
  chips,
  children,
  footer,
}: ListPageProps) {
  const isWide = useMediaQuery('(min-width: 1024px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{description}</p>}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {count}
          </p>
        </div>
        {actions}
      </div>

      {search && <div className="mt-4">{search}</div>}

      <div className="mt-5 grid gap-6 lg:grid-cols-[260px_minmax(0,1fr)]">
        {isWide && (
          <aside
            aria-label="Filters"
            className="min-w-0 self-start lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pr-2"
          >
            {filters}
          </aside>
        )}
        <section aria-label="Results" className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            {!isWide && (
              // The button outside the sheet: the sheet's code loads when it first opens (decision 053), and what
              // it wraps is mounted afresh then; the button keeps its place and gets the focus back on close.
              <>
                <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
                  <FilterIcon aria-hidden="true" />
                  Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
                </Button>
                <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
                  <SheetContent side="left" className="w-[88%] max-w-sm overflow-y-auto">
                    <SheetHeader>
                      <SheetTitle>Filters</SheetTitle>
                      <SheetDescription>Narrow the list; counts are for the current results.</SheetDescription>
                    </SheetHeader>
                    <div className="px-4 pb-6">{filters}</div>
                  </SheetContent>
                </Sheet>
              </>
            )}
            {toolbar}
          </div>
          {chips}
          {children}
          {footer}
        </section>
      </div>
    </div>
  );
}

/** The list could not be loaded: what failed, the server's reason, and a retry. */
export function ListError({ what, message, onRetry }: { what: string; message?: string; onRetry?: () => unknown }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-6">
      <p className="font-medium">The {what} could not be loaded.</p>
      {message && <p className="text-sm text-muted-foreground">{message}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={() => void onRetry()}>
          Try again
        </Button>
      )}
    </div>
  );
}
