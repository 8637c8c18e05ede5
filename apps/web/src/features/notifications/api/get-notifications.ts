import { notificationToasts } from '@statehouse/shared/notifications/notifications.messages';
import type { Notification, NotificationsReply } from '@statehouse/shared/notifications/notifications.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { type LiveEvent, useLiveEvents } from '@/lib/live-events';
import { markNotificationsAsRead } from './mark-notifications-read';
import { notificationKeys } from './notification-keys';

/** The signed-in user's notifications; SPEC section 8: failing to load yields an empty list. */
export async function getNotifications(): Promise<Notification[]> {
  try {
    return (await api.get<NotificationsReply>('/api/notifications')).data;
  } catch {
    return [];
  }
}

export const notificationsQueryOptions = (userId: number, accountId: number) =>
  queryOptions({ queryKey: notificationKeys.of(userId, accountId), queryFn: getNotifications, retry: false });

/** Whose notifications: the signed-in user in their selected account, or nobody. */
export type NotificationsOwner = { id: number; selectedAccountId: number } | null;

const noNotifications: Notification[] = [];
/** The list's length on the server (GET /api/notifications answers the newest 50). */
const NOTIFICATION_LIST_LIMIT = 50;

/**
 * The owner's notifications, newest first (empty when nobody is signed in or loading failed), the unread count,
 * and mark-as-read, which resolves false after the failure toast (SPEC section 8) when the server refuses.
 * Keyed by user and account, so a switch of either never shows the previous list.
 */
export function useNotifications(owner: NotificationsOwner) {
  const queryClient = useQueryClient();
  const userId = owner?.id;
  const accountId = owner?.selectedAccountId;
  const signedIn = userId !== undefined && accountId !== undefined;
  const query = useQuery({
    ...notificationsQueryOptions(userId ?? 0, accountId ?? 0),
    enabled: signedIn,
  });
  // SPEC section 4: notifications are fetched when a user exists and cleared when none.
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: notificationKeys.all });
  }, [signedIn, queryClient]);
  // Live: a new notification joins the list at once, with a toast; after a reconnect the list is fetched again,
  // since the stream may have dropped some while it was down (decision 029).
  const onLiveEvent = useCallback(
    (event: LiveEvent) => {
      if (userId === undefined || accountId === undefined) return;
      const key = notificationKeys.of(userId, accountId);
      if (event.type === 'connected') {
        if (event.reconnected) void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      const { notification } = event;
      let added = false;
      queryClient.setQueryData<Notification[]>(key, (current = []) => {
        if (current.some((item) => item.Id === notification.Id)) return current;
        added = true;
        return [notification, ...current].slice(0, NOTIFICATION_LIST_LIMIT);
      });
      if (added) toast({ title: notification.title, description: notification.body });
    },
    [userId, accountId, queryClient],
  );
  useLiveEvents(onLiveEvent, signedIn ? `${userId}:${accountId}` : null);

  const notifications = signedIn ? (query.data ?? noNotifications) : noNotifications;
  const unreadCount = useMemo(
    () => notifications.filter((notification) => !notification.IsRead).length,
    [notifications],
  );

  const markAsRead = useCallback(
    async (notificationIds: number[]) => {
      if (userId === undefined || accountId === undefined || notificationIds.length === 0) return true;
      try {
        await markNotificationsAsRead(notificationIds);
      } catch {
        toast({
          variant: 'destructive',
          title: notificationToasts.markReadFailedTitle,
          description: notificationToasts.markReadFailedDescription,
        });
        return false;
      }
      const read = new Set(notificationIds);
      queryClient.setQueryData<Notification[]>(notificationKeys.of(userId, accountId), (current) =>
        current?.map((notification) => (read.has(notification.Id) ? { ...notification, IsRead: true } : notification)),
      );
      return true;
    },
    [userId, accountId, queryClient],
  );

  return { notifications, unreadCount, markAsRead };
}
