import type { FirmListItem, FirmListQuery } from '@statehouse/shared/lobbying/lobbying.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { BriefcaseIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { ListError, ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListSort } from '@/components/list-page/list-sort';
import type { ExportColumn } from '@/components/table-export';
import { Skeleton } from '@/components/ui/skeleton';
import { getFirms, useFirms } from '../api/get-firms';
import { loadAllPages } from './load-all-pages';
import { LobbyAnalyticsPanel } from './lobby-analytics-panel';
import { LobbyFiltersPanel, LobbySearch, LobbyTabNav } from './lobby-page-parts';
import { NoStateData } from './no-state-data';
import type { useLobbyFilters } from './use-lobby-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'clients', label: 'Clients' },
  { value: 'lobbyists', label: 'Lobbyists' },
  { value: 'latestYear', label: 'Latest year' },
] as const;
type SortField = (typeof sortOptions)[number]['value'];

const exportColumns: readonly ExportColumn<FirmListItem>[] = [
  { header: 'Firm', width: 30, value: (row) => row.name },
  { header: 'State', width: 8, value: (row) => row.stateCode },
  { header: 'Lobbyists', width: 10, value: (row) => String(row.lobbyistCount) },
  { header: 'Clients', width: 10, value: (row) => String(row.clientCount) },
  { header: 'Registrations', width: 12, value: (row) => String(row.registrationCount) },
  { header: 'First year', width: 10, value: (row) => String(row.firstYear) },
  { header: 'Latest year', width: 10, value: (row) => String(row.latestYear) },
];

/** /lobby's Firms tab: lobbying firms with their lobbyists and clients; search, state and sort in the URL. */
export function FirmsTab({
  lobby,
  states,
}: {
  lobby: ReturnType<typeof useLobbyFilters>;
  states: readonly { id: string; name: string }[];
}) {
  const { filters, update, activeCount } = lobby;
  const sort: SortField = sortOptions.some((option) => option.value === filters.sort)
    ? (filters.sort as SortField)
    : 'name';
  const query: FirmListQuery = {
    stateCode: filters.state || undefined,
    search: filters.searchTerm || undefined,
    sortBy: sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: filters.pageSize,
  };
  const firms = useFirms(query);
  const total = firms.data?.total ?? 0;
  const where = filters.state ? (getStateName(filters.state) ?? filters.state) : 'every state';
  return (
    <ListPage
      title="Lobbying"
      description={`Lobbying firms, their lobbyists and clients, in ${where}.`}
      count={firms.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'firm' : 'firms'}` : 'Loading firms…'}
      actions={
        <ExportMenu
          columns={exportColumns}
          total={total}
          noun="firms"
          fileStem={`lobbying-firms${filters.state ? `-${filters.state.toLowerCase()}` : ''}`}
          loadRows={() => loadAllPages((page, limit) => getFirms({ ...query, page, limit }))}
        />
      }
      search={
        <>
          <LobbyTabNav current="firms" />
          <LobbySearch
            label="Search firms"
            placeholder="Firm name, e.g. riterlaw"
            value={filters.searchTerm}
            onSearch={(searchTerm) => update({ searchTerm })}
          />
        </>
      }
      activeFilterCount={activeCount}
      filters={
        <LobbyFiltersPanel kind="firms" filters={filters} update={update} states={states}>
          {firms.data && <p className="text-xs text-muted-foreground">{firms.data.note}</p>}
        </LobbyFiltersPanel>
      }
      toolbar={
        <ListSort
          value={sort}
          order={filters.sortOrder}
          options={sortOptions}
          onSort={(next) => update({ sort: next, sortOrder: next === 'name' ? 'asc' : 'desc' })}
          onOrder={(sortOrder) => update({ sortOrder })}
        />
      }
      footer={
        total > 0 && (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )
      }
    >
      <LobbyAnalyticsPanel kind="firms" stateCode={filters.state || undefined} year={filters.year || undefined} />
      {firms.isError ? (
        <ListError what="firms" message={firms.error.message} onRetry={() => firms.refetch()} />
      ) : !firms.data ? (
        <div role="status" aria-label="Loading firms" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : firms.data.data.length === 0 ? (
        <EmptyState
          icon={BriefcaseIcon}
          title="No firms match"
          reason={
            filters.state && !firms.data.statesWithData.includes(filters.state) ? (
              <NoStateData
                stateCode={filters.state}
                statesWithData={firms.data.statesWithData}
                what="lobbyist registrations"
                onPick={(state) => update({ state })}
              />
            ) : (
              'No firm matches the search. Clear it to see every firm.'
            )
          }
        />
      ) : (
        <FirmsTable firms={firms.data.data} />
      )}
    </ListPage>
  );
}

export function FirmsTable({ firms }: { firms: readonly FirmListItem[] }) {
  return (
    <ul aria-label="Firms" className="divide-y rounded-lg border">
      {firms.map((firm) => (
        <li key={firm.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
          <div className="min-w-0 flex-1 basis-64">
            <EntityLink
              kind="firm"
              id={firm.id}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {firm.name}
            </EntityLink>
            <p className="text-sm text-muted-foreground">
              {getStateName(firm.stateCode) ?? firm.stateCode} ·{' '}
              {firm.firstYear === firm.latestYear ? firm.latestYear : `${firm.firstYear}–${firm.latestYear}`}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            {firm.lobbyistCount} {firm.lobbyistCount === 1 ? 'lobbyist' : 'lobbyists'} · {firm.clientCount}{' '}
            {firm.clientCount === 1 ? 'client' : 'clients'}
          </p>
        </li>
      ))}
    </ul>
  );
}
