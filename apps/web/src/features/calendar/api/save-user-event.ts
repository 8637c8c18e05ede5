import type {
  CreateUserEventRequest,
  UpdateUserEventRequest,
  UserEventReply,
} from '@statehouse/shared/calendar/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

const userEventPath = (id: number) => `/api/calendar-events/user/${id}`;

export function createUserEvent(body: CreateUserEventRequest): Promise<UserEventReply> {
  return api.post<UserEventReply>('/api/calendar-events/user', body);
}

export function updateUserEvent(id: number, body: UpdateUserEventRequest): Promise<UserEventReply> {
  return api.patch<UserEventReply>(userEventPath(id), body);
}

export function deleteUserEvent(id: number): Promise<void> {
  return api.delete<void>(userEventPath(id));
}

/** Create (no id) or change (an id) one of your events; the calendar reloads after either. */
export function useSaveUserEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateUserEventRequest }) =>
      id === undefined ? createUserEvent(body) : updateUserEvent(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.extraAll }),
  });
}

export function useDeleteUserEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.extraAll }),
  });
}
