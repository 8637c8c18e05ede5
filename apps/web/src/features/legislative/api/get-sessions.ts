import { defaultSessionFor } from '@statehouse/shared/reference/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { SessionOption } from '../legislative-rules';
import { legislativeKeys } from './legislative-keys';

type SessionsReply = { items?: SessionOption[]; data?: SessionOption[] } | SessionOption[];

/** A state the server has no sessions for has no bills either (billCount 0): the page says none are loaded. */
function referenceDefault(stateCode: string): SessionOption[] {
  const fallback = defaultSessionFor(stateCode);
  return fallback ? [{ id: fallback.id, name: fallback.name, isDefault: true, billCount: 0 }] : [];
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
    return list.map((session) => ({
      id: session.id,
      isDefault: Boolean(session.isDefault),
      name: session.name,
      startDate: session.startDate,
      billCount: session.billCount,
    }));
  } catch (error) {
    // No such call (an older server): the reference default, without claiming anything about its bills.
    if (error instanceof ApiError && error.status === 404) {
      return referenceDefault(stateCode).map(({ billCount: _unknown, ...session }) => session);
    }
    throw error;
  }
}

export const sessionsQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: legislativeKeys.sessions(stateCode),
    queryFn: ({ signal }) => getSessions(stateCode, signal),
  });

export const useSessions = (stateCode: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...sessionsQueryOptions(stateCode), enabled });
