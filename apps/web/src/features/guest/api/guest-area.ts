import type {
  GuestAuthRequest,
  GuestMe,
  GuestMembers,
  GuestRelationships,
  GuestSharedTags,
  GuestTasks,
  GuestTrackedActivity,
} from '@statehouse/shared/guest/guest.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the guest area: the first element is always the API path (ADR 006). */
export const guestKeys = {
  me: ['/api/guest/me'] as const,
  sharedTags: (state?: string) => ['/api/guest/shared-tags', { state }] as const,
  trackedActivity: ['/api/guest/tracked-activity'] as const,
  members: ['/api/guest/members'] as const,
  relationships: ['/api/guest/relationships'] as const,
  tasks: ['/api/guest/tasks'] as const,
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

// The areas a guest's scope switches on: `enabled` is false while the area is not shared (no call that would be a 403).
export const getGuestMembers = (signal?: AbortSignal) => api.get<GuestMembers>('/api/guest/members', { signal });
export const useGuestMembers = (enabled: boolean) =>
  useQuery({ queryKey: guestKeys.members, queryFn: ({ signal }) => getGuestMembers(signal), enabled });

export const getGuestRelationships = (signal?: AbortSignal) =>
  api.get<GuestRelationships>('/api/guest/relationships', { signal });
export const useGuestRelationships = (enabled: boolean) =>
  useQuery({ queryKey: guestKeys.relationships, queryFn: ({ signal }) => getGuestRelationships(signal), enabled });

export const getGuestTasks = (signal?: AbortSignal) => api.get<GuestTasks>('/api/guest/tasks', { signal });
export const useGuestTasks = (enabled: boolean) =>
  useQuery({ queryKey: guestKeys.tasks, queryFn: ({ signal }) => getGuestTasks(signal), enabled });

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
