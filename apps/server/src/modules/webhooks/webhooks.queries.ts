import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, webhooks } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookValues = Pick<WebhookRow, 'name' | 'url' | 'format' | 'eventKinds' | 'enabled'>;

/** The account's webhooks, oldest first (the order they were added). */
export async function listAccountWebhooks(db: Database, accountId: number): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.accountId, accountId)).orderBy(webhooks.id);
}

export async function findAccountWebhook(db: Database, accountId: number, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)));
  return row;
}

export async function insertWebhook(
  db: Database,
  values: WebhookValues & { accountId: number; secret: string; createdByUserId: number },
): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  if (!row) throw new Error('webhook insert returned no row');
  return row;
}

export async function updateAccountWebhook(
  db: Database,
  accountId: number,
  id: number,
  values: Partial<WebhookValues> & { secret?: string },
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)))
    .returning();
  return row;
}

/** Deletes the webhook; its outbox rows (pending deliveries and the log) go with it (foreign key cascade). */
export async function deleteAccountWebhook(db: Database, accountId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(webhooks)
    .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return deleted.length > 0;
}

export type LastDeliveryRow = { webhookId: number; status: string; at: Date | string; responseStatus: number | null };

/** The newest delivery of each of these webhooks of the account. */
export async function latestDeliveries(db: Database, accountId: number, webhookIds: number[]) {
  if (webhookIds.length === 0) return [];
  return selectRows<LastDeliveryRow>(
    db,
    sql`select distinct on (o.webhook_id) o.webhook_id as "webhookId", o.status,
          coalesce(o.sent_at, o.created_at) as "at", o.last_response_status as "responseStatus"
        from outbox o
        where o.account_id = ${accountId} and o.channel = 'webhook'
          and o.webhook_id in (${sql.join(
            webhookIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by o.webhook_id, o.created_at desc, o.id desc`,
  );
}

/** One page of a webhook's deliveries, newest first, and how many there are. */
export async function listWebhookDeliveries(
  db: Database,
  options: { accountId: number; webhookId: number; page: number; pageSize: number },
) {
  const where = and(
    eq(outbox.accountId, options.accountId),
    eq(outbox.channel, 'webhook'),
    eq(outbox.webhookId, options.webhookId),
  );
  const rows = await db
    .select({
      id: outbox.id,
      payload: outbox.payload,
      status: outbox.status,
      attempts: outbox.attempts,
      lastResponseStatus: outbox.lastResponseStatus,
      lastError: outbox.lastError,
      delayMs: outbox.delayMs,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ value: count() }).from(outbox).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The id of the outbox row enqueued under this key (enqueueOutbox answers only how many it stored). */
export async function findOutboxIdByDedupeKey(db: Database, accountId: number, dedupeKey: string): Promise<number> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.accountId, accountId), eq(outbox.dedupeKey, dedupeKey)));
  if (!row) throw new Error(`outbox row ${dedupeKey} was not stored`);
  return row.id;
}
