import type { AccountTrackedBillsQuery, TrackedBillsQuery } from '@statehouse/shared/tracking/tracking.schemas';

/** Query keys of the tracking feature: the first element is the API path (ADR 006). */
export const trackingKeys = {
  all: ['/api/tags/tracked-bills'] as const,
  list: (query: Partial<TrackedBillsQuery>) => ['/api/tags/tracked-bills', query] as const,
  account: (query: Partial<AccountTrackedBillsQuery>) => ['/api/tags/tracked-bills/account', query] as const,
};

/** Both tracked-bills lists (the user's and the account's): what a change of tracking makes stale. */
export const isTrackingQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/tags/tracked-bills');
