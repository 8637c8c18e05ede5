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

  it('states the shapes of state codes and session ids, and the types a file download sends', () => {
    type Parameter = { name: string; schema: { pattern?: string } };
    const parameter = (path: string, name: string) =>
      (document.paths[path]?.get as { parameters?: Parameter[] } | undefined)?.parameters?.find(
        (candidate) => candidate.name === name,
      );
    expect(parameter('/api/bills', 'stateCode')?.schema.pattern).toBe('^([A-Za-z]{2}|[Aa][Ll][Ll])$');
    expect(parameter('/api/bills', 'sessionCode')?.schema.pattern).toBe('^[0-9A-Za-z_]{1,19}$');
    expect(parameter('/api/sessions', 'stateCode')?.schema.pattern).toBe('^[A-Za-z]{2}$');
    const download = document.paths['/api/bills/{id}/versions/{versionId}/download']?.get as
      | { responses: Record<string, { content: Record<string, unknown> }> }
      | undefined;
    expect(Object.keys(download?.responses['200']?.content ?? {}).sort()).toEqual([
      'application/pdf',
      'text/html',
      'text/plain',
    ]);
    expect(Object.keys(download?.responses['404']?.content ?? {})).toEqual(['application/json']);
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
