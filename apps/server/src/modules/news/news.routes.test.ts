import type { LatestNewsReply, NewsItem } from '@statehouse/shared/dashboard/news.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories/accounts';
import { buildDashboardFixture, type DashboardFixture } from '../dashboard/dashboard.test-fixture';

describe('GET /api/news/latest', () => {
  let testApp: TestApp;
  let fixture: DashboardFixture;

  const get = (who: SignedIn | undefined, query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/news/latest${query}`, headers: who ? { cookie: who.cookie } : {} });
  const newsOf = async (who: SignedIn, query = '') => {
    const response = await get(who, query);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json<LatestNewsReply>(), raw: response.body };
  };
  /** Every page of a query, read 50 at a time. */
  const allPagesOf = async (who: SignedIn, query: string) => {
    const items: NewsItem[] = [];
    for (let page = 1; page < 40; page++) {
      const { body } = await newsOf(who, `?${query}&limit=50&page=${page}`);
      items.push(...body.items);
      if (!body.hasMore) return items;
    }
    throw new Error('more than 40 pages');
  };
  const isNewestFirst = (items: NewsItem[]) =>
    items.every((item, i) => i === 0 || (items[i - 1]!.date ?? '') >= (item.date ?? ''));

  beforeAll(async () => {
    testApp = await buildTestApp();
    fixture = await buildDashboardFixture(testApp.app);
  }, 60_000);
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it("reads the caller's states and tracked bills, newest first, flagging the tracked ones with their tags", async () => {
    const { body } = await newsOf(fixture.owner, '?limit=50');
    expect(body.states).toEqual(['CO']);
    expect(body.items).toHaveLength(50);
    expect(body.hasMore).toBe(true);
    expect(isNewestFirst(body.items)).toBe(true);
    const tracked = new Set(['TX-892-HB-1', 'TX-892-SB-10', 'CO-251-HB-1001', 'TX-892-SB-1', 'NY-25R-A-1029']);
    for (const item of body.items) {
      expect(item.stateCode === 'CO' || tracked.has(item.billId), item.billId).toBe(true);
      expect(item.tracked).toBe(tracked.has(item.billId));
      expect(item.link).toBe(`/bills/${item.billId}`);
    }
    const hb1 = body.items.find((item) => item.billId === 'TX-892-HB-1');
    expect(hb1?.tags.map((tag) => tag.name)).toEqual(['Energy', 'Owner watch']);
    expect(hb1).toMatchObject({ billIdentifier: 'HB 1', stateCode: 'TX', sessionCode: '892' });
  });

  it('gives the live feed of tracked bills only with trackedOnly, and every kind of item about them', async () => {
    const items = await allPagesOf(fixture.owner, 'trackedOnly=true');
    const raw = JSON.stringify(items);
    expect(isNewestFirst(items)).toBe(true);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['action', 'version', 'vote']));
    const billIds = new Set(items.map((item) => item.billId));
    expect([...billIds].sort()).toEqual([
      'CO-251-HB-1001',
      'NY-25R-A-1029',
      'TX-892-HB-1',
      'TX-892-SB-1',
      'TX-892-SB-10',
    ]);
    expect(items.every((item) => item.tracked)).toBe(true);
    // NY A1029 is on the colleague's tag shared with the owner: its name shows; the unshared tag's never does.
    expect(items.find((item) => item.billId === 'NY-25R-A-1029')?.tags.map((tag) => tag.name)).toEqual([
      'Shared with owner',
    ]);
    expect(raw).not.toContain('Colleague secret');
    expect(raw).not.toContain('NY-25R-S-3967');
  });

  it('pages without gaps or repeats', async () => {
    const whole = (await newsOf(fixture.owner, '?limit=30')).body.items.map((item) => item.id);
    const first = (await newsOf(fixture.owner, '?limit=10&page=1')).body;
    const second = (await newsOf(fixture.owner, '?limit=10&page=2')).body;
    const third = (await newsOf(fixture.owner, '?limit=10&page=3')).body;
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).toEqual(whole);
    expect(new Set(whole).size).toBe(30);
    expect(second).toMatchObject({ page: 2, limit: 10, hasMore: true });
  });

  it('filters by kind', async () => {
    const { body } = await newsOf(fixture.owner, '?kinds=vote&limit=20');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.kind === 'vote' && item.id.startsWith('vote:'))).toBe(true);
    expect(body.items[0]?.detail).toMatch(/(Passed|Failed) · \d+-\d+-\d+$/);
    const versions = await allPagesOf(fixture.owner, 'kinds=version,action&trackedOnly=1');
    expect(new Set(versions.map((item) => item.kind))).toEqual(new Set(['action', 'version']));
  });

  it("never shows another account's tags, even on a bill both track", async () => {
    const { body, raw } = await newsOf(fixture.outsider, '?limit=50');
    expect(body.states).toEqual(['SD']);
    const hb1 = body.items.find((item) => item.billId === 'TX-892-HB-1');
    if (hb1) expect(hb1.tags.map((tag) => tag.name)).toEqual(['Outsider list']);
    for (const marker of ['Energy', 'Owner watch', 'Colleague secret', 'Shared with owner']) {
      expect(raw).not.toContain(marker);
    }
    const feed = await allPagesOf(fixture.outsider, 'trackedOnly=true');
    expect(new Set(feed.map((item) => item.billId))).toEqual(
      new Set(['TX-892-HB-2', 'CO-251-SB-2', 'TX-892-HB-7', 'TX-892-HB-1']),
    );
    expect(feed.find((item) => item.billId === 'TX-892-HB-1')?.tags.map((tag) => tag.name)).toEqual(['Outsider list']);
  });

  it('reads every state for a member with no subscriptions', async () => {
    const { body } = await newsOf(fixture.colleague, '?limit=50');
    expect(body.states).toEqual([]);
    expect(new Set(body.items.map((item) => item.stateCode)).size).toBeGreaterThan(1);
  });

  it.each([
    ['a limit over 50', '?limit=51', 'limit must be at most 50'],
    ['a limit of 0', '?limit=0', 'limit must be at least 1'],
    ['a page of 0', '?page=0', 'page starts at 1'],
    ['an unknown kind', '?kinds=tweet', 'kinds must be action, version or vote'],
    ['trackedOnly not a boolean', '?trackedOnly=maybe', 'Use true or false'],
  ])('refuses %s with 400 and a message', async (_label, query, message) => {
    const response = await get(fixture.owner, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
  });
});
