import type {
  GuestAuthRequest,
  GuestMe,
  GuestSharedTags,
  GuestTrackedActivity,
} from '@statehouse/shared/guest/guest.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the guest area: the first element is always the API path (ADR 006). */
export const guestKeys = {
  me: ['/api/guest/me'] as const,
  sharedTags: (state?: string) => ['/api/guest/shared-tags', { state }] as const,
  trackedActivity: ['/api/guest/tracked-activity'] as const,
};

/** The signed-in guest, or null when nobody is signed in as a guest. */
export const getGuestMe = (signal?: AbortSignal) =>
  api.get<GuestMe | null>('/api/guest/me', { signal, on401: 'returnNull' });
export const useGuestMe = () => useQuery({ queryKey: guestKeys.me, queryFn: ({ signal }) => getGuestMe(signal) });

export const getGuestSharedTags = (state?: string, signal?: AbortSignal) =>
  api.get<GuestSharedTags>('/api/guest/shared-tags', { params: { state }, signal });
export const useGuestSharedTags = (state?: string) =>
  useQuery({ queryKey: guestKeys.sharedTags(state), queryFn: ({ signal }) => getGuestSharedTags(state, signal) });

export const getGuestTrackedActivity = (signal?: AbortSignal) =>
  api.get<GuestTrackedActivity>('/api/guest/tracked-activity', { signal });
export const useGuestTrackedActivity = () =>
  useQuery({ queryKey: guestKeys.trackedActivity, queryFn: ({ signal }) => getGuestTrackedActivity(signal) });

export const guestSignIn = (body: GuestAuthRequest) =>
  api.post<{ status: 'signed-in' | 'code-sent'; message: string }>('/api/guest/auth', body);
export const guestSignOut = () => api.post<{ status: 'ok' }>('/api/guest/logout');

function useRefreshGuest() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/guest') });
}

export function useGuestSignIn() {
  const refresh = useRefreshGuest();
  return useMutation({
    mutationFn: guestSignIn,
    onSuccess: (reply) => (reply.status === 'signed-in' ? refresh() : undefined),
  });
}

export function useGuestSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guestSignOut,
    onSuccess: () =>
      queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/guest') }),
  });
}
