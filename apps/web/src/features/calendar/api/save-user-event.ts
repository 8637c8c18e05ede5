import type { CreateUserEventRequest } from '@statehouse/shared/calendar/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from './calendar-keys';
import { createUserEvent } from './create-user-event';
import { updateUserEvent } from './update-user-event';

/** Create (no id) or change (an id) one of your events, the event dialog's one form; the calendar reloads after either. */
export function useSaveUserEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateUserEventRequest }) =>
      id === undefined ? createUserEvent(body) : updateUserEvent(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.extraAll }),
  });
}
