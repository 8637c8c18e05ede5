import type { TagAccess, TagScope, TagSectionKind, TagSort } from '@statehouse/shared/tags/tags.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billAlerts, tagBills, tagSections, tagShares, tags } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { editableTagSql, type TagViewer, visibleTagSql } from '../../db/tag-access';

const personSql = (alias: SQL): SQL =>
  sql`case when ${alias}.id is null then null
    else json_build_object('id', ${alias}.id, 'name', trim(${alias}.first_name || ' ' || ${alias}.last_name)) end`;

const isoSql = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Why the viewer sees tag `t`: owner, account, or a share for edit or read (visibleTagSql decides that they do). */
const accessSql = (viewer: TagViewer): SQL => sql`case
  when t.owner_user_id = ${viewer.userId} then 'owner'
  when t.scope = 'account' then 'account'
  when exists (select 1 from tag_shares ts where ts.tag_id = t.id and ts.account_id = ${viewer.accountId}
    and ts.target_type = 'user' and ts.target_id = ${viewer.userId} and ts.access = 'edit') then 'edit'
  else 'read' end`;

export type TagShareRow = {
  id: number;
  tagId: number;
  targetType: 'user' | 'team' | 'guest';
  targetId: number;
  targetName: string;
  access: TagAccess;
  createdAt: string;
};

export type TagRow = {
  id: number;
  name: string;
  color: string;
  description: string;
  scope: TagScope;
  ownerUserId: number | null;
  createdByUserId: number | null;
  owner: { id: number; name: string } | null;
  createdBy: { id: number; name: string } | null;
  billCount: number;
  sectionCount: number;
  shares: TagShareRow[];
  access: 'owner' | 'account' | 'edit' | 'read';
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
  total: number;
};

/** Each sort with its natural direction; `order` may flip it (names and ids break ties the same way). */
const orderBySql = (sort: TagSort, order: 'asc' | 'desc' | undefined): SQL => {
  const natural = { name: 'asc', billCount: 'desc', updated: 'desc' } as const;
  const direction = sql.raw((order ?? natural[sort]) === 'asc' ? 'asc' : 'desc');
  if (sort === 'name') return sql`lower(t.name) ${direction}, t.id ${direction}`;
  if (sort === 'billCount') return sql`"billCount" ${direction}, lower(t.name), t.id`;
  return sql`t.updated_at ${direction}, t.id ${direction}`;
};

export type TagListFilter = {
  search?: string;
  scope?: TagScope;
  ids?: number[];
  sort: TagSort;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** The tags the viewer sees (visibleTagSql), with counts, owner, shares and the viewer's rights. */
export async function selectVisibleTags(db: Database, viewer: TagViewer, filter: TagListFilter): Promise<TagRow[]> {
  const conditions: SQL[] = [visibleTagSql(sql`t`, viewer)];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(sql`(t.name ilike ${pattern} or t.description ilike ${pattern})`);
  }
  if (filter.scope) conditions.push(sql`t.scope = ${filter.scope}`);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(
      sql`t.id in (${sql.join(
        filter.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  return selectRows<TagRow>(
    db,
    sql`select t.id, t.name, t.color, t.description, t.scope,
        t.owner_user_id as "ownerUserId", t.created_by_user_id as "createdByUserId",
        ${personSql(sql`o`)} as owner, ${personSql(sql`c`)} as "createdBy",
        (select count(*)::int from tag_bills tb where tb.tag_id = t.id and tb.account_id = t.account_id) as "billCount",
        (select count(*)::int from tag_sections tsec where tsec.tag_id = t.id and tsec.account_id = t.account_id)
          as "sectionCount",
        coalesce((
          select json_agg(json_build_object(
            'id', s.id, 'tagId', s.tag_id, 'targetType', s.target_type, 'targetId', s.target_id,
            'targetName', coalesce(trim(u.first_name || ' ' || u.last_name), s.target_type || ' ' || s.target_id),
            'access', s.access, 'createdAt', ${isoSql(sql`s.created_at`)}) order by lower(u.first_name), s.id)
          from tag_shares s left join users u on s.target_type = 'user' and u.id = s.target_id
          where s.tag_id = t.id and s.account_id = t.account_id
        ), '[]'::json) as shares,
        ${accessSql(viewer)} as access,
        ${editableTagSql(sql`t`, viewer)} as "canEdit",
        ${isoSql(sql`t.created_at`)} as "createdAt", ${isoSql(sql`t.updated_at`)} as "updatedAt",
        count(*) over ()::int as total
      from tags t
      left join users o on o.id = t.owner_user_id
      left join users c on c.id = t.created_by_user_id
      where ${sql.join(conditions, sql` and `)}
      order by ${orderBySql(filter.sort, filter.order)}
      limit ${filter.limit} offset ${filter.offset}`,
  );
}

/** Whether a tag of this name (any case) exists where the new or renamed tag would live. */
export async function tagNameTaken(
  db: Database,
  options: { accountId: number; ownerUserId: number | null; name: string; exceptId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.accountId, options.accountId),
        sql`coalesce(${tags.ownerUserId}, 0) = ${options.ownerUserId ?? 0}`,
        sql`lower(${tags.name}) = lower(${options.name})`,
        options.exceptId === undefined ? undefined : sql`${tags.id} <> ${options.exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTag(db: Database, values: typeof tags.$inferInsert): Promise<number> {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id });
  if (!row) throw new Error('tag insert returned no row');
  return row.id;
}

export async function updateTag(
  db: Database,
  options: { accountId: number; id: number; changes: { name?: string; color?: string; description?: string } },
): Promise<void> {
  await db
    .update(tags)
    .set({ ...options.changes, updatedAt: new Date() })
    .where(and(eq(tags.accountId, options.accountId), eq(tags.id, options.id)));
}

/** Deletes a tag (its bills, sections and shares go with it) and counts what that untracked. */
export async function deleteTag(
  db: Database,
  options: { accountId: number; id: number },
): Promise<{ removedFromBills: number; untrackedBills: number }> {
  return db.transaction(async (tx) => {
    const [counts] = await selectRows<{ removedFromBills: number; untrackedBills: number }>(
      tx,
      sql`select count(*)::int as "removedFromBills",
          count(*) filter (where not exists (
            select 1 from tag_bills other where other.account_id = tb.account_id
              and other.bill_id = tb.bill_id and other.tag_id <> tb.tag_id
          ))::int as "untrackedBills"
        from tag_bills tb where tb.account_id = ${options.accountId} and tb.tag_id = ${options.id}`,
    );
    await tx.delete(tags).where(and(eq(tags.accountId, options.accountId), eq(tags.id, options.id)));
    return counts ?? { removedFromBills: 0, untrackedBills: 0 };
  });
}

/**
 * The states an account subscribes to: the active subscriptions of its active members. Empty when nobody
 * subscribes to any state, which (as for a member, decision 007) means every state.
 */
export async function selectAccountStates(db: Database, accountId: number): Promise<string[]> {
  const rows = await selectRows<{ stateCode: string }>(
    db,
    sql`select distinct s.state_code as "stateCode" from user_state_subscriptions s
      join account_users au on au.account_id = s.account_id and au.user_id = s.user_id and au.status = 'active'
      where s.account_id = ${accountId} and s.status = 'active' order by 1`,
  );
  return rows.map((row) => row.stateCode);
}

/**
 * Tags every bill with every tag (trackType manual) and turns the bills' alerts on for the user who tracked
 * them where they have no alert row yet (empty kinds and channels: "use my settings"). One transaction.
 */
export async function addTagBills(
  db: Database,
  options: { accountId: number; userId: number; tagIds: number[]; billIds: string[] },
): Promise<{ added: number; alertsTurnedOn: number }> {
  return db.transaction(async (tx) => {
    const pairs = options.tagIds.flatMap((tagId) =>
      options.billIds.map((billId) => ({
        accountId: options.accountId,
        tagId,
        billId,
        trackType: 'manual',
        addedByUserId: options.userId,
      })),
    );
    const added = await tx.insert(tagBills).values(pairs).onConflictDoNothing().returning({ id: tagBills.id });
    const alerts = await tx
      .insert(billAlerts)
      .values(options.billIds.map((billId) => ({ accountId: options.accountId, userId: options.userId, billId })))
      .onConflictDoNothing()
      .returning({ id: billAlerts.id });
    await tx
      .update(tags)
      .set({ updatedAt: new Date() })
      .where(and(eq(tags.accountId, options.accountId), inArray(tags.id, options.tagIds)));
    return { added: added.length, alertsTurnedOn: alerts.length };
  });
}

export async function removeTagBills(
  db: Database,
  options: { accountId: number; tagIds: number[]; billIds: string[] },
): Promise<number> {
  const removed = await db
    .delete(tagBills)
    .where(
      and(
        eq(tagBills.accountId, options.accountId),
        inArray(tagBills.tagId, options.tagIds),
        inArray(tagBills.billId, options.billIds),
      ),
    )
    .returning({ id: tagBills.id });
  return removed.length;
}

type TagOnItemRow = {
  tagId: number;
  name: string;
  color: string;
  scope: TagScope;
  canEdit: boolean;
  addedBy: { id: number; name: string } | null;
  addedAt: string;
};

/** The viewer's visible tags on one bill, with who tagged it and when. */
export async function selectBillTags(db: Database, viewer: TagViewer, billId: string) {
  return selectRows<TagOnItemRow & { trackType: 'manual' | 'upload' | 'auto' }>(
    db,
    sql`select t.id as "tagId", t.name, t.color, t.scope, ${editableTagSql(sql`t`, viewer)} as "canEdit",
        ${personSql(sql`u`)} as "addedBy", ${isoSql(sql`tb.created_at`)} as "addedAt", tb.track_type as "trackType"
      from tag_bills tb
      join tags t on t.id = tb.tag_id
      left join users u on u.id = tb.added_by_user_id
      where tb.account_id = ${viewer.accountId} and tb.bill_id = ${billId} and ${visibleTagSql(sql`t`, viewer)}
      order by lower(t.name), t.id`,
  );
}

export async function sectionExists(db: Database, kind: TagSectionKind, sectionId: number): Promise<boolean> {
  const table = kind === 'statute' ? sql`statute_sections` : sql`regulation_sections`;
  const rows = await selectRows<{ id: number }>(db, sql`select id from ${table} where id = ${sectionId}`);
  return rows.length > 0;
}

export async function addTagSection(
  db: Database,
  options: { accountId: number; userId: number; tagIds: number[]; kind: TagSectionKind; sectionId: number },
): Promise<number> {
  const added = await db
    .insert(tagSections)
    .values(
      options.tagIds.map((tagId) => ({
        accountId: options.accountId,
        tagId,
        sectionKind: options.kind,
        sectionId: options.sectionId,
        addedByUserId: options.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tagSections.id });
  return added.length;
}

export async function removeTagSection(
  db: Database,
  options: { accountId: number; tagIds: number[]; kind: TagSectionKind; sectionId: number },
): Promise<number> {
  const removed = await db
    .delete(tagSections)
    .where(
      and(
        eq(tagSections.accountId, options.accountId),
        inArray(tagSections.tagId, options.tagIds),
        eq(tagSections.sectionKind, options.kind),
        eq(tagSections.sectionId, options.sectionId),
      ),
    )
    .returning({ id: tagSections.id });
  return removed.length;
}

export async function selectSectionTags(db: Database, viewer: TagViewer, kind: TagSectionKind, sectionId: number) {
  return selectRows<TagOnItemRow>(
    db,
    sql`select t.id as "tagId", t.name, t.color, t.scope, ${editableTagSql(sql`t`, viewer)} as "canEdit",
        ${personSql(sql`u`)} as "addedBy", ${isoSql(sql`ts.created_at`)} as "addedAt"
      from tag_sections ts
      join tags t on t.id = ts.tag_id
      left join users u on u.id = ts.added_by_user_id
      where ts.account_id = ${viewer.accountId} and ts.section_kind = ${kind} and ts.section_id = ${sectionId}
        and ${visibleTagSql(sql`t`, viewer)}
      order by lower(t.name), t.id`,
  );
}

/** Whether the user is an active member of the account (a share target). */
export async function isActiveMember(db: Database, accountId: number, userId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select au.user_id as id from account_users au
      where au.account_id = ${accountId} and au.user_id = ${userId} and au.status = 'active'`,
  );
  return rows.length > 0;
}

/** Shares the tag with the target, or changes the access of an existing share. Returns the share id. */
export async function upsertTagShare(
  db: Database,
  values: {
    accountId: number;
    tagId: number;
    targetType: 'user';
    targetId: number;
    access: TagAccess;
    createdByUserId: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(tagShares)
    .values(values)
    .onConflictDoUpdate({
      target: [tagShares.tagId, tagShares.targetType, tagShares.targetId],
      set: { access: values.access },
    })
    .returning({ id: tagShares.id });
  if (!row) throw new Error('tag share upsert returned no row');
  return row.id;
}

export async function selectTagShare(db: Database, accountId: number, shareId: number) {
  const [row] = await db
    .select({ id: tagShares.id, tagId: tagShares.tagId })
    .from(tagShares)
    .where(and(eq(tagShares.accountId, accountId), eq(tagShares.id, shareId)));
  return row;
}

export async function deleteTagShare(db: Database, accountId: number, shareId: number): Promise<void> {
  await db.delete(tagShares).where(and(eq(tagShares.accountId, accountId), eq(tagShares.id, shareId)));
}
