import type {
  CalendarEventsReply,
  CalendarFeedsReply,
  CreatedCalendarFeed,
  UserEventReply,
} from '@statehouse/shared/calendar/calendar.schemas';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { calendarFeeds, hearings, tagBills, tags } from '../../db/schema/index';
import { known, loadCommitteeSample } from '../committees/committees.test-fixture';

describe('calendar routes', () => {
  let testApp: TestApp;
  let owner: SignedIn;
  let colleague: SignedIn;
  let analyst: SignedIn;
  let outsider: SignedIn;
  let baseUrl: string;

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const events = async (who: SignedIn, query: string, path = '/api/calendar-events') => {
    const response = await call(who, 'GET', `${path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarEventsReply>();
  };
  const addEvent = async (who: SignedIn, body: object) => {
    const response = await call(who, 'POST', '/api/calendar-events/user', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UserEventReply>();
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadCommitteeSample(testApp.app.db);
    owner = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'user', stateCodes: ['SD'] });
    analyst = await addMember(testApp.app, { accountId: owner.accountId, role: 'analyst', stateCodes: ['SD'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['SD'] });
    // The owner's account tracks SD SB 90 under an account tag.
    const [tag] = await testApp.app.db
      .insert(tags)
      .values({ accountId: owner.accountId, scope: 'account', name: 'Justice', createdByUserId: owner.userId })
      .returning();
    await testApp.app.db
      .insert(tagBills)
      .values({ accountId: owner.accountId, tagId: tag!.id, billId: 'SD-24R-SB-90', addedByUserId: owner.userId });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(() => testApp.close());

  it('answers an empty range with the nearest days that have hearings and every state that has some', async () => {
    // SD's sample hearings are in early 2024: a month in 2026 has none, the nearest is before it.
    const empty = await events(
      owner,
      'stateCodes=SD&startDate=2026-03-01&endDate=2026-03-31',
      '/api/calendar-events/extra',
    );
    expect(empty.data).toEqual([]);
    const before = empty.nearest?.before;
    expect(before).toMatch(/^2024-\d{2}-\d{2}$/);
    expect(empty.nearest?.after).toBeNull();
    // It is the last such day: that day has an SD hearing, and nothing follows it.
    const thatDay = await events(owner, `stateCodes=SD&startDate=${before}&endDate=${before}`);
    expect(thatDay.data.some((event) => event.stateCode === 'SD')).toBe(true);
    const next = new Date(Date.parse(`${before}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const afterwards = await events(owner, `stateCodes=SD&startDate=${next}&endDate=2025-01-31`);
    expect(afterwards.data).toEqual([]);
    // Before January 2024, the nearest is after: the day of the first SD hearing.
    const earlier = await events(owner, 'stateCodes=SD&startDate=2023-06-01&endDate=2023-06-30');
    expect(earlier.nearest?.before).toBeNull();
    expect(earlier.nearest?.after).toMatch(/^2024-01-\d{2}$/);
    // Every state with hearings, whatever the states asked: Texas has none in the sample, SD and NY have some.
    const texas = await events(owner, 'stateCodes=TX&startDate=2024-01-01&endDate=2024-01-31');
    expect(texas.data).toEqual([]);
    expect(texas.nearest).toMatchObject({ before: null, after: null });
    expect(texas.nearest?.states.map((state) => state.stateCode)).toEqual(['NY', 'SD']);
    const sd = texas.nearest?.states.find((state) => state.stateCode === 'SD');
    expect(sd?.count).toBeGreaterThan(0);
    expect(sd?.firstDate).toBe(earlier.nearest?.after);
    expect(sd?.lastDate).toBe(before);
    // A range with events carries no `nearest`; nor does one that asks for no legislative type.
    expect((await events(owner, 'stateCodes=SD&startDate=2024-01-25&endDate=2024-01-25')).nearest).toBeUndefined();
    expect(
      (await events(owner, 'stateCodes=SD&startDate=2026-03-01&endDate=2026-03-31&eventTypeIds=4')).nearest,
    ).toBeUndefined();
  });

  it('lists a known SD hearing with its agenda bills, tracked ones flagged for this account only', async () => {
    const day = await events(owner, 'stateCodes=SD&startDate=2024-01-25&endDate=2024-01-25');
    const hearing = day.data.find((event) => event.id === `event:${known.sdHearing}`);
    expect(hearing).toMatchObject({
      typeId: 1,
      title: 'Senate Judiciary',
      stateCode: 'SD',
      startTime: '2024-01-25T13:45:00.000Z',
      timezone: 'America/Chicago',
      location: 'Room 413',
      status: 'confirmed',
      committee: { id: known.sdSenateJudiciary, name: 'Senate Judiciary' },
      tracked: true,
    });
    expect(hearing?.agenda.map((item) => item.billId).sort()).toEqual(known.sdHearingBills);
    expect(hearing?.agenda.find((item) => item.billId === 'SD-24R-SB-90')).toMatchObject({
      identifier: 'SB 90',
      tracked: true,
    });
    expect(day.data.every((event) => event.stateCode === 'SD' && event.startTime.startsWith('2024-01-25'))).toBe(true);
    const elsewhere = await events(outsider, 'stateCodes=SD&startDate=2024-01-25&endDate=2024-01-25');
    const theirs = elsewhere.data.find((event) => event.id === `event:${known.sdHearing}`);
    expect(theirs?.tracked).toBe(false);
    expect(theirs?.agenda.every((item) => !item.tracked)).toBe(true);
  });

  it('links each recorded hearing to its recording, and no other event', async () => {
    // The SD sample carries its hearings' official audio, matched to calendar events when imported.
    const recorded = await testApp.app.db
      .select({ id: hearings.id, eventId: hearings.eventId })
      .from(hearings)
      .where(eq(hearings.eventId, known.sdHearing));
    expect(recorded.length).toBeGreaterThan(0);
    const day = await events(owner, 'stateCodes=SD&startDate=2024-01-25&endDate=2024-01-25');
    const hearing = day.data.find((event) => event.id === `event:${known.sdHearing}`);
    expect(recorded.map((row) => row.id)).toContain(hearing?.hearingId);
    // Only events with a recording carry one.
    const linked = new Set(
      (await testApp.app.db.select({ eventId: hearings.eventId }).from(hearings)).map((row) => `event:${row.eventId}`),
    );
    for (const event of day.data) expect(event.hearingId !== null).toBe(linked.has(event.id));
  });

  it('filters by event type and session, and /extra adds the tracked bills’ dated actions', async () => {
    const floors = await events(owner, 'stateCodes=SD&eventTypeIds=3&startDate=2024-03-01&endDate=2024-03-31');
    expect(floors.data.map((event) => event.title).sort()).toEqual(['House floor session', 'Senate floor session']);
    const otherSession = await events(owner, 'stateCodes=SD&sessionCode=23R&startDate=2024-01-01&endDate=2024-03-31');
    expect(otherSession.data).toEqual([]);
    const plain = await events(owner, 'stateCodes=SD&startDate=2024-01-01&endDate=2024-03-31');
    expect(plain.data.some((event) => event.typeId === 6)).toBe(false);
    const extra = await events(
      owner,
      'stateCodes=SD&startDate=2024-01-01&endDate=2024-03-31',
      '/api/calendar-events/extra',
    );
    const actions = extra.data.filter((event) => event.typeId === 6);
    expect(actions.length).toBeGreaterThan(0);
    expect(
      actions.every((event) => event.agenda[0]?.billId === 'SD-24R-SB-90' && event.title.startsWith('SB 90: ')),
    ).toBe(true);
    const outsiderExtra = await events(
      outsider,
      'stateCodes=SD&startDate=2024-01-01&endDate=2024-03-31',
      '/api/calendar-events/extra',
    );
    expect(outsiderExtra.data.some((event) => event.typeId === 6)).toBe(false);
  });

  it('lists the event types with their ids', async () => {
    const response = await call(owner, 'GET', '/api/calendar-events/event-types');
    expect(response.json().data.map((type: { id: number; key: string }) => `${type.id}:${type.key}`)).toEqual([
      '1:committee-meeting',
      '2:hearing',
      '3:floor',
      '4:personal',
      '5:account',
      '6:bill-action',
    ]);
  });

  it('keeps personal events to their owner and team events to the account; edits bump the sequence', async () => {
    const mine = await addEvent(owner, {
      title: 'Coffee with Sen. Kolbeck',
      startTime: '2024-01-26T15:00:00Z',
      endTime: '2024-01-26T16:00:00Z',
      stateCode: 'SD',
      billId: 'SD-24R-SB-90',
    });
    const team = await addEvent(colleague, { title: 'Team prep', startTime: '2024-01-26T18:00:00Z', scope: 'account' });
    expect(mine).toMatchObject({ scope: 'personal', sequence: 0, billId: 'SD-24R-SB-90' });
    const query =
      'stateCodes=SD&eventTypeIds=4,5&includeUserEvents=true&includeAccountEvents=true&startDate=2024-01-26&endDate=2024-01-26';
    const ownerView = await events(owner, query);
    expect(ownerView.data.map((event) => event.title)).toEqual(['Coffee with Sen. Kolbeck', 'Team prep']);
    expect(ownerView.data[0]).toMatchObject({ typeId: 4, timezone: 'America/Chicago', userEvent: { editable: true } });
    const colleagueView = await events(colleague, query);
    expect(colleagueView.data.map((event) => event.title)).toEqual(['Team prep']);
    expect((await events(analyst, query)).data[0]?.userEvent?.editable).toBe(false);
    expect((await events(outsider, query)).data).toEqual([]);
    // Without the include flags, none of the team's own events.
    expect((await events(owner, 'startDate=2024-01-26&endDate=2024-01-26&eventTypeIds=4,5')).data).toEqual([]);

    const moved = await call(owner, 'PATCH', `/api/calendar-events/user/${mine.id}`, {
      startTime: '2024-01-26T17:00:00Z',
      endTime: '2024-01-26T17:30:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ uid: mine.uid, sequence: 1, startTime: '2024-01-26T17:00:00.000Z' });
    expect(
      (await call(owner, 'PATCH', `/api/calendar-events/user/${mine.id}`, { title: 'Lunch' })).json().sequence,
    ).toBe(2);

    // Nobody else touches the personal event; analysts cannot write team events; other accounts see nothing.
    for (const who of [colleague, outsider]) {
      expect((await call(who, 'PATCH', `/api/calendar-events/user/${mine.id}`, { title: 'Hijack' })).statusCode).toBe(
        404,
      );
      expect((await call(who, 'DELETE', `/api/calendar-events/user/${mine.id}`)).statusCode).toBe(404);
    }
    expect((await call(analyst, 'PATCH', `/api/calendar-events/user/${team.id}`, { title: 'No' })).statusCode).toBe(
      403,
    );
    expect((await call(outsider, 'DELETE', `/api/calendar-events/user/${team.id}`)).statusCode).toBe(404);
    const analystTeam = await call(analyst, 'POST', '/api/calendar-events/user', {
      title: 'Team',
      startTime: '2024-01-26T18:00:00Z',
      scope: 'account',
    });
    expect(analystTeam.statusCode).toBe(403);
    expect(analystTeam.json().message).toBe('Only admins and full users add team events');
    expect((await events(owner, query)).data.map((event) => event.title)).toEqual(['Lunch', 'Team prep']);

    expect((await call(owner, 'DELETE', `/api/calendar-events/user/${team.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/calendar-events/user/${mine.id}`)).statusCode).toBe(204);
    expect((await events(owner, query)).data).toEqual([]);
  });

  it('answers 400 with a clear message for bad input and 401 without a session', async () => {
    const cases: [string, string][] = [
      ['/api/calendar-events?stateCodes=ZZ', 'stateCodes must be two-letter state codes'],
      ['/api/calendar-events?eventTypeIds=9', 'eventTypeIds must be event type ids'],
      ['/api/calendar-events?startDate=2024-02-30', 'Use an ISO date'],
      ['/api/calendar-events?startDate=2024-03-01&endDate=2024-02-01', 'endDate must not be before startDate'],
      ['/api/calendar-events?startDate=2020-01-01&endDate=2024-01-01', 'The range can be at most 400 days'],
      ['/api/calendar-events?includeUserEvents=maybe', 'Use true or false'],
    ];
    for (const [url, message] of cases) {
      const response = await call(owner, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(message);
    }
    const bodies: [object, string][] = [
      [{ startTime: '2024-01-26T15:00:00Z' }, 'title is required'],
      [{ title: 'x', startTime: 'tomorrow' }, 'startTime must be an ISO date-time'],
      [
        { title: 'x', startTime: '2024-01-26T15:00:00Z', endTime: '2024-01-26T14:00:00Z' },
        'endTime must not be before startTime',
      ],
      [{ title: 'x', startTime: '2024-01-26T15:00:00Z', billId: 'SD-24R-SB-99999' }, 'billId names no bill'],
      [{ title: 'x', startTime: '2024-01-26T15:00:00Z', scope: 'world' }, 'scope must be personal or account'],
    ];
    for (const [body, message] of bodies) {
      const response = await call(owner, 'POST', '/api/calendar-events/user', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await call(owner, 'PATCH', '/api/calendar-events/user/1', {})).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', '/api/calendar-events/user/abc', { title: 'x' })).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/calendar-events')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/calendar-feeds', { kind: 'calendar' })).statusCode).toBe(401);
    expect((await call(owner, 'POST', '/api/calendar-feeds', { kind: 'planet' })).statusCode).toBe(400);
    expect(
      (await call(owner, 'POST', '/api/calendar-feeds', { kind: 'committee', committeeId: 'nope' })).statusCode,
    ).toBe(404);
    expect((await call(owner, 'POST', '/api/calendar-feeds', { kind: 'tag', tagId: 999_999 })).statusCode).toBe(404);
  });

  // Decision 066: a feed's filters are a JSON body, so its lists are arrays (event type ids as numbers), as the
  // document says; the events call's query-string forms ("4,5", one bare value) are refused there.
  it('takes a calendar feed’s lists as arrays and reads them back at each fetch', async () => {
    const created = await call(owner, 'POST', '/api/calendar-feeds', {
      kind: 'calendar',
      filters: { stateCodes: ['sd'], eventTypeIds: [3, 4] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json<CreatedCalendarFeed>();
    expect(feed.filters).toMatchObject({ stateCodes: ['SD'], eventTypeIds: [3, 4] });
    const token = /\/api\/calendar-feeds\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.url)?.[1] ?? '';
    const response = await fetch(`${baseUrl}/api/calendar-feeds/${token}.ics`);
    expect(response.status).toBe(200);
    for (const filters of [{ eventTypeIds: '3,4' }, { eventTypeIds: 3 }, { stateCodes: 'SD' }]) {
      const refused = await call(owner, 'POST', '/api/calendar-feeds', { kind: 'calendar', filters });
      expect(refused.statusCode, JSON.stringify(filters)).toBe(400);
    }
  });

  it('serves a calendar feed over HTTP without a cookie: the state’s zone across DST, stable UIDs, SEQUENCE', async () => {
    const personal = await addEvent(owner, { title: 'Feed check', startTime: '2024-02-01T15:00:00Z' });
    const created = await call(owner, 'POST', '/api/calendar-feeds', {
      kind: 'calendar',
      filters: { stateCodes: ['SD', 'NY'], includeUserEvents: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json<CreatedCalendarFeed>();
    const token = /\/api\/calendar-feeds\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.url)?.[1] ?? '';
    expect(token.length).toBe(43);
    // Only the token's SHA-256 is stored.
    const [stored] = await testApp.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await fetch(`${baseUrl}/api/calendar-feeds/${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const byUid = new Map(vevents.map((event) => [event.uid, event]));

    const winter = byUid.get(`${known.sdHearing}@statehouse`);
    expect(winter?.summary).toBe('Senate Judiciary');
    expect(winter?.startDate.zone?.tzid).toBe('America/Chicago');
    expect(winter?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect([winter?.startDate.hour, winter?.startDate.minute]).toEqual([7, 45]);
    expect(winter?.startDate.toJSDate().toISOString()).toBe('2024-01-25T13:45:00.000Z');
    expect(winter?.location).toBe('Room 413');
    expect(winter?.description).toContain('SB 90');

    // A June hearing in New York: daylight-saving time, UTC-4.
    const summer = byUid.get(`${known.nySummerHearing}@statehouse`);
    expect(summer?.startDate.zone?.tzid).toBe('America/New_York');
    expect([summer?.startDate.hour, summer?.startDate.minute]).toEqual([13, 0]);
    expect(summer?.startDate.toJSDate().toISOString()).toBe('2014-06-04T17:00:00.000Z');

    const cancelled = vevents.filter((event) => event.component.getFirstPropertyValue('status') === 'CANCELLED');
    expect(cancelled.length).toBe(1);
    expect(byUid.get(personal.uid)?.summary).toBe('Feed check');
    expect(byUid.get(personal.uid)?.sequence).toBe(0);

    // An edit keeps the UID and raises SEQUENCE in the feed.
    await call(owner, 'PATCH', `/api/calendar-events/user/${personal.id}`, { title: 'Feed check moved' });
    const again = new ICAL.Component(
      ICAL.parse(await (await fetch(`${baseUrl}/api/calendar-feeds/${token}.ics`)).text()),
    );
    const edited = again
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .find((event) => event.uid === personal.uid);
    expect([edited?.summary, edited?.sequence]).toEqual(['Feed check moved', 1]);

    // Listed for the owner only; revoked, the URL answers 404.
    expect(
      (await call(owner, 'GET', '/api/calendar-feeds')).json<CalendarFeedsReply>().data.map((item) => item.id),
    ).toContain(feed.id);
    expect((await call(colleague, 'GET', '/api/calendar-feeds')).json<CalendarFeedsReply>().data).toEqual([]);
    expect((await call(outsider, 'DELETE', `/api/calendar-feeds/${feed.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/calendar-feeds/${feed.id}`)).statusCode).toBe(204);
    expect((await fetch(`${baseUrl}/api/calendar-feeds/${token}.ics`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/calendar-feeds/${'x'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('serves committee and tag feeds with only their hearings', async () => {
    const committeeFeed = (
      await call(owner, 'POST', '/api/calendar-feeds', { kind: 'committee', committeeId: known.nyEnergy })
    ).json<CreatedCalendarFeed>();
    const committeeIcs = new ICAL.Component(
      ICAL.parse(await (await fetch(committeeFeed.url.replace(/^https?:\/\/[^/]+/, baseUrl))).text()),
    );
    const uids = committeeIcs.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component).uid);
    expect(uids).toHaveLength(2);
    expect(uids).toContain(`${known.nyEnergyMeeting}@statehouse`);

    const [tag] = await testApp.app.db.select().from(tags).where(eq(tags.accountId, owner.accountId));
    const tagFeed = (
      await call(owner, 'POST', '/api/calendar-feeds', { kind: 'tag', tagId: tag!.id })
    ).json<CreatedCalendarFeed>();
    const tagIcs = new ICAL.Component(
      ICAL.parse(await (await fetch(tagFeed.url.replace(/^https?:\/\/[^/]+/, baseUrl))).text()),
    );
    const tagEvents = tagIcs.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(tagEvents.length).toBeGreaterThan(0);
    expect(tagEvents.every((event) => event.description.includes('SB 90'))).toBe(true);
    // The outsider cannot make a feed of another account's tag.
    expect((await call(outsider, 'POST', '/api/calendar-feeds', { kind: 'tag', tagId: tag!.id })).statusCode).toBe(404);
  });
});
