import type { CompanyListItem, CompanyListQuery } from '@statehouse/shared/companies/companies.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { Building2Icon } from 'lucide-react';
import { EntityLink } from '@/components/entity-link';
import type { ExportColumn } from '@/components/table-export';
import { getCompanies, useCompanies } from '@/lib/api/get-companies';
import { useLobbyAnalytics } from '../api/get-lobby-analytics';
import { loadAllPages } from './load-all-pages';
import { LobbyListTab, lobbySort } from './lobby-list-tab';
import type { useLobbyFilters } from './use-lobby-filters';

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'registrations', label: 'Registrations' },
  { value: 'contributions', label: 'Contributions' },
  { value: 'lastYear', label: 'Latest year' },
] as const;

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
  const { filters } = lobby;
  const sort = lobbySort(filters.sort, sortOptions);
  const pageSize = Math.min(filters.pageSize, COMPANIES_PAGE_MAX);
  const query: Partial<CompanyListQuery> = {
    state: filters.state || undefined,
    search: filters.searchTerm || undefined,
    sortBy: sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: pageSize,
  };
  const companies = useCompanies(query);
  // The companies list does not say which states have lobbying data; the analytics call does.
  const scope = useLobbyAnalytics('companies', { stateCode: filters.state || undefined });
  const where = filters.state ? (getStateName(filters.state) ?? filters.state) : 'every state';
  return (
    <LobbyListTab
      kind="companies"
      lobby={lobby}
      states={states}
      noun={{ one: 'company', many: 'companies' }}
      description={`Companies that lobby or give, each seen across its lobbyists, firms and contributions, in ${where}.`}
      search={{ label: 'Search companies', placeholder: 'Company name, e.g. Black Hills' }}
      sort={sort}
      sortOptions={sortOptions}
      results={companies}
      pageSize={pageSize}
      exportColumns={exportColumns}
      exportStem="companies"
      loadAllRows={() => loadAllPages((page, limit) => getCompanies({ ...query, page, limit }), COMPANIES_PAGE_MAX)}
      statesWithData={scope.data?.statesWithData}
      empty={{
        icon: Building2Icon,
        title: 'No companies match',
        reason: 'No company matches the search. Clear it to see every company.',
      }}
    >
      {(rows) => <CompaniesTable companies={rows} />}
    </LobbyListTab>
  );
}

export function CompaniesTable({ companies }: { companies: readonly CompanyListItem[] }) {
  return (
    <ul aria-label="Companies" className="divide-y rounded-lg border">
      {companies.map((company) => (
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
              {[company.jurisdictions.join(', '), years(company), company.accountOwned ? 'Added by your team' : null]
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
  );
}
