import { delaySentence } from '@statehouse/shared/notifications/format-delay';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { DeliveryError } from '../notify/delivery-error';
import { announceNotifications } from '../notify/live-push';
import type { Mailer } from '../notify/mailer';
import type { SmsSender } from '../notify/sms';
import { sendWebhook } from '../notify/webhook';
import {
  type ClaimedMessage,
  claimDigestSiblings,
  claimDueMessages,
  deliverInApp,
  findWebhook,
  markFailed,
  markSent,
} from './outbox.queries';

export type OutboxWorkerSettings = {
  workerId: string;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Messages claimed per round and sent at once. */
  batchSize?: number;
};

export type OutboxChannels = { mailer: Mailer; sms: SmsSender };

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const delayOf = (message: ClaimedMessage) => (message.sourceAt ? Date.now() - message.sourceAt.getTime() : null);

/** The message's text with the measured delay added at the moment of sending (when the engine asked for it). */
function withDelay(message: ClaimedMessage, text: string, separator: string): string {
  const delay = delayOf(message);
  return message.payload.appendDelay && delay !== null ? `${text}${separator}${delaySentence(delay)}` : text;
}

/** The same for an e-mail's HTML: the sentence as its own paragraph. */
function withDelayHtml(message: ClaimedMessage, html: string): string {
  const delay = delayOf(message);
  return message.payload.appendDelay && delay !== null
    ? `${html}<p style="color:#555;font-size:13px">${delaySentence(delay)}</p>`
    : html;
}

/** One e-mail gathering a user's due digest items (each keeps its own delay line). */
function digestMail(items: ClaimedMessage[]) {
  const every = str(items[0]?.payload.digest) === 'weekly' ? 'weekly' : 'daily';
  const subject = `Your ${every} Statehouse digest: ${items.length} alert${items.length === 1 ? '' : 's'}`;
  return {
    to: str(items[0]?.payload.to),
    subject,
    text: [subject, ...items.map((item) => withDelay(item, str(item.payload.text), '\n'))].join('\n\n----\n\n'),
    html: [
      `<h1 style="font-family:system-ui,sans-serif;font-size:20px">${subject}</h1>`,
      ...items.map((item) => withDelayHtml(item, str(item.payload.html))),
    ].join('<hr style="border:none;border-top:1px solid #ddd;margin:16px 0">'),
    messageId: `<digest-${items.map((item) => item.id).join('-')}@statehouse>`,
  };
}

/**
 * Sends claimed messages on their channels and records each outcome (decision 028). In-app messages are written
 * in the database with their 'sent' mark (exactly once); e-mail, SMS and webhooks are sent, then marked: a crash
 * between the two sends again after the lease (at least once, with a stable id for receivers to drop repeats).
 */
export function createOutboxWorker(options: {
  db: Database;
  channels: OutboxChannels;
  settings: OutboxWorkerSettings;
  log: FastifyBaseLogger;
}) {
  const { db, channels, settings, log } = options;
  const { workerId, leaseMs } = settings;
  // Each send must end well inside the lease, or a slow send would look like a dead worker.
  const timeoutMs = Math.max(Math.floor(leaseMs / 3), 200);

  const fail = async (messages: ClaimedMessage[], error: unknown) => {
    const failure = error instanceof DeliveryError ? error : new DeliveryError(failureText(error));
    await markFailed(db, {
      ids: messages.map((message) => message.id),
      workerId,
      error: failure.message,
      responseStatus: failure.status,
      permanent: failure.permanent,
      maxAttempts: settings.maxAttempts,
      retryBaseMs: settings.retryBaseMs,
    });
    log.warn(
      { outboxIds: messages.map((message) => message.id), channel: messages[0]?.channel, err: failure.message },
      failure.permanent ? 'alert delivery failed for good' : 'alert delivery failed; will retry',
    );
  };

  const sendOne = async (message: ClaimedMessage): Promise<void> => {
    const payload = message.payload;
    switch (message.channel) {
      case 'in_app': {
        if (message.userId === null) throw new DeliveryError('An in-app message needs a user.', { permanent: true });
        const userId = message.userId;
        await db.transaction(async (tx) => {
          const row = await deliverInApp(tx as unknown as Database, { ...message, userId }, workerId);
          if (row) await announceNotifications(tx as unknown as Database, [row]);
        });
        return;
      }
      case 'email': {
        if (!channels.mailer.configured) {
          throw new DeliveryError('E-mail is off: no mail server is configured (set SMTP_URL).', { permanent: true });
        }
        await channels.mailer.send({
          to: str(payload.to),
          subject: str(payload.subject),
          text: withDelay(message, str(payload.text), '\n\n'),
          html: payload.html ? withDelayHtml(message, str(payload.html)) : undefined,
          replyTo: str(payload.replyTo) || undefined,
          messageId: `<outbox-${message.id}@statehouse>`,
        });
        await markSent(db, { ids: [message.id], workerId });
        return;
      }
      case 'sms': {
        if (!channels.sms.configured)
          throw new DeliveryError(channels.sms.offReason ?? 'SMS is off.', { permanent: true });
        const status = await channels.sms.send({
          to: str(payload.to),
          body: withDelay(message, str(payload.body), ' '),
          timeoutMs,
        });
        await markSent(db, { ids: [message.id], workerId, responseStatus: status });
        return;
      }
      case 'webhook': {
        const webhook = message.webhookId === null ? null : await findWebhook(db, message.webhookId);
        if (!webhook?.enabled) {
          throw new DeliveryError('The webhook was deleted or turned off.', { permanent: true });
        }
        const status = await sendWebhook(webhook, payload, {
          deliveryId: message.id,
          delayMs: delayOf(message),
          timeoutMs,
        });
        await markSent(db, { ids: [message.id], workerId, responseStatus: status });
        return;
      }
      default:
        throw new DeliveryError(`Unknown channel ${String(message.channel)}.`, { permanent: true });
    }
  };

  const sendDigest = async (items: ClaimedMessage[]): Promise<void> => {
    if (!channels.mailer.configured) {
      throw new DeliveryError('E-mail is off: no mail server is configured (set SMTP_URL).', { permanent: true });
    }
    await channels.mailer.send(digestMail(items));
    await markSent(db, { ids: items.map((item) => item.id), workerId });
  };

  /** One round: claim, send at once, record. Returns how many messages it claimed. */
  const deliverRound = async (): Promise<number> => {
    const claimed = await claimDueMessages(db, { workerId, leaseMs, limit: settings.batchSize ?? 50 });
    if (claimed.length === 0) return 0;
    const singles: ClaimedMessage[] = [];
    const digests = new Map<number, ClaimedMessage[]>();
    for (const message of claimed) {
      if (message.channel === 'email' && message.payload.digest && message.userId !== null) {
        digests.set(message.userId, [...(digests.get(message.userId) ?? []), message]);
      } else {
        singles.push(message);
      }
    }
    for (const [userId, items] of digests) {
      items.push(...(await claimDigestSiblings(db, { userId, workerId, leaseMs })));
    }
    await Promise.all([
      ...singles.map((message) => sendOne(message).catch((error) => fail([message], error))),
      ...[...digests.values()].map((items) => sendDigest(items).catch((error) => fail(items, error))),
    ]);
    return claimed.length;
  };

  return { deliverRound, timeoutMs };
}

/** What the outbox row keeps of a failure: its message, and the reason under it (the SMTP reply behind the mailer's). */
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
