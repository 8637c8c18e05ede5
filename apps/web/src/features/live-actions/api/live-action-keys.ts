import type { LiveActionsQuery } from '@statehouse/shared/live-actions/live-actions.schemas';

/** The feed's query as the page holds it (parsed from the URL). */
export type LiveActionsFeedQuery = Pick<LiveActionsQuery, 'limit' | 'offset'> & { stateCodes?: string[] };

/** Query keys of the live-actions feature: the first element is always the API path (ADR 006). */
export const liveActionKeys = {
  all: ['/api/live-actions'] as const,
  list: (query: LiveActionsFeedQuery) => ['/api/live-actions', query] as const,
};
