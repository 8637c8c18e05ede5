import type { TagListQuery, TagSectionKind } from '@statehouse/shared/tags/tags.schemas';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the tags feature: the first element is always the API path (ADR 006). */
export const tagKeys = {
  all: ['/api/tags'] as const,
  list: (query: TagListQuery) => ['/api/tags', query] as const,
  bill: (billId: string) => [`/api/tags/bills/${encodeURIComponent(billId)}`] as const,
  /** Under /api/tags, so invalidateTagQueries refreshes it after any tag change. */
  section: (kind: TagSectionKind, sectionId: number) => [`/api/tags/sections/${sectionId}`, { kind }] as const,
};

/**
 * After any change to tags: every query whose path starts with /api/tags (the tag lists, a bill's tags, and the
 * tracked-bills lists that show tags and counts) is stale, and so are bill alerts, since tracking a bill turns its
 * alerts on for whoever tracked it (decision 024). Matched by API path, the first key element (ADR 006).
 */
export const invalidateTagQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && (path.startsWith('/api/tags') || path === '/api/bill-alerts');
    },
  });
