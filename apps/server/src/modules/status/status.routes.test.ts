import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { silentReporter } from '../../ingest/core/reporter';
import { runImport } from '../../ingest/core/run-import';
import { legiscanCsvImporter } from '../../ingest/legiscan-csv/legiscan-csv.importer';

// The committed LegiScan Michigan excerpt (4 bills; provenance in its fixtures/README.md).
const michigan = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../ingest/legiscan-csv/fixtures/MI/2025-2026',
);

describe('GET /api/status', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers ok with the version and the database engine in use', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(new Date(body.startedAt).toString()).not.toBe('Invalid Date');
  });

  it('reports data counts and per-source freshness after an import', async () => {
    const empty = (await testApp.app.inject({ method: 'GET', url: '/api/status' })).json();
    expect(empty.counts).toEqual({ bills: 0, people: 0, committees: 0, votes: 0, events: 0 });
    expect(empty.sources).toEqual([]);
    await runImport({
      db: testApp.database.db,
      importer: legiscanCsvImporter,
      path: michigan,
      reporter: silentReporter(),
    });
    const body = (await testApp.app.inject({ method: 'GET', url: '/api/status' })).json();
    expect(body.counts).toMatchObject({ bills: 4, votes: 9 });
    expect(body.sources).toEqual([
      expect.objectContaining({
        source: 'legiscan-csv',
        status: 'succeeded',
        // 4 bills and the 147 people of the excerpt's people.csv.
        records: 151,
        skipped: 0,
        lastError: null,
      }),
    ]);
    expect(new Date(body.sources[0].lastRunAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('GET /api/status/coverage names the states that have each kind of data, and every kind', async () => {
    // Runs after the import above: the Michigan excerpt has bills and roll calls, no texts, hearings or lobbying.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/status/coverage' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sample).toBe(false);
    expect(body.kinds.map((entry: { kind: string }) => entry.kind)).toEqual([
      'bills',
      'billTexts',
      'rollCalls',
      'hearings',
      'lobbying',
      'campaignFinance',
      'statutes',
      'regulations',
    ]);
    const statesOf = (kind: string) => body.kinds.find((entry: { kind: string }) => entry.kind === kind).states;
    expect(statesOf('bills')).toEqual([{ stateCode: 'MI', count: 4, from: null, to: null }]);
    expect(statesOf('rollCalls')).toEqual([
      { stateCode: 'MI', count: 9, from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.any(String) },
    ]);
    expect(statesOf('hearings')).toEqual([]);
    expect(statesOf('lobbying')).toEqual([]);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/status'].get.operationId).toBe('getStatus');
    expect(document.paths['/api/status'].get.responses['200']).toBeDefined();
    expect(document.paths['/api/status/coverage'].get.operationId).toBe('getDataCoverage');
  });
});
