import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/sql';
import { codeMailedTo, type SmtpReceiver, startSmtpReceiver } from './alert-receivers';
import { buildTestApp, type TestApp } from './build-test-app';
import { cookieFrom, registerAccount, type SignedIn } from './factories/accounts';
import { loadBillSample } from './factories/bills';

/**
 * A portal visitor and a guest of account B (decisions 077, 078), holding both their cookies, call every operation
 * of the OpenAPI document. They must
 * - never read anything B did not share (an unshared tag and its bill, team-only and personal remarks, the position's
 *   note while positions are hidden, relationship notes, task descriptions, tasks on unshared bills or none) nor
 *   anything of account C;
 * - get from every app route exactly what a caller without any session gets (their sessions open no app door);
 * - lose access with their next request once B removes the person or revokes the guest.
 */

const SHARED = 'TX-892-HB-1';
const UNSHARED = 'TX-892-SB-1';
/** A bill on no tag, which the guest adds to the shared tag. */
const SINGLE = 'TX-892-HB-2';
const SECRET = 'zq9x';
const secret = (what: string) => `Hidden ${what} ${SECRET}`;

type Operation = { operationId: string; parameters?: { in: string; name: string; required?: boolean }[] };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls that act on no account, or mail and count toward public limits: not called twice here (see tenant-isolation). */
const skipped = new Set([
  'login',
  'register',
  'logout',
  'requestPasswordReset',
  'resetPassword',
  'acceptInvitation',
  'subscribeNewsletter',
  'createDemoRequest',
  'inviteReferrals',
  'portalAuth',
  'guestAuth',
  'portalLogout',
  'guestLogout',
]);

describe('portal and guest isolation: outside people see only what is shared with them', () => {
  let testApp: TestApp;
  let smtp: SmtpReceiver;
  let owner: SignedIn;
  let other: SignedIn;
  let visitorCookie = '';
  let guestCookie = '';
  let guestId = 0;
  let sharedTagId = 0;
  let hiddenTagId = 0;
  let otherTagId = 0;
  let operations: { method: Method; route: string; operation: Operation }[] = [];

  const call = (method: Method, url: string, cookie?: string, payload?: InjectOptions['payload']) =>
    testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const urlOf = (route: string, operation: Operation) => {
    const path = route.replace(/\{([^}]+)\}/g, (_match, name: string) =>
      route.includes('bill') || name === 'billId' ? SHARED : name.toLowerCase().includes('state') ? 'TX' : '1',
    );
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'query') continue;
      const value: Record<string, string> = { portal: 'bee', billId: SHARED, state: 'TX', stateCode: 'TX' };
      if (value[parameter.name]) query.set(parameter.name, value[parameter.name]!);
    }
    return query.size ? `${path}?${query}` : path;
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    testApp = await buildTestApp({ SMTP_URL: smtp.url });
    await loadBillSample(testApp.app.db, [SHARED, UNSHARED, SINGLE]);
    owner = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    other = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const as = async (who: SignedIn, method: Method, url: string, payload: object, status: number) => {
      const response = await call(method, url, who.cookie, payload);
      if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const shared = await as(owner, 'POST', '/api/tags', { name: 'Shared clients', billIds: [SHARED] }, 201);
    hiddenTagId = (await as(owner, 'POST', '/api/tags', { name: secret('tag'), billIds: [UNSHARED] }, 201)).id;
    await as(owner, 'POST', '/api/tags', { name: secret('personal tag'), scope: 'personal', billIds: [SHARED] }, 201);
    await as(owner, 'POST', '/api/remarks/bill/account', { billId: SHARED, body: secret('team remark') }, 201);
    await as(owner, 'POST', '/api/remarks/bill/personal', { billId: SHARED, body: secret('personal remark') }, 201);
    await as(
      owner,
      'POST',
      '/api/bill-positions',
      { billId: SHARED, position: 'oppose', note: secret('position note') },
      200,
    );
    const people = [{ email: 'visitor@example.org', name: 'Vi Visitor' }];
    await as(
      owner,
      'PUT',
      '/api/portal/settings',
      { portalKey: 'bee', name: 'Bee portal', sharedTagIds: [shared.id], people },
      200,
    );
    const [sponsor] = await selectRows<{ personId: string }>(
      testApp.app.db,
      sql`select person_id as "personId" from bill_sponsorships where bill_id = ${SHARED} and person_id is not null`,
    );
    const memberId = sponsor?.personId;
    if (!memberId) throw new Error(`${SHARED} has no sponsor in the sample`);
    await as(owner, 'POST', '/api/relationships', { memberId, notes: secret('relationship note') }, 201);
    await as(
      owner,
      'POST',
      '/api/tasks',
      { title: 'Shared task', description: secret('task text'), billIds: [SHARED] },
      201,
    );
    await as(owner, 'POST', '/api/tasks', { title: secret('task on an unshared bill'), billIds: [UNSHARED] }, 201);
    await as(owner, 'POST', '/api/tasks', { title: secret('task on no bill') }, 201);
    otherTagId = (await as(other, 'POST', '/api/tags', { name: secret('tag of C'), billIds: [SHARED] }, 201)).id;
    sharedTagId = shared.id;
    await as(other, 'POST', '/api/relationships', { memberId, notes: secret('relationship of C') }, 201);
    await as(other, 'POST', '/api/tasks', { title: secret('task of C'), billIds: [SHARED] }, 201);
    await as(other, 'PUT', '/api/portal/settings', { portalKey: 'sea', name: secret('portal of C'), people }, 200);

    await call('POST', '/api/portal/auth?portal=bee', undefined, { email: 'visitor@example.org' });
    const visitor = await call('POST', '/api/portal/auth?portal=bee', undefined, {
      email: 'visitor@example.org',
      code: await codeMailedTo(smtp, 'visitor@example.org'),
    });
    visitorCookie = cookieFrom(visitor, 'statehouse_portal');
    const guest = await as(
      owner,
      'POST',
      '/api/guests',
      {
        email: 'guest@example.org',
        scope: { tagIds: [shared.id], members: true, relationships: true, tasks: true, uploadTrackList: true },
      },
      201,
    );
    guestId = guest.id;
    await call('POST', '/api/guest/auth', undefined, { email: 'guest@example.org' });
    const signedIn = await call('POST', '/api/guest/auth', undefined, {
      email: 'guest@example.org',
      code: await codeMailedTo(smtp, 'guest@example.org'),
    });
    guestCookie = cookieFrom(signedIn, 'statehouse_guest');

    const document = (await call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([route, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, operation]) => !skipped.has(operation.operationId) && !route.endsWith('/stream'))
        .map(([method, operation]) => ({ method: method.toUpperCase() as Method, route, operation })),
    );
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('lets the visitor and the guest read what is shared, and nothing else, through every operation', async () => {
    const both = `${visitorCookie}; ${guestCookie}`;
    expect(
      (await call('GET', '/api/portal/tracked-activity?portal=bee', both))
        .json()
        .items.map((bill: { id: string }) => bill.id),
    ).toEqual([SHARED]);
    expect(
      (await call('GET', '/api/guest/tracked-activity', both)).json().items.map((bill: { id: string }) => bill.id),
    ).toEqual([SHARED]);
    expect(
      (await call('GET', '/api/guest/tasks', both)).json().items.map((task: { title: string }) => task.title),
    ).toEqual(['Shared task']);
    expect((await call('GET', '/api/guest/relationships', both)).json().items).toHaveLength(1);
    expect((await call('GET', '/api/guest/members', both)).json().items.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/portal/bills/${UNSHARED}?portal=bee`, both)).statusCode).toBe(404);
    expect((await call('GET', '/api/portal/tracked-activity?portal=sea', both)).statusCode).toBe(401);

    // A guest who may add bills adds only to the tags shared with them (decision 084), and finds no team data.
    for (const tagId of [hiddenTagId, otherTagId]) {
      const refused = await call('POST', '/api/guest/tag-bills', both, { tagId, billIds: [UNSHARED] });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    const found = await call('GET', '/api/guest/bills?search=HB%201', both);
    expect(found.statusCode).toBe(200);
    expect(found.body.includes(SECRET)).toBe(false);
    const added = await call('POST', '/api/guest/tag-bills', both, { tagId: sharedTagId, billIds: [SINGLE] });
    expect(added.json()).toMatchObject({ added: 1 });
    // What the guest added is shared with the guest and the portal at once, and with nobody of account C.
    expect(
      (await call('GET', '/api/guest/tracked-activity', both))
        .json()
        .items.map((bill: { id: string }) => bill.id)
        .sort(),
    ).toEqual([SHARED, SINGLE].sort());
    expect(
      (await call('GET', '/api/tags/tracked-bills', other.cookie)).json().items.map((bill: { id: string }) => bill.id),
    ).not.toContain(SINGLE);
    await call('POST', '/api/track-lists/remove-bill', owner.cookie, { bill: SINGLE, tagId: sharedTagId });

    expect(operations.length).toBeGreaterThan(200);
    for (const { method, route, operation } of operations) {
      const url = urlOf(route, operation);
      const what = `${method} ${url} (${operation.operationId})`;
      const withSessions = await call(method, url, both, method === 'GET' ? undefined : {});
      expect.soft(withSessions.body.includes(SECRET), `${what} leaked: ${withSessions.body.slice(0, 300)}`).toBe(false);
      expect.soft(withSessions.statusCode, `${what}: ${withSessions.body.slice(0, 200)}`).toBeLessThan(500);
      const external = route.startsWith('/api/portal/') || route.startsWith('/api/guest/');
      const appSide = [
        'getPortalSettings',
        'updatePortalSettings',
        'getPortalFeedback',
        'adoptPortalFeedback',
        'getExternalAccessLog',
      ];
      if (!external || appSide.includes(operation.operationId)) {
        const anonymous = await call(method, url, undefined, method === 'GET' ? undefined : {});
        expect
          .soft(withSessions.statusCode, `${what} answers the outside sessions unlike a caller without one`)
          .toBe(anonymous.statusCode);
      }
    }
  });

  it('ends the visitor’s and the guest’s access with their next request once removed or revoked', async () => {
    expect((await call('GET', '/api/portal/tracked-activity?portal=bee', visitorCookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/portal/settings', owner.cookie)).statusCode).toBe(200);
    const settings = (await call('GET', '/api/portal/settings', owner.cookie)).json();
    await call('PUT', '/api/portal/settings', owner.cookie, { ...settings, people: [] });
    expect((await call('GET', '/api/portal/tracked-activity?portal=bee', visitorCookie)).statusCode).toBe(401);
    expect((await call('GET', `/api/portal/bills/${SHARED}?portal=bee`, visitorCookie)).statusCode).toBe(401);

    expect((await call('GET', '/api/guest/shared-tags', guestCookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/guests/${guestId}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/guest/shared-tags', guestCookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/guest/me', guestCookie)).statusCode).toBe(401);
    for (const area of ['members', 'relationships', 'tasks']) {
      expect((await call('GET', `/api/guest/${area}`, guestCookie)).statusCode, area).toBe(401);
    }
  });
});
