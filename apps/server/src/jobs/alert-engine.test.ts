import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, hasValidSignature, startHttpReceiver, startSmtpReceiver } from '../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../test/factories/accounts';
import { type LocalServer, startLocalServer } from '../../test/local-http-server';
import { fixture, openStatesHandler, openStatesTestKey } from '../../test/sync-fixtures';
import { billAlerts, billEvents, notifications, outbox, users, webhooks } from '../db/schema/index';
import { silentReporter } from '../ingest/core/reporter';
import { runImport } from '../ingest/core/run-import';
import { createApiClient } from '../ingest/sync/api-client';
import { openStatesImporter } from '../ingest/sync/connectors';
import { enqueueOutbox } from '../notify/outbox';
import { nextDigestAt } from './digest-time';

const COALESCE_MS = 4000;

type Page = { results: Record<string, unknown>[]; pagination: Record<string, number> };
const BILL = 'TX-892-HB-1';
const SECRET = 'whsec-test';

/**
 * The engine end to end: a real import through the Open States connector against a local v3 server, a real SMTP
 * server, a Twilio-shaped SMS receiver and a webhook receiver that checks the signature.
 */
describe('alert engine', () => {
  let testApp: TestApp;
  let openStates: LocalServer;
  let pages: Page[];
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let sms: Awaited<ReturnType<typeof startHttpReceiver>>;
  let hook: Awaited<ReturnType<typeof startHttpReceiver>>;
  let failingHook: Awaited<ReturnType<typeof startHttpReceiver>>;
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  let baseUrl: string;

  const importOpenStates = () =>
    runImport({
      db: testApp.app.db,
      importer: openStatesImporter({
        state: 'TX',
        client: createApiClient({ requestsPerMinute: 0 }),
        baseUrl: openStates.url,
        apiKey: openStatesTestKey,
        perPage: 1,
      }),
      path: 'openstates',
      reporter: silentReporter(),
    });
  const addAction = (description: string, date: string) => {
    const bill = pages[0]!.results[0] as { actions: Record<string, unknown>[] };
    bill.actions.push({
      id: `x-${bill.actions.length}`,
      organization: { id: 'o1', name: 'House', classification: 'lower' },
      description,
      date,
      classification: [],
      order: bill.actions.length + 1,
      related_entities: [],
    });
  };
  const notificationsOf = (who: SignedIn) =>
    testApp.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.userId), eq(notifications.accountId, who.accountId)));

  beforeAll(async () => {
    pages = [fixture<Page>('openstates-bills-page-1.json'), fixture<Page>('openstates-bills-page-2.json')];
    openStates = await startLocalServer(openStatesHandler(() => pages));
    smtp = await startSmtpReceiver();
    sms = await startHttpReceiver();
    hook = await startHttpReceiver({ status: () => 200 });
    failingHook = await startHttpReceiver({ status: () => 503 });
    testApp = await buildTestApp({
      ALERT_WORKERS: true,
      // Wide enough that three imports land inside it on a loaded CI machine (each can take a second there).
      ALERT_COALESCE_MS: COALESCE_MS,
      ALERT_POLL_MS: 200,
      OUTBOX_RETRY_BASE_MS: 100,
      OUTBOX_MAX_ATTEMPTS: 3,
      SMTP_URL: smtp.url,
      SMS_BASE_URL: sms.url,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15125550000',
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
    expect((await importOpenStates()).status).toBe('succeeded');

    owner = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'user', stateCodes: ['TX'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const settings = await testApp.app.inject({
      method: 'POST',
      url: '/api/user-settings',
      headers: { cookie: owner.cookie },
      payload: { notifications: { sms: true, phone: '+15125550100', smsKinds: ['new_action'] } },
    });
    expect(settings.statusCode).toBe(200);
    await testApp.app.db.insert(billAlerts).values({ accountId: owner.accountId, userId: owner.userId, billId: BILL });
    const db = testApp.app.db;
    await db.insert(webhooks).values([
      { accountId: owner.accountId, name: 'Slack', url: `${hook.url}/slack`, format: 'slack', secret: SECRET },
      // The outsider's account does not track the bill: its webhook hears nothing.
      { accountId: outsider.accountId, name: 'Other', url: `${hook.url}/other`, format: 'json', secret: 'x' },
    ]);
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([openStates?.close(), smtp?.close(), sms?.close(), hook?.close(), failingHook?.close()]);
  });

  it('turns a changed bill from the importer into exactly one message per recipient and channel', async () => {
    const stream = await fetch(`${baseUrl}/api/notifications/stream`, { headers: { cookie: owner.cookie } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let streamed = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(streamed)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        streamed += value;
      }
    };

    addAction('Referred to State Affairs', '2025-08-21');
    addAction('Scheduled for public hearing', '2025-08-22');
    const changed = await importOpenStates();
    expect(changed.counts.updated).toBe(1);

    // In-app: one notification gathering both actions, pushed live to the open stream.
    await readUntil(/event: notification\ndata: .*\n\n/);
    const pushed = JSON.parse(/data: (.*)\n/.exec(streamed.slice(streamed.indexOf('event: notification')))![1]!);
    expect(pushed).toMatchObject({
      title: '2 updates on TX HB 1',
      link: `/bills/${BILL}`,
      billId: BILL,
      payload: { count: 2 },
    });
    expect(pushed.body).toContain('Referred to State Affairs');
    expect(pushed.delayMs).toBeGreaterThanOrEqual(0);
    await reader.cancel();

    const mail = await eventually(() => {
      expect(smtp.mails).toHaveLength(1);
      return smtp.mails[0]!;
    });
    const [ownerRow] = await testApp.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.userId));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(ownerRow!.email);
    expect(mail.subject).toBe('2 updates on TX HB 1');
    expect(mail.text).toContain('- New action (Aug 21, 2025): Referred to State Affairs');
    expect(mail.text).toMatch(/Delivered \d+(\.\d)? s after the change was published\./);
    expect(mail.html).toContain('<li>New action (Aug 22, 2025): Scheduled for public hearing</li>');

    const text = await eventually(() => {
      expect(sms.received).toHaveLength(1);
      return sms.received[0]!;
    });
    expect(text.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(text.headers.authorization).toBe(`Basic ${Buffer.from('AC123:token').toString('base64')}`);
    const form = new URLSearchParams(text.body);
    expect(form.get('To')).toBe('+15125550100');
    expect(form.get('From')).toBe('+15125550000');
    expect(form.get('Body')).toMatch(/^2 updates on TX HB 1: New action/);

    const delivery = await eventually(() => {
      expect(hook.received).toHaveLength(1);
      return hook.received[0]!;
    });
    expect(delivery.path).toBe('/slack');
    expect(hasValidSignature(delivery, SECRET)).toBe(true);
    expect(delivery.headers['x-statehouse-timestamp']).toMatch(/^\d{10}$/);
    const slack = JSON.parse(delivery.body);
    expect(slack.text).toContain('2 updates on TX HB 1');
    expect(slack.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: '2 updates on TX HB 1' } });

    await eventually(async () => {
      const rows = await testApp.app.db.select().from(outbox).where(eq(outbox.accountId, owner.accountId));
      expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
        ['email', 'sent'],
        ['sms', 'sent'],
        ['webhook', 'sent'],
      ]);
      for (const row of rows) expect(row.delayMs).toBeGreaterThanOrEqual(0);
    });

    // Nothing more: the same import again changes nothing, and a woken engine finds nothing to send.
    expect((await importOpenStates()).counts.updated).toBe(0);
    testApp.app.alertEngine()?.wake();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await notificationsOf(owner)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(sms.received).toHaveLength(1);
    expect(hook.received).toHaveLength(1);
    // Nobody else hears of it: a colleague without an alert, another account, its webhook.
    expect(await notificationsOf(colleague)).toEqual([]);
    expect(await notificationsOf(outsider)).toEqual([]);
    expect(hook.received.filter((request) => request.path === '/other')).toEqual([]);
    const pending = await testApp.app.db.select().from(billEvents).where(eq(billEvents.billId, BILL));
    expect(pending.every((event) => event.alertedAt !== null)).toBe(true);
  });

  it('gathers a burst within the coalescing window into one later message', async () => {
    // Start outside the window of the previous test's alert on this bill.
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS + 100));
    const before = (await notificationsOf(owner)).length;
    addAction('Committee report printed', '2025-08-23');
    await importOpenStates();
    addAction('Placed on General State calendar', '2025-08-24');
    await importOpenStates();
    addAction('Passed to third reading', '2025-08-25');
    await importOpenStates();
    const rows = await eventually(async () => {
      const list = await notificationsOf(owner);
      expect(list.length).toBe(before + 2);
      return list;
    });
    // The first change goes out at once; the two inside the window wait and go out together.
    const titles = rows.slice(before).map((row) => row.title);
    expect(titles.sort()).toEqual(['2 updates on TX HB 1', 'TX HB 1: New action']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notificationsOf(owner)).toHaveLength(before + 2);
  });

  it('backs off on a failing receiver and gives up as dead after the last attempt, with the reason', async () => {
    const [failing] = await testApp.app.db
      .insert(webhooks)
      .values({ accountId: owner.accountId, name: 'Down', url: failingHook.url, format: 'json', secret: SECRET })
      .returning();
    await enqueueOutbox(testApp.app.db, [
      {
        accountId: owner.accountId,
        webhookId: failing!.id,
        channel: 'webhook',
        dedupeKey: 'test:failing-webhook',
        payload: { kind: 'test', title: 'Test delivery', text: 'Hello' },
      },
    ]);
    const row = await eventually(async () => {
      const [stored] = await testApp.app.db.select().from(outbox).where(eq(outbox.dedupeKey, 'test:failing-webhook'));
      expect(stored?.status).toBe('dead');
      return stored!;
    });
    expect(row).toMatchObject({ attempts: 3, lastResponseStatus: 503, sentAt: null });
    expect(row.lastError).toMatch(/^Webhook answered 503/);
    expect(failingHook.received).toHaveLength(3);
    const [first, second, third] = failingHook.received.map((request) => request.at);
    // Waits of about 100 ms then 200 ms (plus up to 10% and the poll): each longer than the one before.
    expect(second! - first!).toBeGreaterThanOrEqual(100);
    expect(third! - second!).toBeGreaterThanOrEqual(200);
    // The same delivery id on every retry, so the receiver can drop repeats.
    expect(new Set(failingHook.received.map((request) => request.headers['x-statehouse-delivery'])).size).toBe(1);
  });

  it("gathers a digest user's alerts into one e-mail at the digest time in their time zone", async () => {
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/user-settings',
      headers: { cookie: colleague.cookie },
      payload: { notifications: { emailDelivery: 'daily', timeZone: 'America/Chicago', inApp: false } },
    });
    expect(saved.statusCode).toBe(200);
    await testApp.app.db
      .insert(billAlerts)
      .values({ accountId: owner.accountId, userId: colleague.userId, billId: BILL, channels: ['email'] });
    const digestRows = () =>
      testApp.app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, colleague.userId), eq(outbox.channel, 'email')));

    for (const [text, date] of [
      ['Laid on the table subject to call', '2025-08-26'],
      ['Taken from the table', '2025-08-27'],
    ] as const) {
      await new Promise((resolve) => setTimeout(resolve, COALESCE_MS + 100)); // two separate alerts, not one coalesced
      addAction(text, date);
      await importOpenStates();
    }
    const rows = await eventually(async () => {
      const list = await digestRows();
      expect(list).toHaveLength(2);
      return list;
    });
    const expected = nextDigestAt({ now: new Date(), timeZone: 'America/Chicago', hour: 7, every: 'daily' });
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(Math.abs(row.nextAttemptAt.getTime() - expected.getTime())).toBeLessThan(60_000);
    }
    const [colleagueRow] = await testApp.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, colleague.userId));
    const digestMails = () => smtp.mails.filter((mail) => mail.subject?.startsWith('Your daily Statehouse digest'));
    expect(digestMails()).toEqual([]);

    // The digest time comes (moved to now here), and one e-mail gathers both.
    await testApp.app.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.userId, colleague.userId));
    testApp.app.alertEngine()?.wake();
    const [digest] = await eventually(() => {
      expect(digestMails()).toHaveLength(1);
      return digestMails();
    });
    expect(digest!.subject).toBe('Your daily Statehouse digest: 2 alerts');
    expect(digest!.to && 'text' in digest!.to ? digest!.to.text : '').toBe(colleagueRow!.email);
    expect(digest!.text).toContain('Laid on the table subject to call');
    expect(digest!.text).toContain('Taken from the table');
    // The mail server has the mail before the engine marks the rows sent.
    await eventually(async () => expect((await digestRows()).map((row) => row.status)).toEqual(['sent', 'sent']));
  });

  it("replays what a reconnecting stream missed (Last-Event-ID), only the caller's own in the selected account", async () => {
    const mine = await notificationsOf(owner);
    const replay = async (who: SignedIn) => {
      const controller = new AbortController();
      const response = await fetch(`${baseUrl}/api/notifications/stream`, {
        headers: { cookie: who.cookie, 'last-event-id': '0' },
        signal: controller.signal,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const timer = setTimeout(() => controller.abort(), 400);
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
      } catch {
        // aborted: what arrived is what we look at
      }
      clearTimeout(timer);
      return [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    };
    expect(await replay(owner)).toEqual(mine.map((row) => row.id).sort((a, b) => a - b));
    expect(await replay(outsider)).toEqual([]);
  });

  it('refuses the stream without a session', async () => {
    const response = await fetch(`${baseUrl}/api/notifications/stream`);
    expect(response.status).toBe(401);
  });
});
