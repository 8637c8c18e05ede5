import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerAccount } from '../../test/factories/accounts';

type Operation = { security?: unknown[] };

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: {
    servers: { url: string }[];
    info: { license?: { name: string } };
    components: { securitySchemes: Record<string, unknown> };
    paths: Record<string, Record<string, Operation>>;
  };
  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://statehouse.example' });
    document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => testApp.close());

  it('declares the session cookie, a server and a licence', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'statehouse_session',
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://statehouse.example' })]);
    expect(document.info.license?.name).toBeTruthy();
  });

  it('marks the operations that need a session, and only those', () => {
    expect(document.paths['/api/auth/config']?.get?.security).toBeUndefined();
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/status']?.get?.security).toBeUndefined();
    expect(document.paths['/api/notifications']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/accounts/users']?.get?.security).toEqual([{ sessionCookie: [] }]);
  });

  it('lets the schema, not the router, judge a long path parameter', async () => {
    const { cookie } = await registerAccount(testApp.app);
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    const allowed = await get(`/api/votes/${'v'.repeat(150)}/details`);
    expect(allowed.statusCode).not.toBe(414);
    expect(allowed.statusCode).toBeLessThan(500);
    const tooLong = await get(`/api/votes/${'v'.repeat(201)}/details`);
    expect(tooLong.statusCode).toBe(400);
  });
});
