import type { CompanyListItem, CompanyListQuery } from '@statehouse/shared/companies/companies.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { Building2Icon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { ListError, ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListSort } from '@/components/list-page/list-sort';
import type { ExportColumn } from '@/components/table-export';
import { Skeleton } from '@/components/ui/skeleton';
import { useLobbyAnalytics } from '../api/get-lobby-analytics';
import { getLobbyCompanies, useLobbyCompanies } from '../api/get-lobby-companies';
import { LobbyAnalyticsPanel } from './lobby-analytics-panel';
import { LobbyFiltersPanel, LobbySearch, LobbyTabNav } from './lobby-page-parts';
import { NoStateData } from './no-state-data';
import type { useLobbyFilters } from './use-lobby-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'registrations', label: 'Registrations' },
  { value: 'contributions', label: 'Contributions' },
  { value: 'lastYear', label: 'Latest year' },
] as const;
type SortField = (typeof sortOptions)[number]['value'];

const COMPANIES_PAGE_MAX = 100;

const years = (row: CompanyListItem) =>
  row.firstYear === null
    ? ''
    : row.firstYear === row.lastYear
      ? String(row.firstYear)
      : `${row.firstYear}–${row.lastYear}`;

const exportColumns: readonly ExportColumn<CompanyListItem>[] = [
  { header: 'Company', width: 32, value: (row) => row.name },
  { header: 'State', width: 8, value: (row) => row.state ?? '' },
  { header: 'Seen in', width: 12, value: (row) => row.jurisdictions.join(', ') },
  { header: 'Lobbyists', width: 10, value: (row) => String(row.lobbyistCount) },
  { header: 'Registrations', width: 12, value: (row) => String(row.registrationCount) },
  { header: 'Years', width: 12, value: years },
  { header: 'Contributions', width: 12, value: (row) => String(row.contributionCount) },
  { header: 'Contribution total', width: 14, value: (row) => row.contributionTotal.toFixed(2) },
];

/** /lobby's Companies tab: companies resolved from lobby clients and contributors (GET /api/companies). */
export function CompaniesTab({
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
  const query: Partial<CompanyListQuery> = {
    state: filters.state || undefined,
    search: filters.searchTerm || undefined,
    sortBy: sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: Math.min(filters.pageSize, COMPANIES_PAGE_MAX),
  };
  const companies = useLobbyCompanies(query);
  const scope = useLobbyAnalytics('companies', { stateCode: filters.state || undefined });
  const total = companies.data?.total ?? 0;
  const where = filters.state ? (getStateName(filters.state) ?? filters.state) : 'every state';
  const statesWithData = scope.data?.statesWithData ?? [];
  return (
    <ListPage
      title="Lobbying"
      description={`Companies that lobby or give, each seen across its lobbyists, firms and contributions, in ${where}.`}
      count={
        companies.data
          ? `${total.toLocaleString('en-US')} ${total === 1 ? 'company' : 'companies'}`
          : 'Loading companies…'
      }
      actions={
        <ExportMenu
          columns={exportColumns}
          total={total}
          noun="companies"
          fileStem={`companies${filters.state ? `-${filters.state.toLowerCase()}` : ''}`}
          loadRows={async () => {
            const rows: CompanyListItem[] = [];
            for (let page = 1; page <= 50; page += 1) {
              const reply = await getLobbyCompanies({ ...query, page, limit: COMPANIES_PAGE_MAX });
              rows.push(...reply.data);
              if (rows.length >= reply.total || reply.data.length === 0) break;
            }
            return rows;
          }}
        />
      }
      search={
        <>
          <LobbyTabNav current="companies" />
          <LobbySearch
            label="Search companies"
            placeholder="Company name, e.g. Black Hills"
            value={filters.searchTerm}
            onSearch={(searchTerm) => update({ searchTerm })}
          />
        </>
      }
      activeFilterCount={activeCount}
      filters={<LobbyFiltersPanel kind="companies" filters={filters} update={update} states={states} />}
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
            pageSize={Math.min(filters.pageSize, COMPANIES_PAGE_MAX)}
            total={total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )
      }
    >
      <LobbyAnalyticsPanel kind="companies" stateCode={filters.state || undefined} year={filters.year || undefined} />
      {companies.isError ? (
        <ListError what="companies" message={companies.error.message} onRetry={() => companies.refetch()} />
      ) : !companies.data ? (
        <div role="status" aria-label="Loading companies" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : companies.data.data.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title="No companies match"
          reason={
            filters.state && scope.data && !statesWithData.includes(filters.state) ? (
              <NoStateData
                stateCode={filters.state}
                statesWithData={statesWithData}
                what="lobbyist registrations"
                onPick={(state) => update({ state })}
              />
            ) : (
              'No company matches the search. Clear it to see every company.'
            )
          }
        />
      ) : (
        <ul aria-label="Companies" className="divide-y rounded-lg border">
          {companies.data.data.map((company) => (
            <li key={company.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
              <div className="min-w-0 flex-1 basis-64">
                <EntityLink
                  kind="company"
                  id={company.id}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {company.name}
                </EntityLink>
                <p className="text-sm text-muted-foreground">
                  {[
                    company.jurisdictions.join(', '),
                    years(company),
                    company.accountOwned ? 'Added by your team' : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <p className="text-sm text-muted-foreground">
                {company.lobbyistCount} {company.lobbyistCount === 1 ? 'lobbyist' : 'lobbyists'} ·{' '}
                {company.contributionCount} {company.contributionCount === 1 ? 'contribution' : 'contributions'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
