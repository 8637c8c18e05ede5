import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { billListBodySchema } from '../bills/bills.schemas';
import { ianaTimeZone } from '../common/date-time';
import { isoDateParam, MAX_ROW_ID, pageParam, pageSizeParam } from '../common/query-params';
import { progressStatusCodes } from '../reference/bill-status';
import { decodeSessionKey, encodeSessionSelection, type SessionSelection } from '../reference/sessions';
import { parseStateCode, STATE_CODE_PATTERN, STATE_KEY_PATTERN } from '../reference/states';
import { tagLogics, trackTypes } from '../tracking/tracking.schemas';

/** The most bills one report may hold; a larger choice answers 400 with this number. */
export const REPORT_MAX_BILLS = 500;
/** The most roll calls one vote report reads. */
export const REPORT_MAX_VOTES = 200;
/** Rows a preview shows (the file holds them all). */
export const REPORT_PREVIEW_ROWS = 50;
export const REPORT_MAX_RECIPIENTS = 20;
/** A logo sent inline (a data URL) may be at most this large. */
export const REPORT_LOGO_MAX_BYTES = 512 * 1024;

export const reportFormats = ['pdf', 'xlsx', 'csv', 'docx'] as const;
export type ReportFormat = (typeof reportFormats)[number];
export const reportFormatLabels: Record<ReportFormat, string> = {
  pdf: 'PDF',
  xlsx: 'Excel (XLSX)',
  csv: 'CSV',
  docx: 'Word (DOCX)',
};

export const reportKinds = ['bill', 'vote', 'tracking-activity', 'track-download'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportKindLabels: Record<ReportKind, string> = {
  bill: 'Bill report',
  vote: 'Vote report',
  'tracking-activity': 'Tracking activity',
  'track-download': 'Tracked bills',
};

export const billReportColumns = [
  'bill',
  'state',
  'session',
  'title',
  'status',
  'lastActionDate',
  'lastAction',
  'nextHearing',
  'tags',
  'position',
  'trackedBy',
  'firstTracked',
  'link',
] as const;
export type BillReportColumn = (typeof billReportColumns)[number];
export const billReportColumnLabels: Record<BillReportColumn, string> = {
  bill: 'Bill',
  state: 'State',
  session: 'Session',
  title: 'Title',
  status: 'Status',
  lastActionDate: 'Latest action date',
  lastAction: 'Latest action',
  nextHearing: 'Next hearing',
  tags: 'Tags',
  position: 'Position',
  trackedBy: 'Tracked by',
  firstTracked: 'First tracked',
  link: 'Link',
};
export const defaultBillReportColumns: BillReportColumn[] = [
  'bill',
  'title',
  'status',
  'lastActionDate',
  'lastAction',
  'nextHearing',
  'position',
];

export const billReportGroupings = ['none', 'state', 'tag', 'position', 'status'] as const;
export type BillReportGrouping = (typeof billReportGroupings)[number];
export const billReportGroupingLabels: Record<BillReportGrouping, string> = {
  none: 'No grouping',
  state: 'State',
  tag: 'Tag',
  position: 'Position',
  status: 'Status',
};

const stateCode = z
  .string()
  .trim()
  .refine((value) => parseStateCode(value) !== undefined, { error: 'states must be two-letter state codes such as TX' })
  .meta({ pattern: STATE_CODE_PATTERN.source })
  .transform((value) => value.toUpperCase());
const tagId = z
  .number({ error: 'tagIds must be tag ids' })
  .int('tagIds must be tag ids')
  .positive('tagIds must be tag ids');
const progressError = `progressStatuses must be progress codes ${progressStatusCodes[0]}-${progressStatusCodes.at(-1)}`;

const isSessionSelection = (value: unknown): value is SessionSelection =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

/**
 * The bill list's filters as JSON: lists are real arrays (statuses [1, 2]; decision 066). A schedule stores the
 * filters as this schema decoded them and they are parsed again at each run, so the two decoded forms that are not
 * inputs are written back first: a null stateCode is ALL, a sessionCode selection its key (25R, ALL_ACTIVE).
 */
const asRequestValues = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === 'stateCode' && item === null) return [key, 'ALL'];
      if (key === 'sessionCode' && isSessionSelection(item)) return [key, encodeSessionSelection(item)];
      return [key, item];
    }),
  );
};
export const advancedSearchFiltersSchema = z.preprocess(asRequestValues, billListBodySchema);

/**
 * Which bills a report covers: tracked bills carrying chosen tags, tracked bills matching filters, any bills
 * matching an advanced search, or a list of bill ids.
 */
export const billSelectionSchema = z
  .discriminatedUnion(
    'by',
    [
      z
        .object({
          by: z.literal('tags'),
          tagIds: z.array(tagId).min(1, 'Choose at least one tag').max(50, 'Choose at most 50 tags'),
          tagLogic: z.enum(tagLogics, { error: 'tagLogic must be and or or' }).optional(),
        })
        .describe('Tracked bills carrying any (or, with tagLogic and, all) of these tags.'),
      z
        .object({
          by: z.literal('tracked'),
          states: z.array(stateCode).max(60).optional(),
          sessionKeys: z
            .array(
              z
                .string()
                .trim()
                .regex(/^([A-Za-z]{2}-)?[0-9A-Za-z]{1,12}$/, {
                  error: 'sessionKeys must be session ids such as TX-892 or session codes such as 25R',
                })
                .transform((value) => value.toUpperCase()),
            )
            .max(60)
            .optional(),
          progressStatuses: z
            .array(
              z
                .number({ error: progressError })
                .int(progressError)
                .refine((code) => (progressStatusCodes as readonly number[]).includes(code), { error: progressError })
                .meta({ enum: [...progressStatusCodes] }),
            )
            .optional(),
          trackTypes: z.array(z.enum(trackTypes, { error: `trackTypes must be ${trackTypes.join(', ')}` })).optional(),
          search: z.string().trim().max(200, 'search can be at most 200 characters').optional(),
          activeOnly: z.boolean().optional(),
        })
        .describe('Tracked bills matching these filters (all tracked bills without any).'),
      z
        .object({
          by: z.literal('search'),
          filters: advancedSearchFiltersSchema.describe(
            'The advanced-search filters (page, pageSize, sort and order are ignored).',
          ),
        })
        .describe(`Any bills matching an advanced search (the first ${REPORT_MAX_BILLS}, latest action first).`),
      z
        .object({
          by: z.literal('bills'),
          billIds: z
            .array(billIdSchema)
            .min(1, 'Choose at least one bill')
            .max(REPORT_MAX_BILLS, `A report can hold at most ${REPORT_MAX_BILLS} bills`),
        })
        .describe('These bills, tracked or not.'),
    ],
    { error: 'selection.by must be tags, tracked, search or bills' },
  )
  .describe('BillSelection');
export type BillSelection = z.output<typeof billSelectionSchema>;
export type BillSelectionInput = z.input<typeof billSelectionSchema>;

const titleField = z.string().trim().max(200, 'title can be at most 200 characters').optional();
const formatField = z
  .enum(reportFormats, { error: `format must be one of ${reportFormats.join(', ')}` })
  .describe('pdf, xlsx, csv or docx.');
const previewField = z
  .boolean()
  .optional()
  .describe(`true: answer the rows as JSON (the first ${REPORT_PREVIEW_ROWS}) and store nothing.`);

/** The report's own choices, without format or preview: what a schedule stores as its parameters. */
export const billReportParametersSchema = z
  .object({
    selection: billSelectionSchema,
    columns: z
      .array(z.enum(billReportColumns, { error: `columns must be among ${billReportColumns.join(', ')}` }))
      .min(1, 'Choose at least one column')
      .max(billReportColumns.length)
      .optional()
      .describe(`Columns in order; default ${defaultBillReportColumns.join(', ')}.`),
    groupBy: z
      .enum(billReportGroupings, { error: `groupBy must be one of ${billReportGroupings.join(', ')}` })
      .optional()
      .describe('none (default), state, tag (a bill with two tags is in both groups), position or status.'),
    title: titleField,
  })
  .describe('BillReportParameters');
export type BillReportParameters = z.output<typeof billReportParametersSchema>;
export const billReportRequestSchema = billReportParametersSchema
  .extend({ format: formatField.default('pdf'), preview: previewField })
  .describe('BillReportRequest');
export type BillReportRequest = z.output<typeof billReportRequestSchema>;
export type BillReportRequestInput = z.input<typeof billReportRequestSchema>;

const dateRange = {
  dateFrom: isoDateParam.optional().describe('From this date (YYYY-MM-DD).'),
  dateTo: isoDateParam.optional().describe('Up to and including this date (YYYY-MM-DD).'),
};
const dateOrder = <T extends { dateFrom?: string; dateTo?: string }>(value: T) =>
  !(value.dateFrom && value.dateTo && value.dateFrom > value.dateTo);

export const voteReportParametersSchema = z
  .object({
    selection: billSelectionSchema,
    chamber: z
      .enum(['upper', 'lower'], { error: 'chamber must be upper or lower' })
      .optional()
      .describe('Only roll calls of this chamber.'),
    ...dateRange,
    includeMemberVotes: z.boolean().optional().describe('List every member’s vote (default true).'),
    title: titleField,
  })
  .refine(dateOrder, { error: 'dateFrom must not be after dateTo', path: ['dateFrom'] })
  .describe('VoteReportParameters');
export type VoteReportParameters = z.output<typeof voteReportParametersSchema>;
export const voteReportRequestSchema = voteReportParametersSchema
  .safeExtend({ format: formatField.default('pdf'), preview: previewField })
  .describe('VoteReportRequest');
export type VoteReportRequest = z.output<typeof voteReportRequestSchema>;
export type VoteReportRequestInput = z.input<typeof voteReportRequestSchema>;

export const trackingActivityParametersSchema = z
  .object({
    /** Relative periods keep a schedule current: each run covers the days before it. */
    periodDays: z
      .number({ error: 'periodDays must be a whole number' })
      .int('periodDays must be a whole number')
      .min(1, 'periodDays must be at least 1')
      .max(366, 'periodDays can be at most 366')
      .optional()
      .describe('The last N days up to today (default 7); ignored when dateFrom is given.'),
    ...dateRange,
    tagIds: z.array(tagId).max(50).optional().describe('Only bills carrying these tags (default every tracked bill).'),
    lobbyistUsersOnly: z
      .boolean({ error: 'lobbyistUsersOnly must be true or false' })
      .optional()
      .describe(
        'Only bills the account’s lobbyists track, their personal tags included (the lobbyist portal’s activity report; admins and users only).',
      ),
    userIds: z
      .array(
        z
          .number({ error: 'userIds must be user ids' })
          .int('userIds must be user ids')
          .positive('userIds must be user ids')
          .max(MAX_ROW_ID, 'userIds must be user ids'),
      )
      .max(100, 'userIds can list at most 100 users')
      .optional()
      .describe('Only bills these users track (admins and users only).'),
    title: titleField,
  })
  .refine(dateOrder, { error: 'dateFrom must not be after dateTo', path: ['dateFrom'] })
  .describe('TrackingActivityParameters');
export type TrackingActivityParameters = z.output<typeof trackingActivityParametersSchema>;
export const trackingActivityRequestSchema = trackingActivityParametersSchema
  .safeExtend({ format: formatField.default('pdf'), preview: previewField })
  .describe('TrackingActivityRequest');
export type TrackingActivityRequest = z.output<typeof trackingActivityRequestSchema>;

export const trackDownloadParametersSchema = z
  .object({
    selection: billSelectionSchema
      .optional()
      .describe('Default: every tracked bill. Only tags and tracked selections make sense here.'),
    title: titleField,
  })
  .describe('TrackDownloadParameters');
export type TrackDownloadParameters = z.output<typeof trackDownloadParametersSchema>;
export const trackDownloadRequestSchema = trackDownloadParametersSchema
  .extend({ format: formatField.default('xlsx') })
  .describe('TrackDownloadRequest');
export type TrackDownloadRequest = z.output<typeof trackDownloadRequestSchema>;

/** POST /api/report/advanced-search: the bill list's filters as a JSON body. */
export const advancedSearchRequestSchema = advancedSearchFiltersSchema.describe('AdvancedSearchRequest');

/** A produced report (report_runs). */
export const reportRunSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(reportKinds),
    format: z.enum(reportFormats),
    title: z.string(),
    status: z.enum(['running', 'done', 'failed']),
    fileName: z.string().nullable(),
    sizeBytes: z.number().int().nullable(),
    rowCount: z.number().int().nullable(),
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    createdBy: z.string().nullable().describe('Who ran it; null for a scheduled run.'),
    schedule: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    deliveredTo: z.array(z.string()).nullable(),
    downloadUrl: z.string().nullable().describe('GET this (signed in to the account) for the file.'),
  })
  .describe('ReportRun');
export type ReportRun = z.infer<typeof reportRunSchema>;

export const reportPreviewSchema = z
  .object({
    title: z.string(),
    subtitle: z.string(),
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    tables: z.array(
      z.object({
        caption: z.string(),
        columns: z.array(z.object({ key: z.string(), header: z.string(), type: z.string() })),
        rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
        groupBy: z.string().nullable(),
        total: z.number().int().describe('Rows in the file; the preview holds at most the first 50.'),
      }),
    ),
  })
  .describe('ReportPreview');
export type ReportPreview = z.infer<typeof reportPreviewSchema>;

/** What a report call answers: a preview, or the stored run. */
export const reportReplySchema = z
  .union([z.object({ preview: reportPreviewSchema }), z.object({ run: reportRunSchema })])
  .describe('ReportReply');
export type ReportReply = z.infer<typeof reportReplySchema>;

export const recentReportsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(100, 20),
});
export const recentReportsReplySchema = z
  .object({
    items: z.array(reportRunSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe('RecentReports');
export type RecentReportsReply = z.infer<typeof recentReportsReplySchema>;

export const reportStatsSchema = z
  .object({
    total: z.number().int(),
    last30Days: z.number().int(),
    failedLast30Days: z.number().int(),
    deliveredLast30Days: z.number().int(),
    byKind: z.array(z.object({ kind: z.enum(reportKinds), count: z.number().int() })),
    byFormat: z.array(z.object({ format: z.enum(reportFormats), count: z.number().int() })),
    schedules: z.number().int(),
    nextScheduledAt: z.iso.datetime().nullable(),
    lastRunAt: z.iso.datetime().nullable(),
  })
  .describe('ReportStats');
export type ReportStats = z.infer<typeof reportStatsSchema>;

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colours must be #rrggbb, such as #1e3a8a')
  .transform((value) => value.toLowerCase());

export const reportSettingsSchema = z
  .object({
    organizationName: z.string().nullable(),
    primaryColor: z.string(),
    accentColor: z.string(),
    footerText: z.string(),
    defaultFormat: z.enum(reportFormats),
    logo: z
      .object({ fileId: z.uuid(), name: z.string(), contentType: z.string(), url: z.string() })
      .nullable()
      .describe('The logo on covers; url serves its bytes.'),
    updatedAt: z.iso.datetime().nullable(),
  })
  .describe('ReportSettings');
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const reportSettingsInputSchema = z
  .object({
    organizationName: z.string().trim().max(120, 'organizationName can be at most 120 characters').nullable(),
    primaryColor: hexColor,
    accentColor: hexColor,
    footerText: z.string().trim().max(300, 'footerText can be at most 300 characters'),
    defaultFormat: z.enum(reportFormats, { error: `defaultFormat must be one of ${reportFormats.join(', ')}` }),
    logoFileId: z
      .uuid('logoFileId must be the id of a stored file')
      .nullable()
      .describe('A PNG or JPEG in the account’s file storage; null removes the logo.'),
    logoDataUrl: z
      .string()
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'logoDataUrl must be a PNG or JPEG data: URL')
      .describe(
        `A PNG or JPEG of at most ${REPORT_LOGO_MAX_BYTES / 1024} KB as a data: URL; stored in the account’s files as "Report logo".`,
      ),
  })
  .partial()
  .refine((value) => !(value.logoFileId && value.logoDataUrl), {
    error: 'Send either logoFileId or logoDataUrl, not both',
    path: ['logoDataUrl'],
  })
  .describe('ReportSettingsInput');
export type ReportSettingsInput = z.input<typeof reportSettingsInputSchema>;

export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const scheduleDeliveries = ['attachment', 'link'] as const;

const scheduleBase = {
  name: z.string().trim().min(1, 'Name the schedule').max(120, 'name can be at most 120 characters'),
  format: formatField.default('pdf'),
  frequency: z.enum(scheduleFrequencies, { error: 'frequency must be daily, weekly or monthly' }),
  dayOfWeek: z
    .number({ error: 'dayOfWeek must be 0 (Sunday) to 6' })
    .int('dayOfWeek must be 0 (Sunday) to 6')
    .min(0, 'dayOfWeek must be 0 (Sunday) to 6')
    .max(6, 'dayOfWeek must be 0 (Sunday) to 6')
    .optional()
    .describe('Weekly: 0 (Sunday) to 6; default 1 (Monday).'),
  dayOfMonth: z
    .number({ error: 'dayOfMonth must be 1 to 28' })
    .int('dayOfMonth must be 1 to 28')
    .min(1, 'dayOfMonth must be 1 to 28')
    .max(28, 'dayOfMonth must be 1 to 28')
    .optional()
    .describe('Monthly: 1 to 28; default 1.'),
  timeOfDay: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeOfDay must be HH:MM, such as 08:00')
    .default('08:00'),
  timeZone: ianaTimeZone('timeZone').optional().describe('Default: your time zone from the notification settings.'),
  recipients: z
    .array(z.email('recipients must be e-mail addresses').max(254))
    .min(1, 'Add at least one recipient')
    .max(REPORT_MAX_RECIPIENTS, `At most ${REPORT_MAX_RECIPIENTS} recipients`),
  delivery: z.enum(scheduleDeliveries, { error: 'delivery must be attachment or link' }).default('attachment'),
};

/** POST /api/report/schedule: the report (kind and its parameters) and when and to whom it goes. */
export const createScheduleSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('bill'), parameters: billReportParametersSchema, ...scheduleBase }),
      z.object({ kind: z.literal('vote'), parameters: voteReportParametersSchema, ...scheduleBase }),
      z.object({ kind: z.literal('tracking-activity'), parameters: trackingActivityParametersSchema, ...scheduleBase }),
      z.object({ kind: z.literal('track-download'), parameters: trackDownloadParametersSchema, ...scheduleBase }),
    ],
    { error: `kind must be one of ${reportKinds.join(', ')}` },
  )
  .describe('CreateSchedule');
export type CreateScheduleInput = z.input<typeof createScheduleSchema>;
export type CreateSchedule = z.output<typeof createScheduleSchema>;

export const scheduledReportSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(reportKinds),
    format: z.enum(reportFormats),
    parameters: z.record(z.string(), z.unknown()),
    frequency: z.enum(scheduleFrequencies),
    dayOfWeek: z.number().int().nullable(),
    dayOfMonth: z.number().int().nullable(),
    timeOfDay: z.string(),
    timeZone: z.string(),
    recipients: z.array(z.string()),
    delivery: z.enum(scheduleDeliveries),
    nextRunAt: z.iso.datetime(),
    lastRunAt: z.iso.datetime().nullable(),
    lastStatus: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .describe('ScheduledReport');
export type ScheduledReport = z.infer<typeof scheduledReportSchema>;
export const schedulesReplySchema = z.object({ items: z.array(scheduledReportSchema) }).describe('ScheduledReports');

export const scheduleIdParamsSchema = z.object({
  scheduledReportId: z.coerce
    .number({ error: 'scheduledReportId must be a whole number' })
    .int('scheduledReportId must be a whole number')
    .positive('scheduledReportId must be positive')
    .max(2_147_483_647, 'scheduledReportId is too large'),
});
export const reportRunIdParamsSchema = z.object({ runId: z.uuid('runId must be a report run id') });

export const populateFiltersQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .refine((value) => value.toUpperCase() === 'ALL' || parseStateCode(value) !== undefined, {
      error: 'state must be a two-letter state code such as TX, or ALL',
    })
    .meta({ pattern: STATE_KEY_PATTERN.source })
    // Decoded once: the state code, or null for ALL (every state).
    .transform((value) => (value.toUpperCase() === 'ALL' ? null : value.toUpperCase()))
    .optional(),
  session: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_]{1,20}$/, 'session must be a session code such as 25R')
    // Decoded once, as the bill list's sessionCode: a session code or a pseudo-session's rule.
    .transform(decodeSessionKey)
    .optional(),
});

const option = z.object({ value: z.string(), label: z.string(), count: z.number().int().optional() });
export const advancedFiltersSchema = z
  .object({
    state: z.string().nullable(),
    session: z.string().nullable(),
    sessions: z.array(option).describe('The state’s sessions, newest first (with a state).'),
    states: z.array(option),
    types: z.array(option),
    statuses: z.array(option),
    subjects: z.array(option),
    parties: z.array(option),
    tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
    columns: z.array(z.object({ value: z.enum(billReportColumns), label: z.string() })),
    groupings: z.array(z.object({ value: z.enum(billReportGroupings), label: z.string() })),
    formats: z.array(z.object({ value: z.enum(reportFormats), label: z.string() })),
  })
  .describe('AdvancedFilters');
export type AdvancedFilters = z.infer<typeof advancedFiltersSchema>;
