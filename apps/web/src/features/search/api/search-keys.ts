import type { SearchQuery } from '@statehouse/shared/search/search.schemas';

/** Query keys of the search feature: the first element is the API path (ADR 006). */
export const searchKeys = {
  all: ['/api/search'] as const,
  results: (query: Partial<SearchQuery>) => ['/api/search', query] as const,
};
