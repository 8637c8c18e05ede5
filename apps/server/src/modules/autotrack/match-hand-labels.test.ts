import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBillSample } from '../../../test/factories/bills';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { listCandidateBillsByIds } from './autotrack.queries';
import { toMatchBill } from './autotrack.service';
import { benchProfiles, matchProfileOf } from './autotrack-profiles';
import handLabels from './fixtures/energy-hand-labels.json';
import { compileProfile, MATCH_THRESHOLD, scoreBill } from './match-scoring';

// The energy profile's hand-reviewed sample (fixtures/energy-hand-labels.json says how it was judged): the matcher
// on those real Michigan bills, against the labels of a reader rather than the source's subject index.
describe('the matcher against hand-reviewed labels (energy company, 30 Michigan bills)', () => {
  let handle: DatabaseHandle;
  const ids = handLabels.bills.map((bill) => bill.billId);
  const relevant = new Set(handLabels.bills.filter((bill) => bill.relevant).map((bill) => bill.billId));

  beforeAll(async () => {
    handle = await createTestDatabase();
    await loadBillSample(handle.db, ids);
  }, 120_000);
  afterAll(() => handle.close());

  const proposedBy = async (only?: 'keywords' | 'subjects') => {
    const profile = benchProfiles.find((candidate) => candidate.name === handLabels.profile);
    if (!profile) throw new Error(`No bench profile ${handLabels.profile}`);
    const compiled = compileProfile(matchProfileOf(profile, only));
    const rows = await listCandidateBillsByIds(handle.db, ids);
    expect(rows).toHaveLength(ids.length);
    return new Set(
      rows
        .map(toMatchBill)
        .filter((bill) => scoreBill(compiled, bill).score >= (only ? 1 : MATCH_THRESHOLD))
        .map((bill) => bill.id),
    );
  };
  const figures = (proposed: Set<string>) => {
    const found = [...proposed].filter((id) => relevant.has(id)).length;
    return { precision: found / proposed.size, recall: found / relevant.size };
  };

  it('proposes at least 8 in 10 of the bills the reader judged relevant, and 8 in 10 of its proposals are', async () => {
    const matcher = figures(await proposedBy());
    expect(matcher.precision).toBeGreaterThanOrEqual(0.8);
    expect(matcher.recall).toBeGreaterThanOrEqual(0.8);
    // Above each baseline on recall, and on precision above the keyword-only one (the subjects-only baseline is
    // the source's index, which proposes little and misses the siting bills filed under Land use).
    const keywords = figures(await proposedBy('keywords'));
    const subjects = figures(await proposedBy('subjects'));
    expect(matcher.recall).toBeGreaterThan(keywords.recall);
    expect(matcher.recall).toBeGreaterThan(subjects.recall);
    expect(matcher.precision).toBeGreaterThan(keywords.precision);
  }, 60_000);
});
