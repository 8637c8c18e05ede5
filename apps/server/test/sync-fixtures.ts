import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson } from './local-http-server';

/**
 * A recorded-style answer from test/fixtures/sync, in the shapes the providers document:
 * Open States v3 `{results, pagination}`, LegiScan `{status: 'OK', masterlist|bill}`.
 */
export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/sync/${name}`, import.meta.url), 'utf8')) as T;
}

export const openStatesTestKey = 'test-openstates-key';
export const legiscanTestKey = 'test-legiscan-key';

/** Open States v3 as documented: X-API-KEY required, `page` selects the page of GET /bills. */
export function openStatesHandler(pages: () => Record<string, unknown>[]) {
  return (request: RecordedRequest, response: ServerResponse) => {
    if (request.headers['x-api-key'] !== openStatesTestKey)
      return sendJson(response, 401, { detail: 'Invalid API Key.' });
    if (request.url.pathname !== '/bills') return sendJson(response, 404, { detail: 'Not Found' });
    const body = pages()[Number(request.url.searchParams.get('page') ?? '1') - 1];
    return body ? sendJson(response, 200, body) : sendJson(response, 404, { detail: 'no such page' });
  };
}

/** LegiScan as documented: `key` and `op` query parameters, HTTP 200 with status OK or ERROR. */
export function legiscanHandler(masterlist: () => Record<string, unknown>) {
  return (request: RecordedRequest, response: ServerResponse) => {
    const params = request.url.searchParams;
    if (params.get('key') !== legiscanTestKey) {
      return sendJson(response, 200, { status: 'ERROR', alert: { message: 'Invalid API key' } });
    }
    if (params.get('op') === 'getMasterList') return sendJson(response, 200, masterlist());
    if (params.get('op') === 'getBill')
      return sendJson(response, 200, fixture(`legiscan-bill-${params.get('id')}.json`));
    return sendJson(response, 200, { status: 'ERROR', alert: { message: 'Unknown operation' } });
  };
}
