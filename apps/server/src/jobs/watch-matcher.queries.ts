import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventOfCommitteeSql } from '../db/committee-match';
import { selectRows } from '../db/sql';
import { visibleTagSql } from '../db/tag-access';

/** A recorded committee or lobbyist change (watch_events, decision 034). */
export type WatchEvent = {
  id: number;
  kind: 'hearing_posted' | 'hearing_changed' | 'tracked_bill_on_agenda' | 'new_registration';
  committeeId: string | null;
  hearingId: string | null;
  billId: string | null;
  lobbyistId: number | null;
  payload: Record<string, unknown>;
  detectedAt: Date;
};

/** Locks unprocessed changes for this transaction; another process skips them (SKIP LOCKED). */
export async function lockPendingWatchEvents(tx: Database, limit: number): Promise<WatchEvent[]> {
  const rows = await selectRows<WatchEvent & { detectedAt: Date | string }>(
    tx,
    sql`select id, kind, committee_id as "committeeId", hearing_id as "hearingId", bill_id as "billId",
               lobbyist_id as "lobbyistId", payload, detected_at as "detectedAt"
        from watch_events where alerted_at is null
        order by id limit ${limit}
        for update skip locked`,
  );
  return rows.map((row) => ({ ...row, detectedAt: new Date(row.detectedAt) }));
}

export async function markWatchEventsAlerted(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update watch_events set alerted_at = now()
        where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
}

/**
 * The committees each hearing change belongs to: linked by id, or, where the source only names the committee, by its
 * name within the state (the committees pages' own rule, db/committee-match.ts).
 */
export function selectHearingCommittees(
  tx: Database,
  changes: readonly { id: number; state: string; committeeId: string | null; committeeName: string | null }[],
) {
  return selectRows<{ eventId: number; committeeId: string }>(
    tx,
    sql`select distinct w.id as "eventId", c.id as "committeeId"
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
          as w(id int, state text, "committeeId" text, "committeeName" text)
        cross join lateral (select w.state as jurisdiction_id, w."committeeId" as committee_id,
          w."committeeName" as committee_name) e
        join committees c on ${eventOfCommitteeSql(sql`e`, sql`c`)}`,
  );
}

export type WatchTarget = { type: 'committee' | 'lobbyist'; id: string; name: string };

export type WatchRecipient = {
  type: 'committee' | 'lobbyist';
  targetId: string;
  accountId: number;
  userId: number;
  email: string;
  enabled: boolean;
  eventKinds: string[];
  channels: string[];
  settings: Record<string, unknown> | null;
};

const jsonList = (values: readonly (string | number)[]): SQL =>
  sql`(select value from jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb))`;

/** Enabled committee and lobbyist alerts on these targets, of users still active members of the alert's account. */
export function selectWatchRecipients(tx: Database, committeeIds: readonly string[], lobbyistIds: readonly number[]) {
  return selectRows<WatchRecipient>(
    tx,
    sql`select 'committee' as type, a.committee_id as "targetId", a.account_id as "accountId", a.user_id as "userId",
               u.email, a.enabled, a.event_kinds as "eventKinds", a.channels, us.settings
        from committee_alerts a
        join account_users m on m.account_id = a.account_id and m.user_id = a.user_id and m.status = 'active'
        join users u on u.id = a.user_id
        left join user_settings us on us.user_id = a.user_id
        where a.enabled and a.committee_id in ${jsonList(committeeIds)}
        union all
        select 'lobbyist', a.lobbyist_id::text, a.account_id, a.user_id, u.email, a.enabled, a.event_kinds, a.channels,
               us.settings
        from lobbyist_alerts a
        join account_users m on m.account_id = a.account_id and m.user_id = a.user_id and m.status = 'active'
        join users u on u.id = a.user_id
        left join user_settings us on us.user_id = a.user_id
        where a.enabled and a.lobbyist_id::text in ${jsonList(lobbyistIds)}`,
  );
}

/**
 * Which of these bills each committee-alert holder tracks: the bill carries a tag the user sees in the alert's
 * account (the one rule of db/tag-access.ts, applied per alert row).
 */
export function selectTrackedBills(tx: Database, committeeIds: readonly string[], billIds: readonly string[]) {
  // visibleTagSql interpolates the viewer into SQL: here the viewer is each alert's own account and user (columns).
  const viewer = { accountId: sql`a.account_id`, userId: sql`a.user_id` } as unknown as {
    accountId: number;
    userId: number;
  };
  return selectRows<{ accountId: number; userId: number; billId: string }>(
    tx,
    sql`select distinct a.account_id as "accountId", a.user_id as "userId", tb.bill_id as "billId"
        from committee_alerts a
        join tag_bills tb on tb.account_id = a.account_id
        join tags t on t.id = tb.tag_id
        where a.enabled and a.committee_id in ${jsonList(committeeIds)} and tb.bill_id in ${jsonList(billIds)}
          and ${visibleTagSql(sql`t`, viewer)}`,
  );
}

/** Names of the committees and lobbyists the changes are about, for titles. */
export function selectWatchTargets(tx: Database, committeeIds: readonly string[], lobbyistIds: readonly number[]) {
  return selectRows<WatchTarget>(
    tx,
    sql`select 'committee' as type, id, name from committees where id in ${jsonList(committeeIds)}
        union all
        select 'lobbyist', id::text, name from lobbyists where id::text in ${jsonList(lobbyistIds)}`,
  );
}

export type WatchNotificationRow = {
  accountId: number;
  userId: number;
  kind: 'committee_update' | 'lobbyist_update';
  title: string;
  body: string;
  link: string;
  billId: string | null;
  payload: Record<string, unknown>;
  delayMs: number;
};

/** Inserts in-app notifications (one JSON parameter), returning ids and users for the live feed. */
export async function insertWatchNotifications(tx: Database, rows: readonly WatchNotificationRow[]) {
  if (rows.length === 0) return [];
  return selectRows<{ id: number; userId: number }>(
    tx,
    sql`insert into notifications (account_id, user_id, kind, title, body, link, bill_id, payload, delay_ms)
        select r."accountId", r."userId", r.kind, r.title, r.body, r.link, r."billId", r.payload, r."delayMs"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
          "accountId" int, "userId" int, kind text, title text, body text, link text, "billId" text, payload jsonb,
          "delayMs" bigint)
        returning id, user_id as "userId"`,
  );
}
