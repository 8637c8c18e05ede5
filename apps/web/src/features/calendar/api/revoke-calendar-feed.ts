import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

export function revokeCalendarFeed(id: number): Promise<void> {
  return api.delete<void>(`/api/calendar-feeds/${id}`);
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds }),
  });
}
