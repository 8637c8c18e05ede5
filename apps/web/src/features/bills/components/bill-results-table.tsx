import type { BillSortField, BillSummary, SortOrder } from '@statehouse/shared/bills/bills.schemas';
import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EntityLink } from '@/components/entity-link';
import { SnippetText } from '@/components/snippet-text';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { BillRelevanceNote } from './bill-relevance-note';
import { BillStatusBadge } from './bill-status-badge';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, BillSummary>();

/** Column id -> the API's sort field, for the headers that sort. */
const sortFieldOf: Record<string, BillSortField | undefined> = {
  bill: 'billNumber',
  title: 'title',
  status: 'status',
  lastAction: 'lastAction',
  state: 'state',
};

// Widths follow the table's own width (a container query), not the window's: at 1280 px with the app
// sidebar and the filters open the table is only about 680 px wide. Lower-priority columns then fold into
// the cells beside them (sponsors under the title, the last action date under the status) so the title
// keeps room to be read.
const widths: Record<string, string> = {
  bill: 'w-28 shrink-0',
  title: 'min-w-0 flex-1',
  status: 'w-28 shrink-0',
  lastAction: 'w-40 shrink-0 @5xl:w-48',
  sponsors: 'w-36 shrink-0',
};

/** Columns shown only from a table width up; `th` and `td` differ only in their display. */
const shownFrom: Record<string, { th: string; td: string } | undefined> = {
  lastAction: { th: 'hidden @xl:flex', td: 'hidden @xl:block' },
  sponsors: { th: 'hidden @4xl:flex', td: 'hidden @4xl:block' },
};

function SponsorName({ sponsors }: { sponsors: BillSummary['primarySponsors'] }) {
  const [first, ...rest] = sponsors;
  if (!first) return null;
  return (
    <>
      {first.name}
      {first.party && <span className="text-muted-foreground"> ({first.party})</span>}
      {rest.length > 0 && <span className="text-xs text-muted-foreground"> +{rest.length}</span>}
    </>
  );
}

const columns = helper.columns([
  helper.display({
    id: 'bill',
    header: 'Bill',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <EntityLink
          kind="bill"
          id={row.original.id}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {row.original.identifier}
        </EntityLink>
        <span className="text-xs text-muted-foreground">
          {row.original.stateCode} · {row.original.sessionCode}
        </span>
      </div>
    ),
  }),
  helper.display({
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-col gap-1">
        <span className="line-clamp-2 text-sm">{row.original.title}</span>
        {row.original.snippet && <SnippetText snippet={row.original.snippet} className="line-clamp-2 text-xs" />}
        <BillRelevanceNote relevance={row.original.relevance} className="line-clamp-2" />
        {row.original.primarySponsors.length > 0 && (
          <span className="truncate text-xs @4xl:hidden" data-testid="sponsor-inline">
            <span className="text-muted-foreground">Sponsor: </span>
            <SponsorName sponsors={row.original.primarySponsors} />
          </span>
        )}
      </div>
    ),
  }),
  helper.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-col items-start gap-1">
        <BillStatusBadge status={row.original.status} label={row.original.statusLabel} />
        <span className="text-xs text-muted-foreground tabular-nums @xl:hidden">
          {formatCalendarDate(row.original.lastActionDate)}
        </span>
      </div>
    ),
  }),
  helper.display({
    id: 'lastAction',
    header: 'Last action',
    cell: ({ row }) => (
      <div className="flex flex-col text-sm">
        <span className="tabular-nums">{formatCalendarDate(row.original.lastActionDate)}</span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{row.original.lastActionText}</span>
      </div>
    ),
  }),
  helper.display({
    id: 'sponsors',
    header: 'Sponsors',
    cell: ({ row }) =>
      row.original.primarySponsors.length === 0 ? (
        <span className="text-xs text-muted-foreground">—</span>
      ) : (
        <span className="line-clamp-2 text-sm">
          <SponsorName sponsors={row.original.primarySponsors} />
        </span>
      ),
  }),
]);

/** Past this many rows only the visible ones are in the DOM. */
export const VIRTUALIZE_AFTER = 60;
const ROW_ESTIMATE = 76;

export type BillResultsTableProps = {
  bills: readonly BillSummary[];
  sort: BillSortField | undefined;
  order: SortOrder | undefined;
  onSort: (sort: BillSortField, order: SortOrder) => void;
  isFetching?: boolean;
  /** Called when the last rows come into view (continuous scrolling). */
  onEndReached?: () => void;
  className?: string;
};

const defaultOrder = (field: BillSortField): SortOrder =>
  field === 'lastAction' || field === 'introduced' || field === 'status' || field === 'relevance' ? 'desc' : 'asc';

/**
 * The result list as a table: the API sorts, the table renders. Rows are virtualized once the list is long,
 * so thousands of rows scroll smoothly. Arrow keys move between rows; Enter opens the bill.
 */
export function BillResultsTable({
  bills,
  sort,
  order,
  onSort,
  isFetching,
  onEndReached,
  className,
}: BillResultsTableProps) {
  const table = useTable({
    features,
    columns,
    data: bills as BillSummary[],
    getRowId: (bill: BillSummary) => bill.id,
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const virtualize = rows.length > VIRTUALIZE_AFTER;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    enabled: virtualize,
    onChange: (instance) => {
      const last = instance.getVirtualItems().at(-1);
      if (onEndReached && last && last.index >= rows.length - 5) onEndReached();
    },
  });
  const items = virtualize
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: 0, key: rows[index]?.id ?? index }));

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const bill = rows[index]?.original;
    if (event.key === 'Enter' && event.target === event.currentTarget && bill) {
      navigate(paths.bills.detail(bill.id));
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const next = Math.min(rows.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)));
    if (virtualize) virtualizer.scrollToIndex(next);
    requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${next}"]`)?.focus();
    });
  };

  return (
    <div
      ref={scrollRef}
      className={cn('@container relative max-h-[70vh] overflow-auto rounded-lg border', className)}
      aria-busy={isFetching}
    >
      <table className="grid w-full text-left" aria-rowcount={rows.length + 1}>
        <thead className="sticky top-0 z-10 grid border-b bg-muted/95 backdrop-blur">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="flex w-full">
              {group.headers.map((header) => {
                const field = sortFieldOf[header.column.id];
                const active = field !== undefined && field === sort;
                const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th
                    key={header.id}
                    aria-sort={ariaSort}
                    className={cn(
                      'flex items-center px-3 py-2 text-xs font-semibold text-muted-foreground',
                      widths[header.column.id],
                      shownFrom[header.column.id]?.th,
                    )}
                  >
                    {field ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        onClick={() => onSort(field, active ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(field))}
                      >
                        <table.FlexRender header={header} />
                        {active ? (
                          order === 'asc' ? (
                            <ArrowUpIcon className="size-3" aria-hidden="true" />
                          ) : (
                            <ArrowDownIcon className="size-3" aria-hidden="true" />
                          )
                        ) : (
                          <ArrowUpDownIcon className="size-3 opacity-40" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody
          className={cn('grid', isFetching && 'opacity-60 transition-opacity')}
          style={virtualize ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
        >
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                ref={virtualize ? virtualizer.measureElement : undefined}
                tabIndex={0}
                onKeyDown={(event) => onRowKeyDown(event, item.index)}
                className="flex w-full border-b outline-none last:border-b-0 hover:bg-muted/40 focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                style={
                  virtualize
                    ? { position: 'absolute', transform: `translateY(${item.start}px)`, width: '100%' }
                    : undefined
                }
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn('px-3 py-2.5 align-top', widths[cell.column.id], shownFrom[cell.column.id]?.td)}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
