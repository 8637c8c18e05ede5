import type { BillComparison, ComparisonSummary } from '@statehouse/shared/bill-comparison/bill-comparison.schemas';
import type { BillVersionsResponse } from '@statehouse/shared/bills/bills.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';

// Real TX bills of the shipped sample: HB 1 (youth camps) introduced and engrossed, and SB 1, its Senate twin.
let testApp: TestApp;
let cookie: string;
let otherCookie: string;
let introduced: number;
let engrossed: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadBillSample(testApp.database.db, ['TX-892-HB-1', 'TX-892-SB-1']);
  ({ cookie } = await registerAccount(testApp.app));
  ({ cookie: otherCookie } = await registerAccount(testApp.app));
  const versions = (
    await testApp.app.inject({ method: 'GET', url: '/api/bills/TX-892-HB-1/versions', headers: { cookie } })
  ).json<BillVersionsResponse>();
  introduced = versions.items.find((version) => version.name === 'Introduced')?.id ?? 0;
  engrossed = versions.items.find((version) => version.name === 'Engrossed')?.id ?? 0;
}, 120_000);
afterAll(() => testApp.close());

const compare = (payload: Record<string, unknown>, session = cookie) =>
  testApp.app.inject({ method: 'POST', url: '/api/bills/comparison', headers: { cookie: session }, payload });
const summary = (id: string, session = cookie) =>
  testApp.app.inject({ method: 'GET', url: `/api/bills/comparison-ai/${id}`, headers: { cookie: session } });

describe('POST /api/bills/comparison', () => {
  it('compares two versions of HB 1: redline, changed sections and the statute sections they touch', async () => {
    const response = await compare({
      left: { billId: 'TX-892-HB-1', versionId: introduced },
      right: { billId: 'tx-892-hb-1', versionId: engrossed },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const comparison = response.json<BillComparison>();
    expect(comparison.sameBill).toBe(true);
    expect(comparison.left).toMatchObject({ billId: 'TX-892-HB-1', versionName: 'Introduced', identifier: 'HB 1' });
    expect(comparison.right.versionName).toBe('Engrossed');
    expect(comparison.redline.aligned).toBe(true);
    expect(comparison.redline.insertedWords).toBeGreaterThan(1000);
    const inserted = comparison.redline.segments.filter((s) => s.op === 'insert').map((s) => s.text);
    expect(inserted.join(' ')).toContain('$2,594,265');
    expect(comparison.amounts).toContainEqual({ op: 'insert', text: '$2,594,265' });
    const added = comparison.sections.find((section) => section.label === 'SECTION 6');
    expect(added?.status).toBe('added');
    expect(added?.statutes, JSON.stringify(added?.statutes)).toContainEqual(
      expect.objectContaining({ code: 'TX Health and Safety Code', section: '141.008', kind: 'amends' }),
    );
  });

  it('compares two bills on their latest versions', async () => {
    const response = await compare({ left: { billId: 'TX-892-HB-1' }, right: { billId: 'TX-892-SB-1' } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const comparison = response.json<BillComparison>();
    expect(comparison.sameBill).toBe(false);
    expect(comparison.left.versionName).toBe('Enrolled');
    expect(comparison.right.identifier).toBe('SB 1');
    expect(comparison.redline.segments.some((segment) => segment.op === 'equal')).toBe(true);
    // Aligned section by section: SB 1's first section pairs with HB 1's, and the redline breaks at each section.
    expect(comparison.sections.find((section) => section.label === 'SECTION 1')).toMatchObject({
      status: 'changed',
      leftLabel: 'SECTION 1',
    });
    const starts = comparison.redline.segments.filter((segment) => segment.section && segment.op !== 'delete');
    expect(starts.map((segment) => segment.section).slice(0, 3)).toEqual(['SECTION 1', 'SECTION 2', 'SECTION 3']);
  });

  it('answers 400 for bad input and 404 for an unknown bill or version, with a message', async () => {
    const missingSide = await compare({ left: { billId: 'TX-892-HB-1' } });
    expect(missingSide.statusCode).toBe(400);
    const badId = await compare({ left: { billId: 'not a bill' }, right: { billId: 'TX-892-HB-1' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toMatch(/Bill id must be/);
    const same = await compare({
      left: { billId: 'TX-892-HB-1', versionId: introduced },
      right: { billId: 'TX-892-HB-1', versionId: introduced },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ message: string }>().message).toBe('Choose two different versions to compare');
    const unknownBill = await compare({ left: { billId: 'TX-892-HB-99999' }, right: { billId: 'TX-892-HB-1' } });
    expect(unknownBill.statusCode).toBe(404);
    expect(unknownBill.json<{ message: string }>().message).toBe('Bill TX-892-HB-99999 was not found');
    // SB 1's version ids do not belong to HB 1.
    const otherVersion = await compare({
      left: { billId: 'TX-892-SB-1', versionId: introduced },
      right: { billId: 'TX-892-HB-1' },
    });
    expect(otherVersion.statusCode).toBe(404);
    expect(otherVersion.json<{ message: string }>().message).toBe(`Bill TX-892-SB-1 has no version ${introduced}`);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/bills/comparison',
      payload: { left: { billId: 'TX-892-HB-1' }, right: { billId: 'TX-892-SB-1' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/bills/comparison-ai/{id}', () => {
  it('explains what changed from the redline, each point citing the passage of the version', async () => {
    const comparison = (
      await compare({
        left: { billId: 'TX-892-HB-1', versionId: introduced },
        right: { billId: 'TX-892-HB-1', versionId: engrossed },
      })
    ).json<BillComparison>();
    const response = await summary(comparison.id);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const reply = response.json<ComparisonSummary>();
    expect(reply.extractive).toBe(true);
    expect(reply.summary).toContain('HB 1 (Engrossed) compared with HB 1 (Introduced)');
    expect(reply.summary).toContain('SECTION 12 is new');
    const versions = await testApp.app.inject({
      method: 'GET',
      url: `/api/bills/TX-892-HB-1/text?billVersionId=${engrossed}`,
      headers: { cookie },
    });
    const text = versions.json<{ text: string }>().text;
    const cited = reply.citations.find((citation) => citation.label === 'HB 1 (Engrossed), SECTION 12');
    expect(cited).toMatchObject({ kind: 'bill_version', id: String(engrossed), billId: 'TX-892-HB-1' });
    expect(text.slice(cited?.start, cited?.end)).toContain('$2,594,265 is appropriated');
    for (const point of reply.points) for (const n of point.citations) expect(point.text).toContain(`[${n}]`);
  });

  it('keeps comparisons to their account: another account gets 404; a bad id 400', async () => {
    const comparison = (
      await compare({ left: { billId: 'TX-892-HB-1' }, right: { billId: 'TX-892-SB-1' } })
    ).json<BillComparison>();
    expect((await summary(comparison.id, otherCookie)).statusCode).toBe(404);
    expect((await summary(comparison.id)).statusCode).toBe(200);
    expect((await summary('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await summary('nope')).statusCode).toBe(400);
  });
});
