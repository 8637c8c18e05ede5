import type { CreateCalendarFeedRequest, CreatedCalendarFeed } from '@statehouse/shared/calendar/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** A new secret-token ICS feed; its URL comes back only in this reply. */
export function createCalendarFeed(body: CreateCalendarFeedRequest): Promise<CreatedCalendarFeed> {
  return api.post<CreatedCalendarFeed>('/api/calendar-feeds', body);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds }),
  });
}
