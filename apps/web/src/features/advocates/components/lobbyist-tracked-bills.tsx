import { formatCount } from '@statehouse/shared/common/plain-format';
import {
  type TrackedBill,
  type TrackedBillSortField,
  type TrackedBillsReply,
  trackedBillSortFields,
} from '@statehouse/shared/tracking/tracking.schemas';
import { BookmarkIcon, SearchXIcon, UsersIcon, XIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { type ListQuery, ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { ListSort } from '@/components/list-page/list-sort';
import type { ExportColumn } from '@/components/table-export';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatDay } from '@/lib/format-date';
import { useAdvocates } from '../api/get-advocates';
import { useTrackingCounts } from '../api/get-tracking-counts';
import type { LobbyistBillsChange, LobbyistBillsFilters } from '../utils/lobbyist-bills-params';
import { StateSelect } from './state-select';

const sortLabels: Record<Exclude<TrackedBillSortField, 'owner'>, string> = {
  lastAction: 'Latest action',
  tracked: 'Date tracked',
  nextHearing: 'Next hearing',
  billNumber: 'Bill number',
  status: 'Status',
  title: 'Title',
  state: 'State',
};
const sortOptions = trackedBillSortFields
  .filter((field): field is Exclude<TrackedBillSortField, 'owner'> => field !== 'owner')
  .map((field) => ({ value: field, label: sortLabels[field] }));

const lobbyistsOf = (bill: TrackedBill) => bill.trackedBy.filter((user) => user.isLobbyist);
const billLabel = (bill: TrackedBill) => `${bill.stateCode} ${bill.identifier}`;

/** The exported file: every bill of the filters, with its lobbyists and tags. */
const exportColumns: ExportColumn<TrackedBill>[] = [
  { header: 'Bill', width: 14, value: billLabel },
  { header: 'Title', width: 60, value: (bill) => bill.title },
  { header: 'Session', width: 20, value: (bill) => bill.sessionName },
  { header: 'Status', width: 18, value: (bill) => bill.statusLabel },
  {
    header: 'Lobbyists',
    width: 30,
    value: (bill) =>
      lobbyistsOf(bill)
        .map((user) => user.name)
        .join('; '),
  },
  { header: 'Tags', width: 30, value: (bill) => bill.tags.map((tag) => tag.name).join('; ') },
  { header: 'Latest action date', width: 14, value: (bill) => bill.lastActionDate ?? '' },
  { header: 'Latest action', width: 50, value: (bill) => bill.lastActionText ?? '' },
  { header: 'First tracked', width: 14, value: (bill) => bill.firstTrackedAt.slice(0, 10) },
];

export type LobbyistTrackedBillsProps = {
  filters: LobbyistBillsFilters;
  onChange: (change: LobbyistBillsChange) => void;
  onClear: () => void;
  activeFilterCount: number;
  /** The lobbyists' tracked bills (the tracking feature's account list, lobbyist users only), from the route. */
  query: ListQuery<TrackedBillsReply>;
  /** Every bill of the filters, for the export. */
  loadAll: () => Promise<readonly TrackedBill[]>;
  /** The name of each tag the filter may name (from the tags feature), for its chip. */
  tagNames: ReadonlyMap<number, string>;
  isAdmin: boolean;
  /** More header buttons from other features (a report of these bills), composed by the route. */
  actions?: ReactNode;
};

/**
 * /tracked-bills: the bills the account's lobbyists track, with who tracks each and how many advocates do;
 * filters, sort and page in the URL.
 */
export function LobbyistTrackedBills({
  filters,
  onChange,
  onClear,
  activeFilterCount,
  query,
  loadAll,
  tagNames,
  isAdmin,
  actions,
}: LobbyistTrackedBillsProps) {
  const advocates = useAdvocates(undefined);
  const lobbyists = advocates.data?.data ?? [];
  const items = query.data?.items ?? [];
  const counts = useTrackingCounts(items.map((bill) => bill.id));
  const isWide = useMediaQuery('(min-width: 768px)');
  const total = query.data?.total ?? 0;

  const empty =
    activeFilterCount > 0 ? (
      <EmptyState
        icon={SearchXIcon}
        title="No bills match these filters"
        reason="Your lobbyists track other bills; these filters leave none of them."
      >
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear all filters
        </Button>
      </EmptyState>
    ) : advocates.data && lobbyists.length === 0 ? (
      <EmptyState
        icon={UsersIcon}
        title="No lobbyists yet"
        reason="Invite your lobbyists into the advocate seats of your plan: the bills they track are listed here."
      >
        {isAdmin && (
          <Button asChild size="sm">
            <Link to={paths.lobbyist.invite}>Invite a lobbyist</Link>
          </Button>
        )}
      </EmptyState>
    ) : (
      <EmptyState
        icon={BookmarkIcon}
        title="Your lobbyists track no bills yet"
        reason="A bill is listed once one of your lobbyists tags it, from the bill's page or a track list."
      >
        <Button asChild size="sm" variant="outline">
          <Link to={paths.lobbyist.lobbyists}>See your lobbyists</Link>
        </Button>
      </EmptyState>
    );

  const Results = isWide ? BillsTable : BillCards;
  return (
    <ListPage
      title="Tracked Bills"
      description="Bills tracked across your lobbyists: who tracks each, how many advocates follow it, its tags and latest action."
      count={query.data ? `${formatCount(total)} tracked ${total === 1 ? 'bill' : 'bills'}` : 'Loading…'}
      actions={
        <div className="flex flex-wrap gap-2">
          {actions}
          <ExportMenu
            columns={exportColumns}
            loadRows={loadAll}
            total={total}
            noun="tracked bills"
            fileStem="lobbyist-tracked-bills"
          />
        </div>
      }
      search={
        <ListSearchForm
          label="Search tracked bills"
          placeholder="Bill number or words of the title"
          value={filters.search ?? ''}
          onSearch={(search) => onChange({ search })}
        />
      }
      filters={
        <div className="flex flex-col gap-5">
          <StateSelect
            value={filters.states?.[0] ?? ''}
            onChange={(state) => onChange({ states: state ? [state] : [] })}
          />
          <LobbyistFilter
            lobbyists={lobbyists}
            value={filters.userIds ?? []}
            onChange={(userIds) => onChange({ userIds })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={filters.jointTracked === true}
              onChange={(event) => onChange({ jointTracked: event.target.checked })}
            />
            Tracked by two or more lobbyists
          </label>
        </div>
      }
      activeFilterCount={activeFilterCount}
      toolbar={
        <ListSort
          value={filters.sort === 'owner' ? 'lastAction' : filters.sort}
          order={filters.order}
          options={sortOptions}
          onSort={(sort) => onChange({ sort })}
          onOrder={(order) => onChange({ order })}
        />
      }
      chips={
        filters.tagIds?.length ? (
          <div className="flex flex-wrap gap-2">
            {filters.tagIds.map((tagId) => (
              <Badge key={tagId} variant="secondary" className="gap-1">
                Tag: {tagNames.get(tagId) ?? `#${tagId}`}
                <button
                  type="button"
                  aria-label={`Remove the tag filter ${tagNames.get(tagId) ?? tagId}`}
                  onClick={() => onChange({ tagIds: filters.tagIds?.filter((id) => id !== tagId) })}
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            ))}
          </div>
        ) : null
      }
      footer={
        total > 0 && (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={total}
            onPage={(page) => onChange({ page })}
            onPageSize={(pageSize) => onChange({ pageSize })}
          />
        )
      }
    >
      <ListResults
        query={query}
        what="tracked bills"
        rows={(reply) => reply.items}
        skeleton={<ListSkeleton label="Loading tracked bills" className="rounded-lg border p-3" />}
        empty={empty}
      >
        {(rows) => <Results items={rows} counts={counts.counts} />}
      </ListResults>
    </ListPage>
  );
}

function LobbyistFilter({
  lobbyists,
  value,
  onChange,
}: {
  lobbyists: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (userIds: number[]) => void;
}) {
  const id = useId();
  if (lobbyists.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">Lobbyists</legend>
      {lobbyists.map((lobbyist) => (
        <label key={lobbyist.id} htmlFor={`${id}-${lobbyist.id}`} className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-${lobbyist.id}`}
            type="checkbox"
            checked={value.includes(lobbyist.id)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, lobbyist.id] : value.filter((userId) => userId !== lobbyist.id),
              )
            }
          />
          <span className="min-w-0 break-words">{lobbyist.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

type ResultsProps = { items: readonly TrackedBill[]; counts: ReadonlyMap<string, number> };

function BillLink({ bill }: { bill: TrackedBill }) {
  return (
    <Link to={paths.bills.detail(bill.id)} className="font-medium text-primary hover:underline">
      {billLabel(bill)}
    </Link>
  );
}

function Lobbyists({ bill }: { bill: TrackedBill }) {
  const lobbyists = lobbyistsOf(bill);
  if (lobbyists.length === 0) return <span className="text-muted-foreground">None named</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {lobbyists.map((user) => (
        <Link key={user.id} to={paths.lobbyist.lobbyist(String(user.id))} className="text-primary hover:underline">
          {user.name}
        </Link>
      ))}
    </span>
  );
}

const advocatesText = (count: number | undefined) =>
  count === undefined ? '…' : `${count} ${count === 1 ? 'advocate' : 'advocates'}`;

function LatestAction({ bill }: { bill: TrackedBill }) {
  if (!bill.lastActionText) return <span className="text-muted-foreground">No actions yet</span>;
  return (
    <span>
      <span className="font-medium whitespace-nowrap">{formatDay(bill.lastActionDate)}</span>{' '}
      <span className="text-muted-foreground">{bill.lastActionText}</span>
    </span>
  );
}

function BillsTable({ items, counts }: ResultsProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-medium">
              Bill
            </th>
            <th scope="col" className="p-3 font-medium">
              Status
            </th>
            <th scope="col" className="p-3 font-medium">
              Lobbyists
            </th>
            <th scope="col" className="p-3 font-medium">
              Advocates
            </th>
            <th scope="col" className="p-3 font-medium">
              Latest action
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((bill) => (
            <tr key={bill.id} className="border-t align-top">
              <td className="max-w-md p-3">
                <BillLink bill={bill} />
                <p className="line-clamp-2 text-muted-foreground">{bill.title}</p>
                {bill.tags.length > 0 && (
                  <p className="mt-1 text-xs text-muted-foreground">{bill.tags.map((tag) => tag.name).join(', ')}</p>
                )}
              </td>
              <td className="p-3">{bill.statusLabel}</td>
              <td className="p-3">
                <Lobbyists bill={bill} />
              </td>
              <td className="p-3 whitespace-nowrap">{advocatesText(counts.get(bill.id))}</td>
              <td className="p-3">
                <LatestAction bill={bill} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BillCards({ items, counts }: ResultsProps) {
  return (
    <ul aria-label="Tracked bills" className="flex flex-col gap-2">
      {items.map((bill) => (
        <li key={bill.id} className="flex min-w-0 flex-col gap-1 rounded-lg border p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <BillLink bill={bill} />
            <span className="text-xs text-muted-foreground">{bill.statusLabel}</span>
          </div>
          <p className="line-clamp-2 break-words text-muted-foreground">{bill.title}</p>
          <div className="text-xs">
            <Lobbyists bill={bill} />{' '}
            <span className="text-muted-foreground">· {advocatesText(counts.get(bill.id))}</span>
          </div>
          <div className="text-xs">
            <LatestAction bill={bill} />
          </div>
        </li>
      ))}
    </ul>
  );
}
