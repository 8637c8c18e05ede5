import type { CreateUserEventRequest, UserEventReply } from '@statehouse/shared/calendar/calendar.schemas';
import { api } from '@/lib/api-client';

export function createUserEvent(body: CreateUserEventRequest): Promise<UserEventReply> {
  return api.post<UserEventReply>('/api/calendar-events/user', body);
}
