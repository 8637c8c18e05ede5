import { guestTrackMessages } from '@statehouse/shared/guest/guest.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMailedTo, type SmtpReceiver, startSmtpReceiver } from '../../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { cookieFrom, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { tagBills } from '../../db/schema/index';

const SHARED = 'TX-892-HB-1';
const PICKED = 'TX-892-SB-1';
const LISTED = 'TX-892-HB-2';

/** Guests who may add bills (decision 084): picked bills and track lists land on a shared tag, named as theirs. */
describe('guests adding bills to a shared tag', () => {
  let testApp: TestApp;
  let smtp: SmtpReceiver;
  let admin: SignedIn;
  let other: SignedIn;
  let sharedTag = 0;
  let hiddenTag = 0;
  let otherTag = 0;
  let adder = '';
  let adderId = 0;
  let reader = '';

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const upload = (cookie: string, fields: Record<string, string>, csv?: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (csv !== undefined) form.append('file', new Blob([csv], { type: 'text/csv' }), 'list.csv');
    return testApp.app.inject({
      method: 'POST',
      url: '/api/guest/track-lists/upload',
      headers: { cookie },
      payload: form,
    });
  };
  const invite = async (email: string, uploadTrackList: boolean) => {
    const invited = await call('POST', '/api/guests', admin.cookie, {
      email,
      name: email.split('@')[0],
      scope: { tagIds: [sharedTag], uploadTrackList },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await call('POST', '/api/guest/auth', undefined, { email });
    const code = await codeMailedTo(smtp, email);
    return {
      id: invited.json().id as number,
      cookie: cookieFrom(await call('POST', '/api/guest/auth', undefined, { email, code }), 'statehouse_guest'),
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    testApp = await buildTestApp({ SMTP_URL: smtp.url });
    await loadBillSample(testApp.app.db, [SHARED, PICKED, LISTED]);
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    other = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const tag = async (who: SignedIn, name: string, billIds: string[]) => {
      const response = await call('POST', '/api/tags', who.cookie, { name, billIds });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    sharedTag = await tag(admin, 'Coalition list', [SHARED]);
    hiddenTag = await tag(admin, 'Internal only', []);
    otherTag = await tag(other, 'Another account', []);
    const adding = await invite('adder@example.org', true);
    adder = adding.cookie;
    adderId = adding.id;
    reader = (await invite('reader@example.org', false)).cookie;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('refuses every adding call with 403 and the reason when the host has not shared uploads, and 401 signed out', async () => {
    const refusals = [
      await call('GET', '/api/guest/bills?search=HB%201', reader),
      await call('GET', '/api/guest/sessions?state=TX', reader),
      await call('POST', '/api/guest/tag-bills', reader, { tagId: sharedTag, billIds: [PICKED] }),
      await upload(reader, { state: 'TX', session: '892', tagId: String(sharedTag) }, 'HB 2\n'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(guestTrackMessages.notShared);
    }
    expect(
      (await call('POST', '/api/guest/tag-bills', undefined, { tagId: sharedTag, billIds: [PICKED] })).statusCode,
    ).toBe(401);
    // An app session is no guest session.
    expect((await call('GET', '/api/guest/bills?search=HB%201', admin.cookie)).statusCode).toBe(401);
  });

  it('lets a guest find and pick bills onto the shared tag; the account sees who added them and the log says so', async () => {
    const found = await call('GET', '/api/guest/bills?search=SB%201&state=TX', adder);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((bill: { id: string }) => bill.id)).toContain(PICKED);
    expect((await call('GET', '/api/guest/bills?search=x', adder)).statusCode).toBe(400);
    const sessions = await call('GET', '/api/guest/sessions?state=TX', adder);
    expect(sessions.json().items.map((session: { id: string }) => session.id)).toContain('892');
    expect((await call('GET', '/api/guest/sessions?state=Texas', adder)).statusCode).toBe(400);

    const bad = async (body: object, status: number, message: string | RegExp) => {
      const response = await call('POST', '/api/guest/tag-bills', adder, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    };
    await bad({ tagId: hiddenTag, billIds: [PICKED] }, 403, guestTrackMessages.tagNotShared);
    await bad({ tagId: otherTag, billIds: [PICKED] }, 403, guestTrackMessages.tagNotShared);
    await bad({ tagId: sharedTag, billIds: ['TX-892-HB-99999'] }, 400, /No such bill: TX-892-HB-99999/);
    await bad({ tagId: sharedTag, billIds: [] }, 400, /Pick at least one bill/);
    await bad({ tagId: sharedTag, billIds: ['not a bill'] }, 400, /Bill id must be/);

    const added = await call('POST', '/api/guest/tag-bills', adder, {
      tagId: sharedTag,
      billIds: [PICKED.toLowerCase(), SHARED],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ tag: { id: sharedTag, name: 'Coalition list' }, added: 1 });
    const rows = await testApp.app.db.select().from(tagBills).where(eq(tagBills.tagId, sharedTag));
    expect(rows.find((row) => row.billId === PICKED)).toMatchObject({
      addedByGuestId: adderId,
      addedByUserId: null,
      trackType: 'manual',
    });
    // The bill the admin added stays theirs.
    expect(rows.find((row) => row.billId === SHARED)).toMatchObject({
      addedByGuestId: null,
      addedByUserId: admin.userId,
    });

    const shared = (await call('GET', '/api/guest/shared-tags', adder)).json();
    expect(shared.items[0].bills.map((bill: { id: string }) => bill.id).sort()).toEqual([SHARED, PICKED].sort());
    const tracked = (await call('GET', `/api/tags/tracked-bills?tagIds=${sharedTag}`, admin.cookie)).json();
    const picked = tracked.items.find((bill: { id: string }) => bill.id === PICKED);
    expect(picked.addedByGuests).toEqual([{ id: adderId, name: 'adder', email: 'adder@example.org' }]);
    expect(picked.trackedBy).toEqual([]);
    const log = (await call('GET', '/api/portal/access-log', admin.cookie)).json();
    expect(log.items.map((item: { action: string }) => item.action)).toContain(
      `Added ${PICKED}, ${SHARED} to the tag Coalition list`,
    );
    // Another account sees nothing of it.
    const otherTracked = (await call('GET', '/api/tags/tracked-bills', other.cookie)).json();
    expect(otherTracked.items.map((bill: { id: string }) => bill.id)).not.toContain(PICKED);
  });

  it('matches a guest’s track list as the app’s upload does, previews it, then adds it to the shared tag', async () => {
    const csv = 'Bill,Note\nHB 2,for the board\nHB 424242,typo\n';
    const preview = await upload(adder, { state: 'TX', session: '892', tagId: String(sharedTag) }, csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, matched: 1, unmatched: 1, bills: 1, tag: null });
    expect((await testApp.app.db.select().from(tagBills).where(eq(tagBills.billId, LISTED))).length).toBe(0);

    const refused = async (
      fields: Record<string, string>,
      body: string | undefined,
      status: number,
      message: RegExp,
    ) => {
      const response = await upload(adder, fields, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    };
    await refused({ state: 'TX', session: '892' }, csv, 400, /tagId: Choose a shared tag/);
    await refused({ state: 'TX', session: '892', tagId: String(hiddenTag) }, csv, 403, /not shared with you/);
    await refused({ state: 'TX', session: '999', tagId: String(sharedTag) }, csv, 400, /TX has no session 999/);
    await refused({ state: 'TX', session: '892', tagId: String(sharedTag) }, undefined, 400, /Choose a CSV or Excel/);
    await refused(
      { state: 'TX', session: '892', tagId: String(sharedTag), dryRun: 'false' },
      'Bill\nHB 424242\n',
      400,
      /No row matched a bill/,
    );

    const confirmed = await upload(
      adder,
      { state: 'TX', session: '892', tagId: String(sharedTag), dryRun: 'false' },
      csv,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ dryRun: false, tag: { id: sharedTag, name: 'Coalition list', added: 1 } });
    const [row] = await testApp.app.db.select().from(tagBills).where(eq(tagBills.billId, LISTED));
    expect(row).toMatchObject({ tagId: sharedTag, addedByGuestId: adderId, addedByUserId: null, trackType: 'upload' });
    const log = (await call('GET', '/api/portal/access-log', admin.cookie)).json();
    expect(log.items.map((item: { action: string }) => item.action)).toContain(
      'Uploaded a track list: 1 bill to the tag Coalition list',
    );

    // Revoked: the next call is refused, and what the guest added stays, still naming them.
    expect((await call('DELETE', `/api/guests/${adderId}`, admin.cookie)).statusCode).toBe(204);
    expect(
      (await call('POST', '/api/guest/tag-bills', adder, { tagId: sharedTag, billIds: [LISTED] })).statusCode,
    ).toBe(401);
    const [kept] = await testApp.app.db.select().from(tagBills).where(eq(tagBills.billId, LISTED));
    expect(kept?.addedByGuestId).toBe(adderId);
  });
});
