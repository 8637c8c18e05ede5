import type { Guest, GuestList, InviteGuest } from '@statehouse/shared/guest/guest.schemas';
import type { ExternalAccessLog } from '@statehouse/shared/portal/portal.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

export const getAccessLog = (signal?: AbortSignal) => api.get<ExternalAccessLog>('/api/portal/access-log', { signal });
export const useAccessLog = () =>
  useQuery({ queryKey: portalKeys.accessLog, queryFn: ({ signal }) => getAccessLog(signal) });

export const getGuests = (signal?: AbortSignal) => api.get<GuestList>('/api/guests', { signal });
export const useGuests = () => useQuery({ queryKey: portalKeys.guests, queryFn: ({ signal }) => getGuests(signal) });

export const inviteGuest = (body: InviteGuest) => api.post<Guest>('/api/guests', body);
export function revokeGuest(id: number) {
  requireParams({ id });
  return api.delete<null>(`/api/guests/${id}`);
}

export function useInviteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.guests }),
  });
}

export function useRevokeGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.guests }),
  });
}
