import type { SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { writeSdArchiveSubset } from '../../../test/factories/sd-archive';
import { sharedData } from '../../../test/shared-data';
import { silentReporter } from '../../ingest/core/reporter';
import { runImport } from '../../ingest/core/run-import';
import { openstatesBillsImporter } from '../../ingest/openstates-bills/openstates-bills.importer';
import { sdLegislatureImporter } from '../../ingest/sd-legislature/sd-legislature.importer';

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.database.db;
  await runImport({
    db,
    importer: sdLegislatureImporter,
    path: writeSdArchiveSubset([24427, 24433, 24462]),
    reporter: silentReporter(),
  });
  await runImport({
    db,
    importer: openstatesBillsImporter,
    path: sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills/HB1'),
    reporter: silentReporter(),
  });
  ({ cookie } = await registerAccount(testApp.app));
}, 120_000);
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/sessions', () => {
  it('lists a state’s sessions newest first with the default flagged', async () => {
    const response = await get('/api/sessions?stateCode=tx');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<SessionsResponse>();
    expect(items[0]).toMatchObject({
      id: '892',
      isDefault: true,
      name: '89th Legislature, 2nd Called Session (2025)',
      classification: 'special',
    });
    // Every TX session of windycivi/sessions.json is not imported, only the ones bills name.
    expect(items.filter((item) => item.isDefault)).toHaveLength(1);
  });

  it('orders by the SPEC key and marks the session with bills as default', async () => {
    const { items } = (await get('/api/sessions?stateCode=SD')).json<SessionsResponse>();
    expect(items).toHaveLength(40);
    expect(items.find((item) => item.isDefault)).toMatchObject({ id: '24R', name: '2024 Regular Session' });
    const ids = items.map((item) => item.id);
    expect(ids.indexOf('212')).toBeLessThan(ids.indexOf('211'));
    expect(ids.indexOf('211')).toBeLessThan(ids.indexOf('21R'));
    expect(ids.indexOf('24R')).toBeLessThan(ids.indexOf('23R'));
  });

  it('answers an empty list for a state without sessions', async () => {
    const response = await get('/api/sessions?stateCode=WY');
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionsResponse>().items).toEqual([]);
  });

  it('rejects a bad or missing stateCode with a message', async () => {
    const bad = await get('/api/sessions?stateCode=ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stateCode must be a two-letter state code/);
    expect((await get('/api/sessions')).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    expect((await get('/api/sessions?stateCode=TX', {})).statusCode).toBe(401);
  });
});
