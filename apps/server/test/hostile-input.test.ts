import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { registerAccount, type SignedIn } from './factories/accounts';

/**
 * Inputs an outside OpenAPI fuzzer found answered with 500: ids past the 32-bit columns they are
 * compared with, and NUL characters, which PostgreSQL text cannot hold. Each must be a 4xx.
 */
describe('hostile input gets a 4xx, never a 500', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await registerAccount(testApp.app);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    testApp.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

  it.each([
    ['GET', '/api/users/2147483648'],
    ['GET', '/api/users/99999999999999999999'],
    ['PUT', '/api/accounts/users/2147483648/role', { role: 'user' }],
    ['PUT', '/api/accounts/users/2147483648/status', { status: 'inactive' }],
    ['GET', '/api/accounts/users/2147483648/tracked-activity'],
    ['POST', '/api/notifications/mark-as-read', { notificationIds: [2147483648] }],
    ['GET', '/api/bills/TX-892-HB-1/text?billVersionId=2147483648'],
    ['GET', '/api/bills/TX-892-HB-1/content?billVersionId=2147483648'],
    ['GET', '/api/bills/TX-892-HB-1/download-url?billVersionId=2147483648&format=pdf'],
    ['GET', '/api/bills/TX-892-HB-1/versions/2147483648/download'],
    ['GET', '/api/bills?subjects=2147483648'],
  ] as const)('%s %s (an id past the column range)', async (method, url, payload?: unknown) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it.each([
    '/api/users?stateCode=T%00',
    '/api/search?term=camp%00fire',
    '/api/votes/%00/details',
    '/api/bills/TX-892-HB%001',
    '/api/bills?searchTerm=%00',
  ])('GET %s (a NUL character) answers 400 and says why', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('NUL');
  });

  it('refuses a NUL character inside a JSON body', async () => {
    const response = await call('POST', '/api/user-settings', { theme: 'dark\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('NUL');
  });
});
