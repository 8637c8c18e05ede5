import type { TagListQuery } from '@statehouse/shared/tags/tags.schemas';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the tags feature: the first element is always the API path (ADR 006). */
export const tagKeys = {
  all: ['/api/tags'] as const,
  list: (query: TagListQuery) => ['/api/tags', query] as const,
  bill: (billId: string) => [`/api/tags/bills/${encodeURIComponent(billId)}`] as const,
  colleagues: ['/api/users'] as const,
};

/**
 * After any change to tags: every query whose path starts with /api/tags (the tag lists, a bill's tags, and the
 * tracked-bills lists that show tags and counts) is stale.
 */
export const invalidateTagQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/tags'),
  });
