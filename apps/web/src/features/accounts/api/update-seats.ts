import type { Seats } from '@statehouse/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AccountChangeHandlers, invalidateAccountMembers } from './account-keys';

export const updateSeats = (seats: number) => api.patch<Seats>('/api/accounts/seats', { seats });

export function useUpdateSeats({ onSuccess, onError }: AccountChangeHandlers<Seats> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeats,
    onSuccess: async (seats) => {
      onSuccess?.(seats);
      await invalidateAccountMembers(queryClient);
    },
    onError,
  });
}
