import { randomUUID } from 'node:crypto';
import { addWorkingDays } from '@statehouse/shared/reference/holidays';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { absolute, preferencesOf } from '../../jobs/alert-matcher';
import { enqueueOutbox, type NewOutboxMessage } from '../../notify/outbox';
import { insertTaskEvent, type TaskRow } from './tasks.queries';
import { stateOfBill } from './tasks.rules';

type Recipient = { email: string; settings: Record<string, unknown> | null };

async function recipientOf(db: Database, userId: number) {
  const rows = await selectRows<Recipient>(
    db,
    sql`select u.email, s.settings from users u left join user_settings s on s.user_id = u.id where u.id = ${userId}`,
  );
  return rows[0];
}

const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Queues a task reminder to its assignee on the channels their alert settings turn on (in-app and e-mail; the
 * outbox worker delivers them like alerts, decision 028). An automatic ("due") reminder has one dedupe key per task,
 * due day and channel, so it goes out once however often the pass runs; a manual one goes out each time it is asked.
 * Returns the channels a new message was queued on, and records the reminder in the task's history.
 */
export async function queueReminder(
  db: Database,
  options: {
    accountId: number;
    task: Pick<TaskRow, 'id' | 'title' | 'dueDate' | 'assigneeUserId'>;
    kind: 'manual' | 'due';
    senderName?: string;
    senderId?: number;
    publicUrl: string | undefined;
  },
): Promise<string[]> {
  const { accountId, task, kind } = options;
  if (task.assigneeUserId === null) return [];
  const recipient = await recipientOf(db, task.assigneeUserId);
  if (!recipient) return [];
  const preferences = preferencesOf(recipient.settings);
  const link = `/tasks/${task.id}`;
  const due = task.dueDate ? `due ${formatDay(task.dueDate)}` : 'no due date';
  const title = kind === 'due' ? `Task due soon: ${task.title}` : `Reminder: ${task.title}`;
  const body =
    kind === 'due'
      ? `"${task.title}" is ${due}.`
      : `${options.senderName ?? 'A colleague'} reminds you of "${task.title}" (${due}).`;
  const keyBase =
    kind === 'due' ? `task-due:${task.id}:${task.dueDate ?? 'none'}` : `task-remind:${task.id}:${randomUUID()}`;
  const messages: NewOutboxMessage[] = [];
  if (preferences.inApp) {
    messages.push({
      accountId,
      userId: task.assigneeUserId,
      channel: 'in_app',
      dedupeKey: `${keyBase}:in_app`,
      payload: { kind: 'task_reminder', title, body, link },
    });
  }
  if (preferences.email && recipient.email) {
    const url = absolute(options.publicUrl, link);
    messages.push({
      accountId,
      userId: task.assigneeUserId,
      channel: 'email',
      dedupeKey: `${keyBase}:email`,
      payload: {
        kind: 'task_reminder',
        to: recipient.email,
        subject: title,
        text: `${body}\n\nOpen the task: ${url}`,
      },
    });
  }
  const queued: string[] = [];
  for (const message of messages) {
    if ((await enqueueOutbox(db, [message])) > 0) queued.push(message.channel);
  }
  if (queued.length > 0) {
    await insertTaskEvent(db, {
      accountId,
      taskId: task.id,
      userId: options.senderId ?? null,
      kind: 'reminded',
      detail: { automatic: kind === 'due', channels: queued },
    });
  }
  return queued;
}

/** Calendar days a reminder may come ahead of its due day: enough for the longest run of weekend and holidays. */
const LOOKAHEAD_DAYS = 10;

/**
 * Open tasks with an assignee due from today to the next working day (UTC) in accounts whose analyst portal is on:
 * a task due on Monday is reminded on the Friday before, one due after Thanksgiving on the Wednesday. Working days are
 * those of the state of the task's first linked bill (federal holidays only when it has none).
 */
async function selectDueSoon(db: Database, today: string) {
  const rows = await selectRows<
    Pick<TaskRow, 'id' | 'title' | 'dueDate' | 'assigneeUserId'> & { accountId: number; billId: string | null }
  >(
    db,
    sql`select t.id, t.account_id as "accountId", t.title, t.due_date::text as "dueDate",
        t.assignee_user_id as "assigneeUserId",
        (select min(tb.bill_id) from task_bills tb where tb.task_id = t.id) as "billId"
      from tasks t join accounts a on a.id = t.account_id and a.analyst_portal
      where t.status in ('open', 'in_progress') and t.assignee_user_id is not null
        and t.due_date between ${today}::date and ${today}::date + ${LOOKAHEAD_DAYS}::int
      order by t.id
      limit 1000`,
  );
  return rows.filter(
    (task) => task.dueDate !== null && task.dueDate <= addWorkingDays(today, 1, stateOfBill(task.billId)),
  );
}

/** One pass of automatic reminders: each task due by the next working day reminds its assignee once. */
export async function sendDueReminders(
  db: Database,
  publicUrl: string | undefined,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  let reminded = 0;
  for (const task of await selectDueSoon(db, today)) {
    const channels = await queueReminder(db, { accountId: task.accountId, task, kind: 'due', publicUrl });
    if (channels.length > 0) reminded += 1;
  }
  return reminded;
}
