import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories/accounts';
import {
  billAlerts,
  billPositionHistory,
  billPositions,
  eventAgendaItems,
  events,
  tagBills,
} from '../../db/schema/index';
import { insertTag, makeTeam, type Team, tagBill } from './tracking.test-setup';

type Item = {
  id: string;
  tags: { id: number; name: string }[];
  hasAlert: boolean;
  trackedBy: { id: number; name: string; isLobbyist: boolean }[];
  positions: { position: string; note: string }[];
  trackTypes: string[];
  nextHearing: { name: string; startTime: string } | null;
};

describe('tracked bills routes', () => {
  let testApp: TestApp;
  let team: Team;
  const tag = { energy: 0, health: 0, mine: 0, secret: 0, other: 0 };
  const hearingAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  hearingAt.setUTCMilliseconds(0);

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const list = async (who: SignedIn, query = '', path = '/api/tags/tracked-bills') => {
    const response = await call(who, 'GET', `${path}${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Item[]; total: number; page: number; pageSize: number };
  };
  const ids = async (who: SignedIn, query = '', path?: string) =>
    (await list(who, query, path)).items.map((item) => item.id);
  const bulk = (who: SignedIn, payload: object) => call(who, 'POST', '/api/tags/tracked-bills/account/bulk', payload);
  const tagRows = async (billId: string) =>
    (
      await testApp.app.db
        .select({ tagId: tagBills.tagId })
        .from(tagBills)
        .where(eq(tagBills.billId, billId))
        .orderBy(tagBills.tagId)
    ).map((row) => row.tagId);

  beforeAll(async () => {
    testApp = await buildTestApp();
    team = await makeTeam(testApp.app);
    const { owner, colleague, lobbyist, outsider } = team;
    const a = owner.accountId;
    tag.energy = await insertTag(testApp.app, { accountId: a, name: 'Energy', color: '#16a34a' });
    tag.health = await insertTag(testApp.app, { accountId: a, name: 'Health' });
    tag.mine = await insertTag(testApp.app, { accountId: a, name: 'Mine', ownerUserId: owner.userId });
    tag.secret = await insertTag(testApp.app, { accountId: a, name: 'Secret', ownerUserId: colleague.userId });
    tag.other = await insertTag(testApp.app, { accountId: outsider.accountId, name: 'Other' });
    const on = (tagId: number, billId: string, who: SignedIn, trackType?: 'manual' | 'upload' | 'auto') =>
      tagBill(testApp.app, { accountId: who.accountId, tagId, billId, userId: who.userId, trackType });
    await on(tag.energy, 'TX-892-HB-1', owner);
    await on(tag.mine, 'TX-892-HB-1', owner);
    await on(tag.energy, 'TX-892-SB-1', colleague, 'upload');
    await on(tag.health, 'TX-892-SB-1', lobbyist);
    await on(tag.health, 'TX-892-HB-2', lobbyist, 'auto');
    await on(tag.energy, 'CO-251-SB-2', colleague);
    await on(tag.secret, 'NY-25R-S-3967', colleague);
    await on(tag.other, 'SD-24R-SB-90', outsider);
    await on(tag.other, 'TX-892-HB-1', outsider);

    const db = testApp.app.db;
    await db.insert(billAlerts).values([
      { accountId: a, userId: owner.userId, billId: 'TX-892-SB-1', enabled: true },
      { accountId: a, userId: owner.userId, billId: 'TX-892-HB-1', enabled: false, eventKinds: ['new_vote'] },
    ]);
    await db.insert(billPositions).values({ accountId: a, billId: 'TX-892-HB-2', position: 'oppose', note: 'Costly' });
    await db.insert(events).values({
      id: 'TX-event-tracking-test',
      jurisdictionId: 'TX',
      name: 'House Committee on State Affairs',
      startTime: hearingAt,
      timezone: 'America/Chicago',
      sourceKey: 'tracking-test',
      source: 'test',
    });
    await db.insert(eventAgendaItems).values({ eventId: 'TX-event-tracking-test', billId: 'TX-892-HB-1' });
    // Fixed session ends, so activeOnly does not depend on today's date.
    await db.execute(sql`update legislative_sessions set end_date = null where id in ('TX-892', 'NY-25R')`);
    await db.execute(sql`update legislative_sessions set end_date = '2025-12-31' where id = 'CO-251'`);
  });
  afterAll(() => testApp.close());

  it('requires sign-in', async () => {
    expect((await call(undefined, 'GET', '/api/tags/tracked-bills')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/tags/tracked-bills/account')).statusCode).toBe(401);
    expect(
      (await bulk(undefined as unknown as SignedIn, { action: 'untrack', billIds: ['TX-892-HB-1'] })).statusCode,
    ).toBe(401);
  });

  it('lists the bills carrying a tag the caller sees, with tags, alert, trackers, positions and next hearing', async () => {
    const { items, total } = await list(team.owner, 'sort=billNumber&order=asc');
    expect(total).toBe(4);
    expect(items.map((item) => item.id)).toEqual(['CO-251-SB-2', 'TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']);
    const hb1 = items[1];
    expect(hb1).toMatchObject({
      identifier: 'HB 1',
      stateCode: 'TX',
      sessionCode: '892',
      status: 4,
      statusLabel: 'Passed',
      lastActionDate: '2025-09-05',
      tags: [
        { id: tag.energy, name: 'Energy', color: '#16a34a', scope: 'account' },
        { id: tag.mine, name: 'Mine', scope: 'personal' },
      ],
      trackTypes: ['manual'],
      hasAlert: false,
      trackedBy: [{ id: team.owner.userId, isLobbyist: false }],
      nextHearing: { name: 'House Committee on State Affairs', startTime: hearingAt.toISOString(), allDay: false },
    });
    expect(items[3]).toMatchObject({
      hasAlert: true,
      tags: [{ name: 'Energy' }, { name: 'Health' }],
      trackedBy: expect.arrayContaining([
        expect.objectContaining({ id: team.colleague.userId, isLobbyist: false }),
        expect.objectContaining({ id: team.lobbyist.userId, isLobbyist: true }),
      ]),
      nextHearing: null,
    });
    expect(items[2]?.positions).toEqual([expect.objectContaining({ position: 'oppose', note: 'Costly', tagId: null })]);
  });

  it("keeps personal tags to their owner and other accounts' tags to their account", async () => {
    const colleagueItems = (await list(team.colleague, 'sort=billNumber&order=asc')).items;
    expect(colleagueItems.map((item) => item.id)).toEqual([
      'CO-251-SB-2',
      'NY-25R-S-3967',
      'TX-892-HB-1',
      'TX-892-HB-2',
      'TX-892-SB-1',
    ]);
    expect(colleagueItems[2]?.tags.map((item) => item.name)).toEqual(['Energy']);

    const outsider = await list(team.outsider, 'sort=billNumber&order=asc');
    expect(outsider.items.map((item) => item.id)).toEqual(['SD-24R-SB-90', 'TX-892-HB-1']);
    const text = JSON.stringify(outsider);
    for (const secret of ['Energy', 'Mine', 'Health', 'Costly', `"id":${team.owner.userId},`]) {
      expect(text).not.toContain(secret);
    }
    expect(outsider.items[1]).toMatchObject({ tags: [{ name: 'Other' }], hasAlert: false, positions: [] });
    expect(outsider.items[1]?.trackedBy.map((user) => user.id)).toEqual([team.outsider.userId]);
  });

  it.each([
    ['states=CO', ['CO-251-SB-2']],
    ['states=tx,NY', ['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']],
    ['sessionKeys=TX-892', ['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']],
    ['sessionKeys=251', ['CO-251-SB-2']],
    ['sessionKeys=co-251&sessionKeys=TX-89R', ['CO-251-SB-2']],
    ['activeOnly=true', ['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']],
    ['tagIds=HEALTH', ['TX-892-HB-2', 'TX-892-SB-1']],
    ['tagIds=ENERGY,HEALTH', ['CO-251-SB-2', 'TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']],
    ['tagIds=ENERGY,HEALTH&tagLogic=and', ['TX-892-SB-1']],
    ['tagIds=ENERGY,MINE&tagLogic=and', ['TX-892-HB-1']],
    ['tagIds=SECRET', []],
    ['trackTypes=upload', ['TX-892-SB-1']],
    ['trackTypes=auto,upload', ['TX-892-HB-2', 'TX-892-SB-1']],
    ['progressStatuses=1', ['TX-892-HB-2']],
    ['progressStatuses=3,1', ['TX-892-HB-2']],
    ['progressStatuses=4', ['CO-251-SB-2', 'TX-892-HB-1', 'TX-892-SB-1']],
    ['progressStatuses=10&states=TX', ['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-SB-1']],
    ['alertsOnly=true', ['TX-892-SB-1']],
    ['excludeLobbyistUsers=true', ['CO-251-SB-2', 'TX-892-HB-1', 'TX-892-SB-1']],
    ['search=hb1', ['TX-892-HB-1']],
    ['search=H.B. 2', ['TX-892-HB-2']],
    ['search=sb 00', ['CO-251-SB-2']],
  ])('filters by %s', async (query, expected) => {
    const withIds = query
      .replace('HEALTH', String(tag.health))
      .replace('ENERGY', String(tag.energy))
      .replace('MINE', String(tag.mine))
      .replace('SECRET', String(tag.secret));
    expect(await ids(team.owner, `${withIds}&sort=billNumber&order=asc`)).toEqual(expected);
  });

  it('finds titles by part of a word', async () => {
    const { items } = await list(team.owner, 'search=camp');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(`${(item as unknown as { title: string }).title}`.toLowerCase()).toContain('camp');
  });

  it('pages and sorts', async () => {
    const first = await list(team.owner, 'sort=billNumber&order=desc&pageSize=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items.map((item) => item.id)).toEqual(['TX-892-SB-1', 'TX-892-HB-2', 'TX-892-HB-1']);
    const second = await list(team.owner, 'sort=billNumber&order=desc&pageSize=3&page=2');
    expect(second.items.map((item) => item.id)).toEqual(['CO-251-SB-2']);
    expect(second.total).toBe(4);
    expect((await list(team.owner, 'page=9')).items).toEqual([]);
    // Default: last action, newest first.
    expect(await ids(team.owner)).toEqual(['TX-892-HB-1', 'TX-892-SB-1', 'CO-251-SB-2', 'TX-892-HB-2']);
    expect((await ids(team.owner, 'sort=nextHearing&order=asc'))[0]).toBe('TX-892-HB-1');
    expect((await ids(team.owner, 'sort=status&order=asc'))[0]).toBe('TX-892-HB-2');
  });

  describe('the account view', () => {
    const account = '/api/tags/tracked-bills/account';
    it('is for admins and users only', async () => {
      expect((await call(team.analyst, 'GET', account)).statusCode).toBe(403);
      expect((await call(team.lobbyist, 'GET', account)).statusCode).toBe(403);
      expect(await ids(team.colleague, 'sort=billNumber&order=asc', account)).toHaveLength(5);
    });

    it.each([
      ['lobbyistUsersOnly=true', ['TX-892-HB-2', 'TX-892-SB-1']],
      ['jointTracked=true', ['TX-892-SB-1']],
      ['userIds=COLLEAGUE', ['CO-251-SB-2', 'TX-892-SB-1']],
      ['userIds=COLLEAGUE,OWNER&states=TX', ['TX-892-HB-1', 'TX-892-SB-1']],
      ['excludeLobbyistUsers=true&trackTypes=manual', ['CO-251-SB-2', 'TX-892-HB-1']],
    ])('filters by %s', async (query, expected) => {
      const withIds = query
        .replace('COLLEAGUE', String(team.colleague.userId))
        .replace('OWNER', String(team.owner.userId));
      expect(await ids(team.owner, `${withIds}&sort=billNumber&order=asc`, account)).toEqual(expected);
    });

    it("counts a lobbyist's personal tag among the lobbyists' tracking, without its name", async () => {
      const own = await insertTag(testApp.app, {
        accountId: team.owner.accountId,
        name: 'Lobbyist notebook',
        ownerUserId: team.lobbyist.userId,
      });
      await tagBill(testApp.app, {
        accountId: team.owner.accountId,
        tagId: own,
        billId: 'CO-251-SB-2',
        userId: team.lobbyist.userId,
      });
      try {
        const { items } = await list(team.owner, 'lobbyistUsersOnly=true&sort=billNumber&order=asc', account);
        expect(items.map((item) => item.id)).toEqual(['CO-251-SB-2', 'TX-892-HB-2', 'TX-892-SB-1']);
        expect(items[0]?.trackedBy.map((user) => user.id)).toContain(team.lobbyist.userId);
        expect(JSON.stringify(items)).not.toContain('Lobbyist notebook');
        // Without the filter the personal tag stays its owner's: the bill is listed for the colleague's tag only.
        const all = await list(team.owner, 'sort=billNumber&order=asc', account);
        expect(all.items[0]?.trackedBy.map((user) => user.id)).not.toContain(team.lobbyist.userId);
      } finally {
        await testApp.app.db.delete(tagBills).where(eq(tagBills.tagId, own));
      }
    });

    it("shows another account none of this account's tracking", async () => {
      expect(await ids(team.outsider, `userIds=${team.owner.userId},${team.colleague.userId}`, account)).toEqual([]);
      expect(await ids(team.outsider, 'sort=billNumber&order=asc', account)).toEqual(['SD-24R-SB-90', 'TX-892-HB-1']);
    });
  });

  it.each([
    ['pageSize=0', 'pageSize must be at least 1'],
    ['pageSize=101', 'pageSize can be at most 100'],
    ['page=0', 'page starts at 1'],
    ['states=XX', 'states must be two-letter state codes such as TX'],
    ['sessionKeys=TX-89R;drop', 'sessionKeys must be session ids'],
    ['tagIds=abc', 'tagIds must be tag ids'],
    ['tagLogic=xor', 'tagLogic must be and or or'],
    ['trackTypes=robot', 'trackTypes must be manual, upload, auto'],
    ['progressStatuses=13', 'progressStatuses must be progress codes 0-12'],
    ['alertsOnly=maybe', 'Use true or false'],
    ['sort=votes', 'sort must be one of'],
    ['order=up', 'order must be asc or desc'],
  ])('answers %s with 400 and a message', async (query, message) => {
    const response = await call(team.owner, 'GET', `/api/tags/tracked-bills?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain(message);
  });

  it('refuses lobbyistUsersOnly with excludeLobbyistUsers', async () => {
    const response = await call(
      team.owner,
      'GET',
      '/api/tags/tracked-bills/account?lobbyistUsersOnly=true&excludeLobbyistUsers=true',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('lobbyistUsersOnly and excludeLobbyistUsers cannot both be true');
  });

  describe('bulk actions', () => {
    it('tags and untags with tags the caller may edit', async () => {
      const tagged = await bulk(team.owner, {
        action: 'tag',
        billIds: ['TX-892-HB-7', 'TX-892-HB-8'],
        tagIds: [tag.health],
      });
      expect(tagged.statusCode, tagged.body).toBe(200);
      expect(tagged.json()).toEqual({ action: 'tag', changed: 2, message: 'Tagged 2 bills.' });
      expect(await tagRows('TX-892-HB-7')).toEqual([tag.health]);
      const [row] = await testApp.app.db.select().from(tagBills).where(eq(tagBills.billId, 'TX-892-HB-8'));
      expect(row).toMatchObject({
        accountId: team.owner.accountId,
        trackType: 'manual',
        addedByUserId: team.owner.userId,
      });
      // Again: nothing new.
      expect(
        (await bulk(team.owner, { action: 'tag', billIds: ['TX-892-HB-7'], tagIds: [tag.health] })).json().changed,
      ).toBe(0);

      const untagged = await bulk(team.owner, {
        action: 'untag',
        billIds: ['TX-892-HB-7', 'TX-892-HB-8'],
        tagIds: [tag.health],
      });
      expect(untagged.json()).toMatchObject({ changed: 2 });
      expect(await tagRows('TX-892-HB-7')).toEqual([]);
    });

    it("refuses tags the caller may not edit, another account's tags included, and changes nothing", async () => {
      for (const [who, tagId] of [
        [team.owner, tag.secret],
        [team.outsider, tag.energy],
        [team.owner, tag.other],
      ] as const) {
        const response = await bulk(who, { action: 'tag', billIds: ['TX-892-HB-7'], tagIds: [tagId] });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(`You cannot change tag ${tagId}: choose tags you may edit.`);
      }
      const response = await bulk(team.outsider, { action: 'untag', billIds: ['TX-892-HB-1'], tagIds: [tag.energy] });
      expect(response.statusCode).toBe(400);
      expect(await tagRows('TX-892-HB-7')).toEqual([]);
      expect(await tagRows('TX-892-HB-1')).toEqual([tag.energy, tag.mine, tag.other]);
    });

    it('sets the account position with a note and keeps the history', async () => {
      const response = await bulk(team.colleague, {
        action: 'position',
        billIds: ['TX-892-SB-1', 'TX-892-HB-2'],
        position: 'support',
        note: 'Client priority',
      });
      expect(response.json()).toEqual({ action: 'position', changed: 2, message: 'Set the position on 2 bills.' });
      const positions = await testApp.app.db
        .select()
        .from(billPositions)
        .where(eq(billPositions.accountId, team.owner.accountId))
        .orderBy(billPositions.billId);
      expect(positions.map((row) => [row.billId, row.position, row.note, row.userId])).toEqual([
        ['TX-892-HB-2', 'support', 'Client priority', team.colleague.userId],
        ['TX-892-SB-1', 'support', 'Client priority', team.colleague.userId],
      ]);
      const history = await testApp.app.db
        .select()
        .from(billPositionHistory)
        .where(eq(billPositionHistory.accountId, team.owner.accountId));
      expect(history.map((row) => [row.billId, row.position, row.note]).sort()).toEqual([
        ['TX-892-HB-2', 'support', 'Client priority'],
        ['TX-892-SB-1', 'support', 'Client priority'],
      ]);
      // The same again changes nothing and writes no history.
      const again = await bulk(team.colleague, {
        action: 'position',
        billIds: ['TX-892-SB-1'],
        position: 'support',
        note: 'Client priority',
      });
      expect(again.json().changed).toBe(0);
      const listed = (await list(team.owner, `tagIds=${tag.health}&sort=billNumber&order=asc`)).items;
      expect(listed[0]?.positions).toEqual([expect.objectContaining({ position: 'support', note: 'Client priority' })]);
    });

    it('lets only admins and users set positions', async () => {
      const response = await bulk(team.analyst, { action: 'position', billIds: ['TX-892-SB-1'], position: 'oppose' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only admins and users of the account may set positions.');
    });

    it("switches the caller's alerts on and off, keeping their kinds", async () => {
      const on = await bulk(team.owner, { action: 'alertOn', billIds: ['TX-892-HB-1', 'TX-892-SB-1', 'TX-892-HB-2'] });
      expect(on.json()).toEqual({ action: 'alertOn', changed: 2, message: 'Switched on alerts on 3 bills.' });
      const alerts = await testApp.app.db
        .select()
        .from(billAlerts)
        .where(and(eq(billAlerts.userId, team.owner.userId), eq(billAlerts.accountId, team.owner.accountId)))
        .orderBy(billAlerts.billId);
      expect(alerts.map((row) => [row.billId, row.enabled, row.eventKinds])).toEqual([
        ['TX-892-HB-1', true, ['new_vote']],
        ['TX-892-HB-2', true, []],
        ['TX-892-SB-1', true, []],
      ]);
      expect(await ids(team.owner, 'alertsOnly=true&sort=billNumber&order=asc')).toEqual([
        'TX-892-HB-1',
        'TX-892-HB-2',
        'TX-892-SB-1',
      ]);
      // Nobody else's alert list changes.
      expect(await ids(team.colleague, 'alertsOnly=true')).toEqual([]);
      const off = await bulk(team.owner, { action: 'alertOff', billIds: ['TX-892-HB-2'] });
      expect(off.json().changed).toBe(1);
      expect(await ids(team.owner, 'alertsOnly=true&sort=billNumber&order=asc')).toEqual([
        'TX-892-HB-1',
        'TX-892-SB-1',
      ]);
    });

    it('exports the chosen rows as CSV and XLSX', async () => {
      const csv = await bulk(team.owner, { action: 'export', billIds: ['TX-892-HB-1', 'TX-892-HB-2'], format: 'csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="tracked-bills-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Bill,State,Session,Title,Status,Latest action date,Latest action,Next hearing,Tags,Positions,Tracked by,Link',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^HB 1,TX,"89th Legislature, 2nd Called Session \(2025\)",/);
      expect(lines[1]).toContain('Energy; Mine');
      expect(lines[1]).toContain('/bills/TX-892-HB-1');
      expect(lines[2]).toContain('support (Client priority)');

      const xlsx = await bulk(team.owner, { action: 'export', billIds: ['TX-892-SB-1'], format: 'xlsx' });
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).text).toBe('Bill');
      expect(sheet?.getRow(2).getCell(1).text).toBe('SB 1');
      expect(sheet?.getRow(2).getCell(9).text).toBe('Energy; Health');
      expect(sheet?.rowCount).toBe(2);
    });

    it("exports nothing of another account's bills to an outsider", async () => {
      const csv = await bulk(team.outsider, {
        action: 'export',
        billIds: ['TX-892-SB-1', 'TX-892-HB-1'],
        format: 'csv',
      });
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('HB 1');
      expect(csv.body).not.toContain('Energy');
      expect(csv.body).not.toContain('Client priority');
    });

    it("untracks from the caller's editable tags only", async () => {
      const outsider = await bulk(team.outsider, { action: 'untrack', billIds: ['TX-892-SB-1', 'TX-892-HB-1'] });
      expect(outsider.json().changed).toBe(1);
      expect(await tagRows('TX-892-HB-1')).toEqual([tag.energy, tag.mine]);
      expect(await tagRows('TX-892-SB-1')).toEqual([tag.energy, tag.health]);

      const mine = await bulk(team.colleague, { action: 'untrack', billIds: ['CO-251-SB-2'] });
      expect(mine.json()).toEqual({ action: 'untrack', changed: 1, message: 'Stopped tracking 1 bill.' });
      expect(await tagRows('CO-251-SB-2')).toEqual([]);
    });

    it.each([
      [{ action: 'tag', billIds: ['TX-892-HB-1'] }, 'Choose at least one tag to tag'],
      [{ action: 'position', billIds: ['TX-892-HB-1'] }, 'Choose a position'],
      [{ action: 'position', billIds: ['TX-892-HB-1'], position: 'love' }, 'position must be one of support'],
      [{ action: 'explode', billIds: ['TX-892-HB-1'] }, 'action must be one of tag, untag'],
      [{ action: 'untrack', billIds: [] }, 'Choose at least one bill'],
      [{ action: 'untrack', billIds: ['HB1'] }, 'Bill id must be stateId-sessionId-billType-billNumber'],
      [{ action: 'export', billIds: ['TX-892-HB-1'], format: 'pdf' }, 'format must be csv or xlsx'],
    ])('answers %j with 400', async (payload, message) => {
      const response = await bulk(team.owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('names bills that do not exist', async () => {
      const response = await bulk(team.owner, { action: 'alertOn', billIds: ['TX-892-HB-1', 'TX-892-HB-9999'] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('No such bill: TX-892-HB-9999.');
    });
  });

  describe('remove-bill', () => {
    const remove = (who: SignedIn, payload: object) => call(who, 'POST', '/api/track-lists/remove-bill', payload);

    it('untracks one bill from one tag', async () => {
      const response = await remove(team.owner, { bill: 'TX-892-HB-1', tagId: tag.mine });
      expect(response.json()).toEqual({ removed: 1 });
      expect(await tagRows('TX-892-HB-1')).toEqual([tag.energy]);
    });

    it("cannot touch another account's tags", async () => {
      const response = await remove(team.outsider, { bill: 'TX-892-HB-1', tagId: tag.energy });
      expect(response.statusCode).toBe(400);
      expect((await remove(team.outsider, { bill: 'TX-892-HB-1' })).json()).toEqual({ removed: 0 });
      expect(await tagRows('TX-892-HB-1')).toEqual([tag.energy]);
    });

    it('untracks from every editable tag, and refuses bad input', async () => {
      expect((await remove(team.owner, { bill: 'TX-892-SB-1' })).json()).toEqual({ removed: 2 });
      expect(await tagRows('TX-892-SB-1')).toEqual([]);
      const bad = await remove(team.owner, { bill: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Bill id must be');
    });
  });
});
