import type { BillListResponse, BillSummary } from '@statehouse/shared/bills/bills.schemas';
import { describe, expect, it } from 'vitest';
import { useSignedInSampleApp } from '../../../test/signed-in-sample-app';

// GET /api/bills over the 12 sample bills (test/factories/bills.ts), asserted on what the API answers (the
// order, the exact totals and facet counts), so the tests hold whatever way the list is planned and counted.

const sample = useSignedInSampleApp();

const list = (query: string) => sample.get<BillListResponse>(`/api/bills?${query}`);
const idsOf = (reply: BillListResponse) => reply.items.map((item) => item.id);
const bucketsOf = (buckets: { value: string; count: number }[]) =>
  Object.fromEntries(buckets.map((bucket) => [bucket.value, bucket.count]));

/** Ascending by key (nulls last), ties by state, type and number as the API breaks them. */
function sortedBy(items: BillSummary[], key: (item: BillSummary) => string | number | null, desc: boolean) {
  const tie = (a: BillSummary, b: BillSummary) =>
    a.stateCode.localeCompare(b.stateCode) ||
    a.billType.localeCompare(b.billType) ||
    a.billNumber.length - b.billNumber.length ||
    a.billNumber.localeCompare(b.billNumber);
  return [...items]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === y) return tie(a, b);
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (desc ? -1 : 1);
    })
    .map((item) => item.id);
}

describe('GET /api/bills: order', () => {
  it('sorts by each key, in the default and the opposite direction', async () => {
    const all = (await list('pageSize=25')).items;
    const cases: [string, (item: BillSummary) => string | number | null, boolean][] = [
      ['lastAction', (item) => item.lastActionDate, true],
      ['introduced', (item) => item.firstActionDate, true],
      ['status', (item) => item.status, true],
      ['title', (item) => item.title, false],
      ['state', (item) => item.stateCode, false],
    ];
    for (const [sort, key, desc] of cases) {
      expect(idsOf(await list(`sort=${sort}`)), sort).toEqual(sortedBy(all, key, desc));
      expect(idsOf(await list(`sort=${sort}&order=${desc ? 'asc' : 'desc'}`)), `${sort} reversed`).toEqual(
        sortedBy(all, key, !desc),
      );
    }
  });

  it('sorts by bill number within state and type, numbers by length first', async () => {
    const ascending = idsOf(await list('sort=billNumber'));
    expect(ascending).toEqual([
      'CO-251-HB-1001',
      'CO-251-SB-2',
      'CO-251-SB-4',
      'NY-25R-A-1029',
      'NY-25R-S-3967',
      'SD-24R-SB-90',
      'TX-892-HB-1',
      'TX-892-HB-2',
      'TX-892-HB-7',
      'TX-892-HB-8',
      'TX-892-SB-1',
      'TX-892-SB-10',
    ]);
    expect(idsOf(await list('sort=billNumber&order=desc'))).toEqual([...ascending].reverse());
  });

  it('puts the furthest-gone bills first with rerankProgress, then the chosen order', async () => {
    const reply = await list('rerankProgress=true&sort=billNumber');
    const rank: Record<number, number> = { 4: 6, 3: 5, 5: 4, 2: 3, 1: 2, 0: 1 };
    const ranks = reply.items.map((item) => rank[item.status] ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const passed = reply.items.filter((item) => item.status === 4).map((item) => item.id);
    expect(passed).toEqual(idsOf(await list('statuses=4&sort=billNumber')));
  });

  it('orders a search by relevance, and by the chosen key when asked', async () => {
    const relevance = await list('searchTerm=election');
    const ranks = relevance.items.map((item) => item.rank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const byNumber = await list('searchTerm=election&sort=billNumber');
    expect(idsOf(byNumber)).toEqual(sortedBy(relevance.items, () => 0, false));
    expect(byNumber.items.every((item) => item.rank !== null && item.snippet !== null)).toBe(true);
    const oldestFirst = await list('searchTerm=election&order=asc');
    expect(idsOf(oldestFirst).sort()).toEqual(idsOf(relevance).sort());
    const ascendingRanks = oldestFirst.items.map((item) => item.rank ?? 0);
    expect(ascendingRanks).toEqual([...ascendingRanks].sort((a, b) => a - b));
    expect(relevance.items.every((item) => typeof item.rank === 'number')).toBe(true);
    expect((await list('')).items.every((item) => item.rank === null && item.snippet === null)).toBe(true);
  });
});

describe('GET /api/bills: filters and counts', () => {
  it('counts every facet exactly over the sample, not estimated', async () => {
    const reply = await list('');
    expect(reply.estimated).toBe(false);
    expect(reply.total).toBe(12);
    expect(bucketsOf(reply.facets.type)).toEqual({ HB: 5, SB: 5, A: 1, S: 1 });
    expect(reply.facets.session).toEqual([
      { value: '892', label: 'TX 89th Legislature, 2nd Called Session (2025)', count: 6 },
      { value: '251', label: expect.stringMatching(/^CO /), count: 3 },
      { value: '25R', label: expect.stringMatching(/^NY /), count: 2 },
      { value: '24R', label: expect.stringMatching(/^SD /), count: 1 },
    ]);
    const statusTotal = reply.facets.status.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(statusTotal).toBe(12);
    const parties = bucketsOf(reply.facets.party);
    expect(Object.keys(parties).sort()).toEqual(['D', 'R']);
    const republican = await list('parties=R');
    expect(parties.R).toBe(republican.total);
    expect(parties.D).toBe((await list('parties=D')).total);
    const emergency = reply.facets.subject.find((bucket) => bucket.value === '15');
    expect(emergency?.count).toBe((await list('subjects=15')).total);
  });

  it('counts a filtered list over the matches only', async () => {
    const tx = await list('stateCode=TX');
    expect(tx).toMatchObject({ total: 6, estimated: false });
    expect(tx.facets.state).toEqual([{ value: 'TX', label: 'Texas', count: 6 }]);
    expect(tx.facets.type).toEqual([
      { value: 'HB', label: expect.any(String), count: 4 },
      { value: 'SB', label: expect.any(String), count: 2 },
    ]);
    expect(tx.facets.session.map((bucket) => bucket.value)).toEqual(['892']);
    const none = await list('stateCode=TX&sessionCode=251');
    expect(none).toMatchObject({ total: 0, items: [] });
    expect(none.facets.state).toEqual([]);
  });

  it('keeps each date bound on its own', async () => {
    const all = (await list('pageSize=25')).items;
    const from = await list('dateFrom=2025-09-01');
    expect(idsOf(from).sort()).toEqual(
      all
        .filter((item) => (item.lastActionDate ?? '') >= '2025-09-01')
        .map((item) => item.id)
        .sort(),
    );
    const to = await list('dateTo=2025-08-31');
    expect(idsOf(to).sort()).toEqual(
      all
        .filter((item) => item.lastActionDate !== null && item.lastActionDate <= '2025-08-31')
        .map((item) => item.id)
        .sort(),
    );
    expect(from.total + to.total).toBe(all.filter((item) => item.lastActionDate !== null).length);
  });

  it('filters by several types and several parties at once', async () => {
    expect(idsOf(await list('types=A,S')).sort()).toEqual(['NY-25R-A-1029', 'NY-25R-S-3967']);
    const both = await list('parties=R,D');
    expect(both.total).toBeGreaterThanOrEqual(
      Math.max((await list('parties=R')).total, (await list('parties=D')).total),
    );
    expect(both.items.every((item) => item.primarySponsors.some((s) => s.party === 'R' || s.party === 'D'))).toBe(true);
  });

  it('counts a multi-value facet without its own filter, so its other values stay to be ticked', async () => {
    const texas = await list('stateCode=TX');
    const statuses = bucketsOf(texas.facets.status);
    expect(Object.keys(statuses).length).toBeGreaterThan(1);
    const [first] = Object.keys(statuses);
    const one = await list(`stateCode=TX&statuses=${first}`);
    // The list holds the ticked status only; its status facet still lists every status of Texas with its count.
    expect(one.total).toBe(statuses[first as string]);
    expect(bucketsOf(one.facets.status)).toEqual(statuses);
    // The other facets count the filtered list.
    expect(one.facets.state).toEqual([{ value: 'TX', label: 'Texas', count: one.total }]);
    const types = await list('stateCode=TX&types=SB');
    expect(bucketsOf(types.facets.type)).toEqual({ HB: 4, SB: 2 });
    expect(types.total).toBe(2);
    expect(bucketsOf((await list('types=A&parties=R')).facets.party)).toEqual(
      bucketsOf((await list('types=A')).facets.party),
    );
  });

  it('lists primary sponsors only, in the list and in a search', async () => {
    for (const query of ['pageSize=50', 'searchTerm=tax&pageSize=50']) {
      const reply = await list(query);
      const sponsors = reply.items.flatMap((item) => item.primarySponsors);
      expect(sponsors.length, query).toBeGreaterThan(0);
      expect(
        sponsors.every((sponsor) => sponsor.isPrimary),
        query,
      ).toBe(true);
    }
  });

  it('matches a sponsor name only as the bill’s sponsor', async () => {
    const darby = await list('authorName=Darby');
    expect(darby.total).toBe(3);
    expect((await list('authorName=nobody-of-that-name')).total).toBe(0);
  });

  it('selects a session by code within the state, and the pseudo-sessions per state', async () => {
    expect(idsOf(await list('sessionCode=892')).every((id) => id.startsWith('TX-892-'))).toBe(true);
    expect((await list('sessionCode=892')).total).toBe(6);
    expect((await list('stateCode=SD&sessionCode=MOST_RECENT')).total).toBe(0);
    expect((await list('stateCode=SD&sessionCode=24R')).total).toBe(1);
    expect((await list('stateCode=CO&sessionCode=ALL_ACTIVE')).total).toBe(3);
  });

  it('finds nothing for a term of stop words, and a bill by its identifier first', async () => {
    expect(await list('searchTerm=the%20of')).toMatchObject({ total: 0, items: [] });
    const reply = await list('searchTerm=SB%2010%20property');
    expect(reply.items[0]?.id).toBe('TX-892-SB-10');
  });
});
