import {
  type AccountTrackedBillsQuery,
  defaultTrackedBillOrder,
  type TrackedBill,
} from '@statehouse/shared/tracking/tracking.schemas';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getAllAccountTrackedBills, useAccountTrackedBills } from '../api/get-account-tracked-bills';
import { getAllTrackedBills, useTrackedBills } from '../api/get-tracked-bills';
import {
  countTrackedFilters,
  parseTrackedFilters,
  type TrackedFilters,
  type TrackedList,
  trackedFiltersToSearchParams,
  withTrackedFilter,
} from '../utils/tracked-filters';

export type TrackedBillsList = ReturnType<typeof useTrackedBillsList>;

/**
 * A tracked-bills list (`mine` or `lobbyists`, see TrackedList): its filters, sort and page in the URL (parsed with
 * the API's own schema), the API query they make and its reply. The route holds it, so the pieces it composes
 * around the list (a report of these bills, a tag's calendar feed) read the same filters the list shows.
 */
export function useTrackedBillsList(list: TrackedList) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseTrackedFilters(searchParams, list), [searchParams, list]);
  const apiQuery: Partial<AccountTrackedBillsQuery> =
    list === 'lobbyists' ? { ...filters, lobbyistUsersOnly: true } : filters;
  // One call per list: the other list's query stays idle.
  const mine = useTrackedBills(filters, list === 'mine');
  const lobbyists = useAccountTrackedBills(apiQuery, list === 'lobbyists');
  const query = list === 'lobbyists' ? lobbyists : mine;
  const sort = filters.sort ?? 'lastAction';

  const update = (next: TrackedFilters) => setSearchParams(trackedFiltersToSearchParams(next));
  return {
    list,
    filters,
    sort,
    order: filters.order ?? defaultTrackedBillOrder(sort),
    /** The API query of the filters, for another call over the same bills (a report). */
    apiQuery,
    query,
    activeFilterCount: countTrackedFilters(filters),
    /** A change of filters or sort; back to page 1 unless the change is the page itself. */
    change: (part: Partial<TrackedFilters>) => update(withTrackedFilter(filters, part)),
    setPage: (page: number) => update({ ...filters, page }),
    /** No filter at all: the URL's defaults. */
    clear: () => update(parseTrackedFilters(new URLSearchParams(), list)),
    /** Every bill of the filters, up to `limit`, for an export. */
    loadAll: (limit: number): Promise<TrackedBill[]> =>
      list === 'lobbyists' ? getAllAccountTrackedBills(apiQuery, limit) : getAllTrackedBills(filters, limit),
  };
}
