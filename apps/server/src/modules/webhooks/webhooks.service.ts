import { randomBytes, randomUUID } from 'node:crypto';
import type { BillAlertKind } from '@statehouse/shared/alerts/alert-kinds';
import type {
  createWebhookRequestSchema,
  TestWebhookReply,
  updateWebhookRequestSchema,
  Webhook,
  WebhookDeliveriesReply,
  WebhookDeliveryStatus,
  WebhookFormat,
  WebhookWithSecret,
  webhookDeliveriesQuerySchema,
} from '@statehouse/shared/alerts/webhooks.schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueOutbox } from '../../notify/outbox';
import type { AuthUser } from '../../plugins/auth';
import { isPrivateWebhookHost } from './webhook-url';
import {
  deleteAccountWebhook,
  findAccountWebhook,
  findOutboxIdByDedupeKey,
  insertWebhook,
  type LastDeliveryRow,
  latestDeliveries,
  listAccountWebhooks,
  listWebhookDeliveries,
  updateAccountWebhook,
  type WebhookRow,
} from './webhooks.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'firstName' | 'lastName'>;

export const webhookErrors = {
  notFound: (id: number) => `Webhook ${id} was not found`,
  privateUrl:
    'url points to this machine or a private network (localhost, 10.x, 192.168.x, 169.254.x ...); webhooks must reach a public server',
};

/**
 * Private and loopback webhook URLs are refused except under NODE_ENV=test, where the alert engine's tests run
 * their receivers on 127.0.0.1 (decision 027).
 */
export const allowsPrivateWebhookUrls = (config: Pick<AppConfig, 'NODE_ENV'>): boolean => config.NODE_ENV === 'test';

function checkUrl(url: string, config: Pick<AppConfig, 'NODE_ENV'>): void {
  if (!allowsPrivateWebhookUrls(config) && isPrivateWebhookHost(new URL(url).hostname)) {
    throw new AppError('BAD_REQUEST', webhookErrors.privateUrl, [{ field: 'url', message: webhookErrors.privateUrl }]);
  }
}

/** A new signing secret: 32 random bytes, prefixed so that people recognise it in their receivers' settings. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function present(row: WebhookRow, last?: LastDeliveryRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    format: row.format as WebhookFormat,
    eventKinds: row.eventKinds as BillAlertKind[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: last
      ? { status: last.status as WebhookDeliveryStatus, at: toIso(last.at), responseStatus: last.responseStatus }
      : null,
  };
}

async function requireWebhook(db: Database, caller: Caller, id: number): Promise<WebhookRow> {
  const row = await findAccountWebhook(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', webhookErrors.notFound(id));
  return row;
}

/** The account's webhooks with each one's newest delivery. */
export async function listWebhooks({ db, caller }: { db: Database; caller: Caller }): Promise<{ data: Webhook[] }> {
  const rows = await listAccountWebhooks(db, caller.accountId);
  const last = new Map(
    (
      await latestDeliveries(
        db,
        caller.accountId,
        rows.map((row) => row.id),
      )
    ).map((row) => [row.webhookId, row]),
  );
  return { data: rows.map((row) => present(row, last.get(row.id))) };
}

/** Adds a webhook; the reply carries its signing secret, which is never shown again. */
export async function createWebhook({
  db,
  config,
  caller,
  input,
}: {
  db: Database;
  config: AppConfig;
  caller: Caller;
  input: z.output<typeof createWebhookRequestSchema>;
}): Promise<WebhookWithSecret> {
  checkUrl(input.url, config);
  const secret = newSecret();
  const row = await insertWebhook(db, { ...input, accountId: caller.accountId, secret, createdByUserId: caller.id });
  return { webhook: present(row), secret };
}

export async function updateWebhook({
  db,
  config,
  caller,
  id,
  input,
}: {
  db: Database;
  config: AppConfig;
  caller: Caller;
  id: number;
  input: z.output<typeof updateWebhookRequestSchema>;
}): Promise<Webhook> {
  if (input.url !== undefined) checkUrl(input.url, config);
  const row = await updateAccountWebhook(db, caller.accountId, id, input);
  if (!row) throw new AppError('NOT_FOUND', webhookErrors.notFound(id));
  return (await listWebhooks({ db, caller })).data.find((webhook) => webhook.id === row.id) ?? present(row);
}

export async function deleteWebhook({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<{ deleted: true }> {
  if (!(await deleteAccountWebhook(db, caller.accountId, id))) {
    throw new AppError('NOT_FOUND', webhookErrors.notFound(id));
  }
  return { deleted: true };
}

/** Replaces the signing secret (the old one stops working at once) and shows the new one once. */
export async function rotateWebhookSecret({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<WebhookWithSecret> {
  const secret = newSecret();
  const row = await updateAccountWebhook(db, caller.accountId, id, { secret });
  if (!row) throw new AppError('NOT_FOUND', webhookErrors.notFound(id));
  return { webhook: present(row), secret };
}

/**
 * Queues a test event for the webhook through the outbox, so it travels the same path (format, signature,
 * retries, delivery log) as a real alert. Sent even when the webhook is switched off: testing comes before enabling.
 */
export async function sendTestEvent({
  db,
  caller,
  id,
  baseUrl,
}: {
  db: Database;
  caller: Caller;
  id: number;
  baseUrl: string;
}): Promise<TestWebhookReply> {
  const webhook = await requireWebhook(db, caller, id);
  const now = new Date();
  const dedupeKey = `webhook-test:${webhook.id}:${randomUUID()}`;
  await enqueueOutbox(db, [
    {
      accountId: caller.accountId,
      webhookId: webhook.id,
      channel: 'webhook',
      dedupeKey,
      sourceAt: now,
      payload: {
        kind: 'test',
        title: 'Test event from Statehouse',
        body: `${caller.firstName} ${caller.lastName} sent a test event to "${webhook.name}". If you can read this, the webhook works.`,
        link: `${baseUrl}/accounts`,
        occurredAt: now.toISOString(),
      },
    },
  ]);
  const deliveryId = await findOutboxIdByDedupeKey(db, caller.accountId, dedupeKey);
  return {
    deliveryId,
    message: `Test event queued for ${webhook.name}; it shows in the delivery log once sent.`,
  };
}

/** One page of the webhook's delivery log: status, attempts, last response, error and measured delay. */
export async function getWebhookDeliveries({
  db,
  caller,
  id,
  query,
}: {
  db: Database;
  caller: Caller;
  id: number;
  query: z.output<typeof webhookDeliveriesQuerySchema>;
}): Promise<WebhookDeliveriesReply> {
  await requireWebhook(db, caller, id);
  const { rows, total } = await listWebhookDeliveries(db, { accountId: caller.accountId, webhookId: id, ...query });
  return {
    data: rows.map((row) => ({
      id: row.id,
      event: typeof row.payload.kind === 'string' ? row.payload.kind : 'event',
      status: row.status as WebhookDeliveryStatus,
      attempts: row.attempts,
      lastResponseStatus: row.lastResponseStatus,
      lastError: row.lastError,
      delayMs: row.delayMs,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.status === 'pending' || row.status === 'failed' ? row.nextAttemptAt.toISOString() : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
