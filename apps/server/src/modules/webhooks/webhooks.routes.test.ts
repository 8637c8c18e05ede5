import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { outbox, webhooks } from '../../db/schema/index';

describe('webhooks routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;

  const call = (
    who: SignedIn | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const create = (who: SignedIn, payload: object) => call(who, 'POST', '/api/webhooks', payload);
  const storedSecret = async (id: number) =>
    (await testApp.app.db.select({ secret: webhooks.secret }).from(webhooks).where(eq(webhooks.id, id)))[0]?.secret;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  });
  afterAll(() => testApp.close());

  it('creates a webhook, shows its secret once, and lists it without the secret', async () => {
    const response = await create(admin, {
      name: ' Team Slack ',
      url: 'https://hooks.slack.com/services/T0/B0/abc',
      format: 'slack',
      eventKinds: ['new_vote', 'status_change', 'new_vote'],
    });
    expect(response.statusCode).toBe(201);
    const { webhook, secret } = response.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await storedSecret(webhook.id)).toBe(secret);
    expect(webhook).toMatchObject({
      name: 'Team Slack',
      url: 'https://hooks.slack.com/services/T0/B0/abc',
      format: 'slack',
      eventKinds: ['new_vote', 'status_change'],
      enabled: true,
      lastDelivery: null,
    });

    const list = await call(admin, 'GET', '/api/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([webhook]);
    expect(list.body).not.toContain(secret);
  });

  it('is for admins only: members get 403 and signed-out callers 401', async () => {
    const valid = { name: 'X', url: 'https://example.com/hook' };
    for (const response of [
      await call(member, 'GET', '/api/webhooks'),
      await create(member, valid),
      await call(member, 'GET', '/api/webhooks/1/deliveries'),
      await call(member, 'POST', '/api/webhooks/1/test'),
      await call(member, 'DELETE', '/api/webhooks/1'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission to do that.');
    }
    expect((await call(undefined, 'GET', '/api/webhooks')).statusCode).toBe(401);
    expect((await testApp.app.db.select().from(webhooks).where(eq(webhooks.name, 'X'))).length).toBe(0);
  });

  it('updates, rotates the secret, and deletes', async () => {
    const { webhook, secret } = (await create(admin, { name: 'Ops', url: 'https://ops.example.com/in' })).json();
    const updated = await call(admin, 'PATCH', `/api/webhooks/${webhook.id}`, {
      enabled: false,
      format: 'teams',
      url: 'https://example.webhook.office.com/webhookb2/1',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: webhook.id,
      name: 'Ops',
      enabled: false,
      format: 'teams',
      url: 'https://example.webhook.office.com/webhookb2/1',
    });

    const rotated = await call(admin, 'POST', `/api/webhooks/${webhook.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    expect(await storedSecret(webhook.id)).toBe(rotated.json().secret);

    const deleted = await call(admin, 'DELETE', `/api/webhooks/${webhook.id}`);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await storedSecret(webhook.id)).toBeUndefined();
    expect((await call(admin, 'DELETE', `/api/webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it('queues a test event in the outbox and shows it in the delivery log, paged', async () => {
    const { webhook } = (await create(admin, { name: 'Log', url: 'https://log.example.com/in' })).json();
    const first = await call(admin, 'POST', `/api/webhooks/${webhook.id}/test`);
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toBe('Test event queued for Log; it shows in the delivery log once sent.');
    const [row] = await testApp.app.db.select().from(outbox).where(eq(outbox.id, first.json().deliveryId));
    expect(row).toMatchObject({
      accountId: admin.accountId,
      webhookId: webhook.id,
      channel: 'webhook',
      status: 'pending',
      userId: null,
    });
    expect(row?.payload).toMatchObject({ kind: 'test', title: 'Test event from Statehouse' });

    // As the engine leaves a delivered row: sent, with its response and measured delay.
    await testApp.app.db
      .update(outbox)
      .set({ status: 'sent', attempts: 2, lastResponseStatus: 200, delayMs: 850, sentAt: new Date() })
      .where(eq(outbox.id, first.json().deliveryId));
    const second = (await call(admin, 'POST', `/api/webhooks/${webhook.id}/test`)).json();
    await call(admin, 'POST', `/api/webhooks/${webhook.id}/test`);

    const page1 = (await call(admin, 'GET', `/api/webhooks/${webhook.id}/deliveries?pageSize=2`)).json();
    expect(page1.total).toBe(3);
    expect(page1.data).toHaveLength(2);
    expect(page1.data.map((delivery: { id: number }) => delivery.id)).toContain(second.deliveryId);
    expect(page1.data[0]).toMatchObject({ event: 'test', status: 'pending', attempts: 0, sentAt: null });
    expect(page1.data[0].nextAttemptAt).not.toBeNull();
    const page2 = (await call(admin, 'GET', `/api/webhooks/${webhook.id}/deliveries?pageSize=2&page=2`)).json();
    expect(page2.data).toEqual([
      expect.objectContaining({
        id: first.json().deliveryId,
        status: 'sent',
        attempts: 2,
        lastResponseStatus: 200,
        lastError: null,
        delayMs: 850,
        nextAttemptAt: null,
      }),
    ]);
    const listed = (await call(admin, 'GET', '/api/webhooks'))
      .json()
      .data.find((w: { id: number }) => w.id === webhook.id);
    expect(listed.lastDelivery).toMatchObject({ status: 'pending', responseStatus: null });
  });

  it('lets another account see and change none of it', async () => {
    const { webhook } = (await create(admin, { name: 'Secret hook', url: 'https://secret.example.com/in' })).json();
    expect((await call(outsider, 'GET', '/api/webhooks')).json().data).toEqual([]);
    for (const response of [
      await call(outsider, 'PATCH', `/api/webhooks/${webhook.id}`, { name: 'Taken' }),
      await call(outsider, 'DELETE', `/api/webhooks/${webhook.id}`),
      await call(outsider, 'POST', `/api/webhooks/${webhook.id}/rotate-secret`),
      await call(outsider, 'POST', `/api/webhooks/${webhook.id}/test`),
      await call(outsider, 'GET', `/api/webhooks/${webhook.id}/deliveries`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Webhook ${webhook.id} was not found`);
    }
    const [row] = await testApp.app.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row).toMatchObject({ name: 'Secret hook', accountId: admin.accountId });
    const queued = await testApp.app.db.select().from(outbox).where(eq(outbox.webhookId, webhook.id));
    expect(queued).toEqual([]);
  });

  it.each([
    ['no name', { url: 'https://a.example.com' }, /name/],
    ['an ftp url', { name: 'A', url: 'ftp://a.example.com/x' }, /url must be an http:\/\/ or https:\/\/ address/],
    ['a url that is not one', { name: 'A', url: 'hooks' }, /url must be an http/],
    [
      'an unknown format',
      { name: 'A', url: 'https://a.example.com', format: 'xml' },
      /format must be one of json, slack, teams/,
    ],
    ['an unknown kind', { name: 'A', url: 'https://a.example.com', eventKinds: ['gossip'] }, /eventKinds/],
    ['a long name', { name: 'n'.repeat(101), url: 'https://a.example.com' }, /at most 100 characters/],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const response = await create(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses an empty update and bad ids with 400', async () => {
    expect((await call(admin, 'PATCH', '/api/webhooks/1', {})).json().message).toMatch(/Say what to change/);
    expect((await call(admin, 'GET', '/api/webhooks/abc/deliveries')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/webhooks/1/deliveries?pageSize=500')).statusCode).toBe(400);
  });

  it('accepts loopback addresses under NODE_ENV=test, for the alert engine’s local receivers', async () => {
    expect((await create(admin, { name: 'Local', url: 'http://127.0.0.1:9999/hook' })).statusCode).toBe(201);
  });

  it('refuses private and loopback addresses outside tests', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const owner = await registerAccount(production.app, { stateCodes: ['TX'] });
      for (const url of ['http://localhost:8080/x', 'http://169.254.169.254/latest', 'https://10.1.2.3/hook']) {
        const response = await production.app.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers: { cookie: owner.cookie },
          payload: { name: 'Internal', url },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toMatch(/^url points to this machine or a private network/);
      }
      const { webhook } = (
        await production.app.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers: { cookie: owner.cookie },
          payload: { name: 'Public', url: 'https://hooks.example.com/in' },
        })
      ).json();
      const moved = await production.app.inject({
        method: 'PATCH',
        url: `/api/webhooks/${webhook.id}`,
        headers: { cookie: owner.cookie },
        payload: { url: 'http://192.168.0.10/in' },
      });
      expect(moved.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });
});
