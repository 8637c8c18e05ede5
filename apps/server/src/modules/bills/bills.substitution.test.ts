import type { BillDetail } from '@statehouse/shared/bills/bills.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { fixture, importQuietly } from '../../../test/shared-data';
import { nyLegislationImporter } from '../../ingest/ny-legislation/ny-legislation.importer';

// A8728 (NY 2025) ends "SUBSTITUTED BY S8071A": its Senate companion carried on in its place.
// Committed copies (test/fixtures/public-data, provenance in its README).
const a8728 = fixture('ny-legislation-jehiah/bills/2025/A8728.json');
const s3170 = fixture('ny-legislation-jehiah/bills/2025/S3170.json');

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  for (const file of [a8728, s3170]) {
    const result = await importQuietly(testApp.database.db, nyLegislationImporter, file);
    expect(result.status).toBe('succeeded');
  }
  ({ cookie } = await registerAccount(testApp.app));
}, 120_000);
afterAll(() => testApp.close());

const getBill = async (id: string): Promise<BillDetail> => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/bills/${id}`, headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<BillDetail>();
};

describe('GET /api/bills/{id}: status from the actions', () => {
  it('says a bill was substituted by its companion, without calling it failed', async () => {
    const bill = await getBill('NY-25R-A-8728');
    expect(bill.substitutedBy).toEqual({ identifier: 'S8071A', date: '2025-06-13' });
    expect(bill.status).not.toBe(6);
    expect(bill.lastActionText).toBe('SUBSTITUTED BY S8071A');
  });

  it('fails a bill whose enacting clause was stricken on recommittal, and names no substitute', async () => {
    const bill = await getBill('NY-25R-S-3170');
    expect(bill).toMatchObject({ status: 6, statusLabel: 'Failed', statusDate: '2025-05-27' });
    expect(bill.substitutedBy ?? null).toBeNull();
  });
});
