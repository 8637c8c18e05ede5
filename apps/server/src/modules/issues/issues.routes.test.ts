import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';

describe('issues and feature requests routes', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const ok = async (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    member = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    colleague = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
  });
  afterAll(() => testApp.close());

  it('lets a member raise an issue and a feature request, and admins triage them', async () => {
    expect((await call(undefined, 'GET', '/api/issues')).statusCode).toBe(401);
    const issue = await ok(member, 'POST', '/api/issues', { title: 'HB 1 text missing', issueType: 'data' }, 201);
    expect(issue).toMatchObject({
      status: 'open',
      priority: 'normal',
      issueType: 'data',
      reportedBy: { id: member.userId },
    });
    const feature = await ok(member, 'POST', '/api/feature-requests', { title: 'Export tasks', priority: 'low' }, 201);
    expect(feature.issueType).toBe('feature_request');
    await ok(colleague, 'POST', '/api/issues', { title: 'Cannot invite', issueType: 'access' }, 201);

    // Members see their own; admins see all, with the filters.
    expect((await ok(member, 'GET', '/api/issues')).data).toHaveLength(2);
    expect((await ok(admin, 'GET', '/api/issues')).data).toHaveLength(3);
    expect(
      (await ok(admin, 'GET', '/api/issues?issueType=feature_request')).data.map((i: { id: number }) => i.id),
    ).toEqual([feature.id]);
    expect((await call(colleague, 'GET', `/api/issues/${issue.id}`)).statusCode).toBe(404);

    // The reporter comments; only admins change status.
    const refused = await call(member, 'POST', `/api/issues/${issue.id}/update`, { status: 'closed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Only the account’s admins');
    await ok(member, 'POST', `/api/issues/${issue.id}/update`, { body: 'Still missing today' });
    const triaged = await ok(admin, 'POST', `/api/issues/${issue.id}/update`, { status: 'resolved', body: 'Reloaded' });
    expect(triaged.status).toBe('resolved');
    expect(triaged.updates.map((u: { body: string }) => u.body)).toEqual(['Still missing today', 'Reloaded']);
    expect(triaged.updates[1].changes).toEqual({ status: { from: 'open', to: 'resolved' } });
    expect((await ok(admin, 'GET', '/api/issues?status=resolved')).data).toHaveLength(1);
  });

  it('answers bad input with 400 and keeps accounts apart', async () => {
    const bad = async (url: string, payload: object, message: string) => {
      const response = await call(admin, 'POST', url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await bad('/api/issues', { title: '', issueType: 'bug' }, 'title is required');
    await bad('/api/issues', { title: 'x', issueType: 'rant' }, 'issueType must be one of');
    await bad('/api/feature-requests', { title: 'x', priority: 'asap' }, 'priority must be one of');
    const issue = await ok(admin, 'POST', '/api/issues', { title: 'Ours', issueType: 'bug' }, 201);
    await bad(`/api/issues/${issue.id}/update`, {}, 'Send a comment');
    expect((await call(admin, 'GET', '/api/issues?limit=0')).statusCode).toBe(400);
    expect((await call(outsider, 'GET', `/api/issues/${issue.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/issues/${issue.id}/update`, { body: 'x' })).statusCode).toBe(404);
    expect((await ok(outsider, 'GET', '/api/issues')).data).toEqual([]);
  });
});
