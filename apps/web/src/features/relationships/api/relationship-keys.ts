import type { legislatorSorts } from '@statehouse/shared/relationships/relationships.schemas';
import type { QueryClient } from '@tanstack/react-query';

/** The team map's query as the page builds it (the shared schema's parsed form). */
export type TeamMapQuery = {
  stateCode: string;
  searchTerm?: string;
  knownOnly?: boolean;
  sort: (typeof legislatorSorts)[number];
  page: number;
  pageSize: number;
};

/** A member's relationships path (member ids hold a slash, so the id is encoded). */
export const memberRelationshipsPath = (memberId: string) => `/api/relationships/${encodeURIComponent(memberId)}`;

/** Query keys of the relationships feature: the first element is always the API path (ADR 006). */
export const relationshipKeys = {
  all: ['/api/relationships'] as const,
  legislators: (query: TeamMapQuery) => ['/api/relationships', 'legislators', query] as const,
  member: (memberId: string) => ['/api/relationships', memberId] as const,
  contributions: (memberId: string) => [`${memberRelationshipsPath(memberId)}/public-contributions`] as const,
};

/** After any change every relationships view (the member's panel, the team map) is read again. */
export const invalidateRelationships = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
