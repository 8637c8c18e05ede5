import type { BillPositionValue } from '@statehouse/shared/positions/positions.schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billPositionHistory, billPositions } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

/** "First Last" of a user joined as `u`, or "Former member" once the user is gone (user_id set null). */
const personNameSql = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, 'Former member')`;

/** A tag joined as `t` is absent (the account's own position) or one the viewer sees. */
const tagVisibleOrNone = (viewer: TagViewer): SQL => sql`(t.id is null or ${visibleTagSql(sql`t`, viewer)})`;

export type PositionRow = {
  id: number;
  billId: string;
  tagId: number | null;
  tagName: string | null;
  tagColor: string | null;
  position: BillPositionValue;
  note: string;
  userId: number | null;
  userName: string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

export type PositionChangeRow = {
  id: number;
  tagId: number | null;
  tagName: string | null;
  tagColor: string | null;
  position: BillPositionValue | null;
  previous: BillPositionValue | null;
  note: string;
  userId: number | null;
  userName: string;
  changedAt: Date | string;
};

/** The tag if the viewer sees it (visibleTagSql), else nothing: another account's tag is simply not found. */
export async function findVisibleTag(db: Database, viewer: TagViewer, tagId: number) {
  const rows = await selectRows<{ id: number; name: string; color: string }>(
    db,
    sql`select t.id, t.name, t.color from tags t where t.id = ${tagId} and ${visibleTagSql(sql`t`, viewer)}`,
  );
  return rows[0];
}

const positionColumns = sql`p.id, p.bill_id as "billId", p.tag_id as "tagId", t.name as "tagName",
  t.color as "tagColor", p.position, p.note, p.user_id as "userId", ${personNameSql} as "userName",
  p.created_at as "createdAt", p.updated_at as "updatedAt"`;

/** The account's current positions on a bill whose tag the viewer sees; the account's own first, then by tag name. */
export async function listPositions(db: Database, viewer: TagViewer, billId: string, tagId?: number) {
  return selectRows<PositionRow>(
    db,
    sql`select ${positionColumns}
      from bill_positions p
      left join tags t on t.id = p.tag_id
      left join users u on u.id = p.user_id
      where p.account_id = ${viewer.accountId} and p.bill_id = ${billId}
        and ${tagVisibleOrNone(viewer)}
        ${tagId === undefined ? sql`` : sql`and p.tag_id = ${tagId}`}
      order by (p.tag_id is not null), lower(t.name), p.id`,
  );
}

/**
 * Every change of the account's positions on a bill, newest first, each with the position it replaced: the
 * previous row of the same bill and tag (history keeps only the new value, so `from` is read back with lag()).
 */
export async function listPositionHistory(db: Database, viewer: TagViewer, billId: string, tagId?: number) {
  return selectRows<PositionChangeRow>(
    db,
    sql`select * from (
        select h.id, h.tag_id as "tagId", t.name as "tagName", t.color as "tagColor", h.position,
          lag(h.position) over (partition by coalesce(h.tag_id, 0) order by h.changed_at, h.id) as previous,
          h.note, h.user_id as "userId", ${personNameSql} as "userName", h.changed_at as "changedAt"
        from bill_position_history h
        left join tags t on t.id = h.tag_id
        left join users u on u.id = h.user_id
        where h.account_id = ${viewer.accountId} and h.bill_id = ${billId}
          and ${tagVisibleOrNone(viewer)}
          ${tagId === undefined ? sql`` : sql`and h.tag_id = ${tagId}`}
      ) changes
      order by "changedAt" desc, id desc`,
  );
}

export async function findPosition(db: Database, viewer: TagViewer, id: number) {
  const rows = await selectRows<PositionRow>(
    db,
    sql`select ${positionColumns}
      from bill_positions p
      left join tags t on t.id = p.tag_id
      left join users u on u.id = p.user_id
      where p.id = ${id} and p.account_id = ${viewer.accountId} and ${tagVisibleOrNone(viewer)}`,
  );
  return rows[0];
}

type PositionChange = { billId: string; tagId: number | null; position: BillPositionValue; note: string };

/**
 * Sets the account's position on a bill (for one tag or none) and appends the change to the history, in one
 * transaction. The current row is locked first, so two people saving at once are written one after the other. The
 * key (account, bill, tag or none) is a unique index on an expression, which the builder's ON CONFLICT target cannot
 * name: a first position racing with another first one inserts nothing (DO NOTHING) and updates the winner's row
 * instead, as DO UPDATE did. A repeat of the same position and note changes nothing and writes no history. Returns
 * the position's id and whether it changed.
 */
export async function savePosition(db: Database, viewer: TagViewer, change: PositionChange) {
  return db.transaction(async (tx) => {
    const lockCurrent = async () => {
      const [row] = await tx
        .select({ id: billPositions.id, position: billPositions.position, note: billPositions.note })
        .from(billPositions)
        .where(
          and(
            eq(billPositions.accountId, viewer.accountId),
            eq(billPositions.billId, change.billId),
            sql`coalesce(${billPositions.tagId}, 0) = ${change.tagId ?? 0}`,
          ),
        )
        .for('update');
      return row;
    };
    const existing = await lockCurrent();
    if (existing && existing.position === change.position && existing.note === change.note) {
      return { id: existing.id, changed: false };
    }
    const values = { position: change.position, note: change.note, userId: viewer.userId };
    const [inserted] = existing
      ? []
      : await tx
          .insert(billPositions)
          .values({ accountId: viewer.accountId, billId: change.billId, tagId: change.tagId, ...values })
          .onConflictDoNothing()
          .returning({ id: billPositions.id });
    const current = inserted ? undefined : (existing ?? (await lockCurrent()));
    if (current) {
      await tx
        .update(billPositions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(billPositions.id, current.id));
    }
    const id = inserted?.id ?? current?.id;
    if (id === undefined) throw new Error('position upsert returned no row');
    await tx
      .insert(billPositionHistory)
      .values({ accountId: viewer.accountId, billId: change.billId, tagId: change.tagId, ...values });
    return { id, changed: true };
  });
}

/** Deletes the account's position and writes the withdrawal (position null) to the history. False when not found. */
export async function deletePosition(db: Database, viewer: TagViewer, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(billPositions)
      .where(and(eq(billPositions.id, id), eq(billPositions.accountId, viewer.accountId)))
      .returning({ billId: billPositions.billId, tagId: billPositions.tagId });
    if (!row) return false;
    await tx.insert(billPositionHistory).values({
      accountId: viewer.accountId,
      billId: row.billId,
      tagId: row.tagId,
      position: null,
      note: '',
      userId: viewer.userId,
    });
    return true;
  });
}
