import type { LobbyistListItem, LobbyistListQuery } from '@statehouse/shared/lobbying/lobbying.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { ListError, ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListSort } from '@/components/list-page/list-sort';
import type { ExportColumn } from '@/components/table-export';
import { Skeleton } from '@/components/ui/skeleton';
import { getLobbyists, useLobbyists } from '../api/get-lobbyists';
import { loadAllPages } from './load-all-pages';
import { LobbyAnalyticsPanel } from './lobby-analytics-panel';
import { LobbyFiltersPanel, LobbySearch, LobbyTabNav } from './lobby-page-parts';
import { NoStateData } from './no-state-data';
import type { useLobbyFilters } from './use-lobby-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'clients', label: 'Clients' },
  { value: 'registrations', label: 'Registrations' },
  { value: 'latestYear', label: 'Latest year' },
] as const;
type SortField = (typeof sortOptions)[number]['value'];

const exportColumns: readonly ExportColumn<LobbyistListItem>[] = [
  { header: 'Name', width: 28, value: (row) => row.name },
  { header: 'State', width: 8, value: (row) => row.stateCode },
  { header: 'City', width: 16, value: (row) => row.city ?? '' },
  { header: 'Occupation', width: 24, value: (row) => row.occupation ?? '' },
  { header: 'Type', width: 10, value: (row) => row.lobbyistType },
  { header: 'Firm', width: 24, value: (row) => row.firm?.name ?? '' },
  { header: 'Clients', width: 10, value: (row) => String(row.clientCount) },
  { header: 'Registrations', width: 12, value: (row) => String(row.registrationCount) },
  { header: 'First year', width: 10, value: (row) => String(row.firstYear) },
  { header: 'Latest year', width: 10, value: (row) => String(row.latestYear) },
];

/** /lobby's Lobbyists tab: registered lobbyists with their clients, firm and years; search, state and sort in the URL. */
export function LobbyistsTab({
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
  const query: LobbyistListQuery = {
    stateCode: filters.state || undefined,
    search: filters.searchTerm || undefined,
    sortBy: sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: filters.pageSize,
  };
  const lobbyists = useLobbyists(query);
  const total = lobbyists.data?.total ?? 0;
  const where = filters.state ? (getStateName(filters.state) ?? filters.state) : 'every state';
  return (
    <ListPage
      title="Lobbying"
      description={`Registered lobbyists, their firms and the clients they work for, in ${where}.`}
      count={
        lobbyists.data
          ? `${total.toLocaleString('en-US')} ${total === 1 ? 'lobbyist' : 'lobbyists'}`
          : 'Loading lobbyists…'
      }
      actions={
        <ExportMenu
          columns={exportColumns}
          total={total}
          noun="lobbyists"
          fileStem={`lobbyists${filters.state ? `-${filters.state.toLowerCase()}` : ''}`}
          loadRows={() => loadAllPages((page, limit) => getLobbyists({ ...query, page, limit }))}
        />
      }
      search={
        <>
          <LobbyTabNav current="lobbyists" />
          <LobbySearch
            label="Search lobbyists"
            placeholder="Lobbyist name, e-mail or occupation"
            value={filters.searchTerm}
            onSearch={(searchTerm) => update({ searchTerm })}
          />
        </>
      }
      activeFilterCount={activeCount}
      filters={<LobbyFiltersPanel kind="lobbyists" filters={filters} update={update} states={states} />}
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
      <LobbyAnalyticsPanel kind="lobbyists" stateCode={filters.state || undefined} year={filters.year || undefined} />
      {lobbyists.isError ? (
        <ListError what="lobbyists" message={lobbyists.error.message} onRetry={() => lobbyists.refetch()} />
      ) : !lobbyists.data ? (
        <div role="status" aria-label="Loading lobbyists" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : lobbyists.data.data.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title="No lobbyists match"
          reason={
            filters.state && !lobbyists.data.statesWithData.includes(filters.state) ? (
              <NoStateData
                stateCode={filters.state}
                statesWithData={lobbyists.data.statesWithData}
                what="lobbyist registrations"
                onPick={(state) => update({ state })}
              />
            ) : (
              'No lobbyist matches the search. Clear it to see every lobbyist.'
            )
          }
        />
      ) : (
        <LobbyistsTable lobbyists={lobbyists.data.data} />
      )}
    </ListPage>
  );
}

export function LobbyistsTable({ lobbyists }: { lobbyists: readonly LobbyistListItem[] }) {
  return (
    <ul aria-label="Lobbyists" className="divide-y rounded-lg border">
      {lobbyists.map((lobbyist) => (
        <li key={lobbyist.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
          <div className="min-w-0 flex-1 basis-64">
            <EntityLink
              kind="lobbyist"
              id={lobbyist.id}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {lobbyist.name}
            </EntityLink>
            <p className="text-sm text-muted-foreground">
              {[
                lobbyist.occupation,
                lobbyist.city && lobbyist.state ? `${lobbyist.city}, ${lobbyist.state}` : lobbyist.city,
                lobbyist.lobbyistType === 'public' ? 'Public agency lobbyist' : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              {lobbyist.firm && (
                <>
                  {' · Firm: '}
                  <EntityLink kind="firm" id={lobbyist.firm.id} className="underline-offset-4 hover:underline">
                    {lobbyist.firm.name}
                  </EntityLink>
                </>
              )}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            {lobbyist.clientCount} {lobbyist.clientCount === 1 ? 'client' : 'clients'} ·{' '}
            {lobbyist.firstYear === lobbyist.latestYear
              ? lobbyist.latestYear
              : `${lobbyist.firstYear}–${lobbyist.latestYear}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
