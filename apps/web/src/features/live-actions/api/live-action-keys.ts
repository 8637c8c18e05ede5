import type { LiveActionsQueryInput } from '@statehouse/shared/live-actions/live-actions.schemas';

/** Query keys of the live-actions feature: the first element is always the API path (ADR 006). */
export const liveActionKeys = {
  all: ['/api/live-actions'] as const,
  list: (query: LiveActionsQueryInput) => ['/api/live-actions', query] as const,
};
