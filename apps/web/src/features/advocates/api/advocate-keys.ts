import type { QueryClient } from '@tanstack/react-query';

const base = '/api/advocate-management';

/** Query keys of the advocates feature: the first element is always the API path (ADR 006). */
export const advocateKeys = {
  dashboard: (state: string) => [`${base}/dashboard`, { state }] as const,
  seats: [`${base}/seats`] as const,
  invitations: [`${base}/invitations`] as const,
  list: (stateCode: string | undefined) => [`${base}/states/lobbyists`, { stateCode }] as const,
  profile: (id: number, state: string | undefined) => [`${base}/lobbyists/${id}`, { state }] as const,
  relationships: (stateCode: string | undefined) => [`${base}/relationships`, { stateCode }] as const,
  testimonies: (query: { status?: string; stateCode?: string }) => [`${base}/testimonies`, query] as const,
  testimony: (id: number) => [`${base}/testimonies/${id}`] as const,
  trackingCounts: (billIds: readonly string[]) => [`${base}/bills/tracking-count`, { billIds }] as const,
};

export const advocatesPath = base;

/** After any change of advocates or testimony: every portal read may show it. */
export function invalidateAdvocates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(base),
  });
}
