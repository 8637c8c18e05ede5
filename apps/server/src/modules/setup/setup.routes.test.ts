import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';

describe('setup wizard routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const ok = async (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const bad = async (who: SignedIn, url: string, status: number, payload?: object) => {
    const response = await call(who, 'POST', url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json().message as string;
  };
  const upload = (who: SignedIn, content: string | Buffer, name = 'about.txt') => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/plain' }), name);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/initSetup/summarize/document',
      headers: { cookie: who.cookie },
      payload: form,
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, ['TX-892-HB-1', 'TX-892-SB-1']);
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  }, 120_000);
  afterAll(() => testApp.close());

  it('sends a new account’s admin to the wizard, and nobody else', async () => {
    expect((await call(undefined, 'GET', '/api/initSetup')).statusCode).toBe(401);
    expect(await ok(admin, 'GET', '/api/initSetup')).toMatchObject({
      status: 'new',
      step: 'organization',
      prompt: true,
      canEdit: true,
      keywords: [],
    });
    expect(await ok(member, 'GET', '/api/initSetup')).toMatchObject({ status: 'new', prompt: false, canEdit: false });
  });

  it('saves each step, resumable, with clear 400s and admins only', async () => {
    const entity = await ok(admin, 'POST', '/api/initSetup/update-entity', {
      entity: { organization: 'Lone Star Camps', industry: 'Recreation', states: ['tx'], step: 'states' },
    });
    expect(entity).toMatchObject({
      status: 'in_progress',
      step: 'states',
      organization: 'Lone Star Camps',
      states: ['TX'],
    });
    expect(entity.prompt).toBe(false);
    const keywords = await ok(admin, 'POST', '/api/initSetup/keywords', {
      keywords: ['youth camp', 'Youth Camp', ' flood warning '],
    });
    expect(keywords.keywords).toEqual(['youth camp', 'flood warning']);
    expect((await ok(admin, 'POST', '/api/initSetup/subjects', { subjects: [15, 15, 8] })).subjects).toEqual([
      { value: 15, label: 'Emergency Management' },
      { value: 8, label: 'Children and Youth' },
    ]);
    expect((await ok(admin, 'POST', '/api/initSetup/tags', { tags: ['Camps', 'Floods'] })).tags).toEqual([
      'Camps',
      'Floods',
    ]);
    // Resumes where it was left.
    expect(await ok(admin, 'GET', '/api/initSetup')).toMatchObject({
      step: 'states',
      organization: 'Lone Star Camps',
      keywords: ['youth camp', 'flood warning'],
      tags: ['Camps', 'Floods'],
    });

    expect(await bad(admin, '/api/initSetup/keywords', 400, { keywords: 'camps' })).toMatch(/keywords must be a list/);
    expect(await bad(admin, '/api/initSetup/keywords', 400, { keywords: ['x'] })).toMatch(/at least 2 characters/);
    expect(await bad(admin, '/api/initSetup/subjects', 400, { subjects: [9999] })).toMatch(/Unknown subject value/);
    expect(
      await bad(admin, '/api/initSetup/tags', 400, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
    ).toMatch(/At most 10 tags/);
    expect(await bad(admin, '/api/initSetup/update-entity', 400, { entity: { organization: '' } })).toMatch(
      /Name your organization/,
    );
    expect(
      await bad(admin, '/api/initSetup/update-entity', 400, { entity: { organization: 'Camps', companies: [424242] } }),
    ).toBe('Unknown company id: 424242');
    expect(
      await bad(admin, '/api/initSetup/update-entity', 400, { entity: { organization: 'Camps', states: ['XX'] } }),
    ).toMatch(/Unknown state code/);
    expect(await bad(member, '/api/initSetup/keywords', 403, { keywords: ['camps'] })).toBe(
      'Only an account admin can change the account’s setup',
    );
    expect(await ok(outsider, 'GET', '/api/initSetup')).toMatchObject({
      status: 'new',
      keywords: [],
      organization: '',
    });
  });

  it('completes: makes the tags and queues the matcher; cancel keeps it completed', async () => {
    const done = await ok(admin, 'POST', '/api/initSetup/complete', {});
    expect(done).toMatchObject({ tagsCreated: 2, runsQueued: 1, setup: { status: 'completed', prompt: false } });
    expect(done.setup.completedAt).toEqual(expect.any(String));
    const tags = await ok(admin, 'GET', '/api/tags?scope=account');
    expect(tags.data.map((tag: { name: string }) => tag.name)).toEqual(expect.arrayContaining(['Camps', 'Floods']));
    // Again: the tags exist already, the run is queued already.
    expect(await ok(admin, 'POST', '/api/initSetup/complete', { startAutoTracking: true })).toMatchObject({
      tagsCreated: 0,
      runsQueued: 0,
    });
    expect((await ok(admin, 'POST', '/api/initSetup/cancel')).status).toBe('completed');
    expect((await ok(outsider, 'POST', '/api/initSetup/cancel')).status).toBe('cancelled');
    expect(await ok(outsider, 'GET', '/api/initSetup')).toMatchObject({ status: 'cancelled', prompt: false });
  });

  it('summarizes pasted text and an uploaded document into a summary, keywords and subjects', async () => {
    const text =
      'Lone Star Camps runs resident youth camps along the Guadalupe River in Texas. ' +
      'We follow legislation on youth camp safety, flood warning systems and emergency plans. ' +
      'Emergency plans and camper safety training are our main policy concerns.';
    const pasted = await ok(admin, 'POST', '/api/initSetup/summarize', { text });
    expect(pasted.keywords).toContain('youth camps');
    expect(pasted.subjects.map((subject: { label: string }) => subject.label)).toEqual(
      expect.arrayContaining(['Emergency Management', 'Children and Youth']),
    );
    const document = await upload(admin, text);
    expect(document.statusCode, document.body).toBe(200);
    expect(document.json()).toMatchObject({ extractive: true, keywords: pasted.keywords, subjects: pasted.subjects });
    const empty = await upload(admin, Buffer.from([0, 1, 2, 3, 4, 5]), 'blob.bin');
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().message).toMatch(/^The document has no text we can read/);
    const notMultipart = await call(admin, 'POST', '/api/initSetup/summarize/document', { text });
    expect(notMultipart.statusCode).toBe(400);
  });
});
