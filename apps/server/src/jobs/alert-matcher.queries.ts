import type { BillAlertKind } from '@statehouse/shared/alerts/alert-kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/sql';

/**
 * `= any(<list>)` over a JSON list: one bound parameter however long the list (no 65,535-parameter limit). The
 * array is built once (an init plan), so the planner uses the column's index even without statistics: PGlite
 * never runs autovacuum's ANALYZE, and an `in (select ...)` there chose a scan of every alert (1 s per run).
 */
const anyOf = (values: readonly string[]): SQL =>
  sql`any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;

export type PendingEvent = {
  id: number;
  billId: string;
  kind: BillAlertKind;
  payload: Record<string, unknown>;
  detectedAt: Date;
};

/**
 * Locks unprocessed events for this transaction (SKIP LOCKED: another process takes other bills' events), leaving
 * out bills alerted within the coalescing window: their events wait and go out together when it ends.
 */
export async function lockPendingEvents(tx: Database, options: { coalesceMs: number; limit: number }) {
  const rows = await selectRows<PendingEvent & { detectedAt: Date | string }>(
    tx,
    sql`select e.id, e.bill_id as "billId", e.kind, e.payload, e.detected_at as "detectedAt"
        from bill_events e
        where e.alerted_at is null
          and not exists (
            select 1 from bill_events r
            where r.bill_id = e.bill_id and r.alerted_at > now() - make_interval(secs => ${options.coalesceMs / 1000})
          )
        order by e.id
        limit ${options.limit}
        for update of e skip locked`,
  );
  return rows.map((row) => ({ ...row, detectedAt: new Date(row.detectedAt) }));
}

/** Unprocessed events still waiting (held by the coalescing window or locked by another process). */
export async function countWaitingEvents(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from bill_events where alerted_at is null`,
  );
  return row?.count ?? 0;
}

export async function markEventsAlerted(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update bill_events set alerted_at = now()
        where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
}

export type AlertedBill = { id: string; state: string; identifier: string; title: string; source: string };

export function selectAlertedBills(tx: Database, billIds: readonly string[]) {
  return selectRows<AlertedBill>(
    tx,
    sql`select id, jurisdiction_id as state, identifier, title, source from bills where id = ${anyOf(billIds)}`,
  );
}

export type AlertRecipient = {
  billId: string;
  accountId: number;
  userId: number;
  email: string;
  enabled: boolean;
  eventKinds: string[];
  channels: string[];
  settings: Record<string, unknown> | null;
};

/** Enabled bill alerts on these bills, of users still active members of the alert's account. */
export function selectRecipients(tx: Database, billIds: readonly string[]) {
  return selectRows<AlertRecipient>(
    tx,
    sql`select a.bill_id as "billId", a.account_id as "accountId", a.user_id as "userId", u.email, a.enabled,
               a.event_kinds as "eventKinds", a.channels, us.settings
        from jsonb_array_elements_text(${JSON.stringify(billIds)}::jsonb) as b(bill_id)
        -- Lateral with offset 0 (kept as its own step): an index lookup per bill on either engine. PGlite never
        -- ANALYZEs; guessing 3 members, a plain join there read every member's alerts (2 s for 50 bills of 200,000
        -- alerts; 0.4 s this way).
        cross join lateral (select * from bill_alerts x where x.bill_id = b.bill_id and x.enabled offset 0) a
        join account_users m on m.account_id = a.account_id and m.user_id = a.user_id and m.status = 'active'
        join users u on u.id = a.user_id
        left join user_settings us on us.user_id = a.user_id`,
  );
}

export type WebhookTarget = { billId: string; webhookId: number; accountId: number; eventKinds: string[] };

/** Enabled webhooks of every account that tracks one of these bills (tagged or alerted). */
export function selectWebhookTargets(tx: Database, billIds: readonly string[]) {
  return selectRows<WebhookTarget>(
    tx,
    sql`with trackers as (
          select distinct account_id, bill_id from tag_bills where bill_id = ${anyOf(billIds)}
          union
          select distinct account_id, bill_id from bill_alerts where enabled and bill_id = ${anyOf(billIds)}
        )
        select t.bill_id as "billId", w.id as "webhookId", w.account_id as "accountId", w.event_kinds as "eventKinds"
        from trackers t join webhooks w on w.account_id = t.account_id and w.enabled`,
  );
}

export type FreshnessRow = { source: string; lastSuccessAt: Date | string | null };

/** Freshness rows of the sources that feed these states: the importer's own name or `<provider>:<state>`. */
export function selectFreshness(tx: Database) {
  return selectRows<FreshnessRow>(tx, sql`select source, last_success_at as "lastSuccessAt" from source_freshness`);
}

/** What a set of recipients of one bill's alert all see; stored once per recipient, sent once per batch. */
export type NotificationContent = {
  title: string;
  body: string;
  link: string;
  billId: string;
  payload: Record<string, unknown>;
  delayMs: number;
};
/** One recipient of a content, by its index in the contents list. */
export type NotificationRecipient = { accountId: number; userId: number; content: number };

/**
 * Inserts in-app notifications: the distinct contents travel once and each recipient row names its content (a
 * fan-out repeats one text to hundreds of users), in chunks of one JSON parameter each. Returns ids and users.
 */
export async function insertBillNotifications(
  tx: Database,
  contents: readonly NotificationContent[],
  recipients: readonly NotificationRecipient[],
) {
  const inserted: { id: number; userId: number }[] = [];
  const contentJson = JSON.stringify(contents.map((content, index) => ({ ...content, index })));
  for (let start = 0; start < recipients.length; start += 20_000) {
    const chunk = recipients.slice(start, start + 20_000).map((row) => [row.accountId, row.userId, row.content]);
    inserted.push(
      ...(await selectRows<{ id: number; userId: number }>(
        tx,
        sql`with content as (
              select * from jsonb_to_recordset(${contentJson}::jsonb) as c(
                index int, title text, body text, link text, "billId" text, payload jsonb, "delayMs" bigint)
            ), recipient as (
              select (r->>0)::int as account_id, (r->>1)::int as user_id, (r->>2)::int as content
              from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) r
            )
            insert into notifications (account_id, user_id, kind, title, body, link, bill_id, payload, delay_ms)
            select r.account_id, r.user_id, 'bill_update', c.title, c.body, c.link, c."billId", c.payload, c."delayMs"
            from recipient r join content c on c.index = r.content
            returning id, user_id as "userId"`,
      )),
    );
  }
  return inserted;
}
