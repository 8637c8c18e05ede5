import type { LobbyistListItem, LobbyistListQuery } from '@statehouse/shared/lobbying/lobbying.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { UsersIcon } from 'lucide-react';
import { EntityLink } from '@/components/entity-link';
import { InferredFirmTag } from '@/components/inferred-firm';
import type { ExportColumn } from '@/components/table-export';
import { getLobbyists, useLobbyists } from '../api/get-lobbyists';
import { loadAllPages } from './load-all-pages';
import { LobbyListTab, lobbySort } from './lobby-list-tab';
import type { useLobbyFilters } from './use-lobby-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'clients', label: 'Clients' },
  { value: 'registrations', label: 'Registrations' },
  { value: 'latestYear', label: 'Latest year' },
] as const;

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
  const { filters } = lobby;
  const sort = lobbySort(filters.sort, sortOptions);
  const query: LobbyistListQuery = {
    stateCode: filters.state || undefined,
    search: filters.searchTerm || undefined,
    sortBy: sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: filters.pageSize,
  };
  const lobbyists = useLobbyists(query);
  const where = filters.state ? (getStateName(filters.state) ?? filters.state) : 'every state';
  return (
    <LobbyListTab
      kind="lobbyists"
      lobby={lobby}
      states={states}
      noun={{ one: 'lobbyist', many: 'lobbyists' }}
      description={`Registered lobbyists, their firms and the clients they work for, in ${where}.`}
      search={{ label: 'Search lobbyists', placeholder: 'Lobbyist name, e-mail or occupation' }}
      sort={sort}
      sortOptions={sortOptions}
      results={lobbyists}
      pageSize={filters.pageSize}
      exportColumns={exportColumns}
      exportStem="lobbyists"
      loadAllRows={() => loadAllPages((page, limit) => getLobbyists({ ...query, page, limit }))}
      statesWithData={lobbyists.data?.statesWithData}
      empty={{
        icon: UsersIcon,
        title: 'No lobbyists match',
        reason: 'No lobbyist matches the search. Clear it to see every lobbyist.',
      }}
    >
      {(rows) => <LobbyistsTable lobbyists={rows} />}
    </LobbyListTab>
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
                  <InferredFirmTag name={lobbyist.firm.name} />
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
