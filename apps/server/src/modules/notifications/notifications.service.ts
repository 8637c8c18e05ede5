import type {
  MarkNotificationsReadReply,
  NotificationsReply,
} from '@statehouse/shared/notifications/notifications.schemas';
import type { Database } from '../../db/client';
import { toLiveNotification } from '../../notify/live-push';
import type { AuthUser } from '../../plugins/auth';
import { listNotifications, markNotificationsRead } from './notifications.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId'>;

export async function getNotifications({ db, caller }: { db: Database; caller: Caller }): Promise<NotificationsReply> {
  const rows = await listNotifications(db, { accountId: caller.accountId, userId: caller.id });
  return { data: rows.map(toLiveNotification) };
}

export async function markRead({
  db,
  caller,
  ids,
}: {
  db: Database;
  caller: Caller;
  ids: number[];
}): Promise<MarkNotificationsReadReply> {
  const unique = [...new Set(ids)];
  return { updated: await markNotificationsRead(db, { accountId: caller.accountId, userId: caller.id }, unique) };
}
