import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loadBillSample } from '../../test/factories/bills';
import { billLshBuckets, billTextSignatures, billVersions } from '../db/schema/index';
import { LSH_BANDS } from './lsh';
import { refreshTextSignatures } from './refresh-signatures';

let testApp: TestApp;
const ids = ['TX-892-HB-1', 'TX-892-SB-1', 'NY-25R-S-3967', 'NY-25R-A-1029'];

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadBillSample(testApp.database.db, ids);
}, 120_000);
afterAll(() => testApp.close());

const signatures = () => testApp.database.db.select().from(billTextSignatures).orderBy(billTextSignatures.billId);

describe('refreshTextSignatures', () => {
  it('signed every bill when the sample loaded: a signature and one bucket per band each', async () => {
    const rows = await signatures();
    expect(rows.map((row) => row.billId)).toEqual([...ids].sort());
    const counts = (await testApp.database.db.execute(
      sql`select bill_id as "billId", count(*)::int as n from bill_lsh_buckets group by bill_id`,
    )) as unknown as { rows: { billId: string; n: number }[] };
    expect(counts.rows.every((row) => row.n === LSH_BANDS)).toBe(true);
    // NY bills have no text in their source: signed on their summaries (no version).
    expect(rows.find((row) => row.billId === 'NY-25R-S-3967')?.versionId).toBeNull();
    expect(rows.find((row) => row.billId === 'TX-892-HB-1')?.versionId).not.toBeNull();
  });

  it('is idempotent: unchanged texts are not signed again', async () => {
    const before = await signatures();
    expect(await refreshTextSignatures(testApp.database.db)).toEqual({ bills: 4, signed: 0, unchanged: 4 });
    expect(await signatures()).toEqual(before);
  });

  it('signs a bill again when its latest text changes, and only that bill', async () => {
    const db = testApp.database.db;
    const [latest] = await db
      .select({ id: billVersions.id, text: billVersions.text })
      .from(billVersions)
      .where(eq(billVersions.billId, 'TX-892-SB-1'))
      .orderBy(sql`${billVersions.position} desc`)
      .limit(1);
    const before = (await signatures()).find((row) => row.billId === 'TX-892-SB-1');
    await db
      .update(billVersions)
      .set({ text: `${latest?.text} SECTION 99. An entirely new provision about campground flood warning sirens.` })
      .where(eq(billVersions.id, latest?.id ?? 0));
    expect(await refreshTextSignatures(db)).toEqual({ bills: 4, signed: 1, unchanged: 3 });
    const after = (await signatures()).find((row) => row.billId === 'TX-892-SB-1');
    expect(after?.textHash).not.toBe(before?.textHash);
    expect(after?.shingleCount).toBeGreaterThan(before?.shingleCount ?? 0);
    const buckets = await db.select().from(billLshBuckets).where(eq(billLshBuckets.billId, 'TX-892-SB-1'));
    expect(buckets).toHaveLength(LSH_BANDS);
  });
});
