import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { registerAccount } from '../factories/accounts';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Generated requests per operation: enough to hit every hostile value class, small enough for `npm test`. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function urlOf(pathTemplate: string, pathValues: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const text = asText(pathValues[name]);
    return encodeURIComponent(text === '' ? 'x' : text);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Every operation of the OpenAPI document, driven with generated input that mostly fits its schemas
 * and partly does not (NUL, huge numbers, wrong types, long text), signed in and anonymous. Any 5xx
 * fails. New routes join by being in the document; nothing here lists them.
 */
describe('every operation of the OpenAPI document answers generated and hostile input without a 5xx', async () => {
  let testApp: TestApp;
  let document: { paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>> };
  beforeAll(async () => {
    testApp = await buildTestApp();
    document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => testApp.close());

  // The document is read from a running app, so the operations are listed inside one test each run.
  it('holds for every operation', async () => {
    const failures: string[] = [];
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method: method.toUpperCase() as Method,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(40);

    for (const { path, method, operation } of operations) {
      // A fresh account per operation: a generated call may sign out or rename its caller.
      const { cookie } = await registerAccount(testApp.app);
      const parameters = operation?.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      const queryParams = parameters.filter((parameter) => parameter.in === 'query');
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
      const isStream = path.endsWith('/stream');

      const input = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, arbitraryFor(p.schema)]))),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitraryFor(p.schema)])), {
          requiredKeys: [],
        }),
        body: bodySchema ? arbitraryFor(bodySchema) : fc.constant(undefined),
        signedIn: fc.boolean(),
      });

      await fc
        .assert(
          fc.asyncProperty(input, async ({ path: pathValues, query, body, signedIn }) => {
            const url = urlOf(path, pathValues, query);
            const response = await testApp.app.inject({
              method,
              url,
              headers: signedIn ? { cookie } : {},
              ...(body !== undefined && method !== 'GET' ? { payload: body as object } : {}),
              // A live stream (Server-Sent Events) never ends: take its status, then hang up.
              payloadAsStream: isStream,
            });
            if (isStream) response.stream().destroy();
            if (response.statusCode >= 500) {
              failures.push(
                `${method} ${url.slice(0, 300)} body=${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
