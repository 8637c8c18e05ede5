import { getStateName } from '@statehouse/shared/reference/states';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { ListSort } from '@/components/list-page/list-sort';
import type { ExportColumn } from '@/components/table-export';
import { LobbyAnalyticsPanel } from './lobby-analytics-panel';
import { LobbyFiltersPanel, LobbyTabNav } from './lobby-page-parts';
import { NoStateData } from './no-state-data';
import type { useLobbyFilters } from './use-lobby-filters';

export type LobbyTabKind = 'lobbyists' | 'firms' | 'companies';
type SortOption<Sort extends string> = { readonly value: Sort; readonly label: string };

/** The sort the URL names when the tab offers it, else sorting by name. */
export function lobbySort<Sort extends string>(value: string | undefined, options: readonly SortOption<Sort>[]): Sort {
  return (options.find((option) => option.value === value)?.value ?? 'name') as Sort;
}

/**
 * One tab of /lobby (lobbyists, firms, companies): the list page with the tab links, search, filters, sort,
 * export, analytics, paging and the loading, error and empty states. Each tab gives its query and its rows.
 */
export function LobbyListTab<Row, Sort extends string>({
  kind,
  lobby,
  states,
  noun,
  description,
  search,
  sort,
  sortOptions,
  results,
  pageSize,
  exportColumns,
  exportStem,
  loadAllRows,
  statesWithData,
  empty,
  filtersNote,
  children,
}: {
  kind: LobbyTabKind;
  lobby: ReturnType<typeof useLobbyFilters>;
  states: readonly { id: string; name: string }[];
  noun: { one: string; many: string };
  description: string;
  search: { label: string; placeholder: string };
  sort: Sort;
  sortOptions: readonly SortOption<Sort>[];
  results: UseQueryResult<{ data: Row[]; total: number }>;
  pageSize: number;
  exportColumns: readonly ExportColumn<Row>[];
  exportStem: string;
  loadAllRows: () => Promise<Row[]>;
  /** States with lobbying data, once known: a state without any gets a pointer to those that have it. */
  statesWithData: readonly string[] | undefined;
  empty: { icon: LucideIcon; title: string; reason: string };
  filtersNote?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const { filters, update, activeCount } = lobby;
  const total = results.data?.total ?? 0;
  const noState = filters.state && statesWithData && !statesWithData.includes(filters.state);
  return (
    <ListPage
      title="Lobbying"
      description={description}
      count={
        results.data
          ? `${total.toLocaleString('en-US')} ${total === 1 ? noun.one : noun.many}`
          : `Loading ${noun.many}…`
      }
      actions={
        <ExportMenu
          columns={exportColumns}
          total={total}
          noun={noun.many}
          fileStem={`${exportStem}${filters.state ? `-${filters.state.toLowerCase()}` : ''}`}
          loadRows={loadAllRows}
        />
      }
      search={
        <>
          <LobbyTabNav current={kind} />
          <ListSearchForm
            label={search.label}
            placeholder={search.placeholder}
            value={filters.searchTerm}
            onSearch={(searchTerm) => update({ searchTerm })}
          />
        </>
      }
      activeFilterCount={activeCount}
      filters={
        <LobbyFiltersPanel kind={kind} filters={filters} update={update} states={states}>
          {filtersNote}
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
            pageSize={pageSize}
            total={total}
            onPage={(page) => update({ page })}
            onPageSize={(next) => update({ pageSize: next })}
          />
        )
      }
    >
      <LobbyAnalyticsPanel kind={kind} stateCode={filters.state || undefined} year={filters.year || undefined} />
      <ListResults
        query={results}
        what={noun.many}
        rows={(reply) => reply.data}
        skeleton={<ListSkeleton label={`Loading ${noun.many}`} />}
        empty={
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            reason={
              noState && statesWithData ? (
                <NoStateData
                  stateCode={filters.state}
                  statesWithData={statesWithData}
                  what="lobbyist registrations"
                  onPick={(state) => update({ state })}
                />
              ) : (
                empty.reason
              )
            }
          />
        }
      >
        {(rows) => (
          <>
            {noState && statesWithData && (
              // Companies are listed by where they are based too: say that none of them lobbies in this state.
              <div
                role="note"
                className="rounded-lg border border-dashed p-3 text-center text-sm text-muted-foreground"
              >
                <NoStateData
                  stateCode={filters.state}
                  statesWithData={statesWithData}
                  what="lobbyist registrations"
                  onPick={(state) => update({ state })}
                />
                <span className="mt-1 block">
                  Listed: {noun.many} based in {getStateName(filters.state) ?? filters.state} or giving there.
                </span>
              </div>
            )}
            {children(rows)}
          </>
        )}
      </ListResults>
    </ListPage>
  );
}
