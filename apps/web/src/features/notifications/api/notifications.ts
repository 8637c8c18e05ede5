import type {
  MarkNotificationsReadReply,
  Notification,
  NotificationsReply,
} from '@statehouse/shared/notifications/notifications.schemas';
import { api } from '@/lib/api-client';

/** Query keys of the notifications feature; the first element is the API path (docs/decisions/006). */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  of: (userId: number, accountId: number) => ['/api/notifications', userId, accountId] as const,
};

/** The signed-in user's notifications; SPEC section 8: failing to load yields an empty list. */
export async function getNotifications(): Promise<Notification[]> {
  try {
    return (await api.get<NotificationsReply>('/api/notifications')).data;
  } catch {
    return [];
  }
}

export function markNotificationsAsRead(notificationIds: number[]): Promise<MarkNotificationsReadReply> {
  return api.post<MarkNotificationsReadReply>('/api/notifications/mark-as-read', { notificationIds });
}
