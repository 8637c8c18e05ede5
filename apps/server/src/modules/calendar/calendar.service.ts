import { randomUUID } from 'node:crypto';
import type {
  CalendarEvent,
  CalendarEventsParams,
  CalendarEventsReply,
  CreateUserEventRequest,
  UpdateUserEventRequest,
  UserEventReply,
} from '@statehouse/shared/calendar/calendar.schemas';
import { CALENDAR_DEFAULT_RANGE_DAYS, userEventLinkErrors } from '@statehouse/shared/calendar/calendar.schemas';
import { calendarEventTypeId, legislativeClassifications } from '@statehouse/shared/calendar/event-types';
import { stateTimeZone } from '@statehouse/shared/reference/states';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import {
  type BillActionRow,
  deleteUserEvent,
  existingIds,
  findUserEvent,
  insertUserEvent,
  type LegislativeEventRow,
  listLegislativeEvents,
  listTrackedBillActions,
  listUserEvents,
  nearestLegislativeDays,
  statesWithLegislativeEvents,
  type UserEventRow,
  updateUserEvent,
} from './calendar.queries';

/** The most events one calendar call returns (a month of every state is a few hundred). */
export const CALENDAR_EVENT_LIMIT = 2_000;

export type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role' | 'fullAccount'>;

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * DAY).toISOString().slice(0, 10);

/** Admins and full users write the account's (team) events; everyone writes their own. */
const canWriteAccountEvents = (caller: Caller) => caller.role === 'admin' || caller.fullAccount;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toCalendarEvent(row: LegislativeEventRow): CalendarEvent {
  const agenda = typeof row.agenda === 'string' ? JSON.parse(row.agenda) : row.agenda;
  return {
    id: `event:${row.id}`,
    typeId: calendarEventTypeId(row.classification),
    title: row.name,
    stateCode: row.stateCode,
    startTime: iso(row.startTime),
    endTime: null,
    timezone: row.timezone,
    allDay: row.allDay,
    location: row.location,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    description: row.description,
    committee: row.committeeName ? { id: row.committeeId, name: row.committeeName } : null,
    agenda,
    userEvent: null,
    tracked: agenda.some((item: { tracked: boolean }) => item.tracked),
    hearingId: row.hearingId ?? null,
  };
}

export function userEventToCalendarEvent(row: UserEventRow, caller: Caller): CalendarEvent {
  const scope = row.scope === 'account' ? 'account' : 'personal';
  return {
    id: `user:${row.id}`,
    typeId: calendarEventTypeId(scope),
    title: row.title,
    stateCode: row.stateCode,
    startTime: iso(row.startTime),
    endTime: row.endTime ? iso(row.endTime) : null,
    timezone: row.stateCode ? (stateTimeZone(row.stateCode) ?? null) : null,
    allDay: row.allDay,
    location: row.location || null,
    status: 'confirmed',
    description: row.description || null,
    committee: null,
    agenda: [],
    userEvent: {
      id: row.id,
      scope,
      editable: scope === 'personal' ? row.userId === caller.id : canWriteAccountEvents(caller),
      billId: row.billId,
      memberId: row.memberId,
    },
    tracked: false,
    hearingId: null,
  };
}

function actionToCalendarEvent(row: BillActionRow): CalendarEvent {
  return {
    id: `action:${row.id}`,
    typeId: calendarEventTypeId('bill-action'),
    title: `${row.identifier}: ${row.text}`,
    stateCode: row.stateCode,
    // A dated action has no time: midnight UTC of its date, shown as an all-day item.
    startTime: `${row.date}T00:00:00.000Z`,
    endTime: null,
    timezone: null,
    allDay: true,
    location: null,
    status: 'confirmed',
    description: row.title,
    committee: null,
    agenda: [{ billId: row.billId, identifier: row.identifier, title: row.title, tracked: true }],
    userEvent: null,
    tracked: true,
    hearingId: null,
  };
}

const wants = (typeIds: readonly number[] | undefined, key: string) =>
  typeIds === undefined || typeIds.includes(calendarEventTypeId(key));

/**
 * The calendar of a date range: the legislature's events, then (when asked) the caller's and the account's own.
 * `extra` adds the dated actions of the bills the caller tracks (decision 032). An empty range also answers
 * `nearest`: the closest days with hearings for the same filters, and every state that has any (decision 064).
 */
export async function getCalendarEvents({
  db,
  caller,
  params,
  extra = false,
  today,
}: {
  db: Database;
  caller: Caller;
  params: CalendarEventsParams;
  extra?: boolean;
  today?: Date;
}): Promise<CalendarEventsReply> {
  const startDate = params.startDate ?? (today ?? new Date()).toISOString().slice(0, 10);
  const endDate = params.endDate ?? addDays(startDate, CALENDAR_DEFAULT_RANGE_DAYS);
  if (endDate < startDate) throw new AppError('VALIDATION_FAILED', 'endDate must not be before startDate');
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY);
  const viewer = { accountId: caller.accountId, userId: caller.id };
  const [legislative, own, actions] = await Promise.all([
    listLegislativeEvents(
      db,
      {
        from,
        to,
        stateCodes: params.stateCodes,
        sessionCode: params.sessionCode,
        classifications: legislativeClassifications(params.eventTypeIds),
        limit: CALENDAR_EVENT_LIMIT,
      },
      viewer,
    ),
    listUserEvents(db, viewer, {
      personal: params.includeUserEvents && wants(params.eventTypeIds, 'personal'),
      account: params.includeAccountEvents && wants(params.eventTypeIds, 'account'),
      from,
      to,
      limit: CALENDAR_EVENT_LIMIT,
    }),
    extra && wants(params.eventTypeIds, 'bill-action')
      ? listTrackedBillActions(
          db,
          {
            fromDate: startDate,
            toDate: endDate,
            stateCodes: params.stateCodes,
            sessionCode: params.sessionCode,
            limit: CALENDAR_EVENT_LIMIT,
          },
          viewer,
        )
      : Promise.resolve([]),
  ]);
  const data = [
    ...legislative.map(toCalendarEvent),
    ...own.map((row) => userEventToCalendarEvent(row, caller)),
    ...actions.map(actionToCalendarEvent),
  ].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  const classifications = legislativeClassifications(params.eventTypeIds);
  if (data.length > 0 || classifications.length === 0) return { data, startDate, endDate };
  // An empty range: say where the hearings are, so the page can offer the nearest dates and the states that have some.
  const [nearest, states] = await Promise.all([
    nearestLegislativeDays(db, {
      from,
      to,
      stateCodes: params.stateCodes,
      sessionCode: params.sessionCode,
      classifications,
    }),
    statesWithLegislativeEvents(db, classifications),
  ]);
  return { data, startDate, endDate, nearest: { ...nearest, states } };
}

function toUserEventReply(row: UserEventRow): UserEventReply {
  return {
    id: row.id,
    uid: row.uid,
    scope: row.scope === 'account' ? 'account' : 'personal',
    title: row.title,
    description: row.description,
    location: row.location,
    stateCode: row.stateCode,
    billId: row.billId,
    memberId: row.memberId,
    startTime: iso(row.startTime),
    endTime: row.endTime ? iso(row.endTime) : null,
    allDay: row.allDay,
    sequence: row.sequence,
  };
}

async function checkLinks(db: Database, billId: string | null | undefined, memberId: string | null | undefined) {
  if (!billId && !memberId) return;
  const found = await existingIds(db, billId ?? null, memberId ?? null);
  if (billId && !found.bill) throw new AppError('VALIDATION_FAILED', userEventLinkErrors.noBill);
  if (memberId && !found.member) throw new AppError('VALIDATION_FAILED', userEventLinkErrors.noMember);
}

const notYours = () => new AppError('NOT_FOUND', 'No calendar event of yours has this id');

export async function createUserEvent({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: Caller;
  body: Required<Omit<CreateUserEventRequest, 'endTime'>> & { endTime: string | null };
}): Promise<UserEventReply> {
  if (body.scope === 'account' && !canWriteAccountEvents(caller)) {
    throw new AppError('FORBIDDEN', 'Only admins and full users add team events');
  }
  await checkLinks(db, body.billId, body.memberId);
  const row = await insertUserEvent(db, {
    accountId: caller.accountId,
    userId: caller.id,
    scope: body.scope,
    uid: `${randomUUID()}@statehouse`,
    title: body.title,
    description: body.description,
    location: body.location,
    stateCode: body.stateCode,
    billId: body.billId,
    memberId: body.memberId,
    startTime: new Date(body.startTime),
    endTime: body.endTime ? new Date(body.endTime) : null,
    allDay: body.allDay,
  });
  return toUserEventReply(row);
}

/** The event when the caller may change it: their own personal event, or a team event for admins and full users. */
async function writableEvent(db: Database, caller: Caller, id: number) {
  const row = await findUserEvent(db, caller.accountId, id);
  if (!row) throw notYours();
  if (row.scope === 'personal' && row.userId !== caller.id) throw notYours();
  if (row.scope === 'account' && !canWriteAccountEvents(caller)) {
    throw new AppError('FORBIDDEN', 'Only admins and full users change team events');
  }
  return row;
}

export async function changeUserEvent({
  db,
  caller,
  id,
  body,
}: {
  db: Database;
  caller: Caller;
  id: number;
  body: UpdateUserEventRequest;
}): Promise<UserEventReply> {
  const current = await writableEvent(db, caller, id);
  if (body.scope === 'account' && !canWriteAccountEvents(caller)) {
    throw new AppError('FORBIDDEN', 'Only admins and full users add team events');
  }
  const start = body.startTime ? new Date(body.startTime) : current.startTime;
  const end = body.endTime === undefined ? current.endTime : body.endTime ? new Date(body.endTime) : null;
  if (end && end < start) throw new AppError('VALIDATION_FAILED', 'endTime must not be before startTime');
  await checkLinks(db, body.billId, body.memberId);
  const { startTime, endTime, ...rest } = body;
  const row = await updateUserEvent(db, caller.accountId, id, {
    ...rest,
    ...(startTime ? { startTime: new Date(startTime) } : {}),
    ...(endTime !== undefined ? { endTime: endTime ? new Date(endTime) : null } : {}),
    // A team event moved to personal becomes the mover's own.
    ...(body.scope === 'personal' ? { userId: caller.id } : {}),
  });
  if (!row) throw notYours();
  return toUserEventReply(row);
}

export async function removeUserEvent({ db, caller, id }: { db: Database; caller: Caller; id: number }): Promise<void> {
  await writableEvent(db, caller, id);
  if ((await deleteUserEvent(db, caller.accountId, id)) === 0) throw notYours();
}
