import type { TrackedBillsQuery } from '@statehouse/shared/tracking/tracking.schemas';

/** Query keys of the tracking feature: the first element is the API path (ADR 006). */
export const trackingKeys = {
  all: ['/api/tags/tracked-bills'] as const,
  list: (query: Partial<TrackedBillsQuery>) => ['/api/tags/tracked-bills', query] as const,
};
