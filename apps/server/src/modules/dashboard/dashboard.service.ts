import {
  DASHBOARD_CHANGED_DAYS,
  DASHBOARD_HEARING_DAYS,
  DASHBOARD_HEARINGS_LIMIT,
  type DashboardPositionCount,
  type DashboardStat,
  type DashboardStatsReply,
  type TrackedProgressReply,
  type TrackedProgressScope,
} from '@statehouse/shared/dashboard/dashboard.schemas';
import {
  type ProgressStage,
  progressStageLabels,
  progressStageOf,
  progressStages,
} from '@statehouse/shared/dashboard/progress-stages';
import { billPositionLabels, billPositionValues } from '@statehouse/shared/positions/positions.schemas';
import type { Database } from '../../db/client';
import type { TagViewer } from '../../db/tag-access';
import type { AuthUser } from '../../plugins/auth';
import {
  countPositions,
  countUnreadNotifications,
  countVisibleTags,
  selectTrackedBills,
  selectUpcomingHearings,
  type TrackedBillRow,
} from './dashboard.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId'>;

const viewerOf = (caller: Caller): TagViewer => ({ accountId: caller.accountId, userId: caller.id });

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The stage of every bill, counted; every stage present, zeros included. */
function countStages(rows: TrackedBillRow[]): Record<ProgressStage, number> {
  const counts = Object.fromEntries(progressStages.map((stage) => [stage, 0])) as Record<ProgressStage, number>;
  for (const row of rows) counts[progressStageOf(row.status, row.codes)] += 1;
  return counts;
}

/**
 * Where each tile leads: the tracked-bills list filtered or ordered to show what is counted (its progressStatuses
 * are the status codes of reference/bill-status.ts, 7 and 8 being an overridden veto and a chaptered bill), the
 * calendar over the same days, the tags page. The tracked-bills list has no "changed since" or position filter:
 * those tiles open it ordered by last action, or unfiltered (docs/decisions/030).
 */
const statLinks = {
  trackedBills: () => '/track-bills',
  changedRecently: () => '/track-bills?sort=lastAction&order=desc',
  passedOrEnacted: () => '/track-bills?progressStatuses=3,4,7,8',
  failedOrVetoed: () => '/track-bills?progressStatuses=5,6',
  upcomingHearings: (from: string, to: string) => `/calendar?startDate=${from}&endDate=${to}`,
  unreadNotifications: () => '/dashboard#activity',
  tags: () => '/tracks',
  position: () => '/track-bills',
};

/**
 * The dashboard's figures for the caller in the selected account: bills on the tags they see, of which changed in
 * the last week, passed or enacted, failed or vetoed; hearings of those bills in the next two weeks; their unread
 * notifications; the tags they see; the account's positions by kind.
 */
export async function getDashboardStats({
  db,
  caller,
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  now?: Date;
}): Promise<DashboardStatsReply> {
  const viewer = viewerOf(caller);
  const [tracked, tagCount, unread, positionRows, hearings] = await Promise.all([
    selectTrackedBills(db, viewer, 'account', DASHBOARD_CHANGED_DAYS),
    countVisibleTags(db, viewer),
    countUnreadNotifications(db, viewer),
    countPositions(db, viewer),
    selectUpcomingHearings(db, viewer, DASHBOARD_HEARING_DAYS, DASHBOARD_HEARINGS_LIMIT),
  ]);
  const stages = countStages(tracked);
  const today = isoDate(now);
  const stats: DashboardStat[] = [
    {
      key: 'trackedBills',
      label: 'Tracked bills',
      value: tracked.length,
      description: 'Bills carrying at least one tag you can see.',
      href: statLinks.trackedBills(),
    },
    {
      key: 'changedRecently',
      label: `Changed in ${DASHBOARD_CHANGED_DAYS} days`,
      value: tracked.filter((row) => row.changedRecently).length,
      description: `Tracked bills with an action, version, vote or status change in the last ${DASHBOARD_CHANGED_DAYS} days.`,
      href: statLinks.changedRecently(),
    },
    {
      key: 'passedOrEnacted',
      label: 'Passed or enacted',
      value: stages.passed_both_chambers + stages.enacted,
      description: 'Tracked bills that passed both chambers or became law.',
      href: statLinks.passedOrEnacted(),
    },
    {
      key: 'failedOrVetoed',
      label: 'Failed or vetoed',
      value: stages.failed_or_vetoed,
      description: 'Tracked bills that failed or were vetoed.',
      href: statLinks.failedOrVetoed(),
    },
    {
      key: 'upcomingHearings',
      label: 'Upcoming hearings',
      value: hearings[0]?.total ?? 0,
      description: `Hearings in the next ${DASHBOARD_HEARING_DAYS} days with a tracked bill on the agenda.`,
      href: statLinks.upcomingHearings(today, isoDate(addDays(now, DASHBOARD_HEARING_DAYS))),
    },
    {
      key: 'unreadNotifications',
      label: 'Unread notifications',
      value: unread,
      description: 'Your alerts in this account that you have not read yet.',
      href: statLinks.unreadNotifications(),
    },
    {
      key: 'tags',
      label: 'Tags',
      value: tagCount,
      description: 'Account tags, your personal tags and tags shared with you.',
      href: statLinks.tags(),
    },
  ];
  const byPosition = new Map(positionRows.map((row) => [row.position, row.value]));
  const positions: DashboardPositionCount[] = billPositionValues.map((position) => ({
    position,
    label: billPositionLabels[position],
    value: byPosition.get(position) ?? 0,
    href: statLinks.position(),
  }));
  return {
    stats,
    positions,
    upcomingHearings: hearings.map(({ total: _total, startTime, ...hearing }) => ({
      ...hearing,
      startTime: new Date(startTime).toISOString(),
    })),
    asOf: now.toISOString(),
  };
}

/** Tracked bills of a scope by stage (docs/decisions/030 says what team means). */
export async function getTrackedProgress({
  db,
  caller,
  scope,
}: {
  db: Database;
  caller: Caller;
  scope: TrackedProgressScope;
}): Promise<TrackedProgressReply> {
  const rows = await selectTrackedBills(db, viewerOf(caller), scope, DASHBOARD_CHANGED_DAYS);
  const counts = countStages(rows);
  return {
    scope,
    total: rows.length,
    stages: progressStages.map((stage) => ({ stage, label: progressStageLabels[stage], value: counts[stage] })),
  };
}
