import type { CampaignFinanceSummary } from '@statehouse/shared/finance/finance.schemas';
import { getStateName, states } from '@statehouse/shared/reference/states';
import { LandmarkIcon } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/list-page/list-page';
import { defaultPageSizes, ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { ListSort } from '@/components/list-page/list-sort';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchAllContributions, useCampaignFinance } from '../api/get-campaign-finance';
import { useCampaignFinanceSummary } from '../api/get-campaign-finance-summary';
import { contributionExportColumns, formatMoney } from '../utils/finance-format';
import { ContributionsTable } from './contributions-table';
import { type FinanceFilters, useFinanceFilters } from './use-finance-filters';

const FinanceCharts = lazy(() => import('./finance-charts'));

const sortOptions = [
  { value: 'date', label: 'Date' },
  { value: 'amount', label: 'Amount' },
  { value: 'contributor', label: 'Contributor' },
  { value: 'recipient', label: 'Recipient' },
] as const;

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const jurisdictionName = (code: string) => (code === 'US' ? 'Federal (FEC)' : (getStateName(code) ?? code));

/** The filter panel: one form, applied together (text boxes would otherwise search on every key). */
function FilterPanel({
  filters,
  update,
  activeCount,
  clearAll,
  summary,
}: {
  filters: FinanceFilters;
  update: (changes: Partial<FinanceFilters>) => void;
  activeCount: number;
  clearAll: () => void;
  summary: CampaignFinanceSummary | undefined;
}) {
  const id = useId();
  const withData = new Set(summary?.statesWithData.map((state) => state.stateCode));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    update({
      filerName: value('filerName'),
      contributorOrganization: value('contributorOrganization'),
      contributorFirstName: value('contributorFirstName'),
      contributorLastName: value('contributorLastName'),
      contributorState: value('contributorState').toUpperCase(),
      year: value('year'),
      minAmount: value('minAmount'),
      maxAmount: value('maxAmount'),
    });
  };
  const field = (name: keyof FinanceFilters, label: string, props: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <Input
        key={String(filters[name])}
        id={`${id}-${name}`}
        name={name}
        defaultValue={String(filters[name])}
        {...props}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-state`} className="text-sm font-medium">
          State
        </label>
        <select
          id={`${id}-state`}
          className={selectClass}
          value={filters.stateCode}
          onChange={(event) => update({ stateCode: event.target.value })}
        >
          <option value="">All with data</option>
          {summary?.statesWithData.map((state) => (
            <option key={state.stateCode} value={state.stateCode}>
              {state.name}
            </option>
          ))}
          <optgroup label="No data yet">
            {states
              .filter((state) => !withData.has(state.id))
              .map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
          </optgroup>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-lobbyist`} className="text-sm font-medium">
          Lobbyists
        </label>
        <select
          id={`${id}-lobbyist`}
          className={selectClass}
          value={filters.isLobbyist}
          onChange={(event) => update({ isLobbyist: event.target.value as FinanceFilters['isLobbyist'] })}
        >
          <option value="">Any contributor</option>
          <option value="true">Only lobbyists</option>
          <option value="false">No lobbyists</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-member`} className="text-sm font-medium">
          Legislators
        </label>
        <select
          id={`${id}-member`}
          className={selectClass}
          value={filters.isMember}
          onChange={(event) => update({ isMember: event.target.value as FinanceFilters['isMember'] })}
        >
          <option value="">Any committee</option>
          <option value="true">To or from a legislator’s committee</option>
          <option value="false">No legislator’s committee</option>
        </select>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Contribution filters">
        {field('filerName', 'Recipient (committee or candidate)')}
        {field('contributorOrganization', 'Contributor organization or employer')}
        {field('contributorFirstName', 'Contributor first name')}
        {field('contributorLastName', 'Contributor last name')}
        {field('contributorState', 'Contributor state', { maxLength: 2, placeholder: 'e.g. TX', className: 'w-24' })}
        {field('year', 'Year', { inputMode: 'numeric', placeholder: 'e.g. 2022', className: 'w-28' })}
        <div className="grid grid-cols-2 gap-2">
          {field('minAmount', 'Min $', { inputMode: 'decimal' })}
          {field('maxAmount', 'Max $', { inputMode: 'decimal' })}
        </div>
        <Button type="submit" size="sm">
          Apply filters
        </Button>
      </form>
      {activeCount > 0 && (
        <Button variant="ghost" size="sm" onClick={clearAll}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

function Totals({ summary }: { summary: CampaignFinanceSummary }) {
  const { totals } = summary;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Totals">
      <div className="col-span-2 min-w-0 rounded-lg border p-3 sm:col-span-1">
        <dt className="text-xs uppercase text-muted-foreground">Total received</dt>
        <dd className="break-words text-xl font-semibold tabular-nums" data-testid="total-amount">
          {formatMoney(totals.amount)}
        </dd>
      </div>
      <div className="min-w-0 rounded-lg border p-3">
        <dt className="text-xs uppercase text-muted-foreground">Contributions</dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid="total-count">
          {totals.count.toLocaleString('en-US')}
        </dd>
      </div>
      <div className="min-w-0 rounded-lg border p-3">
        <dt className="text-xs uppercase text-muted-foreground">Average</dt>
        <dd className="break-words text-xl font-semibold tabular-nums">
          {totals.count ? formatMoney(totals.amount / totals.count) : '—'}
        </dd>
        {totals.memoCount > 0 && (
          <p className="text-xs text-muted-foreground">
            {totals.memoCount.toLocaleString('en-US')} FEC memo entries listed but not counted
          </p>
        )}
      </div>
    </dl>
  );
}

/**
 * /campaign-finance: itemized contributions (Minnesota board, FEC) searched by every SPEC filter kept in the URL,
 * with totals, a chart by month and by recipient, paging, sorting and CSV/XLSX export. Decision 041.
 */
export function CampaignFinancePage() {
  const { filters, update, activeCount, clearAll, summaryQuery, listQuery } = useFinanceFilters();
  const list = useCampaignFinance(listQuery);
  const summary = useCampaignFinanceSummary(summaryQuery);
  const total = list.data?.total ?? 0;
  const noDataState =
    filters.stateCode && summary.data && !summary.data.statesWithData.some((s) => s.stateCode === filters.stateCode)
      ? filters.stateCode
      : null;

  return (
    <ListPage
      title="Campaign Finance"
      description="Itemized contributions to committees and candidates from the Minnesota Campaign Finance Board and FEC filings: who gave, to whom, and how much."
      count={
        list.data ? `${total.toLocaleString('en-US')} ${total === 1 ? 'contribution' : 'contributions'}` : 'Searching…'
      }
      actions={
        <ExportMenu
          columns={contributionExportColumns}
          loadRows={() => fetchAllContributions({ ...listQuery, page: 1 })}
          total={total}
          noun="contributions"
          fileStem={`campaign-finance${filters.stateCode ? `-${filters.stateCode.toLowerCase()}` : ''}`}
        />
      }
      search={
        <ListSearchForm
          label="Search contributions"
          inputLabel="Contributor, employer or recipient"
          placeholder="Contributor, employer or recipient"
          value={filters.search}
          onSearch={(search) => update({ search })}
        />
      }
      activeFilterCount={activeCount}
      filters={
        <FilterPanel
          filters={filters}
          update={update}
          activeCount={activeCount}
          clearAll={clearAll}
          summary={summary.data}
        />
      }
      toolbar={
        <ListSort
          value={filters.sortBy}
          order={filters.sortOrder}
          options={sortOptions}
          onSort={(sortBy) => update({ sortBy, sortOrder: sortBy === 'date' || sortBy === 'amount' ? 'desc' : 'asc' })}
          onOrder={(sortOrder) => update({ sortOrder })}
        />
      }
      footer={
        total > 0 && (
          <ListPagination
            page={filters.page}
            pageSize={filters.limit}
            total={total}
            pageSizes={defaultPageSizes}
            onPage={(page) => update({ page })}
            onPageSize={(limit) => update({ limit })}
          />
        )
      }
    >
      {noDataState && summary.data ? (
        <EmptyState
          icon={LandmarkIcon}
          title={`No campaign-finance filings for ${jurisdictionName(noDataState)}`}
          reason={`The data covers ${summary.data.statesWithData
            .map((state) => `${state.name} (${state.contributions.toLocaleString('en-US')} contributions)`)
            .join(' and ')}.`}
        >
          <div className="flex flex-wrap gap-2">
            {summary.data.statesWithData.map((state) => (
              <Button
                key={state.stateCode}
                variant="outline"
                size="sm"
                onClick={() => update({ stateCode: state.stateCode })}
              >
                Show {state.name}
              </Button>
            ))}
          </div>
        </EmptyState>
      ) : (
        <>
          {/* The totals and charts stand over the rows once they have come, and over an empty result too. */}
          {list.data && !list.isError && summary.data && (
            <>
              <Totals summary={summary.data} />
              {summary.data.totals.count > 0 && (
                <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                  <FinanceCharts summary={summary.data} onRecipient={(filerName) => update({ filerName })} />
                </Suspense>
              )}
            </>
          )}
          <ListResults
            query={list}
            what="contributions"
            rows={(reply) => reply.data}
            skeleton={<ListSkeleton label="Loading contributions" />}
            empty={
              <EmptyState
                icon={LandmarkIcon}
                title="No contributions match"
                reason="No itemized contribution matches the search and filters. Clear them to see every contribution."
              >
                <Button variant="outline" size="sm" onClick={clearAll}>
                  Clear filters
                </Button>
              </EmptyState>
            }
          >
            {(rows) => <ContributionsTable rows={rows} />}
          </ListResults>
        </>
      )}
    </ListPage>
  );
}
