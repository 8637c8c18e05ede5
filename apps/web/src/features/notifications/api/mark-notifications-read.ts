import type { MarkNotificationsReadReply } from '@statehouse/shared/notifications/notifications.schemas';
import { api } from '@/lib/api-client';

export function markNotificationsAsRead(notificationIds: number[]): Promise<MarkNotificationsReadReply> {
  return api.post<MarkNotificationsReadReply>('/api/notifications/mark-as-read', { notificationIds });
}
