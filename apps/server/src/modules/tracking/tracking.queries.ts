import type { TrackedBillSortField } from '@statehouse/shared/tracking/tracking.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billAlerts, billPositionHistory, billPositions, tagBills, tagShares, tags } from '../../db/schema/index';
import { containsPattern, selectRows } from '../../db/sql';
import { editableTagSql, type TagViewer, visibleTagSql } from '../../db/tag-access';

// Tracked bills are bills carrying at least one tag the caller sees (tag_bills, through db/tag-access). The list is
// raw SQL (decision 022: JSON shaping and a lateral next-hearing lookup); the writes use the builder.

/** Which tracking rows (tag_bills of visible tags) count, and which bills of them the list keeps. */
export type TrackedBillsFilter = {
  search?: string;
  states?: string[];
  /** Session ids (TX-892) and bare codes (25R). */
  sessionIds?: string[];
  sessionCodes?: string[];
  activeOnly?: boolean;
  tagIds?: number[];
  tagLogic?: 'and' | 'or';
  trackTypes?: string[];
  progressStatuses?: number[];
  alertsOnly?: boolean;
  excludeLobbyistUsers?: boolean;
  lobbyistUsersOnly?: boolean;
  jointTracked?: boolean;
  userIds?: number[];
  billIds?: string[];
  /** Bill owners (decision 073): a member, a team, or nobody. */
  ownerUserId?: number;
  ownerTeamId?: number;
  unowned?: boolean;
};

export type TrackedBillsPage = { sort: TrackedBillSortField; order: 'asc' | 'desc'; limit: number; offset: number };

export type TrackedBillRow = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  sessionCode: string;
  sessionName: string;
  status: number;
  progress: { status: number; date: string | null }[];
  lastActionDate: string | null;
  lastActionText: string | null;
  nextHearing: {
    eventId: string;
    name: string;
    startTime: string;
    allDay: boolean;
    timezone: string;
    location: string | null;
  } | null;
  tags: { id: number; name: string; color: string; scope: 'account' | 'personal' }[];
  trackTypes: string[];
  positions: { position: string; note: string; tagId: number | null; tagName: string | null; updatedAt: string }[];
  hasAlert: boolean;
  trackedBy: { id: number; name: string; isLobbyist: boolean }[];
  addedByGuests: { id: number; name: string; email: string }[];
  firstTrackedAt: string;
  owner: { type: 'user' | 'team'; id: number; name: string } | null;
  total: number;
};

const isLobbyistSql = (userId: SQL, accountId: number) => sql`exists (
  select 1 from account_users au where au.account_id = ${accountId} and au.user_id = ${userId} and au.role = 'lobbyist'
)`;

const orderSql = (sort: TrackedBillSortField, order: 'asc' | 'desc'): SQL => {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const nulls = sql.raw('nulls last');
  const tieBreak = sql`b.jurisdiction_id, b.bill_type, length(b.bill_number), b.bill_number`;
  switch (sort) {
    case 'tracked':
      return sql`c.first_tracked_at ${direction}, ${tieBreak}`;
    case 'nextHearing':
      return sql`nh.start_time ${direction} ${nulls}, ${tieBreak}`;
    case 'billNumber':
      return sql`b.jurisdiction_id ${direction}, b.bill_type ${direction}, length(b.bill_number) ${direction}, b.bill_number ${direction}`;
    case 'status':
      return sql`b.status ${direction}, ${tieBreak}`;
    case 'title':
      return sql`lower(b.title) ${direction}, ${tieBreak}`;
    case 'state':
      return sql`b.jurisdiction_id ${direction}, ls.code ${direction}, ${tieBreak}`;
    case 'owner':
      return sql`lower(coalesce(ot.name, ou.first_name || ' ' || ou.last_name)) ${direction} ${nulls}, ${tieBreak}`;
    default:
      return sql`b.last_action_date ${direction} ${nulls}, ${tieBreak}`;
  }
};

/** One page of tracked bills, each with its tags, positions, alert, trackers and next hearing; `total` on every row. */
export async function selectTrackedBills(
  db: Database,
  viewer: TagViewer,
  filter: TrackedBillsFilter,
  page: TrackedBillsPage,
): Promise<TrackedBillRow[]> {
  const rowConditions: SQL[] = [];
  if (filter.excludeLobbyistUsers) {
    rowConditions.push(sql`not ${isLobbyistSql(sql`tb.added_by_user_id`, viewer.accountId)}`);
  }
  if (filter.lobbyistUsersOnly) rowConditions.push(isLobbyistSql(sql`tb.added_by_user_id`, viewer.accountId));
  if (filter.userIds?.length) rowConditions.push(sql`tb.added_by_user_id in ${filter.userIds}`);
  if (filter.billIds?.length) rowConditions.push(sql`tb.bill_id in ${filter.billIds}`);

  const having: SQL[] = [];
  if (filter.tagIds?.length) {
    having.push(
      filter.tagLogic === 'and'
        ? sql`count(distinct tb.tag_id) filter (where tb.tag_id in ${filter.tagIds}) = ${new Set(filter.tagIds).size}`
        : sql`bool_or(tb.tag_id in ${filter.tagIds})`,
    );
  }
  if (filter.trackTypes?.length) having.push(sql`bool_or(tb.track_type in ${filter.trackTypes})`);
  if (filter.jointTracked) having.push(sql`count(distinct tb.added_by_user_id) >= 2`);

  const billConditions: SQL[] = [];
  if (filter.states?.length) billConditions.push(sql`b.jurisdiction_id in ${filter.states}`);
  const sessionMatches: SQL[] = [];
  if (filter.sessionIds?.length) sessionMatches.push(sql`ls.id in ${filter.sessionIds}`);
  if (filter.sessionCodes?.length) sessionMatches.push(sql`ls.code in ${filter.sessionCodes}`);
  if (sessionMatches.length) billConditions.push(sql`(${sql.join(sessionMatches, sql` or `)})`);
  if (filter.activeOnly) billConditions.push(sql`(ls.end_date is null or ls.end_date >= current_date)`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const compact = containsPattern(filter.search.replace(/[\s.]+/g, ''));
    billConditions.push(sql`(b.title ilike ${pattern} or b.identifier ilike ${pattern}
      or replace(b.identifier, ' ', '') ilike ${compact} or b.id ilike ${pattern})`);
  }
  if (filter.progressStatuses?.length) {
    const current = filter.progressStatuses.filter((code) => code <= 6);
    const reached = filter.progressStatuses.filter((code) => code > 6);
    const matches: SQL[] = [];
    if (current.length) matches.push(sql`b.status in ${current}`);
    if (reached.length) {
      matches.push(
        sql`exists (select 1 from jsonb_array_elements(b.progress) step where (step->>'status')::int in ${reached})`,
      );
    }
    billConditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (filter.alertsOnly) {
    billConditions.push(sql`exists (select 1 from bill_alerts ba where ba.account_id = ${viewer.accountId}
      and ba.user_id = ${viewer.userId} and ba.bill_id = b.id and ba.enabled)`);
  }

  if (filter.ownerUserId !== undefined) billConditions.push(sql`bo.owner_user_id = ${filter.ownerUserId}`);
  if (filter.ownerTeamId !== undefined) billConditions.push(sql`bo.owner_team_id = ${filter.ownerTeamId}`);
  if (filter.unowned) billConditions.push(sql`bo.id is null`);

  const visible = visibleTagSql(sql`t`, viewer);
  // Asked for the lobbyists' tracking, the organization sees it all (decision 075: it sees what each advocate
  // tracks), so a lobbyist's personal tag counts too; its name stays its owner's (the tags list keeps `visible`).
  const counted = filter.lobbyistUsersOnly
    ? sql`(${visible} or (t.account_id = ${viewer.accountId} and t.scope = 'personal'
        and ${isLobbyistSql(sql`t.owner_user_id`, viewer.accountId)}))`
    : visible;
  return selectRows<TrackedBillRow>(
    db,
    sql`with candidates as (
      select tb.bill_id, min(tb.created_at) as first_tracked_at
      from tag_bills tb join tags t on t.id = tb.tag_id
      where tb.account_id = ${viewer.accountId} and ${counted}
        ${rowConditions.length ? sql`and ${sql.join(rowConditions, sql` and `)}` : sql``}
      group by tb.bill_id
      ${having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``}
    )
    select b.id, b.identifier, b.title, b.jurisdiction_id as "stateCode", ls.code as "sessionCode",
      ls.name as "sessionName", b.status, b.progress, b.last_action_date::text as "lastActionDate",
      b.last_action_text as "lastActionText", c.first_tracked_at as "firstTrackedAt",
      case when nh.id is null then null else json_build_object('eventId', nh.id, 'name', nh.name,
        'startTime', nh.start_time, 'allDay', nh.all_day, 'timezone', nh.timezone, 'location', nh.location) end
        as "nextHearing",
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color, 'scope', t.scope)
          order by lower(t.name), t.id)
        from tags t where t.account_id = ${viewer.accountId} and ${visible}
          and exists (select 1 from tag_bills x where x.tag_id = t.id and x.bill_id = b.id)), '[]'::json) as tags,
      coalesce((select json_agg(distinct x.track_type) from tag_bills x join tags t on t.id = x.tag_id
        where x.bill_id = b.id and x.account_id = ${viewer.accountId} and ${counted}), '[]'::json) as "trackTypes",
      coalesce((select json_agg(json_build_object('position', bp.position, 'note', bp.note, 'tagId', bp.tag_id,
          'tagName', pt.name, 'updatedAt', bp.updated_at) order by bp.tag_id nulls first)
        from bill_positions bp left join tags pt on pt.id = bp.tag_id
        where bp.account_id = ${viewer.accountId} and bp.bill_id = b.id), '[]'::json) as positions,
      exists (select 1 from bill_alerts ba where ba.account_id = ${viewer.accountId} and ba.user_id = ${viewer.userId}
        and ba.bill_id = b.id and ba.enabled) as "hasAlert",
      coalesce((select json_agg(json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name),
          'isLobbyist', ${isLobbyistSql(sql`u.id`, viewer.accountId)}) order by u.last_name, u.id)
        from users u where u.id in (select x.added_by_user_id from tag_bills x join tags t on t.id = x.tag_id
          where x.bill_id = b.id and x.account_id = ${viewer.accountId} and ${counted})), '[]'::json) as "trackedBy",
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'email', g.email) order by g.email)
        from guests g where g.account_id = ${viewer.accountId} and g.id in (select x.added_by_guest_id from tag_bills x
          join tags t on t.id = x.tag_id where x.bill_id = b.id and x.account_id = ${viewer.accountId} and ${counted})),
        '[]'::json) as "addedByGuests",
      case when bo.owner_team_id is not null then json_build_object('type', 'team', 'id', ot.id, 'name', ot.name)
        when bo.owner_user_id is not null then json_build_object('type', 'user', 'id', ou.id,
          'name', coalesce(nullif(trim(ou.first_name || ' ' || ou.last_name), ''), ou.username))
        end as owner,
      count(*) over ()::int as total
    from candidates c
    join bills b on b.id = c.bill_id
    join legislative_sessions ls on ls.id = b.session_id
    left join bill_owners bo on bo.account_id = ${viewer.accountId} and bo.bill_id = b.id
    left join users ou on ou.id = bo.owner_user_id
    left join teams ot on ot.id = bo.owner_team_id
    left join lateral (
      select e.id, e.name, e.start_time, e.all_day, e.timezone, e.location
      from event_agenda_items ai join events e on e.id = ai.event_id
      where ai.bill_id = b.id and e.start_time >= now() and e.status <> 'cancelled'
      order by e.start_time limit 1
    ) nh on true
    ${billConditions.length ? sql`where ${sql.join(billConditions, sql` and `)}` : sql``}
    order by ${orderSql(page.sort, page.order)}
    limit ${page.limit} offset ${page.offset}`,
  );
}

/** The session (legislative_sessions row) of a state by its code. */
export async function selectSession(db: Database, stateCode: string, code: string) {
  const rows = await selectRows<{ id: string; code: string; name: string }>(
    db,
    sql`select id, code, name from legislative_sessions where jurisdiction_id = ${stateCode} and upper(code) = ${code}`,
  );
  return rows[0];
}

/** Every bill of one session, for the track-list matcher. */
export async function selectSessionBills(db: Database, sessionId: string) {
  return selectRows<{ id: string; billType: string; billNumber: string; identifier: string; title: string }>(
    db,
    sql`select id, bill_type as "billType", bill_number as "billNumber", identifier, title from bills
      where session_id = ${sessionId}`,
  );
}

/** The tags among these that the viewer may change. */
export async function selectEditableTags(db: Database, viewer: TagViewer, tagIds: number[]) {
  return selectRows<{ id: number; name: string }>(
    db,
    sql`select t.id, t.name from tags t where t.id in ${tagIds} and ${editableTagSql(sql`t`, viewer)}`,
  );
}

/** Every tag the viewer may change (to untrack a bill from all of them). */
export async function selectAllEditableTagIds(db: Database, viewer: TagViewer): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select t.id from tags t where ${editableTagSql(sql`t`, viewer)}`,
  );
  return rows.map((row) => row.id);
}

/** An account tag by name (case-insensitive), for a track list's "new tag" that already exists. */
export async function selectAccountTagByName(db: Database, accountId: number, name: string) {
  const [row] = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.accountId, accountId), eq(tags.scope, 'account'), sql`lower(${tags.name}) = lower(${name})`));
  return row;
}

export async function insertAccountTag(db: Database, values: { accountId: number; name: string; userId: number }) {
  const [row] = await db
    .insert(tags)
    .values({
      accountId: values.accountId,
      scope: 'account',
      name: values.name,
      description: 'Made from an uploaded track list.',
      createdByUserId: values.userId,
    })
    .returning({ id: tags.id, name: tags.name });
  if (!row) throw new Error('tag insert returned no row');
  return row;
}

/** Tags each bill with each tag; rows that exist stay as they are. Returns how many were added. */
export async function insertTagBills(
  db: Database,
  values: {
    accountId: number;
    tagIds: number[];
    billIds: string[];
    trackType: 'manual' | 'upload';
    /** Who added the bills: a user of the account, or a guest of it (decision 084). */
    userId: number | null;
    guestId?: number;
  },
): Promise<number> {
  const rows = values.tagIds.flatMap((tagId) =>
    values.billIds.map((billId) => ({
      accountId: values.accountId,
      tagId,
      billId,
      trackType: values.trackType,
      addedByUserId: values.userId,
      addedByGuestId: values.guestId ?? null,
    })),
  );
  if (rows.length === 0) return 0;
  const added = await db.insert(tagBills).values(rows).onConflictDoNothing().returning({ id: tagBills.id });
  return added.length;
}

export async function deleteTagBills(db: Database, accountId: number, tagIds: number[], billIds: string[]) {
  if (tagIds.length === 0) return 0;
  const removed = await db
    .delete(tagBills)
    .where(and(eq(tagBills.accountId, accountId), inArray(tagBills.tagId, tagIds), inArray(tagBills.billId, billIds)))
    .returning({ id: tagBills.id });
  return removed.length;
}

/** Sets the account's own position (no tag) on each bill and writes each change to the history. */
export async function upsertAccountPositions(
  db: Database,
  values: { accountId: number; userId: number; billIds: string[]; position: string; note: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ billId: billPositions.billId, position: billPositions.position, note: billPositions.note })
      .from(billPositions)
      .where(
        and(
          eq(billPositions.accountId, values.accountId),
          sql`${billPositions.tagId} is null`,
          inArray(billPositions.billId, values.billIds),
        ),
      );
    const byBill = new Map(current.map((row) => [row.billId, row]));
    const changed = values.billIds.filter((billId) => {
      const row = byBill.get(billId);
      return !row || row.position !== values.position || row.note !== values.note;
    });
    if (changed.length === 0) return 0;
    const now = new Date();
    for (const billId of changed) {
      if (byBill.has(billId)) {
        await tx
          .update(billPositions)
          .set({ position: values.position, note: values.note, userId: values.userId, updatedAt: now })
          .where(
            and(
              eq(billPositions.accountId, values.accountId),
              eq(billPositions.billId, billId),
              sql`${billPositions.tagId} is null`,
            ),
          );
      } else {
        await tx.insert(billPositions).values({
          accountId: values.accountId,
          billId,
          position: values.position,
          note: values.note,
          userId: values.userId,
        });
      }
    }
    await tx.insert(billPositionHistory).values(
      changed.map((billId) => ({
        accountId: values.accountId,
        billId,
        tagId: null,
        position: values.position,
        note: values.note,
        userId: values.userId,
        changedAt: now,
      })),
    );
    return changed.length;
  });
}

/** Switches the viewer's alerts on these bills on or off, keeping each alert's kinds and channels. */
export async function upsertBillAlerts(db: Database, viewer: TagViewer, billIds: string[], enabled: boolean) {
  const rows = await db
    .insert(billAlerts)
    .values(billIds.map((billId) => ({ accountId: viewer.accountId, userId: viewer.userId, billId, enabled })))
    .onConflictDoUpdate({
      target: [billAlerts.accountId, billAlerts.userId, billAlerts.billId],
      set: { enabled, updatedAt: new Date() },
      setWhere: sql`${billAlerts.enabled} <> ${enabled}`,
    })
    .returning({ id: billAlerts.id });
  return rows.length;
}

/** Whether the user is an active admin of the account. */
export async function isAccountAdmin(db: Database, accountId: number, userId: number): Promise<boolean> {
  const rows = await selectRows<{ ok: number }>(
    db,
    sql`select 1 as ok from account_users where account_id = ${accountId} and user_id = ${userId}
      and role = 'admin' and status = 'active'`,
  );
  return rows.length > 0;
}

/** The ids among these that are active lobbyist users of the account. */
export async function selectLobbyistIds(db: Database, accountId: number, userIds: number[]): Promise<number[]> {
  const rows = await selectRows<{ userId: number }>(
    db,
    sql`select user_id as "userId" from account_users where account_id = ${accountId} and user_id in ${userIds}
      and role = 'lobbyist' and status = 'active'`,
  );
  return rows.map((row) => row.userId);
}

/** Shares a tag (read) with these users, leaving existing shares as they are. */
export async function shareTagForReading(
  db: Database,
  values: { accountId: number; tagId: number; userIds: number[]; byUserId: number },
): Promise<void> {
  if (values.userIds.length === 0) return;
  await db
    .insert(tagShares)
    .values(
      values.userIds.map((userId) => ({
        accountId: values.accountId,
        tagId: values.tagId,
        targetType: 'user',
        targetId: userId,
        access: 'read',
        createdByUserId: values.byUserId,
      })),
    )
    .onConflictDoNothing();
}
