import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMailedTo, type SmtpReceiver, startSmtpReceiver } from '../../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, cookieFrom, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { selectRows } from '../../db/sql';

const SHARED = 'TX-892-HB-1';
const UNSHARED = 'TX-892-SB-1';
const SINGLE = 'TX-892-HB-2';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('portal and guest routes', () => {
  let testApp: TestApp;
  let smtp: SmtpReceiver;
  let admin: SignedIn;
  let analyst: SignedIn;
  let other: SignedIn;
  let sharedTag = 0;
  let hiddenTag = 0;
  let personalTag = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const settingsBody = (overrides: object = {}) => ({
    portalKey: 'acme',
    name: 'Acme Coalition',
    welcomeText: 'What we follow for you',
    sharedTagIds: [sharedTag],
    sharedBillIds: [SINGLE],
    accessMode: 'code',
    people: [{ email: 'client@example.org', name: 'Cleo Client' }],
    ...overrides,
  });
  const signInWithCode = async (portal: string, email: string) => {
    const asked = await call('POST', `/api/portal/auth?portal=${portal}`, undefined, { email });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('code-sent');
    const code = await codeMailedTo(smtp, email);
    const signedIn = await call('POST', `/api/portal/auth?portal=${portal}`, undefined, { email, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return cookieFrom(signedIn, 'statehouse_portal');
  };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    testApp = await buildTestApp({ SMTP_URL: smtp.url, LOGIN_MAX_FAILURES_PER_USERNAME: 4 });
    await loadBillSample(testApp.app.db, [SHARED, UNSHARED, SINGLE]);
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    other = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const tag = async (who: SignedIn, body: object) => {
      const response = await call('POST', '/api/tags', who.cookie, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    sharedTag = await tag(admin, { name: 'Energy clients', billIds: [SHARED] });
    hiddenTag = await tag(admin, { name: 'Internal only', billIds: [UNSHARED] });
    personalTag = await tag(admin, { name: 'My hunches', scope: 'personal', billIds: [UNSHARED] });
    await call('POST', '/api/remarks/bill', admin.cookie, { billId: SHARED, body: 'Shared remark for clients' });
    await call('POST', '/api/remarks/bill/account', admin.cookie, { billId: SHARED, body: 'Team-only remark' });
    await call('POST', '/api/bill-positions', admin.cookie, { billId: SHARED, position: 'monitor', note: 'Watching' });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('starts unconfigured, lets admins save it and refuses bad settings with 400 or 409', async () => {
    const empty = (await call('GET', '/api/portal/settings', admin.cookie)).json();
    expect(empty).toMatchObject({ configured: false, canEdit: true, sharedTagIds: [] });
    expect(empty.tagOptions.map((option: { id: number }) => option.id).sort()).toEqual([sharedTag, hiddenTag].sort());

    expect((await call('PUT', '/api/portal/settings', analyst.cookie, settingsBody())).statusCode).toBe(403);
    expect((await call('GET', '/api/portal/settings')).statusCode).toBe(401);

    const bad = async (overrides: object, status: number, message: RegExp) => {
      const response = await call('PUT', '/api/portal/settings', admin.cookie, settingsBody(overrides));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    };
    await bad({ portalKey: 'Not a key!' }, 400, /portalKey must be 1 to 40/);
    await bad({ portalKey: 'www' }, 400, /cannot be www/);
    await bad({ primaryColor: 'blue' }, 400, /primaryColor must be a colour/);
    await bad({ sharedTagIds: [personalTag] }, 400, /is not an account tag of your account/);
    await bad({ sharedBillIds: ['TX-892-HB-99999'] }, 400, /was not found/);
    await bad({ accessMode: 'magic' }, 400, /accessMode must be link, password or code/);
    await bad({ people: [{ email: 'not-an-address' }] }, 400, /email must be an e-mail address/);
    await bad({ accessMode: 'password' }, 400, /needs a password/);

    const saved = await call('PUT', '/api/portal/settings', admin.cookie, settingsBody());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      portalKey: 'acme',
      people: [{ email: 'client@example.org', hasPassword: false }],
    });

    // Another account's tag is not one of ours, and the key is taken.
    const theirs = await call('PUT', '/api/portal/settings', other.cookie, settingsBody({ sharedTagIds: [] }));
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe('That portal key is already taken by another account');
    const foreignTag = await call('PUT', '/api/portal/settings', other.cookie, settingsBody({ portalKey: 'other' }));
    expect(foreignTag.statusCode).toBe(400);
  });

  it('answers public branding, and 400 or 404 for a missing or unknown portal', async () => {
    const info = await call('GET', '/api/portal/info?portal=ACME');
    expect(info.json()).toMatchObject({
      name: 'Acme Coalition',
      accessMode: 'code',
      signedIn: false,
      visitorName: null,
    });
    expect((await call('GET', '/api/portal/info')).statusCode).toBe(400);
    expect((await call('GET', '/api/portal/info?portal=nobody')).statusCode).toBe(404);
  });

  it('signs a listed client in by e-mailed code and shows exactly the shared bills with the allowed fields', async () => {
    expect((await call('GET', '/api/portal/tracked-activity?portal=acme')).statusCode).toBe(401);
    // An unlisted address is told the same, and no code is sent.
    const mailsBefore = smtp.mails.length;
    const unlisted = await call('POST', '/api/portal/auth?portal=acme', undefined, { email: 'stranger@example.org' });
    expect(unlisted.json().status).toBe('code-sent');
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(
      (await call('POST', '/api/portal/auth?portal=acme', undefined, { email: 'client@example.org', code: '12x' }))
        .statusCode,
    ).toBe(400);

    const cookie = await signInWithCode('acme', 'client@example.org');
    const info = (await call('GET', '/api/portal/info?portal=acme', cookie)).json();
    expect(info).toMatchObject({ signedIn: true, visitorName: 'Cleo Client' });

    const activity = (await call('GET', '/api/portal/tracked-activity?portal=acme', cookie)).json();
    expect(activity.items.map((bill: { id: string }) => bill.id).sort()).toEqual([SHARED, SINGLE].sort());
    expect((await call('GET', `/api/portal/bills/${UNSHARED}?portal=acme`, cookie)).statusCode).toBe(404);

    const bill = (await call('GET', `/api/portal/bills/${SHARED}?portal=acme`, cookie)).json();
    expect(bill).toMatchObject({ id: SHARED, summary: null, textUrl: null, positions: null, remarks: null });

    await call('PUT', '/api/portal/settings', admin.cookie, settingsBody({ showPositions: true, showRemarks: true }));
    const shown = (await call('GET', `/api/portal/bills/${SHARED}?portal=acme`, cookie)).json();
    expect(shown.positions).toEqual([expect.objectContaining({ position: 'monitor', note: 'Watching' })]);
    expect(shown.remarks.map((remark: { body: string }) => remark.body)).toEqual(['Shared remark for clients']);
    expect(JSON.stringify(shown)).not.toContain('Team-only');

    // The portal session is no app session, and one portal's session opens no other portal.
    expect((await call('GET', '/api/tags', cookie)).statusCode).toBe(401);
    await call(
      'PUT',
      '/api/portal/settings',
      other.cookie,
      settingsBody({ portalKey: 'other', sharedTagIds: [], sharedBillIds: [UNSHARED] }),
    );
    expect((await call('GET', '/api/portal/tracked-activity?portal=other', cookie)).statusCode).toBe(401);
  });

  it('takes a client’s position, shows it to the account beside who and when, and lets an editor adopt it', async () => {
    const cookie = await signInWithCode('acme', 'client@example.org');
    const url = `/api/portal/bills/${SHARED}/feedback?portal=acme`;
    const refused = await call('POST', url, cookie, { position: 'support', impact: 9 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/impact must be a whole number from 1 to 5/);
    expect((await call('POST', url, undefined, { position: 'support', impact: 4 })).statusCode).toBe(401);
    expect(
      (
        await call('POST', `/api/portal/bills/${UNSHARED}/feedback?portal=acme`, cookie, {
          position: 'support',
          impact: 4,
        })
      ).statusCode,
    ).toBe(404);

    const sent = await call('POST', url, cookie, { position: 'oppose', impact: 5, comment: 'Raises our costs' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      authorName: 'Cleo Client',
      authorEmail: 'client@example.org',
      position: 'oppose',
    });
    const mine = (await call('GET', `/api/portal/bills/${SHARED}?portal=acme`, cookie)).json();
    expect(mine.myFeedback).toHaveLength(1);

    const heard = (await call('GET', `/api/portal/feedback?billId=${SHARED}`, admin.cookie)).json();
    expect(heard.canAdopt).toBe(true);
    expect(heard.items).toEqual([expect.objectContaining({ comment: 'Raises our costs', impact: 5, adoptedAt: null })]);
    expect((await call('GET', `/api/portal/feedback?billId=${SHARED}`, other.cookie)).json().items).toEqual([]);
    const id = heard.items[0].id;
    expect((await call('POST', `/api/portal/feedback/${id}/adopt`, analyst.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/portal/feedback/${id}/adopt`, other.cookie)).statusCode).toBe(404);
    const adopted = await call('POST', `/api/portal/feedback/${id}/adopt`, admin.cookie);
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(adopted.json().adoptedBy).toMatchObject({ id: admin.userId });
    const positions = (await call('GET', `/api/bill-positions?billId=${SHARED}`, admin.cookie)).json();
    expect(positions.data[0]).toMatchObject({ position: 'oppose', tag: null });
  });

  it('ends access on the next request when a share or a person is removed', async () => {
    const cookie = await signInWithCode('acme', 'client@example.org');
    await call('PUT', '/api/portal/settings', admin.cookie, settingsBody({ sharedTagIds: [] }));
    expect((await call('GET', `/api/portal/bills/${SHARED}?portal=acme`, cookie)).statusCode).toBe(404);
    await call('PUT', '/api/portal/settings', admin.cookie, settingsBody({ people: [] }));
    expect((await call('GET', '/api/portal/tracked-activity?portal=acme', cookie)).statusCode).toBe(401);
    await call('PUT', '/api/portal/settings', admin.cookie, settingsBody());
  });

  it('signs in with a password, limits failures as for users, and opens link portals to anyone with a name', async () => {
    await call(
      'PUT',
      '/api/portal/settings',
      admin.cookie,
      settingsBody({
        accessMode: 'password',
        people: [{ email: 'board@example.org', name: 'Bo Board', password: 'long-enough-1' }],
      }),
    );
    const auth = (body: object) => call('POST', '/api/portal/auth?portal=acme', undefined, body);
    expect((await auth({ email: 'board@example.org' })).json().message).toBe(
      'password is required to sign in to this portal',
    );
    expect((await auth({ email: 'board@example.org', password: 'long-enough-1' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await auth({ email: 'board@example.org', password: 'wrong' })).statusCode).toBe(401);
    }
    const limited = await auth({ email: 'board@example.org', password: 'long-enough-1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    await call('PUT', '/api/portal/settings', admin.cookie, settingsBody({ accessMode: 'link', people: [] }));
    expect((await call('GET', '/api/portal/tracked-activity?portal=acme')).statusCode).toBe(200);
    expect((await auth({})).statusCode).toBe(400);
    const visitor = cookieFrom(await auth({ name: 'Pat Public' }), 'statehouse_portal');
    expect((await call('GET', '/api/portal/info?portal=acme', visitor)).json().visitorName).toBe('Pat Public');
    expect((await call('POST', '/api/portal/logout', visitor)).statusCode).toBe(200);
    await call('PUT', '/api/portal/settings', admin.cookie, settingsBody());
  });

  it('invites a guest who signs in by code, sees only the shared tags, and loses access when revoked', async () => {
    const bad = await call('POST', '/api/guests', admin.cookie, {
      email: 'guest@example.org',
      scope: { tagIds: [personalTag] },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/guests', analyst.cookie, { email: 'guest@example.org', scope: {} })).statusCode,
    ).toBe(403);
    const invited = await call('POST', '/api/guests', admin.cookie, {
      email: 'Guest@Example.org',
      name: 'Gus Guest',
      scope: { tagIds: [sharedTag], members: true },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const guestId = invited.json().id;

    expect((await call('GET', '/api/guest/shared-tags')).statusCode).toBe(401);
    expect((await call('GET', '/api/guest/shared-tags', admin.cookie)).statusCode).toBe(401);
    await call('POST', '/api/guest/auth', undefined, { email: 'guest@example.org' });
    const code = await codeMailedTo(smtp, 'guest@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', '/api/guest/auth', undefined, { email: 'guest@example.org', code: wrong })).statusCode,
    ).toBe(401);
    const signedIn = await call('POST', '/api/guest/auth', undefined, { email: 'guest@example.org', code });
    const cookie = cookieFrom(signedIn, 'statehouse_guest');

    expect((await call('GET', '/api/guest/me', cookie)).json()).toMatchObject({
      name: 'Gus Guest',
      scope: { members: true, tasks: false },
    });
    const tags = (await call('GET', '/api/guest/shared-tags?state=TX', cookie)).json();
    expect(tags.items.map((tag: { name: string }) => tag.name)).toEqual(['Energy clients']);
    expect(tags.items[0].bills.map((bill: { id: string }) => bill.id)).toEqual([SHARED]);
    expect((await call('GET', '/api/guest/shared-tags?state=CA', cookie)).json().items[0].bills).toEqual([]);
    expect((await call('GET', '/api/guest/shared-tags?state=Texas', cookie)).statusCode).toBe(400);
    const activity = (await call('GET', '/api/guest/tracked-activity', cookie)).json();
    expect(activity.items.map((bill: { id: string }) => bill.id)).toEqual([SHARED]);
    expect((await call('GET', '/api/tags', cookie)).statusCode).toBe(401);

    const list = (await call('GET', '/api/guests', admin.cookie)).json();
    expect(list.items).toEqual([expect.objectContaining({ email: 'guest@example.org', status: 'active' })]);
    expect((await call('GET', '/api/guests', other.cookie)).json().items).toEqual([]);
    expect((await call('DELETE', `/api/guests/${guestId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/guests/${guestId}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/guest/tracked-activity', cookie)).statusCode).toBe(401);
  });

  it('shows a guest the members, relationships and tasks shared with them, and 403 for an area not shared', async () => {
    const sponsorRows = await selectRows<{ billId: string; personId: string }>(
      testApp.app.db,
      sql`select bill_id as "billId", person_id as "personId" from bill_sponsorships
        where person_id is not null and is_primary and bill_id in (${SHARED}, ${UNSHARED})`,
    );
    const sponsorsOf = (billId: string) =>
      new Set(sponsorRows.filter((row) => row.billId === billId).map((row) => row.personId));
    const sharedSponsors = sponsorsOf(SHARED);
    const onlyUnshared = [...sponsorsOf(UNSHARED)].find((id) => !sharedSponsors.has(id));
    expect(sharedSponsors.size).toBeGreaterThan(0);
    const member = [...sharedSponsors][0]!;
    const created = async (who: SignedIn, url: string, body: object) => {
      const response = await call('POST', url, who.cookie, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    await created(admin, '/api/relationships', { memberId: member, strength: 4, notes: 'Team-only note qx7' });
    await created(other, '/api/relationships', { memberId: member, strength: 2, notes: 'Other account qx7' });
    await created(admin, '/api/tasks', { title: 'Call the author', billIds: [SHARED, UNSHARED], priority: 'high' });
    await created(admin, '/api/tasks', { title: 'Internal-only task', billIds: [UNSHARED] });
    await created(admin, '/api/tasks', { title: 'Task on no bill' });
    await created(other, '/api/tasks', { title: 'Task of another account', billIds: [SHARED] });

    const invite = async (email: string, scope: object) => {
      expect((await call('POST', '/api/guests', admin.cookie, { email, scope })).statusCode).toBe(201);
      await call('POST', '/api/guest/auth', undefined, { email });
      const code = await codeMailedTo(smtp, email);
      return cookieFrom(await call('POST', '/api/guest/auth', undefined, { email, code }), 'statehouse_guest');
    };
    const full = await invite('areas@example.org', {
      tagIds: [sharedTag],
      members: true,
      relationships: true,
      tasks: true,
    });
    const members = await call('GET', '/api/guest/members', full);
    expect(members.statusCode, members.body).toBe(200);
    const memberIds = members.json().items.map((item: { id: string }) => item.id);
    expect(new Set(memberIds)).toEqual(sharedSponsors);
    if (onlyUnshared) expect(memberIds).not.toContain(onlyUnshared);
    expect(members.json().items[0]).toMatchObject({ stateCode: 'TX', billCount: 1 });

    const relationships = await call('GET', '/api/guest/relationships', full);
    expect(relationships.statusCode, relationships.body).toBe(200);
    expect(relationships.body).not.toContain('qx7');
    expect(relationships.json().items).toEqual([
      expect.objectContaining({ kind: 'member', strength: 4, teamMemberName: expect.any(String) }),
    ]);

    const tasks = await call('GET', '/api/guest/tasks', full);
    expect(tasks.statusCode, tasks.body).toBe(200);
    expect(tasks.json().items).toEqual([
      expect.objectContaining({
        title: 'Call the author',
        priority: 'high',
        status: 'open',
        bills: [{ id: SHARED, identifier: expect.any(String), stateCode: 'TX' }],
      }),
    ]);

    const tagsOnly = await invite('tags-only@example.org', { tagIds: [sharedTag] });
    for (const [area, word] of [
      ['members', 'Members'],
      ['relationships', 'Relationships'],
      ['tasks', 'Tasks'],
    ]) {
      const refused = await call('GET', `/api/guest/${area}`, tagsOnly);
      expect(refused.statusCode, area).toBe(403);
      expect(refused.json().message).toBe(
        `${word} are not shared with you. Ask your host to add them to your guest access.`,
      );
      expect((await call('GET', `/api/guest/${area}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/guest/${area}`, admin.cookie)).statusCode).toBe(401);
    }
    // Switching an area off takes effect on the next request.
    await call('POST', '/api/guests', admin.cookie, { email: 'areas@example.org', scope: { tagIds: [sharedTag] } });
    expect((await call('GET', '/api/guest/tasks', full)).statusCode).toBe(403);
  });

  it('keeps the portal’s logo in the blob store, shows it publicly and refuses non-images and large files', async () => {
    const upload = (cookie: string, bytes: Buffer, type: string, name = 'logo.png') => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      return testApp.app.inject({ method: 'PUT', url: '/api/portal/logo', headers: { cookie }, payload: form });
    };
    expect((await call('GET', '/api/portal/info?portal=acme')).json().logoUrl).toBeNull();
    expect((await call('GET', '/api/portal/logo?portal=acme')).statusCode).toBe(404);

    const text = await upload(admin.cookie, Buffer.from('not an image at all'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The logo must be a PNG, JPEG, GIF or WebP image.');
    const svg = await upload(
      admin.cookie,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    const large = await upload(admin.cookie, Buffer.concat([PNG, Buffer.alloc(600 * 1024)]), 'image/png');
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The logo is too large: at most 512 KB.');
    expect((await upload(analyst.cookie, PNG, 'image/png')).statusCode).toBe(403);
    // Another account's logo is its own portal's, never this one's.
    expect((await upload(other.cookie, PNG, 'image/png')).statusCode).toBe(200);
    expect((await call('GET', '/api/portal/info?portal=acme')).json().logoUrl).toBeNull();
    const unsaved = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const early = await upload(unsaved.cookie, PNG, 'image/png');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Save the portal before adding its logo.');

    const saved = await upload(admin.cookie, PNG, 'application/octet-stream');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().logoUrl).toBe('/api/portal/logo?portal=acme');
    expect((await call('GET', '/api/portal/info?portal=acme')).json().logoUrl).toBe('/api/portal/logo?portal=acme');
    const served = await call('GET', '/api/portal/logo?portal=acme');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await call('GET', '/api/portal/logo?portal=nobody')).statusCode).toBe(404);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/portal/logo',
      headers: { cookie: admin.cookie },
    });
    expect(removed.json().logoUrl).toBeNull();
    expect((await call('GET', '/api/portal/logo?portal=acme')).statusCode).toBe(404);
  });

  it('records every portal and guest access for the account’s admins', async () => {
    const log = await call('GET', '/api/portal/access-log', admin.cookie);
    expect(log.statusCode).toBe(200);
    const items = log.json().items as { actorType: string; actorLabel: string; action: string }[];
    expect(items.some((item) => item.actorType === 'portal' && item.actorLabel.includes('Cleo Client'))).toBe(true);
    expect(items.some((item) => item.actorType === 'guest' && item.action === 'GET /api/guest/shared-tags')).toBe(true);
    expect((await call('GET', '/api/portal/access-log', analyst.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/portal/access-log', other.cookie)).json().items).toEqual([]);
  });
});
