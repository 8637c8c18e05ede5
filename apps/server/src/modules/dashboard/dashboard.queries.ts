import type { TrackedProgressScope } from '@statehouse/shared/dashboard/dashboard.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

// Raw SQL (decision 022): counts over tags the caller may see (db/tag-access), joins across the tracking, bills
// and events tables, and JSON aggregation of each hearing's bills.

/** Which of the visible tags a scope reads (docs/decisions/030: team means the account tags until teams land). */
const scopeSql = (scope: TrackedProgressScope, viewer: TagViewer): SQL => {
  switch (scope) {
    case 'user':
      return sql`(t.owner_user_id = ${viewer.userId} or tb.added_by_user_id = ${viewer.userId})`;
    case 'team':
      return sql`t.scope = 'account'`;
    case 'account':
      return sql`true`;
  }
};

/** The distinct ids of the bills tracked in a scope, as a subquery. */
export const trackedBillIdsSql = (viewer: TagViewer, scope: TrackedProgressScope = 'account'): SQL =>
  sql`select distinct tb.bill_id from tag_bills tb join tags t on t.id = tb.tag_id
    where tb.account_id = ${viewer.accountId} and ${visibleTagSql(sql`t`, viewer)} and ${scopeSql(scope, viewer)}`;

export type TrackedBillRow = {
  id: string;
  status: number;
  /** The codes of the bill's progress array. */
  codes: number[];
  /** A dated action in the window, or a change our importers recorded (bill_events) in it. */
  changedRecently: boolean;
};

/** Every tracked bill of a scope with what its stage and "changed recently" are decided from. */
export async function selectTrackedBills(
  db: Database,
  viewer: TagViewer,
  scope: TrackedProgressScope,
  changedDays: number,
): Promise<TrackedBillRow[]> {
  return selectRows<TrackedBillRow>(
    db,
    sql`select b.id, b.status,
        coalesce(array(select (p ->> 'status')::int from jsonb_array_elements(b.progress) p), '{}') as codes,
        (b.last_action_date >= current_date - ${changedDays}::int
          or exists (select 1 from bill_events e where e.bill_id = b.id
            and e.detected_at >= now() - make_interval(days => ${changedDays}::int))) as "changedRecently"
      from bills b where b.id in (${trackedBillIdsSql(viewer, scope)})`,
  );
}

/** How many tags the caller sees: account tags, their own and those shared with them. */
export async function countVisibleTags(db: Database, viewer: TagViewer): Promise<number> {
  const [row] = await selectRows<{ value: number }>(
    db,
    sql`select count(*)::int as value from tags t where ${visibleTagSql(sql`t`, viewer)}`,
  );
  return row?.value ?? 0;
}

/** The caller's unread in-app notifications in the selected account. */
export async function countUnreadNotifications(db: Database, viewer: TagViewer): Promise<number> {
  const [row] = await selectRows<{ value: number }>(
    db,
    sql`select count(*)::int as value from notifications n
      where n.account_id = ${viewer.accountId} and n.user_id = ${viewer.userId} and not n.is_read`,
  );
  return row?.value ?? 0;
}

/**
 * Bills of the account by position kind. A position taken for a tag counts only when the caller sees that tag,
 * so a personal tag's positions stay with its owner.
 */
export async function countPositions(db: Database, viewer: TagViewer): Promise<{ position: string; value: number }[]> {
  return selectRows(
    db,
    sql`select p.position, count(distinct p.bill_id)::int as value
      from bill_positions p left join tags t on t.id = p.tag_id
      where p.account_id = ${viewer.accountId} and (p.tag_id is null or ${visibleTagSql(sql`t`, viewer)})
      group by p.position`,
  );
}

export type HearingRow = {
  eventId: string;
  name: string;
  stateCode: string;
  startTime: Date | string;
  timezone: string;
  allDay: boolean;
  committeeId: string | null;
  committeeName: string | null;
  location: string | null;
  bills: { id: string; identifier: string; title: string }[];
  total: number;
};

/**
 * Hearings from now until `days` ahead (an all-day one from its date on) with tracked bills on the agenda, soonest
 * first, cancelled ones left out; `total` counts them all, beyond `limit`.
 */
export async function selectUpcomingHearings(
  db: Database,
  viewer: TagViewer,
  days: number,
  limit: number,
): Promise<HearingRow[]> {
  return selectRows<HearingRow>(
    db,
    sql`with tracked as (${trackedBillIdsSql(viewer)})
      select e.id as "eventId", e.name, e.jurisdiction_id as "stateCode", e.start_time as "startTime", e.timezone,
        e.all_day as "allDay", e.committee_id as "committeeId", e.committee_name as "committeeName", e.location,
        json_agg(json_build_object('id', b.id, 'identifier', b.identifier, 'title', b.title)
          order by b.identifier) as bills,
        (count(*) over ())::int as total
      from events e
        join event_agenda_items ai on ai.event_id = e.id
        join tracked on tracked.bill_id = ai.bill_id
        join bills b on b.id = ai.bill_id
      where e.status <> 'cancelled'
        and (e.start_time >= now() or (e.all_day and e.start_time > now() - interval '1 day'))
        and e.start_time < now() + make_interval(days => ${days}::int)
      group by e.id
      order by e.start_time, e.id
      limit ${limit}`,
  );
}
