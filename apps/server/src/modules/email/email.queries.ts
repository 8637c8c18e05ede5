import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

/** The most bills a tag e-mail lists; the rest are counted and reached through the link. */
export const SHARED_TAG_BILL_LIMIT = 100;

export type SharedBillRow = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
};

const billColumns = sql`b.id, b.identifier, b.title, b.jurisdiction_id as "stateCode", b.status,
  b.last_action_date::text as "lastActionDate", b.last_action_text as "lastActionText"`;

export type SharedTagRow = { id: number; name: string; description: string; billCount: number };

/** The tag when the viewer may see it (db/tag-access), with how many bills carry it. */
export async function findVisibleTag(db: Database, viewer: TagViewer, tagId: number) {
  const [row] = await selectRows<SharedTagRow>(
    db,
    sql`select t.id, t.name, t.description,
          (select count(*)::int from tag_bills tb where tb.tag_id = t.id and tb.account_id = t.account_id) as "billCount"
        from tags t
        where t.id = ${tagId} and ${visibleTagSql(sql`t`, viewer)}`,
  );
  return row;
}

/** The tag's bills, by state and identifier, at most SHARED_TAG_BILL_LIMIT. */
export async function listTagBillsForShare(db: Database, accountId: number, tagId: number) {
  return selectRows<SharedBillRow>(
    db,
    sql`select ${billColumns}
        from tag_bills tb join bills b on b.id = tb.bill_id
        where tb.tag_id = ${tagId} and tb.account_id = ${accountId}
        order by b.jurisdiction_id, b.bill_type, length(b.bill_number), b.bill_number
        limit ${SHARED_TAG_BILL_LIMIT}`,
  );
}

/** The outbox key prefix of one user's shares: share:<account>:<user>:<share id>:<recipient index>. */
export const shareKeyPrefix = (accountId: number, userId: number) => `share:${accountId}:${userId}:`;

/** How many shares (not recipients) the user sent since `since`, and when the oldest of them was sent. */
export async function countSharesSince(db: Database, accountId: number, userId: number, since: Date) {
  const prefix = shareKeyPrefix(accountId, userId);
  const [row] = await selectRows<{ shares: number; oldest: string | Date | null }>(
    db,
    sql`select count(distinct split_part(o.dedupe_key, ':', 4))::int as shares, min(o.created_at) as oldest
        from outbox o
        where o.account_id = ${accountId} and o.channel = 'email' and o.created_at > ${since.toISOString()}
          and left(o.dedupe_key, ${prefix.length}) = ${prefix}`,
  );
  return { shares: row?.shares ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
