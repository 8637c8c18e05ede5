import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { billPositionValues } from '../positions/positions.schemas';
import { progressStages } from './progress-stages';

/** How far back "changed recently" looks, and how far ahead "upcoming hearings" look. */
export const DASHBOARD_CHANGED_DAYS = 7;
export const DASHBOARD_HEARING_DAYS = 14;
/** At most this many upcoming hearings are listed (the count covers them all). */
export const DASHBOARD_HEARINGS_LIMIT = 10;

export const dashboardStatKeys = [
  'trackedBills',
  'changedRecently',
  'passedOrEnacted',
  'failedOrVetoed',
  'upcomingHearings',
  'unreadNotifications',
  'tags',
] as const;
export type DashboardStatKey = (typeof dashboardStatKeys)[number];

/** One figure of the dashboard: what it counts and where its tile leads. */
export const dashboardStatSchema = z
  .object({
    key: z.enum(dashboardStatKeys),
    label: z.string().describe('What the figure counts, e.g. "Tracked bills".'),
    value: z.number().int().nonnegative(),
    description: z.string().describe('One sentence on what is counted, for the tile and screen readers.'),
    href: z.string().describe('The app page that lists what is counted, filtered (a path with its query string).'),
  })
  .describe('DashboardStat');
export type DashboardStat = z.infer<typeof dashboardStatSchema>;

export const dashboardPositionCountSchema = z
  .object({
    position: z.enum(billPositionValues),
    label: z.string(),
    value: z.number().int().nonnegative().describe('Bills of the account with this position.'),
    href: z.string(),
  })
  .describe('DashboardPositionCount');
export type DashboardPositionCount = z.infer<typeof dashboardPositionCountSchema>;

export const dashboardHearingBillSchema = z
  .object({ id: billIdSchema, identifier: z.string(), title: z.string() })
  .describe('DashboardHearingBill');

/** A hearing in the next days with at least one tracked bill on its agenda. */
export const dashboardHearingSchema = z
  .object({
    eventId: z.string(),
    name: z.string(),
    stateCode: z.string(),
    startTime: z.string().describe('ISO 8601 timestamp.'),
    timezone: z.string().describe("The state's IANA time zone; show startTime in it."),
    allDay: z.boolean().describe('Only the date is known.'),
    committeeId: z.string().nullable().describe('Links to /committees/:id when known.'),
    committeeName: z.string().nullable(),
    location: z.string().nullable(),
    bills: z.array(dashboardHearingBillSchema).describe('The tracked bills on the agenda.'),
  })
  .describe('DashboardHearing');
export type DashboardHearing = z.infer<typeof dashboardHearingSchema>;

/** GET /api/dashboard/stats. */
export const dashboardStatsReplySchema = z
  .object({
    stats: z.array(dashboardStatSchema).describe('In the order the tiles show them.'),
    positions: z.array(dashboardPositionCountSchema).describe('Every kind of position, in a fixed order.'),
    upcomingHearings: z
      .array(dashboardHearingSchema)
      .describe(`The next hearings of tracked bills (at most ${DASHBOARD_HEARINGS_LIMIT}), soonest first.`),
    asOf: z.string().describe('ISO 8601 timestamp the figures were counted at.'),
  })
  .describe('DashboardStats');
export type DashboardStatsReply = z.infer<typeof dashboardStatsReplySchema>;

/** Whose tracked bills the chart counts; see docs/decisions/030 for team. */
export const trackedProgressScopes = ['user', 'team', 'account'] as const;
export type TrackedProgressScope = (typeof trackedProgressScopes)[number];

export const trackedProgressScopeLabels: Record<TrackedProgressScope, string> = {
  user: 'Mine',
  team: 'Team',
  account: 'Account',
};

export const trackedProgressQuerySchema = z.object({
  scope: z
    .enum(trackedProgressScopes, { error: 'scope must be one of user, team, account' })
    .default('user')
    .describe(
      'user: bills on your own tags or that you added; team: bills on the account tags; account: bills on every tag you can see.',
    ),
});
export type TrackedProgressQuery = z.output<typeof trackedProgressQuerySchema>;

export const trackedProgressBucketSchema = z
  .object({ stage: z.enum(progressStages), label: z.string(), value: z.number().int().nonnegative() })
  .describe('TrackedProgressBucket');
export type TrackedProgressBucket = z.infer<typeof trackedProgressBucketSchema>;

/** GET /api/dashboard/tracked-progress. */
export const trackedProgressReplySchema = z
  .object({
    scope: z.enum(trackedProgressScopes),
    total: z.number().int().nonnegative().describe('Distinct tracked bills in the scope.'),
    stages: z.array(trackedProgressBucketSchema).describe('Every stage, in the order a bill moves, zeros included.'),
  })
  .describe('TrackedProgress');
export type TrackedProgressReply = z.infer<typeof trackedProgressReplySchema>;
