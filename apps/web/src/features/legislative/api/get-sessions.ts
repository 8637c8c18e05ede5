import { defaultSessionFor } from '@statehouse/shared/reference/sessions';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { SessionOption } from '../legislative-rules';

type SessionsReply = SessionOption[] | { data: SessionOption[] };

/**
 * The sessions of one state (GET /api/sessions?stateCode). Until the server has that call (404), the
 * state's reference default session stands in, so the picker still works.
 */
export async function getSessions(stateCode: string, signal?: AbortSignal): Promise<SessionOption[]> {
  try {
    const reply = await api.get<SessionsReply>('/api/sessions', { params: { stateCode }, signal });
    const list = Array.isArray(reply) ? reply : (reply?.data ?? []);
    return list.map((session) => ({ id: session.id, isDefault: Boolean(session.isDefault), name: session.name }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const fallback = defaultSessionFor(stateCode);
      return fallback ? [{ id: fallback.id, name: fallback.name, isDefault: true }] : [];
    }
    throw error;
  }
}

export const sessionsQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: ['/api/sessions', { stateCode }] as const,
    queryFn: ({ signal }) => getSessions(stateCode, signal),
  });
