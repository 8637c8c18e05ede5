import { randomUUID } from 'node:crypto';
import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import {
  type CreateSchedule,
  type ReportFormat,
  type ReportKind,
  type ReportRun,
  reportFormats,
  reportKinds,
  type ScheduledReport,
  type ScheduleFrequency,
  scheduleDeliveries,
  scheduleFrequencies,
} from '@statehouse/shared/reports/reports.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { scheduledReports } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import type { Mailer } from '../../notify/mailer';
import { builderFor } from './report-builders';
import type { ReportCaller, ReportContext } from './report-context';
import { deliverToRecipients, scheduledReportEmail } from './report-delivery';
import {
  advanceSchedule,
  claimInterruptedRun,
  claimScheduledRun,
  deleteSchedule,
  failRun,
  insertSchedule,
  markRunDelivered,
  recordScheduleResult,
  type ScheduleRow,
  selectAccountName,
  selectDueSchedules,
  selectMemberRole,
  selectRun,
  selectRunForRetry,
  selectSchedule,
  selectScheduleById,
  selectSchedules,
  selectStaleScheduledRuns,
  selectUserName,
} from './reports.queries';
import { brandingOf, produceRun, timeZoneOf, toReportRun } from './reports.service';
import { nextRunAfter } from './schedule-time';

type Schedule = typeof scheduledReports.$inferSelect;

export const scheduleMessages = {
  notFound: 'Scheduled report not found',
  deleteNotAllowed: 'Only the person who created a schedule, or an admin, can delete it.',
  creatorGone: 'The person who created this schedule is no longer an active member of the account; create it again.',
  noMailer: 'Not e-mailed: this server has no mail server (SMTP_URL).',
} as const;

/** What producing and delivering a scheduled run needs. */
export type ScheduleDeps = {
  db: Database;
  blobStore: BlobStore;
  mailer: Mailer;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>;
  log: FastifyBaseLogger;
};

/** Links in e-mails: PUBLIC_URL, else this server's own address. */
export const publicBaseUrl = (config: ScheduleDeps['config']) =>
  config.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://${config.HOST}:${config.PORT}`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toScheduledReport(row: ScheduleRow): ScheduledReport {
  return {
    id: row.id,
    name: row.name,
    kind: (reportKinds as readonly string[]).includes(row.kind) ? (row.kind as ReportKind) : 'bill',
    format: (reportFormats as readonly string[]).includes(row.format) ? (row.format as ReportFormat) : 'pdf',
    parameters: row.parameters,
    frequency: (scheduleFrequencies as readonly string[]).includes(row.frequency)
      ? (row.frequency as ScheduledReport['frequency'])
      : 'daily',
    dayOfWeek: row.dayOfWeek,
    dayOfMonth: row.dayOfMonth,
    timeOfDay: row.timeOfDay,
    timeZone: row.timeZone,
    recipients: row.recipients,
    delivery: (scheduleDeliveries as readonly string[]).includes(row.delivery)
      ? (row.delivery as ScheduledReport['delivery'])
      : 'attachment',
    nextRunAt: iso(row.nextRunAt),
    lastRunAt: row.lastRunAt ? iso(row.lastRunAt) : null,
    lastStatus: row.lastStatus,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
  };
}

export async function listSchedules({
  db,
  accountId,
}: {
  db: Database;
  accountId: number;
}): Promise<{ items: ScheduledReport[] }> {
  return { items: (await selectSchedules(db, accountId)).map(toScheduledReport) };
}

/**
 * POST /api/report/schedule: the report is built once as a preview first, so a choice that cannot run (too many
 * bills, a tag that is not yours) answers 400 now rather than failing at 8 in the morning.
 */
export async function createSchedule(options: {
  context: ReportContext;
  input: CreateSchedule;
}): Promise<ScheduledReport> {
  const { context, input } = options;
  const { db, caller } = context;
  const timeZone = input.timeZone ?? (await timeZoneOf({ db, userId: caller.id }));
  await builderFor(input.kind, { ...context, timeZone }, input.parameters)();
  const timing = {
    frequency: input.frequency,
    timeOfDay: input.timeOfDay,
    timeZone,
    dayOfWeek: input.frequency === 'weekly' ? (input.dayOfWeek ?? 1) : null,
    dayOfMonth: input.frequency === 'monthly' ? (input.dayOfMonth ?? 1) : null,
  };
  const id = await insertSchedule(db, {
    accountId: caller.accountId,
    createdByUserId: caller.id,
    name: input.name,
    kind: input.kind,
    parameters: input.parameters as Record<string, unknown>,
    format: input.format,
    ...timing,
    recipients: [...new Set(input.recipients.map((address) => address.toLowerCase()))],
    delivery: input.delivery,
    nextRunAt: nextRunAfter(timing, context.now),
  });
  const row = (await selectSchedules(db, caller.accountId)).find((item) => item.id === id)!;
  return toScheduledReport(row);
}

/** DELETE /api/report/schedule/{id}: the creator or an admin; another account's schedule is not found. */
export async function removeSchedule({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: ReportCaller;
  id: number;
}): Promise<{ deleted: true }> {
  const schedule = await selectSchedule(db, caller.accountId, id);
  if (!schedule) throw new AppError('NOT_FOUND', scheduleMessages.notFound);
  if (schedule.createdByUserId !== caller.id && caller.role !== 'admin') {
    throw new AppError('FORBIDDEN', scheduleMessages.deleteNotAllowed);
  }
  await deleteSchedule(db, caller.accountId, id);
  return { deleted: true };
}

/** Who a scheduled run reads as: its creator, if still an active member of the account. */
async function creatorOf(db: Database, schedule: Schedule): Promise<ReportCaller | null> {
  if (!schedule.createdByUserId) return null;
  const role = await selectMemberRole(db, schedule.accountId, schedule.createdByUserId);
  if (!role) return null;
  const name = (await selectUserName(db, schedule.createdByUserId)) ?? 'A team member';
  return { id: schedule.createdByUserId, accountId: schedule.accountId, role: role as RoleName, name };
}

/**
 * Produces one claimed run of a schedule (its report_runs row exists, status running) and e-mails it. Every
 * outcome is recorded on the run and as the schedule's last status; nothing is thrown.
 */
export async function executeScheduledRun(deps: ScheduleDeps, schedule: Schedule, runId: string, now: Date) {
  const { db, blobStore, mailer } = deps;
  const record = async (status: string) => recordScheduleResult(db, schedule.id, status);
  const caller = await creatorOf(db, schedule);
  if (!caller) {
    await failRun(db, runId, scheduleMessages.creatorGone);
    await record(`Failed: ${scheduleMessages.creatorGone}`);
    return;
  }
  const baseUrl = publicBaseUrl(deps.config);
  const context: ReportContext = { db, caller, baseUrl, now, timeZone: schedule.timeZone };
  const accountName = await selectAccountName(db, schedule.accountId);
  const { branding } = await brandingOf({ db, blobStore, accountId: schedule.accountId, accountName });
  let file: Awaited<ReturnType<typeof produceRun>>;
  try {
    file = await produceRun({
      db,
      blobStore,
      runId,
      accountId: schedule.accountId,
      format: schedule.format as ReportFormat,
      build: builderFor(schedule.kind as ReportKind, context, schedule.parameters),
      branding,
    });
  } catch (error) {
    deps.log.warn({ err: error, scheduleId: schedule.id }, 'scheduled report failed');
    const message = error instanceof AppError ? error.message : 'The report could not be produced.';
    await failRun(db, runId, message);
    await record(`Failed: ${message}`);
    return;
  }
  if (!mailer.configured) {
    await record(scheduleMessages.noMailer);
    return;
  }
  const message = scheduledReportEmail({
    scheduleName: schedule.name,
    organization: branding.organizationName ?? accountName,
    file,
    delivery: schedule.delivery === 'link' ? 'link' : 'attachment',
    downloadUrl: `${baseUrl}/api/report/runs/${runId}/download`,
    schedulesUrl: `${baseUrl}/dashboard/reports`,
    runId,
  });
  const { delivered, failed } = await deliverToRecipients(mailer, schedule.recipients, message);
  if (delivered.length > 0) await markRunDelivered(db, runId, delivered);
  if (failed.length > 0) {
    const text = `Could not e-mail ${failed.join(', ')}`;
    if (delivered.length === 0) await failRun(db, runId, text);
    await record(`${delivered.length ? `Sent to ${delivered.length}; ` : 'Failed: '}${text}`);
    return;
  }
  await record(`Sent to ${delivered.length} ${delivered.length === 1 ? 'recipient' : 'recipients'}`);
}

/**
 * POST /api/report/run-scheduled/{id}: runs a schedule now (as its creator, to its recipients) without moving
 * its next time. Another account's schedule is not found.
 */
export async function runScheduleNow({
  deps,
  caller,
  id,
}: {
  deps: ScheduleDeps;
  caller: ReportCaller;
  id: number;
}): Promise<ReportRun> {
  const schedule = await selectSchedule(deps.db, caller.accountId, id);
  if (!schedule) throw new AppError('NOT_FOUND', scheduleMessages.notFound);
  const now = new Date();
  const runId = randomUUID();
  await claimScheduledRun(deps.db, {
    id: runId,
    accountId: schedule.accountId,
    userId: caller.id,
    scheduledReportId: schedule.id,
    scheduledFor: now,
    kind: schedule.kind,
    format: schedule.format,
    parameters: schedule.parameters,
    title: schedule.name,
  });
  await executeScheduledRun(deps, schedule, runId, now);
  return toReportRun((await selectRun(deps.db, caller.accountId, runId))!);
}

const timingOf = (schedule: Schedule) => ({
  frequency: schedule.frequency as ScheduleFrequency,
  timeOfDay: schedule.timeOfDay,
  timeZone: schedule.timeZone,
  dayOfWeek: schedule.dayOfWeek,
  dayOfMonth: schedule.dayOfMonth,
});

/** A run "running" this long was cut off by a stop or crash of its process. */
export const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;
const retriedMarker = 'Interrupted by a restart; produced again.';

/**
 * One pass of the scheduler: each schedule whose time has come is claimed by inserting its run under the unique
 * (schedule, scheduled time) key (so however many processes try, one produces it), moved on to its next time,
 * then produced and e-mailed. A schedule missed while the server was down runs once, not once per missed time.
 * Runs cut off by a restart are produced again once, then given up. Returns how many runs it produced.
 */
export async function runDueSchedules(deps: ScheduleDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  let produced = 0;
  for (const due of await selectDueSchedules(db, now, 20)) {
    const schedule = await selectScheduleById(db, due.id);
    if (!schedule || schedule.nextRunAt.getTime() !== due.nextRunAt.getTime()) continue;
    const runId = randomUUID();
    const claimed = await db.transaction(async (tx) => {
      const won = await claimScheduledRun(tx, {
        id: runId,
        accountId: schedule.accountId,
        userId: null,
        scheduledReportId: schedule.id,
        scheduledFor: schedule.nextRunAt,
        kind: schedule.kind,
        format: schedule.format,
        parameters: schedule.parameters,
        title: schedule.name,
      });
      if (won) {
        const after = new Date(Math.max(now.getTime(), schedule.nextRunAt.getTime()));
        await advanceSchedule(tx, schedule.id, schedule.nextRunAt, nextRunAfter(timingOf(schedule), after));
      }
      return won;
    });
    if (!claimed) continue;
    await executeScheduledRun(deps, schedule, runId, now);
    produced += 1;
  }
  for (const stale of await selectStaleScheduledRuns(db, new Date(now.getTime() - INTERRUPTED_AFTER_MS))) {
    if (stale.error !== null) {
      await failRun(db, stale.id, 'Interrupted twice by a restart; the next scheduled time will run it.');
      continue;
    }
    if (!(await claimInterruptedRun(db, stale.id, retriedMarker))) continue;
    const run = await selectRunForRetry(db, stale.id);
    const schedule = await selectScheduleById(db, stale.scheduledReportId);
    if (!run || !schedule) continue;
    await executeScheduledRun(deps, schedule, run.id, now);
    produced += 1;
  }
  return produced;
}

/** Runs runDueSchedules every `intervalMs` (and once at start) until stopped; one pass at a time. */
export function startReportScheduler(deps: ScheduleDeps, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => (stopped ? 0 : runDueSchedules(deps)))
      .catch((error: unknown) => deps.log.error({ err: error }, 'report scheduler pass failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
