import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildApp } from '../../app';
import { testConfig } from '../../config/env';
import { reportRuns, scheduledReports } from '../../db/schema/index';
import { insertTag, makeTeam, type Team, tagBill } from '../tracking/tracking.test-setup';
import { caller, pdfPages } from './reports.test-setup';
import { runDueSchedules } from './schedules.service';

describe('scheduled reports', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let team: Team;
  let energy = 0;
  const extraApps: FastifyInstance[] = [];
  const { call } = caller(() => testApp);
  const settings = () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.statehouse.test' });
  /** One scheduler pass as a process runs it: that process's database, blob store and mailer. */
  const runDue = (app: FastifyInstance, now?: Date) =>
    runDueSchedules(
      { db: app.db, blobStore: app.blobStore, mailer: app.mailer, config: app.config, log: app.log },
      now,
    );
  /** Another server process on the same database (a second instance, or the first one restarted). */
  const anotherInstance = async () => {
    const app = await buildApp(testConfig(settings()), { database: testApp.database });
    await app.ready();
    extraApps.push(app);
    return app;
  };
  const schedule = (overrides: object = {}) => ({
    name: 'Weekly energy',
    kind: 'bill',
    parameters: { selection: { by: 'tags', tagIds: [energy] }, groupBy: 'state' },
    format: 'pdf',
    frequency: 'weekly',
    dayOfWeek: 1,
    timeOfDay: '08:00',
    timeZone: 'America/Chicago',
    recipients: ['client@example.org', 'lead@example.org'],
    ...overrides,
  });
  const create = async (overrides: object = {}) => {
    const response = await call(team.owner, 'POST', '/api/report/schedule', schedule(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; nextRunAt: string };
  };
  const makeDue = (id: number, at: Date) =>
    testApp.app.db.update(scheduledReports).set({ nextRunAt: at }).where(eq(scheduledReports.id, id));
  const runsOf = (id: number) =>
    testApp.app.db.select().from(reportRuns).where(eq(reportRuns.scheduledReportId, id)).orderBy(reportRuns.createdAt);

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    testApp = await buildTestApp(settings());
    team = await makeTeam(testApp.app);
    energy = await insertTag(testApp.app, { accountId: team.owner.accountId, name: 'Energy' });
    for (const billId of ['TX-892-HB-1', 'CO-251-SB-2']) {
      await tagBill(testApp.app, { accountId: team.owner.accountId, tagId: energy, billId, userId: team.owner.userId });
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await testApp?.close();
    await smtp?.close();
  });

  it('creates a schedule due next at its wall-clock time and lists it for the account only', async () => {
    const created = await create();
    const next = new Date(created.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // Monday 08:00 in Chicago is 13:00 or 14:00 UTC.
    expect(next.getUTCDay()).toBe(1);
    expect([13, 14]).toContain(next.getUTCHours());
    const mine = (await call(team.owner, 'GET', '/api/report/schedule')).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toContain(created.id);
    expect(mine.items[0]).toMatchObject({
      name: 'Weekly energy',
      recipients: ['client@example.org', 'lead@example.org'],
    });
    const theirs = (await call(team.outsider, 'GET', '/api/report/schedule')).json();
    expect(theirs.items).toEqual([]);
  });

  it('delivers a due schedule exactly once across two instances and a restart, with the PDF attached', async () => {
    const { id } = await create({ name: 'Once only' });
    await makeDue(id, new Date(Date.now() - 60_000));
    const before = smtp.mails.length;
    const second = await anotherInstance();
    // Two processes find it due at the same moment.
    const produced = await Promise.all([runDue(testApp.app), runDue(second)]);
    expect(produced.reduce((sum, count) => sum + count, 0)).toBe(1);
    await second.close();
    // A restarted process on the same database finds nothing due.
    const restarted = await anotherInstance();
    expect(await runDue(restarted)).toBe(0);
    const mails = smtp.mails.slice(before).filter((mail) => mail.subject?.startsWith('Once only'));
    expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual([
      'client@example.org',
      'lead@example.org',
    ]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Once only: Bill report');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    const text = (await pdfPages(mail!.attachments[0]!.content)).join(' ');
    expect(text).toContain('Texas (1)');
    expect(text).toContain('Colorado (1)');
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'done', deliveredTo: ['client@example.org', 'lead@example.org'] });
    const [row] = await testApp.app.db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(row!.lastStatus).toBe('Sent to 2 recipients');
    // The next occurrence is a new run (the first test's schedule falls due at the same Monday 08:00).
    expect(await runDue(restarted, new Date(row!.nextRunAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await runsOf(id)).toHaveLength(2);
  });

  it('sends a link to the stored file that only the account can download', async () => {
    const { id } = await create({ name: 'Linked', delivery: 'link', format: 'xlsx', recipients: ['link@example.org'] });
    const response = await call(team.owner, 'POST', `/api/report/run-scheduled/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json();
    expect(run).toMatchObject({ status: 'done', format: 'xlsx', deliveredTo: ['link@example.org'] });
    const mail = smtp.mails.find((item) => item.subject?.startsWith('Linked'))!;
    expect(mail.attachments).toHaveLength(0);
    const url = `https://app.statehouse.test/api/report/runs/${run.id}/download`;
    expect(mail.text).toContain(url);
    const path = new URL(url).pathname;
    expect((await call(team.owner, 'GET', path)).statusCode).toBe(200);
    expect((await call(team.outsider, 'GET', path)).statusCode).toBe(404);
    // Run now leaves the next time alone.
    const [row] = await testApp.app.db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('runs a saved advanced search with every state and a pseudo-session, as the schema decoded them', async () => {
    const { id } = await create({
      name: 'Passed lately',
      format: 'csv',
      parameters: {
        selection: { by: 'search', filters: { stateCode: 'all', sessionCode: 'most_recent', statuses: [4] } },
      },
    });
    const response = await call(team.owner, 'POST', `/api/report/run-scheduled/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'done', format: 'csv' });
  });

  it('produces a run cut off by a restart once more, then gives up', async () => {
    const { id } = await create({ name: 'Interrupted', recipients: ['late@example.org'] });
    const [run] = await testApp.app.db
      .insert(reportRuns)
      .values({
        accountId: team.owner.accountId,
        scheduledReportId: id,
        scheduledFor: new Date(Date.now() - 3_600_000),
        kind: 'bill',
        format: 'pdf',
        title: 'Interrupted',
        createdAt: new Date(Date.now() - 3_600_000),
      })
      .returning({ id: reportRuns.id });
    expect(await runDue(testApp.app)).toBe(1);
    const [retried] = await testApp.app.db.select().from(reportRuns).where(eq(reportRuns.id, run!.id));
    expect(retried).toMatchObject({ status: 'done', deliveredTo: ['late@example.org'] });
    expect(smtp.mails.filter((mail) => mail.subject?.startsWith('Interrupted'))).toHaveLength(1);
    expect(await runDue(testApp.app)).toBe(0);
  });

  it('keeps another account out: it cannot read, run or delete the schedule', async () => {
    const { id } = await create({ name: 'Private' });
    expect((await call(team.outsider, 'POST', `/api/report/run-scheduled/${id}`)).statusCode).toBe(404);
    expect((await call(team.outsider, 'DELETE', `/api/report/schedule/${id}`)).statusCode).toBe(404);
    const [row] = await testApp.app.db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
    expect(row).toBeDefined();
    expect(await runsOf(id)).toHaveLength(0);
    // A colleague who did not create it cannot delete it either; the admin can.
    expect((await call(team.colleague, 'DELETE', `/api/report/schedule/${id}`)).statusCode).toBe(403);
    const deleted = await call(team.owner, 'DELETE', `/api/report/schedule/${id}`);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call(team.owner, 'DELETE', `/api/report/schedule/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 for bad schedules', async () => {
    const bad = async (overrides: object, message: string) => {
      const response = await call(team.owner, 'POST', '/api/report/schedule', schedule(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await bad({ frequency: 'hourly' }, 'frequency must be daily, weekly or monthly');
    await bad({ timeOfDay: '25:00' }, 'timeOfDay must be HH:MM');
    await bad({ timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone');
    await bad({ recipients: [] }, 'Add at least one recipient');
    await bad({ recipients: ['not-an-address'] }, 'recipients must be e-mail addresses');
    await bad({ dayOfMonth: 31, frequency: 'monthly' }, 'dayOfMonth must be 1 to 28');
    await bad({ kind: 'weather' }, 'kind must be one of');
    await bad({ parameters: { selection: { by: 'tags', tagIds: [999999] } } }, 'Choose tags you can see');
    expect((await call(team.owner, 'DELETE', '/api/report/schedule/abc')).statusCode).toBe(400);
    expect((await call(team.owner, 'POST', '/api/report/run-scheduled/0')).statusCode).toBe(400);
    const count = await testApp.app.db.$count(scheduledReports, sql`${scheduledReports.name} = 'Weekly energy'`);
    expect(count).toBe(1);
  });
});
