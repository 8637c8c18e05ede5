import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerAccount } from '../../test/factories/accounts';
import { loadBillSample } from '../../test/factories/bills';
import { buildApp } from '../app';
import { testConfig } from '../config/env';
import { createSerializerCompiler } from './serializer';

const compile = (strict: boolean, schema: z.ZodType) =>
  createSerializerCompiler({ strict })({ schema, method: 'GET', url: '/probe', httpStatus: '200' } as never);

describe('createSerializerCompiler', () => {
  const schema = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable().optional() });

  it('writes the same JSON either way and drops fields the schema does not name', () => {
    const data = { id: 3, name: 'HB 1', note: null, secret: 'not for the client' };
    expect(JSON.parse(compile(false, schema)(data))).toEqual({ id: 3, name: 'HB 1', note: null });
    expect(JSON.parse(compile(true, schema)(data))).toEqual({ id: 3, name: 'HB 1', note: null });
  });

  it('refuses a reply without a required field in both modes; only strict mode refuses a wrong type', () => {
    expect(() => compile(false, schema)({ id: 3 })).toThrow();
    expect(() => compile(true, schema)({ id: 3 })).toThrow();
    expect(() => compile(true, schema)({ id: '3', name: 'x' })).toThrow();
    expect(JSON.parse(compile(false, schema)({ id: '3', name: 'x' }))).toEqual({ id: 3, name: 'x' });
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express (a Date)", () => {
    const dated = z.object({ at: z.date() });
    expect(compile(false, dated)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});

/** Every GET route of the API answers the same JSON with production's serializer as with zod's (sample bills). */
describe('production serializer on the real routes', () => {
  let strict: TestApp;
  let production: FastifyInstance;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    strict = await buildTestApp();
    await loadBillSample(strict.database.db);
    production = await buildApp(testConfig({ NODE_ENV: 'production' }), { database: strict.database });
    await production.ready();
    ({ cookie, userId } = await registerAccount(strict.app));
  }, 120_000);
  afterAll(async () => {
    await production?.close();
    await strict?.close();
  });

  it('answers every GET operation of the OpenAPI document identically', async () => {
    const document = strict.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const values: Record<string, string> = { id: 'TX-892-HB-1', userId: String(userId) };
    const urls = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole))
      // The status probe times itself; a live stream never ends (its own tests read it).
      .filter((path) => !path.includes('{') && path !== '/api/status' && !path.endsWith('/stream'));
    urls.push('/api/bills?stateCode=TX&pageSize=25', '/api/bills?searchTerm=camp', '/api/bills?statuses=4');
    expect(urls.length).toBeGreaterThan(20);

    let compared = 0;
    for (const url of urls) {
      const expected = await strict.app.inject({ method: 'GET', url, headers: { cookie } });
      const actual = await production.inject({ method: 'GET', url, headers: { cookie } });
      expect(actual.statusCode, url).toBe(expected.statusCode);
      if (!expected.headers['content-type']?.toString().includes('json')) continue;
      // The probe's own timing and a reply's "as of" clock differ from call to call.
      const withoutTiming = (body: Record<string, unknown>) => ({ ...body, latencyMs: undefined, asOf: undefined });
      expect(withoutTiming(actual.json()), url).toEqual(withoutTiming(expected.json()));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
