import type { BillHistoryFeedResponse, BillHistoryResponse } from '@statehouse/shared/bills/bills.schemas';
import { describe, expect, it } from 'vitest';
import { useSignedInSampleApp } from '../../../test/signed-in-sample-app';

// A bill's actions name committees by name only; both the bill's history and the history feed resolve each name
// to the committee of the bill's state and the action's chamber (decision 022), so the pages can link it. The
// sample's TX committees (Open States) are named "Finance", "Disaster Preparedness and Flooding Select", ...;
// the TX actions say "Finance", "Disaster Preparedness & Flooding, Select", "Ways & Means".

const SENATE_FINANCE = 'ocd-organization/cb280716-3db7-4965-ba33-fe3cea42208f';
const SENATE_FLOODING = 'ocd-organization/bf9b973b-22db-4626-9be5-d5937ff39a3f';
const SENATE_STATE_AFFAIRS = 'ocd-organization/c0bf7b38-4513-4b67-829d-6de54f51fd4c';
const HOUSE_STATE_AFFAIRS = 'ocd-organization/3df7c7ff-0440-4941-9c3f-5b90d149508c';

const sample = useSignedInSampleApp();
const { get } = sample;
const history = async (id: string) => (await get<BillHistoryResponse>(`/api/bills/${id}/history`)).items;

describe('committees of a bill’s actions', () => {
  it('resolve by the bill’s state, the action’s chamber and the name, ignoring case, punctuation and "&"', async () => {
    const actions = await history('TX-892-SB-10');
    const finance = actions.find((action) => action.position === 3);
    expect(finance).toMatchObject({ committeeName: 'Finance', chamber: 'upper', committeeId: SENATE_FINANCE });
    const hb1 = await history('TX-892-HB-1');
    expect(hb1.find((action) => action.position === 39)).toMatchObject({
      committeeName: 'Disaster Preparedness & Flooding, Select',
      chamber: 'upper',
      committeeId: SENATE_FLOODING,
    });
  });

  it('pick the committee of the action’s chamber where both chambers have one of that name', async () => {
    const hb7 = await history('TX-892-HB-7');
    expect(hb7.find((action) => action.position === 2)).toMatchObject({
      committeeName: 'State Affairs',
      chamber: 'lower',
      committeeId: HOUSE_STATE_AFFAIRS,
    });
    expect(hb7.find((action) => action.position === 30)).toMatchObject({
      committeeName: 'State Affairs',
      chamber: 'upper',
      committeeId: SENATE_STATE_AFFAIRS,
    });
  });

  it('stay null for actions without a committee and for names no committee has', async () => {
    const hb1 = await history('TX-892-HB-1');
    const withoutCommittee = hb1.filter((action) => action.committeeName === null);
    expect(withoutCommittee.length).toBeGreaterThan(0);
    expect(withoutCommittee.every((action) => action.committeeId === null)).toBe(true);
    // "Disaster Preparedness & Flooding" (no "Select"): the House committee is "... Flooding Select".
    expect(hb1.find((action) => action.position === 2)).toMatchObject({
      committeeName: 'Disaster Preparedness & Flooding',
      committeeId: null,
    });
    // No CO committees are in the sample: CO actions never link.
    const co = await history('CO-251-HB-1001');
    expect(co.every((action) => action.committeeId === null)).toBe(true);
  });

  it('resolve in the history feed as on the bill', async () => {
    const feed = await get<BillHistoryFeedResponse>(
      '/api/bills/history?stateCode=TX&types=SB&historyDateFrom=2025-08-15&historyDateTo=2025-08-15',
    );
    expect(feed.items.map((item) => item.bill.id)).toEqual(['TX-892-SB-10']);
    const referral = feed.items[0]?.actions.find((action) => action.position === 3);
    expect(referral).toMatchObject({ committeeName: 'Finance', committeeId: SENATE_FINANCE, date: '2025-08-15' });
    expect(feed.items[0]?.actions.every((action) => action.date === '2025-08-15')).toBe(true);
  });
});

describe('GET /api/bills/history (the feed)', () => {
  it('keeps to the state asked for', async () => {
    const tx = await get<BillHistoryFeedResponse>('/api/bills/history?stateCode=TX&limit=50');
    expect(tx.total).toBe(6);
    expect(tx.items.map((item) => item.bill.stateCode)).toEqual(Array(6).fill('TX'));
    const all = await get<BillHistoryFeedResponse>('/api/bills/history?limit=50');
    expect(all.total).toBe(12);
  });

  it('keeps to the bill types asked for, one or several', async () => {
    const house = await get<BillHistoryFeedResponse>('/api/bills/history?types=HB&limit=50');
    expect(house.total).toBe(5);
    const both = await get<BillHistoryFeedResponse>('/api/bills/history?types=HB,SB&limit=50');
    expect(both.total).toBe(10);
    expect(both.items.every((item) => /-(HB|SB)-/.test(item.bill.id))).toBe(true);
  });

  it('orders bills by their newest action in the window, newest actions first within a bill', async () => {
    const feed = await get<BillHistoryFeedResponse>('/api/bills/history?limit=50');
    const newest = feed.items.map((item) => item.actions[0]?.date ?? '');
    expect(newest).toEqual([...newest].sort().reverse());
    for (const item of feed.items) {
      const dates = item.actions.map((action) => action.date ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      expect(item.actions.length).toBeLessThanOrEqual(20);
    }
    expect(feed.items.find((item) => item.bill.id === 'TX-892-HB-1')?.actions).toHaveLength(20);
  });

  it('starts and ends the window on the dates given', async () => {
    const from = await get<BillHistoryFeedResponse>('/api/bills/history?historyDateFrom=2025-09-05&limit=50');
    expect(from.items.every((item) => item.actions.every((action) => (action.date ?? '') >= '2025-09-05'))).toBe(true);
    const to = await get<BillHistoryFeedResponse>('/api/bills/history?historyDateTo=2024-12-31&limit=50');
    expect(to.items.map((item) => item.bill.id)).toEqual(['SD-24R-SB-90']);
    expect(to.items[0]?.actions.every((action) => (action.date ?? '') <= '2024-12-31')).toBe(true);
  });

  it('answers an empty feed for a window with no actions', async () => {
    const feed = await get<BillHistoryFeedResponse>('/api/bills/history?historyDateFrom=2030-01-01');
    expect(feed).toMatchObject({ items: [], total: 0 });
  });

  it('answers an empty page past the end', async () => {
    const feed = await get<BillHistoryFeedResponse>('/api/bills/history?limit=50&page=5');
    expect(feed.items).toEqual([]);
    expect(feed.total).toBe(12);
  });
});
