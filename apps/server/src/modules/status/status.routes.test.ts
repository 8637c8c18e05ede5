import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { testConfig } from '../../config/env';
import { silentReporter } from '../../ingest/core/reporter';
import { runImport } from '../../ingest/core/run-import';
import { legiscanCsvImporter } from '../../ingest/legiscan-csv/legiscan-csv.importer';
import { StartupProgress } from '../../plugins/startup';

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

describe('a first start still loading the sample (decision 080)', () => {
  it('GET /api/status/ready answers 503 with the step and percentages, and 200 once finished; /api/status says so too', async () => {
    const database = await createTestDatabase();
    const startup = new StartupProgress();
    startup.begin();
    const app = await buildApp(testConfig(), { database, startup });
    await app.ready();
    try {
      startup.update({ step: 'bills', stepPercent: 60, percent: 3 });
      const loading = await app.inject({ method: 'GET', url: '/api/status/ready' });
      expect(loading.statusCode).toBe(503);
      expect(loading.json()).toMatchObject({
        ready: false,
        loading: {
          task: 'sample',
          state: 'loading',
          step: 'bills',
          stepPercent: 60,
          percent: 3,
          message: 'Loading the sample data: bills 60%.',
        },
      });
      const status = await app.inject({ method: 'GET', url: '/api/status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ status: 'ok', ready: false, loading: { step: 'bills', percent: 3 } });

      startup.finish();
      const ready = await app.inject({ method: 'GET', url: '/api/status/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, loading: null });
      expect((await app.inject({ method: 'GET', url: '/api/status' })).json()).toMatchObject({
        ready: true,
        loading: null,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('a load that stopped says so and how to finish it, and stays not ready', async () => {
    const database = await createTestDatabase();
    const startup = new StartupProgress();
    startup.begin();
    startup.update({ step: 'search index', stepPercent: 0, percent: 50 });
    startup.fail('see the log above');
    const app = await buildApp(testConfig(), { database, startup });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/status/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().loading).toMatchObject({
        state: 'failed',
        message:
          'Loading the sample data stopped at search index (see the log above); restart the server to finish it.',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('a server with nothing to load is ready at once', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/status/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ready: true, loading: null });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
