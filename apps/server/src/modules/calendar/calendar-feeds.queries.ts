import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers, calendarFeeds } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

export async function insertFeed(db: Database, values: typeof calendarFeeds.$inferInsert) {
  const [row] = await db.insert(calendarFeeds).values(values).returning();
  if (!row) throw new Error('calendar feed insert returned no row');
  return row;
}

/** The owner's feeds that are not revoked, newest first. */
export async function listFeeds(db: Database, owner: { accountId: number; userId: number }) {
  return db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.accountId, owner.accountId),
        eq(calendarFeeds.userId, owner.userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id));
}

/** Revokes one of the owner's feeds; 0 when it is not theirs or already revoked. */
export async function revokeFeed(db: Database, owner: { accountId: number; userId: number }, id: number) {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(calendarFeeds.id, id),
        eq(calendarFeeds.accountId, owner.accountId),
        eq(calendarFeeds.userId, owner.userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.length;
}

/** A live feed by its token's hash, only while its owner still belongs to the account. */
export async function findLiveFeed(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(
      accountUsers,
      and(
        eq(accountUsers.accountId, calendarFeeds.accountId),
        eq(accountUsers.userId, calendarFeeds.userId),
        eq(accountUsers.status, 'active'),
      ),
    )
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row?.feed;
}

/** The tag's name when the viewer sees it (visibleTagSql), else undefined. */
export async function visibleTagName(db: Database, tagId: number, viewer: TagViewer) {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`select t.name from tags t where t.id = ${tagId} and ${visibleTagSql(sql`t`, viewer)}`,
  );
  return row?.name;
}

export async function committeeName(db: Database, id: string) {
  const [row] = await selectRows<{ name: string; stateCode: string }>(
    db,
    sql`select name, jurisdiction_id as "stateCode" from committees where id = ${id}`,
  );
  return row;
}
