import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { registerAccount } from '../factories/accounts';
import {
  type ApiDocument,
  checkReply,
  isEventStream,
  listOperations,
  type Operation,
  operationRequests,
  type RequestCase,
  ruleWithFieldOf,
  urlOf,
  VALID_REFUSED,
} from './document-contract';
import { knownGapOf, knownGaps } from './known-gaps';
import { arbitraryFor } from './schema-arbitrary';

/** Generated requests per operation: valid ones from the document, one invalid, hostile ones. Enough for `npm test`. */
const VALID_RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const HOSTILE_RUNS = Number(process.env.FUZZ_HOSTILE_RUNS ?? 3);
/**
 * A fixed seed: the same requests every run, so a failure reproduces. FUZZ_SEEDS (comma-separated; FUZZ_SEED for
 * one) runs others in the same app: `npm run test:contract` runs the rotation of decision 066.
 */
const SEEDS = (process.env.FUZZ_SEEDS ?? process.env.FUZZ_SEED ?? '4242').split(',').map(Number);

/**
 * The OpenAPI document against the running app, as an outside OpenAPI fuzzer (Schemathesis) checks it: every
 * operation is called with requests generated from the document as valid, with one it makes invalid on purpose and
 * with hostile values (NUL, huge numbers, wrong types, long text), signed in and anonymous. It fails when
 * - a reply is a 500 (any input);
 * - a reply's status is not documented for the operation, or its content type is not the documented one (a 204
 *   documented with no content and sent with none);
 * - a JSON body does not match the schema documented for its status;
 * - a request valid by the document is refused with 400 for a rule the document does not state: a rule the schemas
 *   cannot say (a cross-field one) is allowed only when the operation's description quotes the 400's message;
 * - a request invalid by the document is answered with anything but a 4xx.
 * New routes join by being in the document; nothing here lists them. Live streams (text/event-stream) never end
 * and are checked on their own below.
 */
describe('the OpenAPI document tells the truth about every operation', () => {
  let testApp: TestApp;
  let document: ApiDocument;
  beforeAll(async () => {
    testApp = await buildTestApp();
    document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => testApp.close());

  it.each(SEEDS)(
    'holds for every operation (seed %i)',
    async (SEED) => {
      const failures: string[] = [];
      const operations = listOperations(document).filter((operation) => !isEventStream(operation));
      expect(operations.length).toBeGreaterThan(200);
      let requests = 0;
      let knownGapsMet = 0;
      const gapsSeen = new Set<number>();

      // A GET changes nothing, so the GETs share one account; every other operation gets a fresh one, since a
      // generated call may sign out, rename or delete its caller.
      const reader = await registerAccount(testApp.app);
      for (const [index, operation] of operations.entries()) {
        const { cookie } = operation.method === 'GET' ? reader : await registerAccount(testApp.app);
        const cases = operationRequests(document, operation, { runs: VALID_RUNS, seed: SEED + index });
        const hostile = fc.sample(hostileRequests(operation), { numRuns: HOSTILE_RUNS, seed: SEED + index });
        for (const request of [...cases, ...hostile]) {
          const signedIn = request.signedIn ?? true;
          const response = await testApp.app.inject({
            method: operation.method,
            url: urlOf(operation.path, request.path, request.query),
            headers: {
              ...(signedIn ? { cookie } : {}),
              ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            // Always JSON, as a client generated from the document sends it (a bare string too).
            ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
          });
          requests += 1;
          const problem = checkReply(document, operation, request, response);
          const gap =
            problem === VALID_REFUSED
              ? knownGapOf(`${operation.method} ${operation.path}`, ruleWithFieldOf(response.body))
              : -1;
          if (gap >= 0) {
            knownGapsMet += 1;
            gapsSeen.add(gap);
          } else if (problem) {
            failures.push(describeFailure(operation, request, response, problem));
          }
        }
      }
      console.info(
        `OpenAPI contract run (seed ${SEED}): ${operations.length} operations, ${requests} requests, ` +
          `${failures.length} failures, ${knownGapsMet} refusals for ${gapsSeen.size} of ${knownGaps.length} known gaps (known-gaps.ts)`,
      );
      const unseen = knownGaps.filter((_gap, index) => !gapsSeen.has(index));
      // Not a failure (another seed may meet them), but a line here is one to check and delete once its rule is stated.
      if (unseen.length > 0)
        console.info(`Known gaps this run did not meet:\n${unseen.map((gap) => gap.join(': ')).join('\n')}`);
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it('documents each live stream as text/event-stream and answers it so', async () => {
    const streams = listOperations(document).filter(isEventStream);
    expect(streams.length).toBeGreaterThan(0);
    const { cookie } = await registerAccount(testApp.app);
    for (const operation of streams) {
      // The portal's and guests' streams (decision 084) answer their own sessions, never an app session: here only
      // their refusal is checked against the document; external-stream.routes.test.ts reads them over real HTTP.
      const external = /^\/api\/(portal|guest)\//.test(operation.path);
      for (const signedIn of external ? [false] : [true, false]) {
        // A live stream never ends: take its status and headers, then hang up (its body is not read). Signed out,
        // the 401 ends at once and its body is checked too.
        const response = await testApp.app.inject({
          method: operation.method,
          url: operation.path,
          headers: signedIn ? { cookie } : {},
          payloadAsStream: signedIn,
        });
        if (signedIn) response.stream().destroy();
        const request: RequestCase = { kind: 'valid', path: {}, query: {}, body: undefined, signedIn };
        const reply = signedIn ? ({ ...response, body: '' } as LightMyRequestResponse) : response;
        if (external) expect([400, 401]).toContain(response.statusCode);
        else expect(response.statusCode).toBe(signedIn ? 200 : 401);
        const problem = checkReply(document, operation, request, reply);
        expect(problem, `${operation.method} ${operation.path} signed ${signedIn ? 'in' : 'out'}`).toBeUndefined();
      }
    }
  });
});

/** Mostly fitting, partly hostile values for every parameter and the body, signed in or not. */
function hostileRequests(operation: Operation): fc.Arbitrary<RequestCase> {
  const parameters = operation.operation.parameters ?? [];
  const byPlace = (place: string) => parameters.filter((parameter) => parameter.in === place);
  const bodySchema = operation.operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    kind: fc.constant('hostile' as const),
    // Any length: past the router's limit its 414 is documented on every operation with a path parameter.
    path: fc.record(Object.fromEntries(byPlace('path').map((p) => [p.name, arbitraryFor(p.schema)]))),
    query: fc.record(Object.fromEntries(byPlace('query').map((p) => [p.name, arbitraryFor(p.schema)])), {
      requiredKeys: [],
    }),
    body: bodySchema && operation.method !== 'GET' ? arbitraryFor(bodySchema) : fc.constant(undefined),
    signedIn: fc.boolean(),
  });
}

function describeFailure(
  operation: Operation,
  request: RequestCase,
  response: LightMyRequestResponse,
  problem: string,
): string {
  const url = urlOf(operation.path, request.path, request.query).slice(0, 200);
  const body = JSON.stringify(request.body)?.slice(0, 200);
  return `${operation.method} ${operation.path} [${request.kind}${request.signedIn === false ? ', signed out' : ''}] ${problem}: ${url} body=${body} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
}
