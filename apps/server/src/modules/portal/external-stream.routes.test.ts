import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMailedTo, type SmtpReceiver, startSmtpReceiver } from '../../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { cookieFrom, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { bills } from '../../db/schema/index';

const SHARED = 'TX-892-HB-1';
const UNSHARED = 'TX-892-SB-1';
const POLL_MS = 100;

/** A live stream read over real HTTP: the events it has sent, and a wait for the next one of a name. */
async function openStream(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const events: string[] = [];
  let ended = false;
  let buffer = '';
  if (response.status === 200 && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) events.push(name);
        }
      }
      ended = true;
    })();
  }
  /** Waits until `count` events of this name have come, in all (so each change is counted once). */
  const until = async (name: string, count: number, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (events.filter((event) => event === name).length < count) {
      if (Date.now() > deadline) throw new Error(`no ${count}× "${name}" within ${ms} ms; got ${events.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    response,
    events,
    until,
    isEnded: () => ended,
    close: () => response.body?.cancel().catch(() => undefined),
  };
}

/** The portal's and guests' live streams (decision 084), over real HTTP. */
describe('portal and guest live streams', () => {
  let testApp: TestApp;
  let smtp: SmtpReceiver;
  let admin: SignedIn;
  let baseUrl = '';
  let sharedTag = 0;
  let visitor = '';
  let guest = '';
  let guestId = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const settings = (overrides: object = {}) => ({
    portalKey: 'live',
    name: 'Live Coalition',
    sharedTagIds: [sharedTag],
    accessMode: 'code',
    people: [{ email: 'client@example.org', name: 'Cleo Client' }],
    ...overrides,
  });
  const expectOk = (response: LightMyRequestResponse) => expect(response.statusCode, response.body).toBeLessThan(300);

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    testApp = await buildTestApp({ SMTP_URL: smtp.url, EXTERNAL_STREAM_POLL_MS: POLL_MS });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as { port: number }).port}`;
    await loadBillSample(testApp.app.db, [SHARED, UNSHARED]);
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const tag = await call('POST', '/api/tags', admin.cookie, { name: 'Live list', billIds: [SHARED] });
    sharedTag = tag.json().id;
    expectOk(await call('PUT', '/api/portal/settings', admin.cookie, settings()));
    await call('POST', '/api/portal/auth?portal=live', undefined, { email: 'client@example.org' });
    const code = await codeMailedTo(smtp, 'client@example.org');
    visitor = cookieFrom(
      await call('POST', '/api/portal/auth?portal=live', undefined, { email: 'client@example.org', code }),
      'statehouse_portal',
    );
    const invited = await call('POST', '/api/guests', admin.cookie, {
      email: 'guest@example.org',
      scope: { tagIds: [sharedTag] },
    });
    guestId = invited.json().id;
    await call('POST', '/api/guest/auth', undefined, { email: 'guest@example.org' });
    const guestCode = await codeMailedTo(smtp, 'guest@example.org');
    guest = cookieFrom(
      await call('POST', '/api/guest/auth', undefined, { email: 'guest@example.org', code: guestCode }),
      'statehouse_guest',
    );
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('refuses a stream without access, as the portal’s reads do', async () => {
    expect((await fetch(`${baseUrl}/api/portal/stream?portal=live`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/portal/stream?portal=nope`, { headers: { cookie: visitor } })).status).toBe(
      404,
    );
    expect((await fetch(`${baseUrl}/api/portal/stream`, { headers: { cookie: visitor } })).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/guest/stream`)).status).toBe(401);
    // An app session opens neither.
    expect((await fetch(`${baseUrl}/api/guest/stream`, { headers: { cookie: admin.cookie } })).status).toBe(401);
  });

  it('pushes a change to a portal visitor when a shared bill’s position, remark, status or action or the share changes; not for other bills; and ends when the visitor is removed', async () => {
    const stream = await openStream(`${baseUrl}/api/portal/stream?portal=live`, visitor);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until('ready', 1);

    // Nothing that is not shared makes a change: a position on another bill, a team-only remark.
    expectOk(await call('POST', '/api/bill-positions', admin.cookie, { billId: UNSHARED, position: 'support' }));
    expectOk(await call('POST', '/api/remarks/bill/account', admin.cookie, { billId: SHARED, body: 'Team only' }));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(stream.events.filter((event) => event === 'change')).toHaveLength(0);

    expectOk(await call('POST', '/api/bill-positions', admin.cookie, { billId: SHARED, position: 'oppose' }));
    await stream.until('change', 1);
    expectOk(await call('POST', '/api/remarks/bill', admin.cookie, { billId: SHARED, body: 'For our clients' }));
    await stream.until('change', 2);
    // The importer's kind of write: a new status and latest action.
    await testApp.app.db
      .update(bills)
      .set({ status: 2, lastActionText: 'Passed the House', lastActionDate: '2025-09-01' })
      .where(eq(bills.id, SHARED));
    await stream.until('change', 3);
    // The share set: a bill joins the shared tag, then the tag is unshared.
    expectOk(await call('POST', '/api/tags/bills', admin.cookie, { tagIds: [sharedTag], billIds: [UNSHARED] }));
    await stream.until('change', 4);
    expectOk(await call('PUT', '/api/portal/settings', admin.cookie, settings({ sharedTagIds: [] })));
    await stream.until('change', 5);

    // Removing the visitor ends the stream at the next poll; opening it again is refused.
    expectOk(await call('PUT', '/api/portal/settings', admin.cookie, settings({ people: [] })));
    await stream.until('revoked', 1);
    await expect.poll(() => stream.isEnded(), { timeout: 5000 }).toBe(true);
    expect((await fetch(`${baseUrl}/api/portal/stream?portal=live`, { headers: { cookie: visitor } })).status).toBe(
      401,
    );
    const log = (await call('GET', '/api/portal/access-log', admin.cookie)).json();
    // The opening is recorded once, not every poll.
    const opened = log.items.filter((item: { action: string }) => item.action === 'GET /api/portal/stream');
    expect(opened).toHaveLength(1);
  });

  it('pushes a change to a guest when what is shared with them changes, and ends when the guest is revoked', async () => {
    const stream = await openStream(`${baseUrl}/api/guest/stream`, guest);
    expect(stream.response.status).toBe(200);
    await stream.until('ready', 1);
    expectOk(await call('POST', '/api/bill-positions', admin.cookie, { billId: SHARED, position: 'support' }));
    await stream.until('change', 1);
    // A new scope is a change too (the guest's screens show what it allows).
    expectOk(
      await call('POST', '/api/guests', admin.cookie, {
        email: 'guest@example.org',
        scope: { tagIds: [sharedTag], tasks: true },
      }),
    );
    await stream.until('change', 2);
    expectOk(await call('DELETE', `/api/guests/${guestId}`, admin.cookie));
    await stream.until('revoked', 1);
    await expect.poll(() => stream.isEnded(), { timeout: 5000 }).toBe(true);
  });
});
