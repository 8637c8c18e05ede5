import type { UpdateUserEventRequest, UserEventReply } from '@statehouse/shared/calendar/calendar.schemas';
import { api } from '@/lib/api-client';
import { userEventPath } from './calendar-keys';

export function updateUserEvent(id: number, body: UpdateUserEventRequest): Promise<UserEventReply> {
  return api.patch<UserEventReply>(userEventPath(id), body);
}
