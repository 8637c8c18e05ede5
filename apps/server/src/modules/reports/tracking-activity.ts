import type { BillAlertKind } from '@statehouse/shared/alerts/alert-kinds';
import { type BillPositionValue, billPositionLabels } from '@statehouse/shared/positions/positions.schemas';
import type { TrackingActivityParameters } from '@statehouse/shared/reports/reports.schemas';
import { type TrackType, trackTypeLabels } from '@statehouse/shared/tracking/tracking.schemas';
import { describeEvent } from '../../notify/render-alert';
import { REMARK_TEAM_ROLES } from '../remarks/remarks.service';
import { listTrackedBillsForReport } from '../tracking/tracking.service';
import { checkSelectionTags } from './bill-report';
import {
  type BuiltReport,
  billUrl,
  chamberLabel,
  formatDay,
  formatInZone,
  plural,
  type ReportContext,
} from './report-context';
import {
  selectActionsInPeriod,
  selectBillEventsInPeriod,
  selectPositionChanges,
  selectRemarksInPeriod,
  selectTrackedInPeriod,
} from './reports.queries';
import { startOfZonedDay, zonedToday } from './schedule-time';

/** Tracked bills an activity report looks at, at most (every tracked bill of a large team fits). */
const ACTIVITY_MAX_BILLS = 5000;

const remarkKindLabels: Record<string, string> = { bill: 'Shared', account: 'Team', personal: 'Personal' };

/** The period: the given dates, or the last periodDays (default 7) up to today, on the report's zone. */
export function activityPeriod(context: ReportContext, parameters: TrackingActivityParameters) {
  const to = parameters.dateTo ?? zonedToday(context.now, context.timeZone);
  const from =
    parameters.dateFrom ??
    new Date(Date.parse(`${to}T00:00:00Z`) - ((parameters.periodDays ?? 7) - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const nextDay = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    from,
    to,
    start: startOfZonedDay(from, context.timeZone),
    end: startOfZonedDay(nextDay, context.timeZone),
  };
}

/**
 * POST /api/report/tracking-activity: what happened on the tracked bills in a period (actions, versions, votes,
 * hearings) and what the team did (bills tracked, positions, remarks), with who tracks each bill.
 */
export async function buildTrackingActivity(
  context: ReportContext,
  parameters: TrackingActivityParameters,
): Promise<BuiltReport> {
  const { db, caller } = context;
  const tagNames = await checkSelectionTags(
    context,
    parameters.tagIds?.length ? { by: 'tags', tagIds: parameters.tagIds } : undefined,
  );
  const period = activityPeriod(context, parameters);
  const tracked = (
    await listTrackedBillsForReport(
      db,
      caller,
      { tagIds: parameters.tagIds, lobbyistUsersOnly: parameters.lobbyistUsersOnly, userIds: parameters.userIds },
      { limit: ACTIVITY_MAX_BILLS },
    )
  ).items;
  const billIds = tracked.map((bill) => bill.id);
  const trackers = new Map(tracked.map((bill) => [bill.id, bill.trackedBy.map((user) => user.name).join('; ')]));
  const viewer = { accountId: caller.accountId, userId: caller.id };
  const [actions, events, newlyTracked, positions, remarks] = await Promise.all([
    selectActionsInPeriod(db, billIds, period.from, period.to),
    selectBillEventsInPeriod(db, billIds, period.start, period.end),
    selectTrackedInPeriod(db, viewer, billIds, period.start, period.end),
    selectPositionChanges(db, caller.accountId, billIds, period.start, period.end),
    selectRemarksInPeriod(
      db,
      { ...viewer, isTeam: REMARK_TEAM_ROLES.includes(caller.role) },
      billIds,
      period.start,
      period.end,
    ),
  ]);
  const bill = (row: { billId: string; identifier: string; stateCode: string }) => ({
    text: `${row.stateCode} ${row.identifier}`,
    url: billUrl(context, row.billId),
  });
  const when = (value: string | Date) => formatInZone(value, context.timeZone);
  const active = new Set([...actions, ...events].map((row) => row.billId));
  const periodText = `${formatDay(period.from)} to ${formatDay(period.to)}`;
  const tagged = parameters.tagIds?.length
    ? `Tracked bills tagged ${parameters.tagIds.map((id) => tagNames.get(id) ?? `#${id}`).join(', ')}`
    : 'All tracked bills';
  const trackedBy = parameters.userIds?.length
    ? `, tracked by ${plural(parameters.userIds.length, 'chosen user')}`
    : parameters.lobbyistUsersOnly
      ? ', tracked by your lobbyists'
      : '';
  const scope = `${tagged}${trackedBy}`;
  const title = parameters.title || 'Tracking activity';
  const rowCount = actions.length + events.length + newlyTracked.length + positions.length + remarks.length;
  return {
    rowCount,
    document: {
      title,
      subtitle: `${scope}, ${periodText}`,
      generatedAt: context.now,
      orientation: 'landscape',
      coverFacts: [
        { label: 'Period', value: periodText },
        { label: 'Tracked bills', value: String(tracked.length) },
        { label: 'Bills with activity', value: String(active.size) },
        { label: 'Scope', value: scope },
        { label: 'Prepared by', value: caller.name },
      ],
      sections: [
        {
          heading: 'Summary',
          blocks: [
            {
              kind: 'bullets',
              items: [
                `${plural(actions.length, 'action')} on ${plural(new Set(actions.map((row) => row.billId)).size, 'bill')}`,
                `${plural(events.length, 'other change')} (versions, votes, hearings)`,
                `${plural(newlyTracked.length, 'bill tagged', 'bills tagged')} by the team`,
                `${plural(positions.length, 'position change')}`,
                `${plural(remarks.length, 'remark')}`,
              ],
            },
          ],
        },
        {
          heading: 'What changed on tracked bills',
          blocks: [
            {
              kind: 'table',
              caption: 'Actions',
              columns: [
                { key: 'date', header: 'Date', type: 'date', width: 1.1 },
                { key: 'bill', header: 'Bill', type: 'link', width: 1.1 },
                { key: 'chamber', header: 'Chamber', width: 0.9 },
                { key: 'action', header: 'Action', width: 4 },
                { key: 'trackedBy', header: 'Tracked by', width: 2 },
              ],
              rows: actions.map((row) => ({
                date: row.date,
                bill: bill(row),
                chamber: chamberLabel(row.chamber),
                action: row.text,
                trackedBy: trackers.get(row.billId) ?? '',
              })),
              emptyText: 'No actions on tracked bills in this period.',
            },
            {
              kind: 'table',
              caption: 'Other changes',
              columns: [
                { key: 'when', header: 'Noticed', width: 2 },
                { key: 'bill', header: 'Bill', type: 'link', width: 1.1 },
                { key: 'change', header: 'Change', width: 4 },
                { key: 'trackedBy', header: 'Tracked by', width: 2 },
              ],
              rows: events.map((row) => ({
                when: when(row.detectedAt),
                bill: bill(row),
                change: describeEvent(
                  { id: row.id, kind: row.kind as BillAlertKind, payload: row.payload },
                  context.timeZone,
                ),
                trackedBy: trackers.get(row.billId) ?? '',
              })),
              emptyText: 'No new versions, votes or hearings on tracked bills in this period.',
            },
          ],
        },
        {
          heading: 'What the team did',
          blocks: [
            {
              kind: 'table',
              caption: 'Bills tagged',
              columns: [
                { key: 'when', header: 'When', width: 2 },
                { key: 'bill', header: 'Bill', type: 'link', width: 1.1 },
                { key: 'tag', header: 'Tag', width: 1.6 },
                { key: 'how', header: 'How', width: 1.2 },
                { key: 'by', header: 'By', width: 1.6 },
              ],
              rows: newlyTracked.map((row) => ({
                when: when(row.createdAt),
                bill: bill(row),
                tag: row.tagName,
                how: trackTypeLabels[row.trackType as TrackType] ?? row.trackType,
                by: row.addedBy ?? '',
              })),
              emptyText: 'No bills were tagged in this period.',
            },
            {
              kind: 'table',
              caption: 'Positions',
              columns: [
                { key: 'when', header: 'When', width: 2 },
                { key: 'bill', header: 'Bill', type: 'link', width: 1.1 },
                { key: 'tag', header: 'For', width: 1.4 },
                { key: 'position', header: 'Position', width: 1.1 },
                { key: 'note', header: 'Note', width: 3 },
                { key: 'by', header: 'By', width: 1.5 },
              ],
              rows: positions.map((row) => ({
                when: when(row.changedAt),
                bill: bill(row),
                tag: row.tagName ?? 'Account',
                position: row.position
                  ? (billPositionLabels[row.position as BillPositionValue] ?? row.position)
                  : 'Withdrawn',
                note: row.note,
                by: row.changedBy ?? '',
              })),
              emptyText: 'No positions were taken or changed in this period.',
            },
            {
              kind: 'table',
              caption: 'Remarks',
              columns: [
                { key: 'when', header: 'When', width: 2 },
                { key: 'bill', header: 'Bill', type: 'link', width: 1.1 },
                { key: 'kind', header: 'Kind', width: 0.9 },
                { key: 'author', header: 'Author', width: 1.5 },
                { key: 'remark', header: 'Remark', width: 4.5 },
              ],
              rows: remarks.map((row) => ({
                when: when(row.createdAt),
                bill: bill(row),
                kind: remarkKindLabels[row.kind] ?? row.kind,
                author: row.author ?? '',
                remark: row.body,
              })),
              emptyText: 'No remarks were written in this period.',
            },
          ],
        },
      ],
    },
  };
}
