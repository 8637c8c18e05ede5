import type { CommitteeListItem, CommitteeListQuery } from '@statehouse/shared/committees/committees.schemas';
import { committeeChambers } from '@statehouse/shared/committees/committees.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { LandmarkIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSearchForm } from '@/components/list-page/list-search-form';
import { ListSort } from '@/components/list-page/list-sort';
import { Button } from '@/components/ui/button';
import { useCommittees } from '../api/get-committees';
import { chamberLabel } from './committee-labels';
import { useCommitteeFilters } from './use-committee-filters';

const pageSizes = [25, 50, 100] as const;

const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'members', label: 'Members' },
  { value: 'hearings', label: 'Hearings' },
] as const;

/**
 * /committees: one state's committees (the URL's `state`, else the app's) with chamber, chair, member and hearing
 * counts; search, chamber and "active in this session" in the URL.
 */
export function CommitteesList({
  defaultStateCode,
  sessionCode,
  states,
}: {
  defaultStateCode: string;
  sessionCode: string | undefined;
  states: readonly { id: string; name: string }[];
}) {
  const id = useId();
  const { filters, update, activeCount } = useCommitteeFilters();
  const stateCode = filters.state || defaultStateCode;
  const stateName = getStateName(stateCode) ?? stateCode;
  // The app's session belongs to the app's state: it filters only that state's list.
  const sessionApplies = sessionCode !== undefined && stateCode === defaultStateCode;
  const activeOnly = filters.activeOnly && sessionApplies;
  const query: CommitteeListQuery = {
    stateCode,
    sessionCode: activeOnly ? sessionCode : undefined,
    searchTerm: filters.searchTerm || undefined,
    chamber: filters.chamber || undefined,
    sort: filters.sort,
    sortOrder: filters.sortOrder,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  const committees = useCommittees(query);
  const total = committees.data?.total ?? 0;

  return (
    <ListPage
      title="Committees"
      description={`Committees of the ${stateName} legislature: chair, members, hearings and the bills referred to them.`}
      count={
        committees.data
          ? `${total.toLocaleString('en-US')} ${total === 1 ? 'committee' : 'committees'}`
          : 'Loading committees…'
      }
      search={
        <ListSearchForm
          label="Search committees"
          inputLabel="Committee name"
          placeholder="Committee name, e.g. Judiciary"
          value={filters.searchTerm}
          onSearch={(searchTerm) => update({ searchTerm })}
        />
      }
      activeFilterCount={activeCount}
      filters={
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-state`} className="text-sm font-medium">
              State
            </label>
            <select
              id={`${id}-state`}
              value={stateCode}
              onChange={(event) => update({ state: event.target.value === defaultStateCode ? '' : event.target.value })}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              {states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">Chamber</legend>
            {[
              { value: '', label: 'All' },
              ...committeeChambers.map((value) => ({ value, label: chamberLabel(value) })),
            ].map((option) => (
              <label key={option.value || 'all'} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-chamber`}
                  checked={filters.chamber === option.value}
                  onChange={() => update({ chamber: option.value as typeof filters.chamber })}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {sessionApplies && (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={filters.activeOnly}
                onChange={(event) => update({ activeOnly: event.target.checked })}
              />
              Only committees with hearings or referred bills in session {sessionCode}
            </label>
          )}
          {activeCount > 0 && (
            <Button variant="ghost" size="sm" onClick={() => update({ chamber: '', activeOnly: false })}>
              Clear filters
            </Button>
          )}
        </div>
      }
      toolbar={
        <ListSort
          value={filters.sort}
          order={filters.sortOrder}
          options={sortOptions}
          // Counts read best largest first; names from A.
          onSort={(sort) => update({ sort, sortOrder: sort === 'name' ? 'asc' : 'desc' })}
          onOrder={(sortOrder) => update({ sortOrder })}
        />
      }
      footer={
        total > 0 && (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={total}
            pageSizes={pageSizes}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )
      }
    >
      <ListResults
        query={committees}
        what="committees"
        rows={(reply) => reply.data}
        skeleton={<ListSkeleton label="Loading committees" />}
        empty={
          <EmptyState
            icon={LandmarkIcon}
            title="No committees match"
            reason={
              filters.searchTerm || activeCount > 0
                ? 'No committee of this state matches the search and filters. Clear them to see every committee.'
                : `The data holds no committees for ${stateName}.`
            }
          />
        }
      >
        {(rows) => <CommitteesTable committees={rows} />}
      </ListResults>
    </ListPage>
  );
}

export function CommitteesTable({ committees }: { committees: readonly CommitteeListItem[] }) {
  return (
    <ul aria-label="Committees" className="divide-y rounded-lg border">
      {committees.map((committee) => (
        <li key={committee.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
          <div className="min-w-0 flex-1 basis-64">
            <EntityLink
              kind="committee"
              id={committee.id}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {committee.name}
            </EntityLink>
            <p className="text-sm text-muted-foreground">
              {chamberLabel(committee.chamber)}
              {committee.parent ? ` · Subcommittee of ${committee.parent.name}` : ''}
              {committee.chair ? ` · Chair: ${committee.chair.name}` : ''}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            {committee.memberCount} members · {committee.hearingCount}{' '}
            {committee.hearingCount === 1 ? 'hearing' : 'hearings'}
          </p>
        </li>
      ))}
    </ul>
  );
}
