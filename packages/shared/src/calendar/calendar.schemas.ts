import { z } from 'zod';
import { isoDateTime } from '../common/date-time';
import { booleanParam, idParam, idValue, isoDateParam, listParam, listValue } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';
import { calendarEventTypeIds } from './event-types';

/** The longest range one calendar call reads (a year and a month: the month view's padding fits easily). */
export const CALENDAR_MAX_RANGE_DAYS = 400;
/** A range without dates: from today for this many days. */
export const CALENDAR_DEFAULT_RANGE_DAYS = 31;
export const CALENDAR_TITLE_MAX_LENGTH = 200;
export const CALENDAR_TEXT_MAX_LENGTH = 4000;

const stateCodeItem = z
  .string()
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'stateCodes must be two-letter state codes such as SD' })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined, {
    error: 'stateCodes must be two-letter state codes such as SD',
  });

const eventTypeIdItem = z.coerce
  .number({ error: 'eventTypeIds must be event type ids (GET /api/calendar-events/event-types)' })
  .int({ error: 'eventTypeIds must be event type ids (GET /api/calendar-events/event-types)' })
  .refine((value) => calendarEventTypeIds.includes(value), {
    error: `eventTypeIds must be event type ids ${calendarEventTypeIds.join(', ')} (GET /api/calendar-events/event-types)`,
  })
  .meta({ enum: [...calendarEventTypeIds] });

/** The filters of a calendar view, shared by the calendar calls and the calendar feeds. */
export const calendarFiltersSchema = z.object({
  stateCodes: listParam(stateCodeItem).optional().describe('Two-letter state codes; all states when absent.'),
  sessionCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,12}$/, { error: 'sessionCode must be a session code such as 24R' })
    .transform((value) => value.toUpperCase())
    .optional()
    .describe('Only the events of this session (of each state in stateCodes).'),
  eventTypeIds: listParam(eventTypeIdItem).optional().describe('Only these event types; all when absent.'),
  includeUserEvents: booleanParam.default(false).describe('Add your personal events.'),
  includeAccountEvents: booleanParam.default(false).describe("Add your account's (team) events."),
});
export type CalendarFilters = z.output<typeof calendarFiltersSchema>;
/** The filters as a caller sends them (lists as strings or arrays of strings). */
export type CalendarFiltersQuery = z.input<typeof calendarFiltersSchema>;

/**
 * The same filters inside a JSON body (a calendar feed's): lists are real arrays, event type ids numbers
 * (decision 066). A feed stores what this decoded and parses it again with this schema at each read.
 */
export const calendarFeedFiltersSchema = calendarFiltersSchema.extend({
  stateCodes: listValue(stateCodeItem).optional().describe('Two-letter state codes; all states when absent.'),
  eventTypeIds: listValue(eventTypeIdItem).optional().describe('Only these event types; all when absent.'),
});
/** A calendar feed's filters as a caller sends them. */
export type CalendarFeedFiltersInput = z.input<typeof calendarFeedFiltersSchema>;

/** GET /api/calendar-events and /api/calendar-events/extra. */
export const calendarEventsQuerySchema = calendarFiltersSchema
  .extend({
    startDate: isoDateParam.optional().describe(`First day (YYYY-MM-DD, UTC); today when absent.`),
    endDate: isoDateParam
      .optional()
      .describe(`Last day, included; ${CALENDAR_DEFAULT_RANGE_DAYS} days after startDate when absent.`),
  })
  .refine((query) => !query.startDate || !query.endDate || query.endDate >= query.startDate, {
    error: 'endDate must not be before startDate',
    path: ['endDate'],
  })
  .refine(
    (query) =>
      !query.startDate ||
      !query.endDate ||
      (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 <= CALENDAR_MAX_RANGE_DAYS,
    { error: `The range can be at most ${CALENDAR_MAX_RANGE_DAYS} days`, path: ['endDate'] },
  );
export type CalendarEventsQuery = z.input<typeof calendarEventsQuerySchema>;
export type CalendarEventsParams = z.output<typeof calendarEventsQuerySchema>;

export const calendarAgendaBillSchema = z.object({
  billId: z.string().nullable().describe('Null when the bill is not in the database.'),
  identifier: z.string().nullable(),
  title: z.string().nullable(),
  tracked: z.boolean().describe('The bill carries one of the tags you see.'),
});
export type CalendarAgendaBill = z.infer<typeof calendarAgendaBillSchema>;

export const calendarEventSchema = z.object({
  id: z.string().describe('Stable: event:<id>, user:<id> or action:<id>.'),
  typeId: z.number().int(),
  title: z.string(),
  stateCode: z.string().nullable(),
  startTime: z.string().describe('ISO date-time (UTC).'),
  endTime: z.string().nullable(),
  timezone: z.string().nullable().describe("The state's IANA time zone; null: show in the viewer's own."),
  allDay: z.boolean(),
  location: z.string().nullable(),
  status: z.enum(['confirmed', 'cancelled']),
  description: z.string().nullable(),
  committee: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  agenda: z.array(calendarAgendaBillSchema),
  /** Your own or your team's event: what the edit dialog needs. */
  userEvent: z
    .object({
      id: z.number().int(),
      scope: z.enum(['personal', 'account']),
      editable: z.boolean(),
      billId: z.string().nullable(),
      memberId: z.string().nullable(),
    })
    .nullable(),
  tracked: z.boolean().describe('A tracked bill is on the agenda, or the event is about one.'),
  hearingId: z
    .number()
    .int()
    .nullable()
    .describe('The recorded hearing of this event (watch it and read its transcript under committee videos).'),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** When a range has nothing: where the filters' hearings are, so an empty calendar can say where to look. */
export const calendarNearestSchema = z.object({
  before: z
    .string()
    .nullable()
    .describe(
      'The last day before startDate with a hearing or floor session for these filters (YYYY-MM-DD, the state’s own day).',
    ),
  after: z.string().nullable().describe('The first such day after endDate.'),
  states: z
    .array(
      z.object({
        stateCode: z.string(),
        count: z.number().int(),
        firstDate: z.string().describe('YYYY-MM-DD'),
        lastDate: z.string().describe('YYYY-MM-DD'),
      }),
    )
    .describe('Every state with hearings or floor sessions of these types, whatever the states and dates asked.'),
});
export type CalendarNearest = z.infer<typeof calendarNearestSchema>;

export const calendarEventsReplySchema = z.object({
  data: z.array(calendarEventSchema).describe('Oldest first.'),
  startDate: z.string(),
  endDate: z.string(),
  nearest: calendarNearestSchema
    .optional()
    .describe('Only when data is empty and legislative event types are asked for.'),
});
export type CalendarEventsReply = z.infer<typeof calendarEventsReplySchema>;

export const calendarEventTypesReplySchema = z.object({
  data: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
});
export type CalendarEventTypesReply = z.infer<typeof calendarEventTypesReplySchema>;

const userEventFields = {
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(CALENDAR_TITLE_MAX_LENGTH, `title can be at most ${CALENDAR_TITLE_MAX_LENGTH} characters`),
  description: z.string().trim().max(CALENDAR_TEXT_MAX_LENGTH, 'description is too long'),
  location: z.string().trim().max(500, 'location can be at most 500 characters'),
  stateCode: stateCodeItem.nullable(),
  billId: z.string().trim().min(1).max(100).nullable(),
  memberId: z.string().trim().min(1).max(200).nullable(),
  startTime: isoDateTime('startTime'),
  endTime: isoDateTime('endTime').nullable(),
  allDay: z.boolean(),
  scope: z.enum(['personal', 'account'], { error: 'scope must be personal or account' }),
};

const endNotBeforeStart = (value: { startTime?: string; endTime?: string | null }) =>
  !value.startTime || !value.endTime || Date.parse(value.endTime) >= Date.parse(value.startTime);

/** POST /api/calendar-events/user. */
export const createUserEventSchema = z
  .object({
    ...userEventFields,
    description: userEventFields.description.default(''),
    location: userEventFields.location.default(''),
    stateCode: userEventFields.stateCode.default(null),
    billId: userEventFields.billId.default(null),
    memberId: userEventFields.memberId.default(null),
    endTime: userEventFields.endTime.default(null),
    allDay: userEventFields.allDay.default(false),
    scope: userEventFields.scope.default('personal'),
  })
  .refine(endNotBeforeStart, { error: 'endTime must not be before startTime', path: ['endTime'] });
export type CreateUserEventRequest = z.input<typeof createUserEventSchema>;

/** PATCH /api/calendar-events/user/{id}: the fields to change. */
export const updateUserEventSchema = z
  .object(userEventFields)
  .partial()
  .refine(endNotBeforeStart, { error: 'endTime must not be before startTime', path: ['endTime'] })
  .refine((value) => Object.keys(value).length > 0, { error: 'Send at least one field to change' });
export type UpdateUserEventRequest = z.input<typeof updateUserEventSchema>;

export const userEventIdParamsSchema = z.object({ id: idParam('id') });

export const userEventReplySchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  scope: z.enum(['personal', 'account']),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  stateCode: z.string().nullable(),
  billId: z.string().nullable(),
  memberId: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  sequence: z.number().int(),
});
export type UserEventReply = z.infer<typeof userEventReplySchema>;

/** The 400s of a personal event's links, checked against the data: the event calls quote them. */
export const userEventLinkErrors = {
  noBill: 'billId names no bill',
  noMember: 'memberId names no member',
} as const;
/** What POST and PATCH /api/calendar-events/user say they refuse. */
export const userEventRules =
  'Refused with 400 "endTime must not be before startTime" for an event that ends before it starts, ' +
  `"${userEventLinkErrors.noBill}" when billId is not a bill and "${userEventLinkErrors.noMember}" when memberId ` +
  'is not a member.';

export const calendarFeedKinds = ['calendar', 'tag', 'committee'] as const;
export type CalendarFeedKind = (typeof calendarFeedKinds)[number];

/** POST /api/calendar-feeds. */
export const createCalendarFeedSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('calendar'),
      filters: calendarFeedFiltersSchema.prefault({}).describe('The calendar view the feed follows.'),
    }),
    z.object({ kind: z.literal('tag'), tagId: idValue('tagId') }),
    z.object({
      kind: z.literal('committee'),
      committeeId: z.string().trim().min(1, 'committeeId is required').max(200),
    }),
  ],
  { error: 'kind must be calendar, tag or committee' },
);
export type CreateCalendarFeedRequest = z.input<typeof createCalendarFeedSchema>;

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  kind: z.enum(calendarFeedKinds),
  tagId: z.number().int().nullable(),
  committeeId: z.string().nullable(),
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const createdCalendarFeedSchema = calendarFeedSchema.extend({
  url: z.string().describe('The subscription address with its secret token: shown this once, never stored.'),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const calendarFeedsReplySchema = z.object({ data: z.array(calendarFeedSchema) });
export type CalendarFeedsReply = z.infer<typeof calendarFeedsReplySchema>;

export const calendarFeedIdParamsSchema = z.object({ id: idParam('id') });

/** The feed file name: 43 base64url characters of token, then .ics. */
export const calendarFeedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, { error: 'Unknown calendar feed' }),
});
