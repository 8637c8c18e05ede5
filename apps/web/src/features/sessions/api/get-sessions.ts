import type { Session, SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { legislativeKeys } from './session-keys';

/**
 * The sessions of one state (GET /api/sessions?stateCode), newest first, the one to start on marked isDefault by
 * the server: the web chooses no default of its own. Empty when the server has none for the state (no bills either).
 */
export async function getSessions(stateCode: string, signal?: AbortSignal): Promise<Session[]> {
  const reply = await api.get<SessionsResponse>('/api/sessions', { params: { stateCode }, signal });
  return reply.items;
}

export const sessionsQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: legislativeKeys.sessions(stateCode),
    queryFn: ({ signal }) => getSessions(stateCode, signal),
  });

export const useSessions = (stateCode: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...sessionsQueryOptions(stateCode), enabled });
