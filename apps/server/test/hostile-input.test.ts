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

  const call4xx = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown) => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      payload: payload as object,
    });
    return { status: response.statusCode, message: String(response.json().message) };
  };

  // Dates the ISO shape allows but no clock has: year 0 (PostgreSQL reads it back as BC, which JavaScript cannot
  // parse: "Invalid time value"), an instant past 9999 once its offset is applied, a 30th of February.
  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-23:59', '2025-02-30T10:00:00Z', '2025-06-01T24:00:00Z'])(
    'a date-time that is not a real time (%s) is a 400 naming the field on create and update',
    async (startTime) => {
      const created = await call4xx('POST', '/api/calendar-events/user', { title: 'x', startTime });
      expect(created).toEqual({ status: 400, message: expect.stringContaining('startTime') });
      const event = await testApp.app.inject({
        method: 'POST',
        url: '/api/calendar-events/user',
        headers: { cookie: admin.cookie },
        payload: { title: 'Hearing', startTime: '2026-03-02T15:00:00Z' },
      });
      expect(event.statusCode, event.body).toBe(201);
      const changed = await call4xx('PATCH', `/api/calendar-events/user/${event.json().id}`, { endTime: startTime });
      expect(changed).toEqual({ status: 400, message: expect.stringContaining('endTime') });
    },
  );

  it.each(['0', 'Mars/Olympus', '+01:00', ''])(
    'a time zone that is not an IANA name (%j) is a 400 naming it',
    async (zone) => {
      const settings = await call4xx('POST', '/api/user-settings', { notifications: { timeZone: zone } });
      expect(settings).toEqual({ status: 400, message: expect.stringContaining('timeZone') });
      const schedule = await call4xx('POST', '/api/report/schedule', {
        kind: 'tracking-activity',
        parameters: {},
        name: 'Daily',
        frequency: 'daily',
        timeZone: zone,
        recipients: ['a@example.com'],
      });
      expect(schedule).toEqual({ status: 400, message: expect.stringContaining('timeZone') });
      // The tracking-activity report reads the caller's zone: never the refused one.
      const report = await testApp.app.inject({
        method: 'POST',
        url: '/api/report/tracking-activity',
        headers: { cookie: admin.cookie },
        payload: { periodDays: 2, preview: true },
      });
      expect(report.statusCode, report.body).toBeLessThan(500);
    },
  );

  it('refuses a NUL character inside a JSON body', async () => {
    const response = await call('POST', '/api/user-settings', { theme: 'dark\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('NUL');
  });
});
