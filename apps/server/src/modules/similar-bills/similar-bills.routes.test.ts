import type { BillText } from '@statehouse/shared/bills/bills.schemas';
import type { BillProvenance, SimilarBillsReply } from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount } from '../../../test/factories/accounts';
import { loadBillSample, sampleBillIds } from '../../../test/factories/bills';

// Real bills of the shipped sample: NY S3967 and its same-as A1029 (no text in the NY source: compared on their
// titles and summaries), TX HB 1 and SB 1 (youth camp safety, filed three days apart), HB 2 and its companion SB 2.
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  // Loading the sample builds the index (refreshTextSignatures runs inside loadSample).
  await loadBillSample(testApp.database.db, [...sampleBillIds, 'TX-892-SB-2']);
  ({ cookie } = await registerAccount(testApp.app));
}, 120_000);
afterAll(() => testApp.close());

async function get<T>(url: string, expectedStatus = 200): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(expectedStatus);
  return response.json<T>();
}

describe('GET /api/bills/{id}/similar-ai', () => {
  it('finds the NY same-as bill in the top 10, compared on the summaries the NY source has', async () => {
    const reply = await get<SimilarBillsReply>('/api/bills/NY-25R-S-3967/similar-ai');
    expect(reply.text).toEqual({ source: 'summary', versionId: null, versionName: null });
    const ids = reply.matches.map((match) => match.billId);
    expect(ids.slice(0, 10)).toContain('NY-25R-A-1029');
    const sameAs = reply.matches.find((match) => match.billId === 'NY-25R-A-1029');
    expect(sameAs).toMatchObject({
      stateCode: 'NY',
      stateName: 'New York',
      relation: 'companion',
      identifier: 'A1029',
    });
    expect(sameAs?.similarity).toBeGreaterThan(0.9);
    const passage = sameAs?.passages[0];
    expect(passage?.left.text).toContain(
      'individuals engaged in prostitution who are victims of or witnesses to a crime',
    );
    expect(passage?.right.text).toContain(
      'individuals engaged in prostitution who are victims of or witnesses to a crime',
    );
    expect(passage?.left.changed).toEqual([]);
  });

  it('finds TX SB 1 for HB 1 and returns passages whose offsets point into the version texts', async () => {
    const reply = await get<SimilarBillsReply>('/api/bills/TX-892-HB-1/similar-ai');
    expect(reply.text?.source).toBe('version');
    expect(reply.candidates).toBeGreaterThan(0);
    const match = reply.matches.find((item) => item.billId === 'TX-892-SB-1');
    expect(match, JSON.stringify(reply.matches.map((item) => [item.billId, item.similarity]))).toBeDefined();
    expect(match?.passageCount).toBeGreaterThan(0);
    // Ranked by estimated Jaccard similarity, best first.
    const similarities = reply.matches.map((item) => item.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));

    const own = await get<BillText>(`/api/bills/TX-892-HB-1/text?billVersionId=${reply.text?.versionId}`);
    const other = await get<BillText>(`/api/bills/TX-892-SB-1/text?billVersionId=${match?.text.versionId}`);
    for (const passage of match?.passages ?? []) {
      expect(own.text.slice(passage.left.start, passage.left.end).startsWith(passage.left.text)).toBe(true);
      expect(other.text.slice(passage.right.start, passage.right.end).startsWith(passage.right.text)).toBe(true);
      for (const change of passage.left.changed) {
        expect(change.start).toBeGreaterThanOrEqual(passage.left.start);
        expect(change.end).toBeLessThanOrEqual(passage.left.end);
      }
    }
    expect(match?.passages.some((passage) => /National Flood Insurance Act/.test(passage.left.text))).toBe(true);
  });

  it('keeps to one state with ?state', async () => {
    const tx = await get<SimilarBillsReply>('/api/bills/NY-25R-S-3967/similar-ai?state=tx');
    expect(tx.state).toBe('TX');
    expect(tx.matches.every((match) => match.stateCode === 'TX')).toBe(true);
    const ny = await get<SimilarBillsReply>('/api/bills/TX-892-HB-2/similar-ai?state=TX');
    expect(ny.matches.map((match) => match.billId)).toContain('TX-892-SB-2');
  });

  it('answers 400 for a bad state, 404 for an unknown bill and 401 without a session', async () => {
    const bad = await get<{ message: string }>('/api/bills/TX-892-HB-1/similar-ai?state=Texas', 400);
    expect(bad.message).toMatch(/state must be a two-letter state code/);
    await get('/api/bills/TX-892-HB-1/similar-ai?state=ZZ', 400);
    const missing = await get<{ message: string }>('/api/bills/TX-892-HB-99999/similar-ai', 404);
    expect(missing.message).toBe('Bill TX-892-HB-99999 was not found');
    await get('/api/bills/not-a-bill/similar-ai', 400);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/bills/TX-892-HB-1/similar-ai' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/bills/{id}/provenance', () => {
  it('splits the bill into its sections and names the earlier bill each came from, with the passage', async () => {
    const reply = await get<BillProvenance>('/api/bills/TX-892-SB-1/provenance');
    expect(reply.text?.source).toBe('version');
    const labels = reply.sections.map((section) => section.label);
    expect(labels[0]).toBe('Preamble');
    expect(labels.slice(1, 4)).toEqual(['SECTION 1', 'SECTION 2', 'SECTION 3']);
    // HB 1 was filed on 15 August, SB 1 on the 18th: HB 1 is the earlier bill that shares SB 1's text.
    const fromHb1 = reply.sections
      .flatMap((section) => section.sources)
      .filter((source) => source.billId === 'TX-892-HB-1');
    expect(fromHb1.length).toBeGreaterThan(0);
    expect(fromHb1[0]).toMatchObject({ kind: 'earlier-bill', stateCode: 'TX', identifier: 'HB 1' });
    expect(fromHb1[0]?.passage.matchedWords).toBeGreaterThanOrEqual(12);
  });

  it('does not name a later bill as the source', async () => {
    const reply = await get<BillProvenance>('/api/bills/TX-892-HB-1/provenance');
    const ids = reply.sections.flatMap((section) => section.sources.map((source) => source.billId));
    expect(ids).not.toContain('TX-892-SB-1');
  });

  it('names the NY same-as bill as a companion and the law the bill amends', async () => {
    const reply = await get<BillProvenance>('/api/bills/NY-25R-S-3967/provenance');
    expect(reply.sections).toHaveLength(1);
    expect(reply.sections[0]?.sources[0]).toMatchObject({ billId: 'NY-25R-A-1029', kind: 'companion' });
    expect(reply.billStatutes.map((statute) => `${statute.kind} ${statute.section}`)).toContain('adds 230.45');
  });

  it('answers 404 for an unknown bill', async () => {
    await get('/api/bills/NY-25R-S-99999/provenance', 404);
  });
});
