import { z } from 'zod';
import { idParam, pageParam } from '../common/query-params';
import { billAlertKinds } from './alert-kinds';

/** json: our event JSON; slack: an incoming-webhook `{ text, blocks }`; teams: a MessageCard. */
export const webhookFormats = ['json', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];
export const webhookFormatLabels: Record<WebhookFormat, string> = {
  json: 'JSON',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

/** The outbox statuses a delivery goes through (pending → sent, or failed → retried → dead). */
export const webhookDeliveryStatuses = ['pending', 'sent', 'failed', 'dead'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * An http(s) address as the OpenAPI document states it: a host name whose last label is letters (a numeric one would
 * be read as an IPv4 address), labels without '--' (no punycode to decode), an optional port and a plain path.
 */
export const WEBHOOK_URL_DOCUMENT_PATTERN =
  '^https?://(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)*[A-Za-z]{2,}(?::[1-9][0-9]{0,3})?(?:/[A-Za-z0-9._~/-]*)?$';

const webhookUrlSchema = z
  .string({ error: 'url is required' })
  .trim()
  .max(2000, 'url must be at most 2000 characters')
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'url must be an http:// or https:// address, such as https://hooks.slack.com/services/...' },
  )
  // The document states the address's shape (the refine is not in it): a subset of what the check above accepts.
  .meta({ pattern: WEBHOOK_URL_DOCUMENT_PATTERN })
  .describe('Where events are POSTed (http or https; private and loopback addresses are refused).');

const eventKindsSchema = z
  .array(z.enum(billAlertKinds, { error: `eventKinds: use ${billAlertKinds.join(', ')}` }))
  .max(billAlertKinds.length * 2, 'eventKinds has too many entries')
  .transform((kinds) => [...new Set(kinds)])
  .describe('Bill event kinds sent to the webhook; empty means every kind.');

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(100, 'name must be at most 100 characters');

export const webhookSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    format: z.enum(webhookFormats),
    eventKinds: z.array(z.enum(billAlertKinds)),
    enabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastDelivery: z
      .object({ status: z.enum(webhookDeliveryStatuses), at: z.string(), responseStatus: z.number().int().nullable() })
      .nullable()
      .describe('The newest delivery, to show the webhook’s health in the list.'),
  })
  .describe('Webhook');
export type Webhook = z.infer<typeof webhookSchema>;

export const webhooksReplySchema = z.object({ data: z.array(webhookSchema) }).describe('Webhooks');
export type WebhooksReply = z.infer<typeof webhooksReplySchema>;

export const createWebhookRequestSchema = z
  .object({
    name: nameSchema,
    url: webhookUrlSchema,
    format: z.enum(webhookFormats, { error: `format must be one of ${webhookFormats.join(', ')}` }).default('json'),
    eventKinds: eventKindsSchema.default([]),
    enabled: z.boolean().default(true),
  })
  .strict()
  .describe('CreateWebhookRequest');
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

export const updateWebhookRequestSchema = z
  .object({
    name: nameSchema.optional(),
    url: webhookUrlSchema.optional(),
    format: z.enum(webhookFormats, { error: `format must be one of ${webhookFormats.join(', ')}` }).optional(),
    eventKinds: eventKindsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Say what to change: name, url, format, eventKinds or enabled',
  })
  .describe('UpdateWebhookRequest');
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequestSchema>;

/** The signing secret is shown once: in the reply that creates or rotates it. */
export const webhookWithSecretSchema = z
  .object({
    webhook: webhookSchema,
    secret: z
      .string()
      .describe('HMAC-SHA256 key of the X-Statehouse-Signature header; shown only now, store it at the receiver.'),
  })
  .describe('WebhookWithSecret');
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookIdParamsSchema = z.object({ id: idParam('id') });

export const testWebhookReplySchema = z
  .object({ deliveryId: z.number().int(), message: z.string() })
  .describe('TestWebhookReply');
export type TestWebhookReply = z.infer<typeof testWebhookReplySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: pageParam,
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .default(20),
});
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    event: z.string().describe('The event kind, or "test" for a test event.'),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    lastResponseStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    delayMs: z.number().nullable().describe('From the source’s publication (or our first sight) to delivery.'),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable().describe('When a failed delivery is retried; null once sent or dead.'),
  })
  .describe('WebhookDelivery');
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesReplySchema = z
  .object({
    data: z.array(webhookDeliverySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('WebhookDeliveries');
export type WebhookDeliveriesReply = z.infer<typeof webhookDeliveriesReplySchema>;

export const deleteWebhookReplySchema = z.object({ deleted: z.literal(true) }).describe('DeleteWebhookReply');
