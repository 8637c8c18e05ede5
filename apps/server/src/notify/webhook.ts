import { createHmac } from 'node:crypto';
import { delaySentence } from '@statehouse/shared/notifications/format-delay';
import { DeliveryError, isPermanentStatus, replyExcerpt } from './delivery-error';

export type WebhookFormat = 'json' | 'slack' | 'teams';
export type WebhookTarget = { url: string; format: string; secret: string };

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the exact body bytes with the secret. */
export const signWebhookBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const textOf = (payload: Record<string, unknown>) =>
  [payload.title, payload.text].filter((part) => typeof part === 'string' && part).join('\n');

/**
 * The body in the webhook's format: Slack's `{ text, blocks }`, a Teams MessageCard, or our own JSON (the
 * payload as stored, plus the delivery id and measured delay).
 */
export function formatWebhookBody(
  format: string,
  payload: Record<string, unknown>,
  meta: { deliveryId: number; delayMs: number | null },
): string {
  const delay = meta.delayMs === null ? null : delaySentence(meta.delayMs);
  const url = typeof payload.url === 'string' ? payload.url : null;
  const title = typeof payload.title === 'string' ? payload.title : 'Statehouse alert';
  const body = typeof payload.text === 'string' ? payload.text : '';
  if (format === 'slack') {
    const detail = [body, url ? `<${url}|Open in Statehouse>` : null].filter(Boolean).join('\n');
    return JSON.stringify({
      text: [textOf(payload), delay].filter(Boolean).join('\n'),
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: title.slice(0, 150) } },
        ...(detail ? [{ type: 'section', text: { type: 'mrkdwn', text: detail.slice(0, 3000) } }] : []),
        ...(delay ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: delay }] }] : []),
      ],
    });
  }
  if (format === 'teams') {
    return JSON.stringify({
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      summary: title,
      themeColor: '1D4ED8',
      title,
      text: [body.replaceAll('\n', '<br>'), delay].filter(Boolean).join('<br><br>'),
      ...(url
        ? {
            potentialAction: [
              { '@type': 'OpenUri', name: 'Open in Statehouse', targets: [{ os: 'default', uri: url }] },
            ],
          }
        : {}),
    });
  }
  return JSON.stringify({ ...payload, deliveryId: meta.deliveryId, delayMs: meta.delayMs });
}

/**
 * POSTs one signed delivery. Headers: X-Statehouse-Signature (HMAC of the body), X-Statehouse-Timestamp (Unix
 * seconds) and X-Statehouse-Delivery (the outbox id, the same on every retry, so a receiver can drop repeats).
 * Resolves with the HTTP status; throws DeliveryError (permanent for 4xx other than 408/429).
 */
export async function sendWebhook(
  target: WebhookTarget,
  payload: Record<string, unknown>,
  meta: { deliveryId: number; delayMs: number | null; timeoutMs: number },
): Promise<number> {
  const body = formatWebhookBody(target.format, payload, meta);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Statehouse-Webhooks/1',
        'x-statehouse-signature': signWebhookBody(target.secret, body),
        'x-statehouse-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-statehouse-delivery': String(meta.deliveryId),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(meta.timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(`Webhook unreachable: ${(error as Error).message}`);
  }
  if (response.status < 200 || response.status >= 300) {
    const excerpt = await replyExcerpt(response);
    throw new DeliveryError(`Webhook answered ${response.status}${excerpt ? `: ${excerpt}` : ''}`, {
      status: response.status,
      permanent: isPermanentStatus(response.status),
    });
  }
  await response.body?.cancel();
  return response.status;
}
