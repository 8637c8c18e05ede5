import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  accountUsers,
  reportRuns,
  reportSettings,
  scheduledReports,
  storageFiles,
  users,
} from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

// Every query here filters by account_id: report settings, runs and schedules are the account's own (decision 043).

const personNameSql = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, 'Former member')`;

// ---------- settings ----------

export async function selectReportSettings(db: Database, accountId: number) {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.accountId, accountId));
  return row;
}

export type ReportSettingsValues = {
  organizationName?: string | null;
  primaryColor?: string;
  accentColor?: string;
  footerText?: string;
  defaultFormat?: string;
  logoFileId?: string | null;
};

/** Creates the account's settings or changes the given fields. */
export async function upsertReportSettings(
  db: Database,
  accountId: number,
  userId: number,
  values: ReportSettingsValues,
): Promise<void> {
  await db
    .insert(reportSettings)
    .values({ accountId, ...values, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: reportSettings.accountId,
      set: { ...values, updatedByUserId: userId, updatedAt: sql`now()` },
    });
}

/** A ready, not deleted stored file of the account (the logo). */
export async function selectAccountFile(db: Database, accountId: number, fileId: string) {
  const [row] = await db
    .select({
      id: storageFiles.id,
      name: storageFiles.name,
      contentType: storageFiles.contentType,
      blobKey: storageFiles.blobKey,
      sizeBytes: storageFiles.sizeBytes,
    })
    .from(storageFiles)
    .where(
      and(
        eq(storageFiles.id, fileId),
        eq(storageFiles.accountId, accountId),
        eq(storageFiles.status, 'ready'),
        isNull(storageFiles.deletedAt),
      ),
    );
  return row;
}

/** Records an uploaded logo as a file in the account's storage root, so it is listed and kept like any other. */
export async function insertLogoFile(
  db: Database,
  values: {
    id: string;
    accountId: number;
    userId: number;
    name: string;
    contentType: string;
    sizeBytes: number;
    sha256: string;
    blobKey: string;
  },
): Promise<void> {
  await db.insert(storageFiles).values({
    id: values.id,
    accountId: values.accountId,
    folderId: null,
    name: values.name,
    contentType: values.contentType,
    sizeBytes: values.sizeBytes,
    sha256: values.sha256,
    blobKey: values.blobKey,
    status: 'ready',
    uploadedByUserId: values.userId,
  });
}

// ---------- runs ----------

export type NewRun = {
  id: string;
  accountId: number;
  userId: number | null;
  scheduledReportId?: number | null;
  scheduledFor?: Date | null;
  kind: string;
  format: string;
  parameters: Record<string, unknown>;
  title: string;
};

export async function insertRun(db: Database, run: NewRun): Promise<void> {
  await db.insert(reportRuns).values({ ...run, status: 'running' });
}

/**
 * Claims one occurrence of a schedule: the (scheduled_report_id, scheduled_for) key lets one caller in however
 * many processes try; returns false when another already has it.
 */
export async function claimScheduledRun(db: Database, run: NewRun): Promise<boolean> {
  const rows = await db
    .insert(reportRuns)
    .values({ ...run, status: 'running' })
    .onConflictDoNothing({ target: [reportRuns.scheduledReportId, reportRuns.scheduledFor] })
    .returning({ id: reportRuns.id });
  return rows.length > 0;
}

export async function completeRun(
  db: Database,
  runId: string,
  values: { fileName: string; blobKey: string; sizeBytes: number; rowCount: number; title: string },
): Promise<void> {
  await db
    .update(reportRuns)
    .set({ ...values, status: 'done', completedAt: sql`now()` })
    .where(eq(reportRuns.id, runId));
}

export async function failRun(db: Database, runId: string, error: string): Promise<void> {
  await db
    .update(reportRuns)
    .set({ status: 'failed', error: error.slice(0, 1000), completedAt: sql`coalesce(completed_at, now())` })
    .where(eq(reportRuns.id, runId));
}

export async function markRunDelivered(db: Database, runId: string, recipients: string[]): Promise<void> {
  await db.update(reportRuns).set({ deliveredTo: recipients, deliveredAt: sql`now()` }).where(eq(reportRuns.id, runId));
}

export type RunRow = {
  id: string;
  accountId: number;
  kind: string;
  format: string;
  title: string;
  status: string;
  fileName: string | null;
  blobKey: string | null;
  sizeBytes: number | null;
  rowCount: number | null;
  error: string | null;
  createdAt: string | Date;
  completedAt: string | Date | null;
  createdBy: string | null;
  scheduleId: number | null;
  scheduleName: string | null;
  deliveredTo: string[] | null;
  total?: number;
};

const runColumns = sql`r.id, r.account_id as "accountId", r.kind, r.format, r.title, r.status, r.file_name as "fileName",
  r.blob_key as "blobKey", r.size_bytes::int as "sizeBytes", r.row_count as "rowCount", r.error,
  r.created_at as "createdAt", r.completed_at as "completedAt",
  case when r.user_id is null then null else ${personNameSql} end as "createdBy",
  r.scheduled_report_id as "scheduleId", s.name as "scheduleName", r.delivered_to as "deliveredTo"`;

const runFrom = sql`report_runs r left join users u on u.id = r.user_id
  left join scheduled_reports s on s.id = r.scheduled_report_id and s.account_id = r.account_id`;

/** One run of the account; another account's run is not found. */
export async function selectRun(db: Database, accountId: number, runId: string): Promise<RunRow | undefined> {
  const [row] = await selectRows<RunRow>(
    db,
    sql`select ${runColumns} from ${runFrom} where r.id = ${runId} and r.account_id = ${accountId}`,
  );
  return row;
}

/** The account's runs, newest first, with the total on every row. */
export async function selectRecentRuns(db: Database, accountId: number, limit: number, offset: number) {
  return selectRows<RunRow>(
    db,
    sql`select ${runColumns}, count(*) over ()::int as total from ${runFrom}
    where r.account_id = ${accountId}
    order by r.created_at desc, r.id limit ${limit} offset ${offset}`,
  );
}

export async function countRuns(db: Database, accountId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reportRuns).where(eq(reportRuns.accountId, accountId));
  return row?.value ?? 0;
}

export type StatsRow = {
  total: number;
  last30Days: number;
  failedLast30Days: number;
  deliveredLast30Days: number;
  lastRunAt: string | Date | null;
  byKind: { kind: string; count: number }[];
  byFormat: { format: string; count: number }[];
  schedules: number;
  nextScheduledAt: string | Date | null;
};

export async function selectStats(db: Database, accountId: number): Promise<StatsRow> {
  const [row] = await selectRows<StatsRow>(
    db,
    sql`select
      (select count(*)::int from report_runs where account_id = ${accountId}) as total,
      (select count(*)::int from report_runs where account_id = ${accountId}
        and created_at >= now() - interval '30 days') as "last30Days",
      (select count(*)::int from report_runs where account_id = ${accountId} and status = 'failed'
        and created_at >= now() - interval '30 days') as "failedLast30Days",
      (select count(*)::int from report_runs where account_id = ${accountId} and delivered_at is not null
        and created_at >= now() - interval '30 days') as "deliveredLast30Days",
      (select max(created_at) from report_runs where account_id = ${accountId}) as "lastRunAt",
      coalesce((select json_agg(json_build_object('kind', kind, 'count', n) order by n desc, kind)
        from (select kind, count(*)::int as n from report_runs where account_id = ${accountId} group by kind) k),
        '[]'::json) as "byKind",
      coalesce((select json_agg(json_build_object('format', format, 'count', n) order by n desc, format)
        from (select format, count(*)::int as n from report_runs where account_id = ${accountId} group by format) f),
        '[]'::json) as "byFormat",
      (select count(*)::int from scheduled_reports where account_id = ${accountId}) as schedules,
      (select min(next_run_at) from scheduled_reports where account_id = ${accountId}) as "nextScheduledAt"`,
  );
  return row!;
}

// ---------- schedules ----------

export type ScheduleRow = typeof scheduledReports.$inferSelect & { createdBy: string | null };

export async function selectSchedules(db: Database, accountId: number): Promise<ScheduleRow[]> {
  const rows = await db
    .select({ schedule: scheduledReports, firstName: users.firstName, lastName: users.lastName })
    .from(scheduledReports)
    .leftJoin(users, eq(users.id, scheduledReports.createdByUserId))
    .where(eq(scheduledReports.accountId, accountId))
    .orderBy(scheduledReports.nextRunAt, scheduledReports.id);
  return rows.map((row) => ({
    ...row.schedule,
    createdBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  }));
}

export async function selectSchedule(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.id, id), eq(scheduledReports.accountId, accountId)));
  return row;
}

export async function selectScheduleById(db: Database, id: number) {
  const [row] = await db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
  return row;
}

export async function insertSchedule(db: Database, values: typeof scheduledReports.$inferInsert): Promise<number> {
  const [row] = await db.insert(scheduledReports).values(values).returning({ id: scheduledReports.id });
  return row!.id;
}

export async function deleteSchedule(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(scheduledReports)
    .where(and(eq(scheduledReports.id, id), eq(scheduledReports.accountId, accountId)))
    .returning({ id: scheduledReports.id });
  return rows.length > 0;
}

/** Schedules whose time has come, oldest first. */
export async function selectDueSchedules(db: Database, now: Date, limit: number) {
  return db
    .select({ id: scheduledReports.id, nextRunAt: scheduledReports.nextRunAt })
    .from(scheduledReports)
    .where(lte(scheduledReports.nextRunAt, now))
    .orderBy(scheduledReports.nextRunAt)
    .limit(limit);
}

/** Moves a schedule on to its next time, unless someone already did (compare and set on the old time). */
export async function advanceSchedule(db: Database, id: number, from: Date, to: Date): Promise<void> {
  await db
    .update(scheduledReports)
    .set({ nextRunAt: to })
    .where(and(eq(scheduledReports.id, id), eq(scheduledReports.nextRunAt, from)));
}

export async function recordScheduleResult(db: Database, id: number, status: string): Promise<void> {
  await db
    .update(scheduledReports)
    .set({ lastRunAt: sql`now()`, lastStatus: status.slice(0, 300) })
    .where(eq(scheduledReports.id, id));
}

/** Scheduled runs still "running" long after they started: their process stopped mid-run. */
export async function selectStaleScheduledRuns(db: Database, olderThan: Date) {
  return selectRows<{ id: string; scheduledReportId: number; error: string | null }>(
    db,
    sql`select id, scheduled_report_id as "scheduledReportId", error from report_runs
    where status = 'running' and scheduled_report_id is not null and delivered_at is null
      and created_at < ${olderThan} order by created_at limit 20`,
  );
}

/** Takes over an interrupted run once: the marker in `error` makes a second take-over impossible. */
export async function claimInterruptedRun(db: Database, runId: string, marker: string): Promise<boolean> {
  const rows = await db
    .update(reportRuns)
    .set({ error: marker })
    .where(and(eq(reportRuns.id, runId), eq(reportRuns.status, 'running'), isNull(reportRuns.error)))
    .returning({ id: reportRuns.id });
  return rows.length > 0;
}

export async function selectRunForRetry(db: Database, runId: string) {
  const [row] = await db.select().from(reportRuns).where(eq(reportRuns.id, runId));
  return row;
}

export async function selectAccountName(db: Database, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** A user's name and e-mail. */
export async function selectUserName(db: Database, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.username : null;
}

/** The role a user holds in an account (active members only): who a scheduled run reads as. */
export async function selectMemberRole(db: Database, accountId: number, userId: number) {
  const [row] = await db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(
      and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId), eq(accountUsers.status, 'active')),
    );
  return row?.role;
}

export async function selectRecentRunsOfSchedule(db: Database, scheduleId: number) {
  return db
    .select()
    .from(reportRuns)
    .where(eq(reportRuns.scheduledReportId, scheduleId))
    .orderBy(desc(reportRuns.createdAt));
}

// ---------- report data ----------

export type PlainBillRow = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  sessionCode: string;
  sessionName: string;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
  nextHearing: { name: string; startTime: string; location: string | null } | null;
  positions: { position: string; note: string; tagName: string | null }[];
};

/**
 * Bills by id that the account may not track (a report on any bills): the columns of a tracked bill that exist
 * without tracking, with the account's positions.
 */
export async function selectPlainBills(db: Database, accountId: number, billIds: string[]): Promise<PlainBillRow[]> {
  if (billIds.length === 0) return [];
  return selectRows<PlainBillRow>(
    db,
    sql`select b.id, b.identifier, b.title, b.jurisdiction_id as "stateCode", ls.code as "sessionCode",
      ls.name as "sessionName", b.status, b.last_action_date::text as "lastActionDate",
      b.last_action_text as "lastActionText",
      case when nh.id is null then null else json_build_object('name', nh.name, 'startTime', nh.start_time,
        'location', nh.location) end as "nextHearing",
      coalesce((select json_agg(json_build_object('position', bp.position, 'note', bp.note, 'tagName', pt.name)
          order by bp.tag_id nulls first)
        from bill_positions bp left join tags pt on pt.id = bp.tag_id
        where bp.account_id = ${accountId} and bp.bill_id = b.id), '[]'::json) as positions
    from bills b join legislative_sessions ls on ls.id = b.session_id
    left join lateral (
      select e.id, e.name, e.start_time, e.location
      from event_agenda_items ai join events e on e.id = ai.event_id
      where ai.bill_id = b.id and e.start_time >= now() and e.status <> 'cancelled'
      order by e.start_time limit 1
    ) nh on true
    where b.id in ${billIds}`,
  );
}

export type ActionRow = {
  billId: string;
  identifier: string;
  stateCode: string;
  date: string;
  chamber: string | null;
  text: string;
};

/** Actions dated within the period on these bills, newest first. */
export async function selectActionsInPeriod(db: Database, billIds: string[], from: string, to: string) {
  if (billIds.length === 0) return [];
  return selectRows<ActionRow>(
    db,
    sql`select a.bill_id as "billId", b.identifier, b.jurisdiction_id as "stateCode", a.date::text as date, a.chamber,
      a.text
    from bill_actions a join bills b on b.id = a.bill_id
    where a.bill_id in ${billIds} and a.date between ${from}::date and ${to}::date
    order by a.date desc, b.jurisdiction_id, b.identifier, a.position desc
    limit 2000`,
  );
}

export type BillEventRow = {
  id: number;
  billId: string;
  identifier: string;
  stateCode: string;
  kind: string;
  payload: Record<string, unknown>;
  detectedAt: string | Date;
};

/** Changes the importers recorded (bill_events) on these bills within the period, other than new actions. */
export async function selectBillEventsInPeriod(db: Database, billIds: string[], from: Date, to: Date) {
  if (billIds.length === 0) return [];
  return selectRows<BillEventRow>(
    db,
    sql`select e.id, e.bill_id as "billId", b.identifier, b.jurisdiction_id as "stateCode", e.kind, e.payload,
      e.detected_at as "detectedAt"
    from bill_events e join bills b on b.id = e.bill_id
    where e.bill_id in ${billIds} and e.kind <> 'new_action' and e.detected_at >= ${from} and e.detected_at < ${to}
    order by e.detected_at desc, e.id desc limit 2000`,
  );
}

export type TrackedInPeriodRow = {
  billId: string;
  identifier: string;
  stateCode: string;
  tagName: string;
  trackType: string;
  addedBy: string | null;
  createdAt: string | Date;
};

/** Bills that received a tag the viewer sees within the period: who tracked what, when. */
export async function selectTrackedInPeriod(db: Database, viewer: TagViewer, billIds: string[], from: Date, to: Date) {
  if (billIds.length === 0) return [];
  return selectRows<TrackedInPeriodRow>(
    db,
    sql`select tb.bill_id as "billId", b.identifier, b.jurisdiction_id as "stateCode", t.name as "tagName",
      tb.track_type as "trackType", case when u.id is null then null else ${personNameSql} end as "addedBy",
      tb.created_at as "createdAt"
    from tag_bills tb join tags t on t.id = tb.tag_id join bills b on b.id = tb.bill_id
    left join users u on u.id = tb.added_by_user_id
    where tb.account_id = ${viewer.accountId} and ${visibleTagSql(sql`t`, viewer)} and tb.bill_id in ${billIds}
      and tb.created_at >= ${from} and tb.created_at < ${to}
    order by tb.created_at desc, tb.id desc limit 2000`,
  );
}

export type PositionChangeRow = {
  billId: string;
  identifier: string;
  stateCode: string;
  tagName: string | null;
  position: string | null;
  note: string;
  changedBy: string | null;
  changedAt: string | Date;
};

export async function selectPositionChanges(
  db: Database,
  accountId: number,
  billIds: string[],
  from: Date,
  to: Date,
): Promise<PositionChangeRow[]> {
  if (billIds.length === 0) return [];
  return selectRows<PositionChangeRow>(
    db,
    sql`select h.bill_id as "billId", b.identifier, b.jurisdiction_id as "stateCode", t.name as "tagName", h.position,
      h.note, case when u.id is null then null else ${personNameSql} end as "changedBy", h.changed_at as "changedAt"
    from bill_position_history h join bills b on b.id = h.bill_id
    left join tags t on t.id = h.tag_id left join users u on u.id = h.user_id
    where h.account_id = ${accountId} and h.bill_id in ${billIds} and h.changed_at >= ${from} and h.changed_at < ${to}
    order by h.changed_at desc, h.id desc limit 2000`,
  );
}

export type RemarkInPeriodRow = {
  billId: string;
  identifier: string;
  stateCode: string;
  kind: string;
  body: string;
  author: string | null;
  createdAt: string | Date;
};

/**
 * Remarks written within the period that the reader may read (decision 026's rule: shared ones for every
 * member, team ones for the team, personal ones for their author).
 */
export async function selectRemarksInPeriod(
  db: Database,
  reader: TagViewer & { isTeam: boolean },
  billIds: string[],
  from: Date,
  to: Date,
): Promise<RemarkInPeriodRow[]> {
  if (billIds.length === 0) return [];
  return selectRows<RemarkInPeriodRow>(
    db,
    sql`select r.bill_id as "billId", b.identifier, b.jurisdiction_id as "stateCode", r.kind, r.body,
      case when u.id is null then null else ${personNameSql} end as author, r.created_at as "createdAt"
    from remarks r join bills b on b.id = r.bill_id left join users u on u.id = r.user_id
    where r.account_id = ${reader.accountId} and r.bill_id in ${billIds}
      and (r.kind = 'bill' or (r.kind = 'account' and ${reader.isTeam})
        or (r.kind = 'personal' and r.user_id = ${reader.userId}))
      and r.created_at >= ${from} and r.created_at < ${to}
    order by r.created_at desc, r.id desc limit 2000`,
  );
}
