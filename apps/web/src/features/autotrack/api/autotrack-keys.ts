import type { MatchesParams } from '@statehouse/shared/autotrack/autotrack.schemas';

/** Query keys of the auto-tracking feature: the first element is always the API path (ADR 006). */
export const autotrackKeys = {
  all: ['/api/autotracked-bills'] as const,
  matches: (query: MatchesParams) => ['/api/autotracked-bills', 'matches', query] as const,
  match: (billId: string) => ['/api/autotracked-bills', 'matches', billId] as const,
  bill: (billId: string) => ['/api/autotracked-bills', billId] as const,
  status: ['/api/auto-track-states/status'] as const,
};
