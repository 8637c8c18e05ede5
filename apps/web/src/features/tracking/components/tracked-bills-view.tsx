import { formatCount } from '@statehouse/shared/common/plain-format';
import {
  defaultTrackedBillOrder,
  type TrackedBillSortField,
  trackedBillSortFields,
} from '@statehouse/shared/tracking/tracking.schemas';
import { BookmarkIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSort } from '@/components/list-page/list-sort';
import type { StateOption } from '@/components/states-filter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTrackedBills } from '../api/get-tracked-bills';
import {
  countTrackedFilters,
  parseTrackedFilters,
  type TrackedFilters,
  trackedFiltersToSearchParams,
  withTrackedFilter,
} from '../utils/tracked-filters';
import { BulkActionsBar, type TagOption } from './bulk-actions-bar';
import { TrackedBillCards, TrackedBillsTable } from './tracked-bills-results';
import { type OwnerOptions, TrackedFiltersPanel } from './tracked-filters-panel';

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

export type TrackedBillsViewProps = {
  stateOptions: readonly StateOption[];
  tags: TagOption[];
  canSetPosition: boolean;
  /** More header buttons from other features (a tag's calendar feed), composed by the route. */
  actions?: ReactNode;
  /**
   * Whom a bill may be owned by, in analyst-portal accounts only (decision 073: owners are set and the teams call
   * answers there alone). Given, the list shows an Owner column and an owner filter; absent, neither.
   */
  owners?: OwnerOptions;
};

/**
 * /track-bills: the bills carrying a tag the user sees. Every filter, the sort and the page live in the URL
 * (parsed with the API's own schema); the selection is the page's own and survives paging.
 */
export function TrackedBillsView({ stateOptions, tags, canSetPosition, actions, owners }: TrackedBillsViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseTrackedFilters(searchParams), [searchParams]);
  const query = useTrackedBills(filters);
  const isWide = useMediaQuery('(min-width: 768px)');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);

  const update = (next: TrackedFilters) => setSearchParams(trackedFiltersToSearchParams(next));
  const change = (part: Partial<TrackedFilters>) => update(withTrackedFilter(filters, part));
  const sort = filters.sort ?? 'lastAction';
  const order = filters.order ?? defaultTrackedBillOrder(sort);
  const activeFilters = countTrackedFilters(filters);
  const items = query.data?.items ?? [];

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

  const count = query.data
    ? `${formatCount(query.data.total)} tracked ${query.data.total === 1 ? 'bill' : 'bills'}`
    : 'Loading…';

  const empty =
    activeFilters > 0 ? (
      <EmptyState
        icon={SearchXIcon}
        title="No tracked bills match these filters"
        reason="Your tracked bills are all there; these filters leave none of them."
      >
        <Button variant="outline" size="sm" onClick={() => update(parseTrackedFilters(new URLSearchParams()))}>
          Clear all filters
        </Button>
      </EmptyState>
    ) : (
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
    );
  const Results = isWide ? TrackedBillsTable : TrackedBillCards;
  const results = (
    <ListResults
      query={query}
      what="tracked bills"
      rows={(reply) => reply.items}
      skeleton={<ListSkeleton label="Loading tracked bills" className="rounded-lg border p-3" />}
      empty={empty}
    >
      {(rows) => (
        <Results
          items={rows}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          showOwner={owners !== undefined}
        />
      )}
    </ListResults>
  );

  return (
    <ListPage
      title="Tracked Bills"
      description="Every bill carrying one of your tags, with its latest action, next hearing and your team’s positions."
      count={count}
      actions={
        <>
          {actions}
          <Button asChild variant="outline" size="sm">
            <Link to={paths.tracking.uploadTrackList}>Upload a track list</Link>
          </Button>
        </>
      }
      search={
        <form
          aria-label="Search tracked bills"
          className="flex max-w-xl gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            change({ search: search.trim() || undefined });
          }}
        >
          <Input
            type="search"
            aria-label="Search tracked bills"
            placeholder="Bill number or words of the title"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <SearchIcon aria-hidden="true" />
            Search
          </Button>
        </form>
      }
      filters={
        <TrackedFiltersPanel
          filters={filters}
          stateOptions={stateOptions}
          tags={tags}
          owners={owners}
          onChange={change}
        />
      }
      activeFilterCount={activeFilters}
      toolbar={
        <ListSort
          value={sort}
          order={order}
          options={trackedBillSortFields
            .filter((field) => field !== 'owner' || owners !== undefined)
            .map((field) => ({ value: field, label: sortLabels[field] }))}
          onSort={(field) => change({ sort: field, order: undefined })}
          onOrder={(next) => change({ order: next })}
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
        query.data && query.data.total > 0 ? (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={query.data.total}
            onPage={(page) => update({ ...filters, page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        ) : null
      }
    >
      {results}
    </ListPage>
  );
}
