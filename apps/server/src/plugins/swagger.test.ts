import { shareFieldRequired, shareKinds } from '@statehouse/shared/alerts/share-email.schemas';
import { companyNameUnmatchable } from '@statehouse/shared/companies/companies.schemas';
import { STATE_CODE_PATTERN, STATE_KEY_PATTERN } from '@statehouse/shared/reference/states';
import { STORAGE_NAME_PATTERN } from '@statehouse/shared/storage/storage.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerAccount } from '../../test/factories/accounts';
import { loadBillSample } from '../../test/factories/bills';
import { type ApiDocument, checkReply, listOperations } from '../../test/fuzz/document-contract';
import { MAX_PATH_PARAMETER_LENGTH } from './swagger';

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
    // Exactly the codes of the state list (any case): the pattern is the rule, not just its shape.
    expect(parameter('/api/bills', 'stateCode')?.schema.pattern).toBe(STATE_KEY_PATTERN.source);
    expect(new RegExp(STATE_KEY_PATTERN.source).test('tx')).toBe(true);
    expect(new RegExp(STATE_KEY_PATTERN.source).test('XX')).toBe(false);
    expect(parameter('/api/bills', 'sessionCode')?.schema.pattern).toBe(
      '^(?:[0-9A-Za-z]{1,12}|ALL_ACTIVE|MOST_RECENT|MOST_RECENT_REGULAR)$',
    );
    expect(parameter('/api/sessions', 'stateCode')?.schema.pattern).toBe(STATE_CODE_PATTERN.source);
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

  // Issue 33: these answered 204 with no body while the document promised JSON.
  it('documents the 204 of each delete as no content, and the real reply is exactly that', async () => {
    const signedIn = await registerAccount(testApp.app);
    await loadBillSample(testApp.app.db, ['TX-892-HB-1']);
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: { cookie: signedIn.cookie }, ...(payload ? { payload } : {}) });
    const created = async (url: string, payload: object) => {
      const response = await call('POST', url, payload);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const reply = response.json();
      return (reply.id ?? reply.position?.id) as number;
    };
    const deletes: [string, number][] = [
      ['/api/calendar-feeds/{id}', await created('/api/calendar-feeds', { kind: 'calendar' })],
      [
        '/api/bill-positions/{id}',
        await created('/api/bill-positions', { billId: 'TX-892-HB-1', position: 'support' }),
      ],
      [
        '/api/calendar-events/user/{id}',
        await created('/api/calendar-events/user', { title: 'Hearing', startTime: '2026-03-02T15:00:00Z' }),
      ],
      ['/api/remarks/{id}', await created('/api/remarks/bill', { billId: 'TX-892-HB-1', body: 'Watch this one' })],
    ];
    const operations = listOperations(document as unknown as ApiDocument);
    for (const [path, id] of deletes) {
      const operation = operations.find((candidate) => candidate.path === path && candidate.method === 'DELETE');
      if (!operation) throw new Error(`${path} is not in the document`);
      expect(operation.operation.responses?.['204'], path).toEqual({ description: expect.any(String) });
      const response = await call('DELETE', path.replace('{id}', String(id)));
      expect(response.statusCode, `${path}: ${response.body}`).toBe(204);
      const request = { kind: 'valid' as const, path: { id }, query: {}, body: undefined };
      expect(checkReply(document as unknown as ApiDocument, operation, request, response), path).toBeUndefined();
    }
    // Every 204 of the document is documented so, not as JSON null.
    for (const operation of operations) {
      const reply = operation.operation.responses?.['204'];
      if (reply) expect(reply.content, `${operation.method} ${operation.path}`).toBeUndefined();
    }
  });

  it('documents the live stream as text/event-stream and each upload as multipart/form-data', () => {
    const stream = document.paths['/api/notifications/stream']?.get as {
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(Object.keys(stream.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    for (const path of ['/api/track-lists/upload', '/api/user-storage/files', '/api/bills/{id}/supporting-documents']) {
      const post = document.paths[path]?.post as { requestBody?: { content?: Record<string, unknown> } } | undefined;
      const body = post?.requestBody;
      expect(Object.keys(body?.content ?? {}), path).toContain('multipart/form-data');
    }
  });

  // Decision 066: rules the server keeps that zod's conversion used to leave out of the document.
  it('states trimmed minimums, storage names, lists in JSON bodies and cross-field rules', async () => {
    type Schema = { type?: string; pattern?: string; items?: Schema; properties?: Record<string, Schema> };
    const bodyOf = (path: string, method: string) =>
      (
        document.paths[path]?.[method] as
          | { requestBody?: { content: Record<string, { schema: Schema & { oneOf?: Schema[] } }> } }
          | undefined
      )?.requestBody?.content['application/json']?.schema;
    const descriptionOf = (path: string, method: string) =>
      (document.paths[path]?.[method] as { description?: string } | undefined)?.description ?? '';
    const { cookie } = await registerAccount(testApp.app);

    // A trimmed name with a minimum: the pattern refuses what the server trims to nothing.
    const tagName = bodyOf('/api/tags', 'post')?.properties?.name;
    expect(tagName?.pattern).toBe('\\S');
    expect(new RegExp(tagName?.pattern ?? '').test('   ')).toBe(false);
    const blank = await testApp.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: { cookie },
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);

    const folderName = bodyOf('/api/user-storage/folders', 'post')?.properties?.name;
    expect(folderName?.pattern).toBe(STORAGE_NAME_PATTERN);
    for (const name of ['a/b', 'a\\b', '..', 'tab\there']) {
      expect(new RegExp(folderName?.pattern ?? '').test(name), name).toBe(false);
      const refused = await testApp.app.inject({
        method: 'POST',
        url: '/api/user-storage/folders',
        headers: { cookie },
        payload: { name },
      });
      expect(refused.statusCode, name).toBe(400);
    }

    const feedFilters = bodyOf('/api/calendar-feeds', 'post')?.oneOf?.[0]?.properties?.filters;
    expect(feedFilters?.properties?.eventTypeIds).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(bodyOf('/api/report/advanced-search', 'post')?.properties?.statuses).toMatchObject({
      type: 'array',
      items: { type: 'integer' },
    });

    for (const kind of shareKinds) expect(descriptionOf('/api/email/send', 'post')).toContain(shareFieldRequired(kind));
    expect(descriptionOf('/api/companies', 'post')).toContain(companyNameUnmatchable);
  });

  // A path segment of dots is removed before it reaches the server (RFC 3986, 5.2.4): no parameter may offer one.
  it('offers no path parameter that is only dots', () => {
    type Parameter = { name: string; in: string; schema?: { type?: string; pattern?: string; format?: string } };
    for (const operation of listOperations(document as unknown as ApiDocument)) {
      for (const parameter of (operation.operation.parameters ?? []) as Parameter[]) {
        if (parameter.in !== 'path' || parameter.schema?.type !== 'string' || parameter.schema.format === 'uuid')
          continue;
        const where = `${operation.method} ${operation.path} ${parameter.name}`;
        expect(parameter.schema.pattern, where).toBeDefined();
        const pattern = new RegExp(parameter.schema.pattern ?? '');
        expect([pattern.test('.'), pattern.test('..')], where).toEqual([false, false]);
      }
    }
  });

  it('lets the schema, not the router, judge a long path parameter', async () => {
    const { cookie } = await registerAccount(testApp.app);
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    const allowed = await get(`/api/votes/${'v'.repeat(150)}/details`);
    expect(allowed.statusCode).not.toBe(414);
    expect(allowed.statusCode).toBeLessThan(500);
    const tooLong = await get(`/api/votes/${'v'.repeat(201)}/details`);
    expect(tooLong.statusCode).toBe(400);
    // Past the router's own limit, its 414 is the documented one (decision 066).
    const pastRouter = await get(`/api/votes/${'v'.repeat(MAX_PATH_PARAMETER_LENGTH + 1)}/details`);
    expect(pastRouter.statusCode).toBe(414);
    const operation = listOperations(document as unknown as ApiDocument).find(
      (candidate) => candidate.path === '/api/votes/{voteId}/details',
    );
    if (!operation) throw new Error('/api/votes/{voteId}/details is not in the document');
    const request = { kind: 'hostile' as const, path: {}, query: {}, body: undefined };
    expect(checkReply(document as unknown as ApiDocument, operation, request, pastRouter)).toBeUndefined();
    for (const candidate of listOperations(document as unknown as ApiDocument)) {
      const takesPath = (candidate.operation.parameters ?? []).some((parameter) => parameter.in === 'path');
      expect(Boolean(candidate.operation.responses?.['414']), `${candidate.method} ${candidate.path}`).toBe(takesPath);
    }
  });
});
