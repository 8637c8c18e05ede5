import { defaultSessionFor } from '@statehouse/shared/reference/sessions';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { SessionOption } from '../legislative-rules';

type SessionsReply = { items?: SessionOption[]; data?: SessionOption[] } | SessionOption[];

function referenceDefault(stateCode: string): SessionOption[] {
  const fallback = defaultSessionFor(stateCode);
  return fallback ? [{ id: fallback.id, name: fallback.name, isDefault: true }] : [];
}

/**
 * The sessions of one state (GET /api/sessions?stateCode, `{ items }`). When the server knows none for
 * the state, or has no such call (404), the state's reference default session (SPEC section 3) stands
 * in, so the picker always offers a session.
 */
export async function getSessions(stateCode: string, signal?: AbortSignal): Promise<SessionOption[]> {
  try {
    const reply = await api.get<SessionsReply>('/api/sessions', { params: { stateCode }, signal });
    const list = Array.isArray(reply) ? reply : (reply?.items ?? reply?.data ?? []);
    if (list.length === 0) return referenceDefault(stateCode);
    return list.map((session) => ({ id: session.id, isDefault: Boolean(session.isDefault), name: session.name }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return referenceDefault(stateCode);
    throw error;
  }
}

export const sessionsQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: ['/api/sessions', { stateCode }] as const,
    queryFn: ({ signal }) => getSessions(stateCode, signal),
  });
