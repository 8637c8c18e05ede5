import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billOwners, taskBills, taskEvents, taskFiles, taskNotes, taskRules, tasks } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

/** "First Last" of a user joined under `alias`, or the username. */
export const personNameSql = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`);

export type TaskRow = {
  id: number;
  parentTaskId: number | null;
  title: string;
  description: string;
  status: 'open' | 'in_progress' | 'done' | 'cancelled';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  assigneeUserId: number | null;
  assigneeName: string | null;
  teamId: number | null;
  teamName: string | null;
  dueDate: string | null;
  overdue: boolean;
  createdByUserId: number | null;
  createdByName: string | null;
  ruleKey: string | null;
  subtaskCount: number;
  subtasksDone: number;
  noteCount: number;
  completedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

export type TaskBillRow = { taskId: number; id: string; identifier: string; title: string };

/** Overdue: a due day before today (UTC) and not finished. */
const overdueSql = sql.raw(`coalesce(t.due_date < current_date and t.status in ('open', 'in_progress'), false)`);

const taskColumns = sql`t.id, t.parent_task_id as "parentTaskId", t.title, t.description, t.status, t.priority,
  t.assignee_user_id as "assigneeUserId", ${personNameSql('a')} as "assigneeName",
  t.team_id as "teamId", tm.name as "teamName", t.due_date::text as "dueDate", ${overdueSql} as overdue,
  t.created_by_user_id as "createdByUserId", ${personNameSql('c')} as "createdByName", t.rule_key as "ruleKey",
  (select count(*)::int from tasks s where s.parent_task_id = t.id and s.account_id = t.account_id) as "subtaskCount",
  (select count(*)::int from tasks s where s.parent_task_id = t.id and s.account_id = t.account_id and s.status = 'done') as "subtasksDone",
  (select count(*)::int from task_notes n where n.task_id = t.id) as "noteCount",
  t.completed_at as "completedAt", t.created_at as "createdAt", t.updated_at as "updatedAt"`;

const taskJoins = sql`from tasks t
  left join users a on a.id = t.assignee_user_id
  left join users c on c.id = t.created_by_user_id
  left join teams tm on tm.id = t.team_id`;

export type TaskFilter = {
  userId?: number;
  teamId?: number;
  status?: string;
  billId?: string;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  unassigned?: boolean;
  includeSubtasks?: boolean;
  parentTaskId?: number;
  limit: number;
};

/** The account's tasks matching the filter: overdue first, then by due day (none last), then newest. */
export async function selectTasks(db: Database, accountId: number, filter: TaskFilter) {
  const conditions: SQL[] = [sql`t.account_id = ${accountId}`];
  if (filter.userId !== undefined) conditions.push(sql`t.assignee_user_id = ${filter.userId}`);
  if (filter.teamId !== undefined) conditions.push(sql`t.team_id = ${filter.teamId}`);
  if (filter.status === 'active') conditions.push(sql`t.status in ('open', 'in_progress')`);
  else if (filter.status !== undefined) conditions.push(sql`t.status = ${filter.status}`);
  if (filter.billId !== undefined) {
    conditions.push(
      sql`exists (select 1 from task_bills tb where tb.task_id = t.id and tb.bill_id = ${filter.billId})`,
    );
  }
  if (filter.dueFrom !== undefined) conditions.push(sql`t.due_date >= ${filter.dueFrom}::date`);
  if (filter.dueTo !== undefined) conditions.push(sql`t.due_date <= ${filter.dueTo}::date`);
  if (filter.overdue) conditions.push(overdueSql);
  if (filter.unassigned) conditions.push(sql`t.assignee_user_id is null and t.team_id is null`);
  if (filter.parentTaskId !== undefined) conditions.push(sql`t.parent_task_id = ${filter.parentTaskId}`);
  else if (!filter.includeSubtasks) conditions.push(sql`t.parent_task_id is null`);
  return selectRows<TaskRow>(
    db,
    sql`select ${taskColumns} ${taskJoins}
      where ${sql.join(conditions, sql` and `)}
      order by ${overdueSql} desc, t.due_date asc nulls last, t.id desc
      limit ${filter.limit}`,
  );
}

export async function selectTask(db: Database, accountId: number, id: number) {
  const rows = await selectRows<TaskRow>(
    db,
    sql`select ${taskColumns} ${taskJoins} where t.account_id = ${accountId} and t.id = ${id}`,
  );
  return rows[0];
}

export async function selectTaskBills(db: Database, accountId: number, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  return selectRows<TaskBillRow>(
    db,
    sql`select tb.task_id as "taskId", b.id, b.identifier, b.title
      from task_bills tb join bills b on b.id = tb.bill_id
      where tb.account_id = ${accountId} and tb.task_id in ${taskIds}
      order by b.id`,
  );
}

export type NewTask = {
  accountId: number;
  parentTaskId: number | null;
  title: string;
  description: string;
  status: TaskRow['status'];
  priority: TaskRow['priority'];
  assigneeUserId: number | null;
  teamId: number | null;
  dueDate: string | null;
  createdByUserId: number | null;
  ruleKey?: string | null;
};

/**
 * Inserts a task with its bills and its "created" history row in one transaction. With a ruleKey already used in the
 * account nothing is written and undefined comes back (a rule makes one task per event).
 */
export async function insertTask(db: Database, task: NewTask, billIds: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({ ...task, completedAt: task.status === 'done' ? sql`now()` : null })
      .onConflictDoNothing()
      .returning({ id: tasks.id });
    if (!row) return undefined;
    if (billIds.length > 0) {
      await tx
        .insert(taskBills)
        .values(billIds.map((billId) => ({ accountId: task.accountId, taskId: row.id, billId })));
    }
    await tx.insert(taskEvents).values({
      accountId: task.accountId,
      taskId: row.id,
      userId: task.createdByUserId,
      kind: 'created',
      detail: task.ruleKey ? { rule: task.ruleKey } : {},
    });
    return row.id;
  });
}

export type TaskChanges = Partial<
  Pick<NewTask, 'title' | 'description' | 'status' | 'priority' | 'assigneeUserId' | 'teamId' | 'dueDate'>
>;

/** Writes the changed fields, replaces the bills when given, and records the change in the history. */
export async function updateTask(
  db: Database,
  ids: { accountId: number; taskId: number; userId: number | null },
  changes: TaskChanges,
  billIds: string[] | undefined,
  detail: Record<string, unknown>,
  kind = 'updated',
) {
  await db.transaction(async (tx) => {
    const completedAt =
      changes.status === undefined ? {} : { completedAt: changes.status === 'done' ? sql`now()` : null };
    await tx
      .update(tasks)
      .set({ ...changes, ...completedAt, updatedAt: sql`now()` })
      .where(and(eq(tasks.id, ids.taskId), eq(tasks.accountId, ids.accountId)));
    if (billIds !== undefined) {
      await tx.delete(taskBills).where(and(eq(taskBills.taskId, ids.taskId), eq(taskBills.accountId, ids.accountId)));
      if (billIds.length > 0) {
        await tx
          .insert(taskBills)
          .values(billIds.map((billId) => ({ accountId: ids.accountId, taskId: ids.taskId, billId })));
      }
    }
    await tx
      .insert(taskEvents)
      .values({ accountId: ids.accountId, taskId: ids.taskId, userId: ids.userId, kind, detail });
  });
}

export async function insertTaskEvent(
  db: Database,
  event: { accountId: number; taskId: number; userId: number | null; kind: string; detail: Record<string, unknown> },
) {
  await db.insert(taskEvents).values(event);
}

export type TaskEventRow = {
  id: number;
  kind: string;
  userId: number | null;
  userName: string | null;
  detail: Record<string, unknown>;
  createdAt: Date | string;
};

export async function selectTaskEvents(db: Database, accountId: number, taskId: number) {
  return selectRows<TaskEventRow>(
    db,
    sql`select e.id, e.kind, e.user_id as "userId", ${personNameSql('u')} as "userName", e.detail,
        e.created_at as "createdAt"
      from task_events e left join users u on u.id = e.user_id
      where e.account_id = ${accountId} and e.task_id = ${taskId}
      order by e.created_at desc, e.id desc`,
  );
}

export type TaskNoteRow = {
  id: number;
  taskId: number;
  taskTitle: string;
  userId: number | null;
  userName: string | null;
  body: string;
  createdAt: Date | string;
};

const noteColumns = sql`n.id, n.task_id as "taskId", t.title as "taskTitle", n.user_id as "userId",
  ${personNameSql('u')} as "userName", n.body, n.created_at as "createdAt"`;

export async function insertNote(
  db: Database,
  note: { accountId: number; taskId: number; userId: number; body: string },
) {
  const [row] = await db.insert(taskNotes).values(note).returning({ id: taskNotes.id });
  if (!row) throw new Error('note insert returned no row');
  await insertTaskEvent(db, { ...note, kind: 'note', detail: {} });
  return row.id;
}

/** Notes of one task (oldest first, a thread), one note, or every note on the account's tasks linked to a bill. */
export async function selectNotes(
  db: Database,
  accountId: number,
  where: { taskId?: number; noteId?: number; billId?: string },
) {
  const conditions: SQL[] = [sql`n.account_id = ${accountId}`];
  if (where.taskId !== undefined) conditions.push(sql`n.task_id = ${where.taskId}`);
  if (where.noteId !== undefined) conditions.push(sql`n.id = ${where.noteId}`);
  if (where.billId !== undefined) {
    conditions.push(
      sql`exists (select 1 from task_bills tb where tb.task_id = n.task_id and tb.bill_id = ${where.billId})`,
    );
  }
  return selectRows<TaskNoteRow>(
    db,
    sql`select ${noteColumns} from task_notes n join tasks t on t.id = n.task_id
      left join users u on u.id = n.user_id
      where ${sql.join(conditions, sql` and `)}
      order by n.created_at, n.id`,
  );
}

export async function insertTaskFile(
  db: Database,
  file: { accountId: number; taskId: number; fileId: string; addedByUserId: number },
) {
  await db.insert(taskFiles).values(file).onConflictDoNothing();
  await insertTaskEvent(db, {
    accountId: file.accountId,
    taskId: file.taskId,
    userId: file.addedByUserId,
    kind: 'file',
    detail: { fileId: file.fileId },
  });
}

export type TaskFileLinkRow = {
  id: number;
  taskId: number;
  taskTitle: string;
  fileId: string;
  createdAt: Date | string;
};

/** The files of one task, or of every account task linked to a bill; only files still live in storage. */
export async function selectTaskFileLinks(
  db: Database,
  accountId: number,
  where: { taskId?: number; billId?: string },
) {
  const conditions: SQL[] = [sql`f.account_id = ${accountId}`, sql`s.deleted_at is null`];
  if (where.taskId !== undefined) conditions.push(sql`f.task_id = ${where.taskId}`);
  if (where.billId !== undefined) {
    conditions.push(
      sql`exists (select 1 from task_bills tb where tb.task_id = f.task_id and tb.bill_id = ${where.billId})`,
    );
  }
  return selectRows<TaskFileLinkRow>(
    db,
    sql`select f.id, f.task_id as "taskId", t.title as "taskTitle", f.file_id as "fileId", f.created_at as "createdAt"
      from task_files f join tasks t on t.id = f.task_id join storage_files s on s.id = f.file_id
      where ${sql.join(conditions, sql` and `)}
      order by f.created_at, f.id`,
  );
}

/** Deletes a task (its subtasks lose their parent and become top-level); false when the account has no such task. */
export async function deleteTask(db: Database, accountId: number, taskId: number) {
  return db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ parentTaskId: null })
      .where(and(eq(tasks.accountId, accountId), eq(tasks.parentTaskId, taskId)));
    const deleted = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.accountId, accountId)))
      .returning({ id: tasks.id });
    return deleted.length > 0;
  });
}

// ---- members and teams as tasks see them

export async function memberRole(db: Database, accountId: number, userId: number) {
  const rows = await selectRows<{ role: string; name: string }>(
    db,
    sql`select au.role, ${personNameSql('u')} as name from account_users au join users u on u.id = au.user_id
      where au.account_id = ${accountId} and au.user_id = ${userId} and au.status = 'active'`,
  );
  return rows[0];
}

export async function teamName(db: Database, accountId: number, teamId: number) {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select name from teams where account_id = ${accountId} and id = ${teamId}`,
  );
  return rows[0]?.name;
}

export async function accountHasAnalystPortal(db: Database, accountId: number) {
  const rows = await selectRows<{ on: boolean }>(
    db,
    sql`select analyst_portal as on from accounts where id = ${accountId}`,
  );
  return rows[0]?.on === true;
}

// ---- bill owners

export type BillOwnerRow = { billId: string; ownerUserId: number | null; ownerTeamId: number | null; name: string };

export async function selectBillOwner(db: Database, accountId: number, billId: string) {
  const rows = await selectRows<BillOwnerRow>(
    db,
    sql`select o.bill_id as "billId", o.owner_user_id as "ownerUserId", o.owner_team_id as "ownerTeamId",
        coalesce(tm.name, ${personNameSql('u')}) as name
      from bill_owners o left join users u on u.id = o.owner_user_id left join teams tm on tm.id = o.owner_team_id
      where o.account_id = ${accountId} and o.bill_id = ${billId}`,
  );
  return rows[0];
}

export async function saveBillOwner(
  db: Database,
  owner: { accountId: number; billId: string; ownerUserId: number | null; ownerTeamId: number | null; userId: number },
) {
  if (owner.ownerUserId === null && owner.ownerTeamId === null) {
    await db
      .delete(billOwners)
      .where(and(eq(billOwners.accountId, owner.accountId), eq(billOwners.billId, owner.billId)));
    return;
  }
  const values = { ownerUserId: owner.ownerUserId, ownerTeamId: owner.ownerTeamId, updatedByUserId: owner.userId };
  await db
    .insert(billOwners)
    .values({ accountId: owner.accountId, billId: owner.billId, ...values })
    .onConflictDoUpdate({
      target: [billOwners.accountId, billOwners.billId],
      set: { ...values, updatedAt: sql`now()` },
    });
}

// ---- metrics

export type MetricScope = { userId?: number; teamId?: number };

const scopeSql = (scope: MetricScope): SQL =>
  scope.userId !== undefined
    ? sql`and t.assignee_user_id = ${scope.userId}`
    : scope.teamId !== undefined
      ? sql`and t.team_id = ${scope.teamId}`
      : sql``;

export type MetricCounts = {
  open: number;
  done: number;
  overdue: number;
  doneWithDue: number;
  doneOnTime: number;
  billsCovered: number;
  billsOwned: number;
};

/** The counts behind a member's, a team's or the account's metrics (decision 073 defines each). */
export async function selectMetricCounts(db: Database, accountId: number, scope: MetricScope) {
  const ownedSql =
    scope.userId !== undefined
      ? sql`o.owner_user_id = ${scope.userId}`
      : scope.teamId !== undefined
        ? sql`o.owner_team_id = ${scope.teamId}`
        : sql`true`;
  const rows = await selectRows<MetricCounts>(
    db,
    sql`select
        count(*) filter (where t.status in ('open', 'in_progress'))::int as open,
        count(*) filter (where t.status = 'done')::int as done,
        count(*) filter (where ${overdueSql})::int as overdue,
        count(*) filter (where t.status = 'done' and t.due_date is not null)::int as "doneWithDue",
        count(*) filter (where t.status = 'done' and t.due_date is not null
          and t.completed_at::date <= t.due_date)::int as "doneOnTime",
        (select count(distinct tb.bill_id)::int from task_bills tb join tasks t on t.id = tb.task_id
          where t.account_id = ${accountId} and t.status <> 'cancelled' ${scopeSql(scope)}) as "billsCovered",
        (select count(*)::int from bill_owners o where o.account_id = ${accountId} and ${ownedSql}) as "billsOwned"
      from tasks t where t.account_id = ${accountId} ${scopeSql(scope)}`,
  );
  return rows[0] as MetricCounts;
}

/** Tasks created and done per week (Monday starts) over the last `weeks` weeks, oldest first, empty weeks included. */
export async function selectWeeklyCounts(db: Database, accountId: number, scope: MetricScope, weeks: number) {
  return selectRows<{ weekStart: string; created: number; done: number }>(
    db,
    sql`select w.week::date::text as "weekStart",
        (select count(*)::int from tasks t where t.account_id = ${accountId} ${scopeSql(scope)}
          and date_trunc('week', t.created_at at time zone 'UTC') = w.week) as created,
        (select count(*)::int from tasks t where t.account_id = ${accountId} ${scopeSql(scope)} and t.status = 'done'
          and date_trunc('week', t.completed_at at time zone 'UTC') = w.week) as done
      from generate_series(date_trunc('week', (now() at time zone 'UTC')) - ${weeks - 1} * interval '1 week',
        date_trunc('week', (now() at time zone 'UTC')), interval '1 week') as w(week)
      order by w.week`,
  );
}

// ---- legislative rules

export async function selectRules(db: Database, accountId: number) {
  return db
    .select({ kind: taskRules.kind, enabled: taskRules.enabled })
    .from(taskRules)
    .where(eq(taskRules.accountId, accountId));
}

export async function saveRule(
  db: Database,
  rule: { accountId: number; kind: string; enabled: boolean; userId: number },
) {
  await db
    .insert(taskRules)
    .values({ accountId: rule.accountId, kind: rule.kind, enabled: rule.enabled, updatedByUserId: rule.userId })
    .onConflictDoUpdate({
      target: [taskRules.accountId, taskRules.kind],
      set: { enabled: rule.enabled, updatedByUserId: rule.userId, updatedAt: sql`now()` },
    });
}

export async function existingBillIds(db: Database, billIds: string[]) {
  if (billIds.length === 0) return [];
  const rows = await selectRows<{ id: string }>(db, sql`select id from bills where id in ${billIds}`);
  return rows.map((row) => row.id);
}
