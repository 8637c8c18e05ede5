import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatWebhookBody, signWebhookBody } from './webhook';

const payload = {
  kind: 'bill_update',
  title: '2 updates on TX HB 1',
  text: 'New action: Referred\nStatus change: Introduced to Engrossed',
  url: 'https://statehouse.example/bills/TX-892-HB-1',
};

describe('webhook bodies', () => {
  it('signs the exact body bytes with HMAC-SHA256 of the secret', () => {
    const body = '{"a":1}';
    expect(signWebhookBody('s3cret', body)).toBe(`sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`);
    expect(signWebhookBody('s3cret', body)).not.toBe(signWebhookBody('other', body));
  });

  it('writes Slack blocks with the delay as context', () => {
    const slack = JSON.parse(formatWebhookBody('slack', payload, { deliveryId: 4, delayMs: 1200 }));
    expect(slack.text).toBe(`${payload.title}\n${payload.text}\nDelivered 1.2 s after the change was published.`);
    expect(slack.blocks).toEqual([
      { type: 'header', text: { type: 'plain_text', text: payload.title } },
      { type: 'section', text: { type: 'mrkdwn', text: `${payload.text}\n<${payload.url}|Open in Statehouse>` } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'Delivered 1.2 s after the change was published.' }] },
    ]);
  });

  it('writes a Teams MessageCard with a link to the bill', () => {
    const card = JSON.parse(formatWebhookBody('teams', payload, { deliveryId: 4, delayMs: null }));
    expect(card).toMatchObject({
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      title: payload.title,
      text: 'New action: Referred<br>Status change: Introduced to Engrossed',
      potentialAction: [{ '@type': 'OpenUri', targets: [{ os: 'default', uri: payload.url }] }],
    });
  });

  it('sends our own JSON as stored, with the delivery id and delay', () => {
    expect(JSON.parse(formatWebhookBody('json', payload, { deliveryId: 4, delayMs: 80 }))).toEqual({
      ...payload,
      deliveryId: 4,
      delayMs: 80,
    });
  });
});
