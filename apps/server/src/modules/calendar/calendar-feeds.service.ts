import { createHash, randomBytes } from 'node:crypto';
import {
  type CalendarFeed,
  type CalendarFilters,
  type CreatedCalendarFeed,
  calendarFeedFiltersSchema,
  type createCalendarFeedSchema,
} from '@statehouse/shared/calendar/calendar.schemas';
import { legislativeClassifications } from '@statehouse/shared/calendar/event-types';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { calendarFeeds } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type LegislativeEventRow, listLegislativeEvents, listUserEvents } from './calendar.queries';
import type { Caller } from './calendar.service';
import {
  committeeName,
  findLiveFeed,
  insertFeed,
  listFeeds,
  revokeFeed,
  visibleTagName,
} from './calendar-feeds.queries';
import { type IcsEvent, writeCalendar } from './ics-writer';

/** A feed carries the latest this many of the legislature's events (no date window: calendar apps keep history). */
export const FEED_EVENT_LIMIT = 1_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type FeedRow = typeof calendarFeeds.$inferSelect;

const toFeed = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  kind: row.kind as CalendarFeed['kind'],
  tagId: row.tagId,
  committeeId: row.committeeId,
  filters: JSON.parse(row.filters) as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
});

export async function createFeed({
  db,
  caller,
  body,
  baseUrl,
}: {
  db: Database;
  caller: Caller;
  body: z.output<typeof createCalendarFeedSchema>;
  baseUrl: string;
}): Promise<CreatedCalendarFeed> {
  const viewer = { accountId: caller.accountId, userId: caller.id };
  if (body.kind === 'tag' && !(await visibleTagName(db, body.tagId, viewer))) {
    throw new AppError('NOT_FOUND', 'No tag of yours has this id');
  }
  if (body.kind === 'committee' && !(await committeeName(db, body.committeeId))) {
    throw new AppError('NOT_FOUND', 'No committee has this id');
  }
  // 32 random bytes: the token is the only credential of the feed URL; only its SHA-256 is stored.
  const token = randomBytes(32).toString('base64url');
  const row = await insertFeed(db, {
    accountId: caller.accountId,
    userId: caller.id,
    tokenHash: hashToken(token),
    kind: body.kind,
    tagId: body.kind === 'tag' ? body.tagId : null,
    committeeId: body.kind === 'committee' ? body.committeeId : null,
    filters: JSON.stringify(body.kind === 'calendar' ? body.filters : {}),
  });
  return { ...toFeed(row), url: `${baseUrl.replace(/\/+$/, '')}/api/calendar-feeds/${token}.ics` };
}

export async function getFeeds({ db, caller }: { db: Database; caller: Caller }) {
  const rows = await listFeeds(db, { accountId: caller.accountId, userId: caller.id });
  return { data: rows.map(toFeed) };
}

export async function deleteFeed({ db, caller, id }: { db: Database; caller: Caller; id: number }) {
  if ((await revokeFeed(db, { accountId: caller.accountId, userId: caller.id }, id)) === 0) {
    throw new AppError('NOT_FOUND', 'No calendar feed of yours has this id');
  }
}

// SEQUENCE of an imported event: the minutes from 2020 to its last change. The importers rewrite a row only when
// the source record changed (decision 012), so a moved or cancelled hearing gets a higher number.
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
const sequenceOf = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 60_000));

function legislativeIcs(row: LegislativeEventRow, siteUrl: string): IcsEvent {
  const agenda = (
    typeof row.agenda === 'string' ? JSON.parse(row.agenda) : row.agenda
  ) as LegislativeEventRow['agenda'];
  const description = [
    row.committeeName ? `Committee: ${row.committeeName}` : null,
    row.description,
    agenda.length > 0
      ? `Agenda: ${agenda.map((item) => [item.identifier, item.title].filter(Boolean).join(' ')).join('; ')}`
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  const updatedAt = new Date(row.updatedAt);
  return {
    uid: `${row.id}@statehouse`,
    sequence: sequenceOf(updatedAt),
    title: row.name,
    start: new Date(row.startTime),
    end: null,
    timezone: row.timezone,
    allDay: row.allDay,
    location: row.location,
    description: description || null,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    url: `${siteUrl}/calendar?date=${new Date(row.startTime).toISOString().slice(0, 10)}`,
    lastModified: updatedAt,
  };
}

/** The feed's calendar text, or undefined for an unknown or revoked token (the route answers 404). */
export async function renderFeed({
  db,
  token,
  siteUrl,
}: {
  db: Database;
  token: string;
  siteUrl: string;
}): Promise<string | undefined> {
  const feed = await findLiveFeed(db, hashToken(token));
  if (!feed) return undefined;
  const viewer = { accountId: feed.accountId, userId: feed.userId };
  const base = { classifications: legislativeClassifications(undefined), newestFirst: true, limit: FEED_EVENT_LIMIT };
  let name = 'Statehouse calendar';
  let events: IcsEvent[] = [];
  if (feed.kind === 'tag') {
    const tagName = feed.tagId === null ? undefined : await visibleTagName(db, feed.tagId, viewer);
    // A tag the owner no longer sees (deleted, unshared) ends the feed.
    if (!tagName || feed.tagId === null) return undefined;
    name = `Statehouse: ${tagName}`;
    const rows = await listLegislativeEvents(db, { ...base, tagId: feed.tagId }, viewer);
    events = rows.map((row) => legislativeIcs(row, siteUrl));
  } else if (feed.kind === 'committee') {
    const committee = feed.committeeId === null ? undefined : await committeeName(db, feed.committeeId);
    if (!committee || feed.committeeId === null) return undefined;
    name = `Statehouse: ${committee.stateCode} ${committee.name}`;
    const rows = await listLegislativeEvents(db, { ...base, committeeId: feed.committeeId }, viewer);
    events = rows.map((row) => legislativeIcs(row, siteUrl));
  } else {
    // Stored as the body schema decoded it (arrays, numbers in eventTypeIds), which that schema reads again.
    const filters: CalendarFilters = calendarFeedFiltersSchema.parse(JSON.parse(feed.filters));
    const rows = await listLegislativeEvents(
      db,
      {
        ...base,
        classifications: legislativeClassifications(filters.eventTypeIds),
        stateCodes: filters.stateCodes,
        sessionCode: filters.sessionCode,
      },
      viewer,
    );
    const own = await listUserEvents(db, viewer, {
      personal: filters.includeUserEvents,
      account: filters.includeAccountEvents,
      limit: FEED_EVENT_LIMIT,
    });
    events = [
      ...rows.map((row) => legislativeIcs(row, siteUrl)),
      ...own.map(
        (row): IcsEvent => ({
          uid: row.uid,
          sequence: row.sequence,
          title: row.title,
          start: row.startTime,
          end: row.endTime,
          timezone: null,
          allDay: row.allDay,
          location: row.location || null,
          description: row.description || null,
          status: 'confirmed',
          url: null,
          lastModified: row.updatedAt,
        }),
      ),
    ];
  }
  return writeCalendar(name, events);
}
