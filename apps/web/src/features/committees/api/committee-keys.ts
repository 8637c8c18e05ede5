import type { CommitteeListQuery } from '@statehouse/shared/committees/committees.schemas';

export const committeePath = (id: string) => `/api/committees/${encodeURIComponent(id)}`;

/** Query keys of the committees feature: the first element is always the API path (ADR 006). */
export const committeeKeys = {
  all: ['/api/committees'] as const,
  list: (query: CommitteeListQuery) => ['/api/committees', query] as const,
  detail: (id: string, sessionCode?: string) => [committeePath(id), { sessionCode }] as const,
};
