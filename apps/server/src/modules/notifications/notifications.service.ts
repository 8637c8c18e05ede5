import type {
  MarkNotificationsReadReply,
  NotificationsReply,
} from '@statehouse/shared/notifications/notifications.schemas';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { listNotifications, markNotificationsRead } from './notifications.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId'>;

export async function getNotifications(db: Database, caller: Caller): Promise<NotificationsReply> {
  const rows = await listNotifications(db, { accountId: caller.accountId, userId: caller.id });
  return {
    data: rows.map((row) => ({
      Id: row.id,
      IsRead: row.isRead,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function markRead(db: Database, caller: Caller, ids: number[]): Promise<MarkNotificationsReadReply> {
  const unique = [...new Set(ids)];
  return { updated: await markNotificationsRead(db, { accountId: caller.accountId, userId: caller.id }, unique) };
}
