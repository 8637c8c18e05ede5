import type { GuestAddBills, GuestAddBillsReply, GuestBillSearch } from '@statehouse/shared/guest/guest.schemas';
import type { SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import type { TrackListUploadReply } from '@statehouse/shared/tracking/track-list.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A guest adding bills to a tag shared with them (scope uploadTrackList, decision 084).

export const guestAddingKeys = {
  bills: (search: string, state?: string) => ['/api/guest/bills', { search, state }] as const,
  sessions: (state: string) => ['/api/guest/sessions', { state }] as const,
};

/** Fewer characters than this are not searched (the server refuses them with 400). */
export const GUEST_SEARCH_MIN = 2;

export const searchGuestBills = (search: string, state?: string, signal?: AbortSignal) =>
  api.get<GuestBillSearch>('/api/guest/bills', { params: { search, state }, signal });
export const useGuestBillSearch = (search: string, state?: string) =>
  useQuery({
    queryKey: guestAddingKeys.bills(search, state),
    queryFn: ({ signal }) => searchGuestBills(search, state, signal),
    enabled: search.trim().length >= GUEST_SEARCH_MIN,
  });

export const getGuestSessions = (state: string, signal?: AbortSignal) =>
  api.get<SessionsResponse>('/api/guest/sessions', { params: { state }, signal });
export const useGuestSessions = (state: string) =>
  useQuery({
    queryKey: guestAddingKeys.sessions(state),
    queryFn: ({ signal }) => getGuestSessions(state, signal),
    enabled: state !== '',
  });

/** What a guest's additions change: the shared lists and activity they read. */
function useRefreshSharedLists() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === '/api/guest/shared-tags' || query.queryKey[0] === '/api/guest/tracked-activity',
    });
}

export const addGuestBills = (body: GuestAddBills) => api.post<GuestAddBillsReply>('/api/guest/tag-bills', body);
export function useAddGuestBills() {
  const refresh = useRefreshSharedLists();
  return useMutation({ mutationFn: addGuestBills, onSuccess: () => refresh() });
}

export type GuestTrackListUpload = { file: File; state: string; session: string; tagId: number; dryRun: boolean };

export function uploadGuestTrackList(upload: GuestTrackListUpload): Promise<TrackListUploadReply> {
  const form = new FormData();
  form.append('state', upload.state);
  form.append('session', upload.session);
  form.append('tagId', String(upload.tagId));
  form.append('dryRun', String(upload.dryRun));
  form.append('file', upload.file, upload.file.name);
  return api.post<TrackListUploadReply>('/api/guest/track-lists/upload', form);
}
export function useUploadGuestTrackList() {
  const refresh = useRefreshSharedLists();
  return useMutation({
    mutationFn: uploadGuestTrackList,
    onSuccess: (reply) => (reply.dryRun ? undefined : refresh()),
  });
}
