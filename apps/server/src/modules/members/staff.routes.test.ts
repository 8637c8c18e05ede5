import type { StaffEntry, StaffListReply } from '@statehouse/shared/members/members.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadSamplePeople } from '../../../test/factories/sample-people';

const MEYER = 'ocd-person/2639e096-d327-4c4d-823f-759b1ce373e0'; // TX House district 108
const MATTERA = 'ocd-person/04f9beb9-b562-4f2f-9f23-4856fe0fd0dc'; // NY Senate district 2

describe('staff routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;
  let chiefId = 0;

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadSamplePeople(testApp.app.db, ['TX', 'NY']);
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  }, 60_000);
  afterAll(() => testApp.close());

  it('says plainly that the data has no staff, and lists none before the team adds any', async () => {
    const response = await call(admin, 'GET', '/api/staff?stateCode=TX');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      total: 0,
      page: 1,
      pageSize: 50,
      message: 'The public data lists no staff for Texas; these are the staff your team added.',
    });
    expect((await call(null, 'GET', '/api/staff')).statusCode).toBe(401);
  });

  it("adds a member's staffer, checked against the member's state", async () => {
    const response = await call(admin, 'POST', '/api/staff', {
      stateCode: 'TX',
      memberId: MEYER,
      name: '  Dana Ortiz ',
      position: 'Chief of Staff',
      email: 'dana@example.com',
      phone: '512-555-0100',
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json<StaffEntry>();
    chiefId = entry.id;
    expect(entry).toMatchObject({
      source: 'account',
      stateCode: 'TX',
      memberId: MEYER,
      memberName: 'Morgan Meyer',
      name: 'Dana Ortiz',
      position: 'Chief of Staff',
      email: 'dana@example.com',
      phone: '512-555-0100',
      notes: '',
    });
    const wrongState = await call(admin, 'POST', '/api/staff', { stateCode: 'TX', memberId: MATTERA, name: 'X' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toBe(`Member ${MATTERA} is from NY, not TX`);
    const noName = await call(admin, 'POST', '/api/staff', { stateCode: 'TX', name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name is required');
    const badEmail = await call(admin, 'POST', '/api/staff', { stateCode: 'TX', name: 'Y', email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('email must be an e-mail address');
  });

  it('lets full users edit and filters by member, position and name', async () => {
    const clerk = await call(colleague, 'POST', '/api/staff', {
      stateCode: 'TX',
      name: 'Lee Park',
      position: 'Committee Clerk',
    });
    expect(clerk.statusCode).toBe(201);
    const byMember = (
      await call(analyst, 'GET', `/api/staff?memberId=${encodeURIComponent(MEYER)}`)
    ).json<StaffListReply>();
    expect(byMember.data.map((entry) => entry.name)).toEqual(['Dana Ortiz']);
    const byPosition = (await call(admin, 'GET', '/api/staff?position=clerk')).json<StaffListReply>();
    expect(byPosition.data.map((entry) => entry.name)).toEqual(['Lee Park']);
    const bySearch = (await call(admin, 'GET', '/api/staff?searchTerm=ortiz')).json<StaffListReply>();
    expect(bySearch.total).toBe(1);
    const patched = await call(colleague, 'PATCH', `/api/staff/${chiefId}`, { notes: 'Prefers e-mail', phone: '' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ notes: 'Prefers e-mail', phone: null, name: 'Dana Ortiz' });
    const empty = await call(admin, 'PATCH', `/api/staff/${chiefId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send at least one field to change');
  });

  it('refuses analysts writing (403)', async () => {
    const response = await call(analyst, 'POST', '/api/staff', { stateCode: 'TX', name: 'Z' });
    expect(response.statusCode).toBe(403);
    expect((await call(analyst, 'DELETE', `/api/staff/${chiefId}`)).statusCode).toBe(403);
  });

  it('keeps staff inside the account: another account sees, changes and deletes nothing', async () => {
    const list = (await call(outsider, 'GET', '/api/staff?stateCode=TX')).json<StaffListReply>();
    expect(list.data).toEqual([]);
    expect(list.total).toBe(0);
    const patch = await call(outsider, 'PATCH', `/api/staff/${chiefId}`, { name: 'Hijacked' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe(`Staff member ${chiefId} was not found`);
    expect((await call(outsider, 'DELETE', `/api/staff/${chiefId}`)).statusCode).toBe(404);
    const mine = (await call(admin, 'GET', `/api/staff?searchTerm=ortiz`)).json<StaffListReply>();
    expect(mine.data[0]).toMatchObject({ id: chiefId, name: 'Dana Ortiz' });
  });

  it('deletes, then answers 404', async () => {
    const deleted = await call(admin, 'DELETE', `/api/staff/${chiefId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call(admin, 'DELETE', `/api/staff/${chiefId}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/staff/abc')).statusCode).toBe(400);
  });
});
