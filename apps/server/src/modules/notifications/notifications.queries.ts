import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';

/** How many notifications the list shows. */
export const NOTIFICATION_LIST_LIMIT = 50;

type Owner = { accountId: number; userId: number };

/** The owner's notifications in one account, newest first. */
export async function listNotifications(db: Database, { accountId, userId }: Owner) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.userId, userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** Marks the owner's unread ones among these ids as read; ids of anyone else's rows are ignored. */
export async function markNotificationsRead(db: Database, { accountId, userId }: Owner, ids: number[]) {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.accountId, accountId),
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Database, values: NewNotification) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}
