import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../../../test/local-http-server';
import { ApiError, createApiClient } from './api-client';

/** A virtual clock: sleep() advances it instead of waiting. */
function fakeClock() {
  let time = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

describe('createApiClient', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('retries 5xx and 429 with exponential back-off, honouring a longer Retry-After', async () => {
    const answers: [number, unknown, Record<string, string>][] = [
      [503, { error: 'unavailable' }, {}],
      [429, { error: 'slow down' }, { 'retry-after': '7' }],
      [200, { ok: true }, {}],
    ];
    server = await startLocalServer((_request, response) => {
      const [status, body, headers] = answers[server!.requests.length - 1]!;
      sendJson(response, status, body, headers);
    });
    const clock = fakeClock();
    const retries: number[] = [];
    const client = createApiClient({
      requestsPerMinute: 0,
      baseDelayMs: 1000,
      ...clock,
      onRetry: ({ status }) => retries.push(status),
    });
    await expect(client.getJson(`${server.url}/bills`)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([1000, 7000]);
    expect(retries).toEqual([503, 429]);
  });

  it('gives up after maxRetries with an error that names the status and hides the key', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 500, { error: 'boom' }));
    const clock = fakeClock();
    const client = createApiClient({
      requestsPerMinute: 0,
      maxRetries: 2,
      baseDelayMs: 100,
      secretParams: ['key'],
      ...clock,
    });
    const failure = (await client
      .getJson(`${server.url}/?key=secret-key&op=getMasterList`)
      .catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(500);
    expect(failure.message).toMatch(/answered 500 .*\(after 3 attempts\)$/);
    expect(failure.message).not.toContain('secret-key');
    expect(failure.message).toContain('key=***');
    expect(clock.sleeps).toEqual([100, 200]);
  });

  it('does not retry other client errors', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 401, { error: 'Invalid API key' }));
    const client = createApiClient({ requestsPerMinute: 0, ...fakeClock() });
    await expect(client.getJson(`${server.url}/bills`)).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('spaces requests to stay under the rate limit', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, []));
    const clock = fakeClock();
    const client = createApiClient({ requestsPerMinute: 120, ...clock });
    for (let i = 0; i < 3; i++) await client.getJson(`${server.url}/x`);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([500, 500]);
    expect(client.requestCount).toBe(3);
  });

  it('retries a refused connection, then reports it', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, {}));
    const url = server.url;
    await server.close();
    server = undefined;
    const clock = fakeClock();
    const client = createApiClient({ requestsPerMinute: 0, maxRetries: 1, baseDelayMs: 10, ...clock });
    await expect(client.getJson(`${url}/bills`)).rejects.toMatchObject({ status: 0 });
    expect(clock.sleeps).toEqual([10]);
  });
});
