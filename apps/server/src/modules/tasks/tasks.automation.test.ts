import { addWorkingDays } from '@statehouse/shared/reference/holidays';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSmtpReceiver } from '../../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { billEvents, billOwners, notifications, tagBills, tags, tasks, watchEvents } from '../../db/schema/index';
import { sendDueReminders } from './tasks.reminders';
import { runTaskAutomation } from './tasks.service';

const BILL = 'TX-892-HB-1';

/** The calendar day of the first `weekday` (0 Sunday .. 6 Saturday) at least a week from today (UTC). */
function nextWeekday(weekday: number, after = new Date()) {
  const day = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate() + 7));
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('task rules and reminders', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let manager: SignedIn;
  let analyst: SignedIn & { username: string };
  let bystander: SignedIn;

  const db = () => testApp.app.db;
  const pass = () => runTaskAutomation({ db: db(), publicUrl: 'https://app.statehouse.test', log: testApp.app.log });
  const ruleTasks = (accountId: number) =>
    db()
      .select({
        id: tasks.id,
        title: tasks.title,
        dueDate: tasks.dueDate,
        assignee: tasks.assigneeUserId,
        ruleKey: tasks.ruleKey,
      })
      .from(tasks)
      .where(and(eq(tasks.accountId, accountId), sql`${tasks.ruleKey} is not null`))
      .orderBy(tasks.id);
  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    testApp = await buildTestApp({
      ALERT_WORKERS: true,
      ALERT_POLL_MS: 200,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://app.statehouse.test',
    });
    await loadBillSample(db(), [BILL]);
    manager = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    analyst = await addMember(testApp.app, { accountId: manager.accountId, role: 'analyst' });
    // Another account tracks the bill too but has no rule on: it gets no task.
    bystander = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    for (const account of [manager, bystander]) {
      const [tag] = await db()
        .insert(tags)
        .values({ accountId: account.accountId, scope: 'account', name: 'Watching' })
        .returning({ id: tags.id });
      await db().insert(tagBills).values({ accountId: account.accountId, tagId: tag!.id, billId: BILL });
    }
    await db().insert(billOwners).values({ accountId: manager.accountId, billId: BILL, ownerUserId: analyst.userId });
    for (const kind of ['hearing_prepare', 'chamber_passed_review']) {
      const response = await call(manager, 'PUT', '/api/task-rules', { kind, enabled: true });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Events already recorded (the sample's) are read once now, before the ones below.
    await pass();
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('makes one prepare task per posted hearing, due the working day before, and moves it with the hearing', async () => {
    const wednesday = nextWeekday(3);
    await db()
      .insert(billEvents)
      .values({
        billId: BILL,
        kind: 'hearing_scheduled',
        key: 'rule-hearing-1',
        payload: { eventId: 'rule-hearing-1', startTime: `${wednesday}T15:00:00Z`, committee: 'State Affairs' },
      });
    // The committee watch sees the same hearing: still one task.
    await db()
      .insert(watchEvents)
      .values({
        kind: 'tracked_bill_on_agenda',
        key: 'rule-agenda-1',
        hearingId: 'rule-hearing-1',
        billId: BILL,
        payload: { startTime: `${wednesday}T15:00:00Z`, timezone: 'America/Chicago', committee: 'State Affairs' },
      });
    await pass();
    await pass();
    const made = await ruleTasks(manager.accountId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      dueDate: addWorkingDays(wednesday, -1, 'TX'),
      assignee: analyst.userId,
      ruleKey: `hearing_prepare:${BILL}:rule-hearing-1`,
    });
    expect(made[0]!.title).toContain('State Affairs');
    expect(await ruleTasks(bystander.accountId)).toEqual([]);

    // Rescheduled to the Monday after: due the Friday before it.
    const monday = nextWeekday(1, new Date(`${wednesday}T00:00:00Z`));
    await db()
      .insert(billEvents)
      .values({
        billId: BILL,
        kind: 'hearing_moved',
        key: 'rule-hearing-1->rule-hearing-2',
        payload: { eventId: 'rule-hearing-2', from: `${wednesday}T15:00:00Z`, to: `${monday}T15:00:00Z` },
      });
    await pass();
    const moved = await ruleTasks(manager.accountId);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ id: made[0]!.id, dueDate: addWorkingDays(monday, -1, 'TX') });
    const detail = await call(analyst, 'GET', `/api/tasks/${made[0]!.id}`);
    expect(detail.json().history[0]).toMatchObject({ kind: 'rescheduled', by: null });
    expect(detail.json().fromRule).toBe('hearing_prepare');
  });

  it('makes a review task when a tracked bill passes a chamber, once', async () => {
    for (let round = 0; round < 2; round += 1) {
      await db()
        .insert(billEvents)
        .values({ billId: BILL, kind: 'status_change', key: `rule-status-${round}`, payload: { from: 1, to: 2 } });
      await pass();
    }
    const review = (await ruleTasks(manager.accountId)).filter((task) =>
      task.ruleKey?.startsWith('chamber_passed_review'),
    );
    expect(review).toHaveLength(1);
    expect(review[0]).toMatchObject({ assignee: analyst.userId });
    expect(review[0]!.title).toContain('passed its first chamber');
  });

  it('reminds the assignee once before the due day, by e-mail and in the app', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const created = await call(manager, 'POST', '/api/tasks', {
      title: 'File the fiscal note',
      assigneeUserId: analyst.userId,
      dueDate: tomorrow,
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().id as number;
    await pass();
    await pass();
    testApp.app.alertEngine()?.wake();
    const subject = 'Task due soon: File the fiscal note';
    await eventually(() => expect(smtp.mails.filter((mail) => mail.subject === subject)).toHaveLength(1));
    const inApp = () =>
      db()
        .select({ id: notifications.id, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, analyst.userId), eq(notifications.title, subject)));
    await eventually(async () => expect(await inApp()).toHaveLength(1));
    await pass();
    testApp.app.alertEngine()?.wake();
    // Another pass and another wake deliver nothing new.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(await inApp()).toHaveLength(1);
    const [mail] = smtp.mails.filter((item) => item.subject === subject);
    expect(mail!.text).toContain(`https://app.statehouse.test/tasks/${taskId}`);

    // Remind now: a manager asks, the assignee gets it at once.
    const remind = await call(manager, 'POST', `/api/tasks/${taskId}/remind`);
    expect(remind.statusCode, remind.body).toBe(200);
    expect(remind.json()).toMatchObject({ sent: true, channels: ['in_app', 'email'], to: { id: analyst.userId } });
    await eventually(() =>
      expect(smtp.mails.filter((item) => item.subject === 'Reminder: File the fiscal note')).toHaveLength(1),
    );
    const unassigned = await call(manager, 'POST', '/api/tasks', { title: 'Nobody’s' });
    const refused = await call(manager, 'POST', `/api/tasks/${unassigned.json().id}/remind`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('no assignee');
  });

  it('reminds on the last working day before the due day, with the state of the task’s bill', async () => {
    // Monday 2 December 2030 follows Thanksgiving (the 28th), the day after it (a Texas holiday) and a weekend.
    const dueDate = '2030-12-02';
    const texas = await call(manager, 'POST', '/api/tasks', {
      title: 'Brief the Texas client',
      assigneeUserId: analyst.userId,
      dueDate,
      billIds: [BILL],
    });
    expect(texas.statusCode, texas.body).toBe(201);
    const federal = await call(manager, 'POST', '/api/tasks', {
      title: 'Brief the board',
      assigneeUserId: analyst.userId,
      dueDate,
    });
    expect(federal.statusCode, federal.body).toBe(201);
    const reminded = async (taskId: number) =>
      (await call(manager, 'GET', `/api/tasks/${taskId}`))
        .json()
        .history.some((event: { kind: string }) => event.kind === 'reminded');
    const url = 'https://app.statehouse.test';

    // Tuesday: Texas works on Wednesday, so nothing yet.
    expect(await sendDueReminders(db(), url, '2030-11-26')).toBe(0);
    // Wednesday: the next Texas working day is the Monday due day; without a state, Friday still works.
    expect(await sendDueReminders(db(), url, '2030-11-27')).toBe(1);
    expect(await reminded(texas.json().id)).toBe(true);
    expect(await reminded(federal.json().id)).toBe(false);
    // Friday: the other one's turn; the Texas task is not reminded again.
    expect(await sendDueReminders(db(), url, '2030-11-29')).toBe(1);
    expect(await reminded(federal.json().id)).toBe(true);
  });

  it('makes the prepare task due the working day before the hearing in the bill’s state, skipping its holidays', async () => {
    // A Texas hearing on Monday 2 December 2030: Thanksgiving and the day after (a Texas holiday) come before the weekend.
    await db()
      .insert(billEvents)
      .values({
        billId: BILL,
        kind: 'hearing_scheduled',
        key: 'rule-hearing-thanksgiving',
        payload: {
          eventId: 'rule-hearing-thanksgiving',
          startTime: '2030-12-02T15:00:00Z',
          committee: 'Ways and Means',
        },
      });
    await pass();
    const made = (await ruleTasks(manager.accountId)).filter((task) =>
      task.ruleKey?.endsWith(':rule-hearing-thanksgiving'),
    );
    expect(made).toHaveLength(1);
    expect(made[0]!.dueDate).toBe('2030-11-27');
  });
});
