import {
  type AccountTrackedBillsQuery,
  accountTrackedBillsQuerySchema,
  defaultTrackedBillOrder,
  type TrackedBillSortField,
  trackedBillsQuerySchema,
} from '@statehouse/shared/tracking/tracking.schemas';
import { useListPage } from '@/hooks/use-list-page';

/**
 * What /tracked-bills keeps in the URL of the API's query (its own field names and rules): search, state, tag,
 * lobbyists (userIds), bills two or more of them track, sort and page. lobbyistUsersOnly is the page's, not the URL's.
 */
const lobbyistBillsUrlSchema = trackedBillsQuerySchema
  .pick({ page: true, pageSize: true, search: true, states: true, tagIds: true, sort: true, order: true })
  .extend({
    userIds: accountTrackedBillsQuerySchema.shape.userIds,
    jointTracked: accountTrackedBillsQuerySchema.shape.jointTracked,
  });

export type LobbyistBillsFilters = ReturnType<typeof useLobbyistBillsParams>['filters'];
export type LobbyistBillsChange = Partial<{
  search: string;
  states: string[];
  tagIds: number[];
  userIds: number[];
  jointTracked: boolean;
  sort: TrackedBillSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}>;

/** The lobbyists' tracked bills' filters in the URL, and the API query they make (lobbyist users only). */
export function useLobbyistBillsParams() {
  const { query: filters, setFilters } = useListPage(lobbyistBillsUrlSchema);
  const sort: TrackedBillSortField = filters.sort ?? 'lastAction';
  const order = filters.order ?? defaultTrackedBillOrder(sort);
  const apiQuery: Partial<AccountTrackedBillsQuery> = { ...filters, sort, order, lobbyistUsersOnly: true };
  /** Any change but the page starts at page 1; a new sort takes its natural order; the search replaces history. */
  const update = (change: LobbyistBillsChange) =>
    setFilters(
      { ...change, ...(change.sort !== undefined && change.order === undefined && { order: undefined }) },
      { replace: change.search !== undefined },
    );
  const clear = () =>
    setFilters({
      search: undefined,
      states: undefined,
      tagIds: undefined,
      userIds: undefined,
      jointTracked: undefined,
    });
  const activeFilterCount =
    (filters.search ? 1 : 0) +
    (filters.states?.length ? 1 : 0) +
    (filters.tagIds?.length ? 1 : 0) +
    (filters.userIds?.length ? 1 : 0) +
    (filters.jointTracked ? 1 : 0);
  return { filters: { ...filters, sort, order }, apiQuery, update, clear, activeFilterCount };
}
