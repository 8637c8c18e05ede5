import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys, userEventPath } from './calendar-keys';

export function deleteUserEvent(id: number): Promise<void> {
  return api.delete<void>(userEventPath(id));
}

export function useDeleteUserEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.extraAll }),
  });
}
