import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, outbox, webhooks } from '../db/schema/index';
import { selectRows } from '../db/sql';

export type ClaimedMessage = {
  id: number;
  accountId: number;
  userId: number | null;
  webhookId: number | null;
  channel: 'in_app' | 'email' | 'sms' | 'webhook';
  payload: Record<string, unknown>;
  attempts: number;
  sourceAt: Date | null;
};

type RawClaimed = Omit<ClaimedMessage, 'sourceAt'> & { sourceAt: Date | string | null };
const toClaimed = (row: RawClaimed): ClaimedMessage => ({
  ...row,
  sourceAt: row.sourceAt === null ? null : new Date(row.sourceAt),
});

const claimedColumns = sql`o.id, o.account_id as "accountId", o.user_id as "userId", o.webhook_id as "webhookId",
  o.channel, o.payload, o.attempts, o.source_at as "sourceAt"`;

/**
 * Claims due messages for one worker: pending or failed, due, and not held by a live claim (an expired claim is a
 * worker that died: its messages are taken again). SKIP LOCKED lets every process claim at once without waiting
 * or taking the same row. The attempt is counted at claim time, so a message that kills its worker still ends dead.
 */
export async function claimDueMessages(
  db: Database,
  options: { workerId: string; leaseMs: number; limit: number },
): Promise<ClaimedMessage[]> {
  const rows = await selectRows<RawClaimed>(
    db,
    sql`update outbox o
        set claimed_by = ${options.workerId}, claimed_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
            attempts = o.attempts + 1
        from (
          select id from outbox
          where status in ('pending', 'failed') and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          order by next_attempt_at, id
          limit ${options.limit}
          for update skip locked
        ) due
        where o.id = due.id
        returning ${claimedColumns}`,
  );
  return rows.map(toClaimed);
}

/** The rest of one user's due digest e-mails, claimed to go out in the same e-mail. */
export async function claimDigestSiblings(
  db: Database,
  options: { userId: number; workerId: string; leaseMs: number },
): Promise<ClaimedMessage[]> {
  const rows = await selectRows<RawClaimed>(
    db,
    sql`update outbox o
        set claimed_by = ${options.workerId}, claimed_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
            attempts = o.attempts + 1
        from (
          select id from outbox
          where user_id = ${options.userId} and channel = 'email' and status in ('pending', 'failed')
            and payload ? 'digest' and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          for update skip locked
        ) due
        where o.id = due.id
        returning ${claimedColumns}`,
  );
  return rows.map(toClaimed);
}

/**
 * Marks messages sent, only while this worker still holds them. Returns the ids it marked: a message whose claim
 * expired and was taken by another worker is that worker's to finish.
 */
export async function markSent(
  db: Database,
  options: { ids: number[]; workerId: string; responseStatus?: number | null },
): Promise<number[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      delayMs: sql`case when ${outbox.sourceAt} is null then null
                   else (extract(epoch from (now() - ${outbox.sourceAt})) * 1000)::bigint end`,
      // claimedBy stays: which worker sent it, for the delivery log and the multi-process tests.
      claimedUntil: null,
      lastError: null,
      lastResponseStatus: options.responseStatus ?? null,
    })
    .where(and(inArray(outbox.id, options.ids), eq(outbox.claimedBy, options.workerId)))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Records a failed attempt: 'dead' once attempts reach the limit or the failure is permanent, else 'failed' and
 * due again after base × 2^(attempts-1) plus up to 10% jitter (so retries of one outage do not arrive together).
 */
export async function markFailed(
  db: Database,
  options: {
    ids: number[];
    workerId: string;
    error: string;
    responseStatus: number | null;
    permanent: boolean;
    maxAttempts: number;
    retryBaseMs: number;
  },
): Promise<void> {
  if (options.ids.length === 0) return;
  const backoffSeconds = sql`(${options.retryBaseMs / 1000} * power(2, greatest(${outbox.attempts} - 1, 0)) * (1 + random() * 0.1))`;
  await db
    .update(outbox)
    .set({
      status: sql`case when ${options.permanent}::boolean or ${outbox.attempts} >= ${options.maxAttempts} then 'dead' else 'failed' end`,
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
      claimedBy: null,
      claimedUntil: null,
      lastError: options.error.slice(0, 1000),
      lastResponseStatus: options.responseStatus,
    })
    .where(and(inArray(outbox.id, options.ids), eq(outbox.claimedBy, options.workerId)));
}

/** When the next message falls due (a retry, a digest); null when nothing waits. */
export async function nextDueAt(db: Database): Promise<Date | null> {
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) as at
        from outbox where status in ('pending', 'failed')`,
  );
  return row?.at ? new Date(row.at) : null;
}

export async function findWebhook(db: Database, id: number) {
  const [row] = await db
    .select({ url: webhooks.url, format: webhooks.format, secret: webhooks.secret, enabled: webhooks.enabled })
    .from(webhooks)
    .where(eq(webhooks.id, id));
  return row ?? null;
}

/**
 * Delivers an in-app message where it lives: the notification row and the outbox's 'sent' are one transaction,
 * so in-app delivery is exactly once. Returns the new notification, or null when the claim was lost.
 */
export async function deliverInApp(
  tx: Database,
  message: ClaimedMessage & { userId: number },
  workerId: string,
): Promise<{ id: number; userId: number } | null> {
  const [marked] = await markSent(tx, { ids: [message.id], workerId });
  if (marked === undefined) return null;
  const payload = message.payload;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const [row] = await tx
    .insert(notifications)
    .values({
      accountId: message.accountId,
      userId: message.userId,
      kind: text(payload.kind, 'message'),
      title: text(payload.title, 'Statehouse'),
      body: text(payload.body, ''),
      link: typeof payload.link === 'string' ? payload.link : null,
      billId: typeof payload.billId === 'string' ? payload.billId : null,
      payload,
      delayMs: message.sourceAt ? Date.now() - message.sourceAt.getTime() : null,
    })
    .returning({ id: notifications.id, userId: notifications.userId });
  return row ?? null;
}
