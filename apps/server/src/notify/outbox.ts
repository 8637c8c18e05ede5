import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/index';

/** The PostgreSQL NOTIFY channel that wakes outbox workers in every process at once. */
export const OUTBOX_WAKE_CHANNEL = 'outbox_wake';

/** Rows per insert statement (8 columns each: well under the parameter limit). */
const OUTBOX_INSERT_CHUNK = 1000;

export type OutboxChannel = 'in_app' | 'email' | 'sms' | 'webhook';

/**
 * One message to deliver. E-mail payloads are rendered when enqueued: { to, subject, text, html?, replyTo? };
 * SMS: { to, body }; in-app: { title, body, link?, billId?, kind }; webhook: the event JSON.
 */
export type NewOutboxMessage = {
  accountId: number;
  userId?: number | null;
  webhookId?: number | null;
  channel: OutboxChannel;
  /** Unique per recipient, channel and cause: enqueueing the same key twice stores one message. */
  dedupeKey: string;
  payload: Record<string, unknown>;
  /** When the source published the change (or we first saw it): the start of the measured delay. */
  sourceAt?: Date | null;
  /** Deliver no earlier than this (digests); now when absent. */
  notBefore?: Date;
};

/**
 * Writes messages to the durable outbox (duplicates by dedupeKey are dropped) and wakes the workers.
 * Call it inside the transaction that records the cause, so a message exists if and only if its cause does.
 * Returns how many new messages were stored.
 */
export async function enqueueOutbox(db: Database, messages: readonly NewOutboxMessage[]): Promise<number> {
  let stored = 0;
  // Chunked: one insert of a whole fan-out would pass PostgreSQL's limit of 65,535 bound parameters.
  for (let start = 0; start < messages.length; start += OUTBOX_INSERT_CHUNK) {
    const inserted = await db
      .insert(outbox)
      .values(
        messages.slice(start, start + OUTBOX_INSERT_CHUNK).map((message) => ({
          accountId: message.accountId,
          userId: message.userId ?? null,
          webhookId: message.webhookId ?? null,
          channel: message.channel,
          dedupeKey: message.dedupeKey,
          payload: message.payload,
          sourceAt: message.sourceAt ?? null,
          ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
        })),
      )
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .returning({ id: outbox.id });
    stored += inserted.length;
  }
  if (stored > 0) await db.execute(sql`select pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
  return stored;
}
