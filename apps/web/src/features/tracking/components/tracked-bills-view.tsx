import { formatCount } from '@statehouse/shared/common/plain-format';
import {
  type TrackedBill,
  type TrackedBillSortField,
  trackedBillSortFields,
} from '@statehouse/shared/tracking/tracking.schemas';
import { BookmarkIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { ListSort } from '@/components/list-page/list-sort';
import type { StateOption } from '@/components/states-filter';
import type { ExportColumn } from '@/components/table-export';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { TrackedBillsList } from '../hooks/use-tracked-bills-list';
import { BulkActionsBar, type TagOption } from './bulk-actions-bar';
import { TrackedBillCards, type TrackedBillColumn, TrackedBillsTable } from './tracked-bills-results';
import { type OwnerOptions, TrackedFiltersPanel, type TrackerOption } from './tracked-filters-panel';

const sortLabels: Record<TrackedBillSortField, string> = {
  lastAction: 'Latest action',
  tracked: 'Date tracked',
  nextHearing: 'Next hearing',
  billNumber: 'Bill number',
  status: 'Status',
  title: 'Title',
  state: 'State',
  owner: 'Owner',
};

/** The most bills an export of the whole list holds. */
const EXPORT_MAX_BILLS = 5000;

/** An export of the whole list: the bill's facts, the route's columns after its status. */
function exportColumnsOf(columns: readonly TrackedBillColumn[]): ExportColumn<TrackedBill>[] {
  const extra = columns.flatMap(({ header, exportValue }) =>
    exportValue ? [{ header, width: 30, value: exportValue }] : [],
  );
  return [
    { header: 'Bill', width: 14, value: (bill) => `${bill.stateCode} ${bill.identifier}` },
    { header: 'Title', width: 60, value: (bill) => bill.title },
    { header: 'Session', width: 20, value: (bill) => bill.sessionName },
    { header: 'Status', width: 18, value: (bill) => bill.statusLabel },
    ...extra,
    { header: 'Tags', width: 30, value: (bill) => bill.tags.map((tag) => tag.name).join('; ') },
    { header: 'Latest action date', width: 14, value: (bill) => bill.lastActionDate ?? '' },
    { header: 'Latest action', width: 50, value: (bill) => bill.lastActionText ?? '' },
    { header: 'First tracked', width: 14, value: (bill) => bill.firstTrackedAt.slice(0, 10) },
  ];
}

export type TrackedBillsViewProps = {
  /** The list, its URL filters and its reply (useTrackedBillsList), held by the route. */
  list: TrackedBillsList;
  stateOptions: readonly StateOption[];
  tags: TagOption[];
  /** Whether the caller may set positions in bulk (admins and users). */
  canSetPosition?: boolean;
  description?: string;
  /** More header buttons from other features (a tag's calendar feed, a bill report), composed by the route. */
  actions?: ReactNode;
  /**
   * Whom a bill may be owned by, in analyst-portal accounts only (decision 073: owners are set and the teams call
   * answers there alone). Given, the list shows an Owner column and an owner filter; absent, neither.
   */
  owners?: OwnerOptions;
  /** The lobbyists' list only: the lobbyists it may be narrowed to (advocates feature). */
  trackers?: readonly TrackerOption[];
  /** Columns from other features, after the status (who tracks each bill, how many advocates do). */
  columns?: readonly TrackedBillColumn[];
  /**
   * A view of others' tracking: no selection, so no bulk actions (they change the caller's own tags and the
   * account's positions) and no upload; the header's export takes the whole list instead.
   */
  readOnly?: boolean;
  /** Given, the header offers the whole list (every page of the filters) as CSV or Excel, in files named so. */
  exportFileStem?: string;
  /** What an unfiltered empty list says; by default, how to start tracking. */
  empty?: ReactNode;
};

/**
 * A tracked-bills list (/track-bills, the lobbyist portal's /tracked-bills): filters, sort and page in the URL,
 * each bill with its status, tags, position, latest action and next hearing. The selection is the page's own and
 * survives paging.
 */
export function TrackedBillsView({
  list,
  stateOptions,
  tags,
  canSetPosition = false,
  description = 'Every bill carrying one of your tags, with its latest action, next hearing and your team’s positions.',
  actions,
  owners,
  trackers,
  columns = [],
  readOnly = false,
  exportFileStem,
  empty,
}: TrackedBillsViewProps) {
  const { filters, query } = list;
  const isWide = useMediaQuery('(min-width: 768px)');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  const toggle = (billId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(billId);
      else next.delete(billId);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const bill of items) {
        if (checked) next.add(bill.id);
        else next.delete(bill.id);
      }
      return next;
    });

  const emptyState =
    list.activeFilterCount > 0 ? (
      <EmptyState
        icon={SearchXIcon}
        title="No tracked bills match these filters"
        reason="Other bills are tracked; these filters leave none of them."
      >
        <Button variant="outline" size="sm" onClick={list.clear}>
          Clear all filters
        </Button>
      </EmptyState>
    ) : (
      (empty ?? (
        <EmptyState
          icon={BookmarkIcon}
          title="You are not tracking any bills yet"
          reason="A bill is tracked once it carries one of your tags: tag bills from their pages, or upload a list of bill numbers."
        >
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild size="sm">
              <Link to={paths.bills.list}>Find bills</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.tracking.uploadTrackList}>Upload a track list</Link>
            </Button>
          </div>
        </EmptyState>
      ))
    );
  const Results = isWide ? TrackedBillsTable : TrackedBillCards;

  return (
    <ListPage
      title="Tracked Bills"
      description={description}
      count={query.data ? `${formatCount(total)} tracked ${total === 1 ? 'bill' : 'bills'}` : 'Loading…'}
      actions={
        <div className="flex flex-wrap gap-2">
          {actions}
          {exportFileStem && (
            <ExportMenu
              columns={exportColumnsOf(columns)}
              loadRows={() => list.loadAll(EXPORT_MAX_BILLS)}
              total={total}
              noun="tracked bills"
              fileStem={exportFileStem}
            />
          )}
          {!readOnly && (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.tracking.uploadTrackList}>Upload a track list</Link>
            </Button>
          )}
        </div>
      }
      search={
        <ListSearchForm
          label="Search tracked bills"
          placeholder="Bill number or words of the title"
          value={filters.search ?? ''}
          onSearch={(search) => list.change({ search: search || undefined })}
        />
      }
      filters={
        <TrackedFiltersPanel
          list={list.list}
          filters={filters}
          stateOptions={stateOptions}
          tags={tags}
          owners={owners}
          trackers={trackers}
          onChange={list.change}
        />
      }
      activeFilterCount={list.activeFilterCount}
      toolbar={
        <ListSort
          value={list.sort}
          order={list.order}
          options={trackedBillSortFields
            .filter((field) => field !== 'owner' || owners !== undefined)
            .map((field) => ({ value: field, label: sortLabels[field] }))}
          onSort={(field) => list.change({ sort: field, order: undefined })}
          onOrder={(order) => list.change({ order })}
        />
      }
      chips={
        selected.size > 0 ? (
          <BulkActionsBar
            billIds={[...selected]}
            tags={tags}
            canSetPosition={canSetPosition}
            onClear={() => setSelected(new Set())}
          />
        ) : null
      }
      footer={
        total > 0 ? (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={total}
            onPage={list.setPage}
            onPageSize={(pageSize) => list.change({ pageSize })}
          />
        ) : null
      }
    >
      <ListResults
        query={query}
        what="tracked bills"
        rows={(reply) => reply.items}
        skeleton={<ListSkeleton label="Loading tracked bills" className="rounded-lg border p-3" />}
        empty={emptyState}
      >
        {(rows) => (
          <Results
            items={rows}
            selection={readOnly ? undefined : { selected, onToggle: toggle, onToggleAll: toggleAll }}
            showOwner={owners !== undefined}
            columns={columns}
          />
        )}
      </ListResults>
    </ListPage>
  );
}
