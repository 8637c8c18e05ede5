import type { FirmListItem, FirmListQuery } from '@statehouse/shared/lobbying/lobbying.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { BriefcaseIcon } from 'lucide-react';
import { EntityLink } from '@/components/entity-link';
import { InferredFirmTag } from '@/components/inferred-firm';
import type { ExportColumn } from '@/components/table-export';
import { getFirms, useFirms } from '../api/get-firms';
import { loadAllPages } from './load-all-pages';
import { LobbyListTab, lobbySort } from './lobby-list-tab';
import type { useLobbyFilters } from './use-lobby-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'clients', label: 'Clients' },
  { value: 'lobbyists', label: 'Lobbyists' },
  { value: 'latestYear', label: 'Latest year' },
] as const;

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
  const { filters } = lobby;
  const sort = lobbySort(filters.sort, sortOptions);
  const query: FirmListQuery = {
    stateCode: filters.state || undefined,
    search: filters.searchTerm || undefined,
    sortBy: sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: filters.pageSize,
  };
  const firms = useFirms(query);
  const where = filters.state ? (getStateName(filters.state) ?? filters.state) : 'every state';
  return (
    <LobbyListTab
      kind="firms"
      lobby={lobby}
      states={states}
      noun={{ one: 'firm', many: 'firms' }}
      description={`Lobbying firms, their lobbyists and clients, in ${where}.`}
      search={{ label: 'Search firms', placeholder: 'Firm name, e.g. riterlaw' }}
      sort={sort}
      sortOptions={sortOptions}
      results={firms}
      pageSize={filters.pageSize}
      exportColumns={exportColumns}
      exportStem="lobbying-firms"
      loadAllRows={() => loadAllPages((page, limit) => getFirms({ ...query, page, limit }))}
      statesWithData={firms.data?.statesWithData}
      empty={{
        icon: BriefcaseIcon,
        title: 'No firms match',
        reason: 'No firm matches the search. Clear it to see every firm.',
      }}
      filtersNote={firms.data && <p className="text-xs text-muted-foreground">{firms.data.note}</p>}
    >
      {(rows) => <FirmsTable firms={rows} />}
    </LobbyListTab>
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
            <InferredFirmTag name={firm.name} />
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
