import {
  type AccountTrackedBillsQuery,
  accountTrackedBillsQuerySchema,
  TRACKED_BILLS_DEFAULT_PAGE_SIZE,
  type TrackedBillsQuery,
  trackedBillsQuerySchema,
} from '@statehouse/shared/tracking/tracking.schemas';
import { parseListParams } from '@/hooks/use-list-page';

/**
 * Which tracked bills a list shows: `mine`, the bills carrying a tag the user sees (GET /api/tags/tracked-bills);
 * `lobbyists`, the account's bills as its lobbyist users track them (GET /api/tags/tracked-bills/account with
 * lobbyistUsersOnly, admins and users only, decision 075), which may be narrowed to some of them or to the bills
 * two or more of them track.
 */
export type TrackedList = 'mine' | 'lobbyists';

/**
 * The lobbyists' list's URL: the account query's fields but lobbyistUsersOnly (the list's own, not the URL's) and
 * excludeLobbyistUsers (its opposite, which the API refuses beside it).
 */
const lobbyistsUrlSchema = trackedBillsQuerySchema.omit({ excludeLobbyistUsers: true }).extend({
  userIds: accountTrackedBillsQuerySchema.shape.userIds,
  jointTracked: accountTrackedBillsQuerySchema.shape.jointTracked,
});

/** The list's filters as the page holds them: the API's query, parsed from the URL with the API's own schema. */
export type TrackedFilters = TrackedBillsQuery & Pick<AccountTrackedBillsQuery, 'userIds' | 'jointTracked'>;

const listKeys = ['states', 'sessionKeys', 'tagIds', 'trackTypes', 'progressStatuses', 'userIds'] as const;
const flagKeys = ['activeOnly', 'alertsOnly', 'excludeLobbyistUsers', 'unowned', 'jointTracked'] as const;
const ownerIdKeys = ['ownerUserId', 'ownerTeamId'] as const;

/** The owner filter as one choice (decision 073): any owner, nobody, one member or one team. */
export type OwnerChoice = '' | 'unowned' | `user:${number}` | `team:${number}`;

export function ownerChoiceOf(filters: TrackedFilters): OwnerChoice {
  if (filters.ownerUserId) return `user:${filters.ownerUserId}`;
  if (filters.ownerTeamId) return `team:${filters.ownerTeamId}`;
  return filters.unowned ? 'unowned' : '';
}

/** The three owner filters exclude each other, so a choice sets one and clears the other two. */
export function ownerFilterOf(choice: OwnerChoice): Pick<TrackedFilters, 'ownerUserId' | 'ownerTeamId' | 'unowned'> {
  const [kind, id] = choice.split(':');
  return {
    ownerUserId: kind === 'user' ? Number(id) : undefined,
    ownerTeamId: kind === 'team' ? Number(id) : undefined,
    unowned: choice === 'unowned' ? true : undefined,
  };
}

/**
 * The URL's filters. A value the API would refuse (a hand-edited link) is dropped rather than failing the page,
 * so the rest of the link still works.
 */
export function parseTrackedFilters(params: URLSearchParams, list: TrackedList = 'mine'): TrackedFilters {
  return list === 'mine'
    ? parseListParams(trackedBillsQuerySchema, params)
    : parseListParams(lobbyistsUrlSchema, params);
}

/** Only what differs from the defaults goes into the URL, lists comma-separated. */
export function trackedFiltersToSearchParams(filters: Partial<TrackedFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  for (const key of listKeys) {
    const value = filters[key];
    if (value?.length) params.set(key, value.join(','));
  }
  if (filters.tagLogic === 'and') params.set('tagLogic', 'and');
  for (const key of flagKeys) if (filters[key]) params.set(key, 'true');
  for (const key of ownerIdKeys) if (filters[key]) params.set(key, String(filters[key]));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.order) params.set('order', filters.order);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize && filters.pageSize !== TRACKED_BILLS_DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(filters.pageSize));
  }
  return params;
}

/** A change of filters: back to page 1 unless the change is the page itself. */
export function withTrackedFilter(filters: TrackedFilters, change: Partial<TrackedFilters>): TrackedFilters {
  return { ...filters, page: 1, ...change };
}

/** How many filters narrow the list (for the phone's "Filters (n)" button). */
export function countTrackedFilters(filters: TrackedFilters): number {
  return (
    listKeys.filter((key) => (filters[key]?.length ?? 0) > 0).length +
    flagKeys.filter((key) => filters[key]).length +
    ownerIdKeys.filter((key) => filters[key]).length +
    (filters.search ? 1 : 0)
  );
}
