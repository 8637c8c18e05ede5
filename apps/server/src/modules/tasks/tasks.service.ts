import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import type { PersonRef } from '@statehouse/shared/positions/positions.schemas';
import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import {
  type BillContentReply,
  type BillNotesReply,
  type BillOwner,
  type CreateTaskRequest,
  type RemindReply,
  type Task,
  type TaskDetail,
  type TaskFile,
  type TaskMetrics,
  type TaskNote,
  type TaskRuleKind,
  type TaskRulesReply,
  type TasksFilter,
  type TasksReply,
  taskRuleKinds,
  taskRuleLabels,
  type UpdateTaskRequest,
  type UserMetricsReply,
} from '@statehouse/shared/tasks/tasks.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { UploadPart } from '../../plugins/multipart';
import { requireBill } from '../bills/bills.service';
import { describeFiles, uploadOneFile } from '../storage/storage.service';
import {
  accountHasAnalystPortal,
  deleteTask as deleteTaskRows,
  existingBillIds,
  insertNote,
  insertTask,
  insertTaskFile,
  type MetricScope,
  memberRole,
  type NewTask,
  saveBillOwner,
  saveRule,
  selectBillOwner,
  selectMetricCounts,
  selectNotes,
  selectRules,
  selectTask,
  selectTaskBills,
  selectTaskEvents,
  selectTaskFileLinks,
  selectTasks,
  selectWeeklyCounts,
  type TaskBillRow,
  type TaskChanges,
  type TaskNoteRow,
  type TaskRow,
  teamName,
  updateTask,
} from './tasks.queries';
import { queueReminder, sendDueReminders } from './tasks.reminders';
import { applyTaskRules } from './tasks.rules';

/** Who may see tasks, teams and analysts: every role; lobbyists (outside counsel) only read (decision 073). */
export const TASK_READER_ROLES: readonly RoleName[] = ['admin', 'user', 'analyst', 'lobbyist'];
/** Who may create tasks, write notes and add files. */
export const TASK_WRITER_ROLES: readonly RoleName[] = ['admin', 'user', 'analyst'];
/** Who manages: assigns anyone, edits and deletes any task, sets bill owners, runs teams and rules. */
export const TASK_MANAGER_ROLES: readonly RoleName[] = ['admin', 'user'];

export const taskMessages = {
  portalOff: 'The analyst portal is off for this account. Ask your account administrator to turn it on.',
  taskNotFound: 'Task not found',
  parentNotFound: 'The parent task was not found in your account.',
  subtaskOfSubtask: 'A subtask cannot have subtasks of its own: choose a top-level task as the parent.',
  assigneeNotFound: 'The assignee is not an active member of your account.',
  assigneeNotAllowed: 'Lobbyists cannot be given tasks: choose an admin, a user or an analyst.',
  teamNotFound: 'Team not found in your account.',
  billsNotFound: (ids: string[]) => `These bills were not found: ${ids.join(', ')}`,
  analystAssignsSelf: 'Analysts may assign tasks only to themselves. Ask a manager to assign it to someone else.',
  analystEditsOwn: 'Analysts may change only the tasks assigned to them or created by them.',
  noChanges: 'Send at least one field to change.',
  noFile: 'Send the file in a multipart part named "file".',
  remindNobody: 'This task has no assignee to remind. Assign it first.',
  remindClosed: 'This task is already done or cancelled: there is nothing to remind about.',
  userNotFound: 'Member not found in your account.',
  oneOwner: 'Give either ownerUserId or ownerTeamId, not both.',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: number | null, name: string | null): PersonRef | null =>
  id === null ? null : { id, name: name ?? 'Former member' };
const isManager = (caller: Caller) => TASK_MANAGER_ROLES.includes(caller.role);
const isWriter = (caller: Caller) => TASK_WRITER_ROLES.includes(caller.role);

/** The analyst portal's gate (SPEC section 2): every call of tasks, teams and analysts needs the account's flag. */
export async function requireAnalystPortal(db: Database, accountId: number): Promise<void> {
  if (!(await accountHasAnalystPortal(db, accountId))) throw new AppError('FORBIDDEN', taskMessages.portalOff);
}

const stateOf = (billId: string) => billId.split('-')[0] ?? '';

function toTask(row: TaskRow, bills: TaskBillRow[]): Task {
  return {
    id: row.id,
    parentTaskId: row.parentTaskId,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    assignee: person(row.assigneeUserId, row.assigneeName),
    team: row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? '' },
    dueDate: row.dueDate,
    overdue: row.overdue,
    bills: bills
      .filter((bill) => bill.taskId === row.id)
      .map((bill) => ({ id: bill.id, stateCode: stateOf(bill.id), number: bill.identifier, title: bill.title })),
    createdBy: person(row.createdByUserId, row.createdByName),
    fromRule: row.ruleKey ? (row.ruleKey.split(':')[0] ?? null) : null,
    subtaskCount: row.subtaskCount,
    subtasksDone: row.subtasksDone,
    noteCount: row.noteCount,
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function withBills(db: Database, accountId: number, rows: TaskRow[]): Promise<Task[]> {
  const bills = await selectTaskBills(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTask(row, bills));
}

const toNote = (row: TaskNoteRow): TaskNote & { taskTitle: string } => ({
  id: row.id,
  taskId: row.taskId,
  taskTitle: row.taskTitle,
  author: person(row.userId, row.userName) ?? { id: null, name: 'Former member' },
  body: row.body,
  createdAt: iso(row.createdAt),
});

async function requireTaskRow(db: Database, caller: Caller, id: number): Promise<TaskRow> {
  const row = await selectTask(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', taskMessages.taskNotFound);
  return row;
}

async function checkAssignee(db: Database, caller: Caller, userId: number | null | undefined) {
  if (userId === undefined || userId === null) return;
  const member = await memberRole(db, caller.accountId, userId);
  if (!member) throw new AppError('BAD_REQUEST', taskMessages.assigneeNotFound);
  if (member.role === 'lobbyist') throw new AppError('BAD_REQUEST', taskMessages.assigneeNotAllowed);
  if (!isManager(caller) && userId !== caller.id) throw new AppError('FORBIDDEN', taskMessages.analystAssignsSelf);
}

async function checkTeam(db: Database, caller: Caller, teamId: number | null | undefined) {
  if (teamId === undefined || teamId === null) return;
  if ((await teamName(db, caller.accountId, teamId)) === undefined) {
    throw new AppError('BAD_REQUEST', taskMessages.teamNotFound);
  }
}

async function checkBills(db: Database, billIds: string[] | undefined) {
  if (!billIds || billIds.length === 0) return [];
  const unique = [...new Set(billIds)];
  const found = new Set(await existingBillIds(db, unique));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('BAD_REQUEST', taskMessages.billsNotFound(missing));
  return unique;
}

const canEditTask = (caller: Caller, row: TaskRow) =>
  isManager(caller) || (isWriter(caller) && (row.assigneeUserId === caller.id || row.createdByUserId === caller.id));

/** GET /api/tasks: the account's tasks by assignee, team, status, bill, due window, overdue. */
export async function listTasks({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: TasksFilter;
}): Promise<TasksReply> {
  const rows = await selectTasks(db, caller.accountId, {
    userId: query.userId,
    teamId: query.teamId,
    status: query.status,
    billId: query.billId,
    dueFrom: query.dueFrom,
    dueTo: query.dueTo,
    overdue: query.overdue,
    unassigned: query.unassigned,
    includeSubtasks: query.includeSubtasks,
    limit: query.limit,
  });
  return { data: await withBills(db, caller.accountId, rows), canCreate: isWriter(caller) };
}

export async function getTask({ db, caller, id }: { db: Database; caller: Caller; id: number }): Promise<TaskDetail> {
  const row = await requireTaskRow(db, caller, id);
  const subtaskRows = await selectTasks(db, caller.accountId, { parentTaskId: id, limit: 500 });
  const [task, ...subtasks] = await withBills(db, caller.accountId, [row, ...subtaskRows]);
  if (!task) throw new Error('task vanished');
  const events = await selectTaskEvents(db, caller.accountId, id);
  return {
    ...task,
    subtasks,
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      by: person(event.userId, event.userName),
      detail: event.detail,
      createdAt: iso(event.createdAt),
    })),
    canEdit: canEditTask(caller, row),
    canWrite: isWriter(caller),
    canDelete: isManager(caller),
  };
}

/** POST /api/tasks: analysts may create tasks for themselves (or nobody); managers assign anyone. */
export async function createTask({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: Required<Pick<CreateTaskRequest, 'title' | 'description' | 'status' | 'priority'>> & CreateTaskRequest;
}): Promise<TaskDetail> {
  await checkAssignee(db, caller, input.assigneeUserId);
  await checkTeam(db, caller, input.teamId);
  if (input.parentTaskId !== undefined && input.parentTaskId !== null) {
    const parent = await selectTask(db, caller.accountId, input.parentTaskId);
    if (!parent) throw new AppError('BAD_REQUEST', taskMessages.parentNotFound);
    if (parent.parentTaskId !== null) throw new AppError('BAD_REQUEST', taskMessages.subtaskOfSubtask);
  }
  const billIds = await checkBills(db, input.billIds);
  const task: NewTask = {
    accountId: caller.accountId,
    parentTaskId: input.parentTaskId ?? null,
    title: input.title,
    description: input.description,
    status: input.status,
    priority: input.priority,
    assigneeUserId: input.assigneeUserId ?? null,
    teamId: input.teamId ?? null,
    dueDate: input.dueDate ?? null,
    createdByUserId: caller.id,
  };
  const id = await insertTask(db, task, billIds);
  if (id === undefined) throw new Error('task insert returned no row');
  return getTask({ db, caller, id });
}

/** PATCH /api/tasks/{id}: only the fields sent change; each change is kept in the history. */
export async function changeTask({
  db,
  caller,
  id,
  input,
}: {
  db: Database;
  caller: Caller;
  id: number;
  input: UpdateTaskRequest;
}): Promise<TaskDetail> {
  const row = await requireTaskRow(db, caller, id);
  if (!canEditTask(caller, row)) throw new AppError('FORBIDDEN', taskMessages.analystEditsOwn);
  if (Object.values(input).every((value) => value === undefined))
    throw new AppError('BAD_REQUEST', taskMessages.noChanges);
  if (input.assigneeUserId !== undefined && input.assigneeUserId !== row.assigneeUserId) {
    await checkAssignee(db, caller, input.assigneeUserId);
  }
  if (input.teamId !== undefined && input.teamId !== row.teamId) await checkTeam(db, caller, input.teamId);
  const billIds = input.billIds === undefined ? undefined : await checkBills(db, input.billIds);
  const changes: TaskChanges = {};
  const detail: Record<string, { from: unknown; to: unknown }> = {};
  const fields = ['title', 'description', 'status', 'priority', 'assigneeUserId', 'teamId', 'dueDate'] as const;
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || value === row[field]) continue;
    (changes as Record<string, unknown>)[field] = value;
    detail[field] = { from: row[field], to: value };
  }
  if (billIds !== undefined) detail.billIds = { from: null, to: billIds };
  if (Object.keys(detail).length > 0) {
    await updateTask(db, { accountId: caller.accountId, taskId: id, userId: caller.id }, changes, billIds, detail);
  }
  return getTask({ db, caller, id });
}

export async function removeTask({ db, caller, id }: { db: Database; caller: Caller; id: number }) {
  if (!(await deleteTaskRows(db, caller.accountId, id))) throw new AppError('NOT_FOUND', taskMessages.taskNotFound);
}

export async function listNotes({ db, caller, taskId }: { db: Database; caller: Caller; taskId: number }) {
  await requireTaskRow(db, caller, taskId);
  return { data: (await selectNotes(db, caller.accountId, { taskId })).map(toNote) };
}

export async function addNote({
  db,
  caller,
  taskId,
  body,
}: {
  db: Database;
  caller: Caller;
  taskId: number;
  body: string;
}): Promise<TaskNote> {
  await requireTaskRow(db, caller, taskId);
  const id = await insertNote(db, { accountId: caller.accountId, taskId, userId: caller.id, body });
  const [row] = await selectNotes(db, caller.accountId, { noteId: id });
  if (!row) throw new Error('note vanished');
  return toNote(row);
}

async function filesOf(db: Database, accountId: number, where: { taskId?: number; billId?: string }) {
  const links = await selectTaskFileLinks(db, accountId, where);
  const files = await describeFiles(
    db,
    accountId,
    links.map((link) => link.fileId),
  );
  return links.flatMap((link) => {
    const file: StorageFile | undefined = files.get(link.fileId);
    return file
      ? [{ id: link.id, taskId: link.taskId, taskTitle: link.taskTitle, file, createdAt: iso(link.createdAt) }]
      : [];
  });
}

export async function listFiles({ db, caller, taskId }: { db: Database; caller: Caller; taskId: number }) {
  await requireTaskRow(db, caller, taskId);
  return { data: await filesOf(db, caller.accountId, { taskId }) };
}

/** POST /api/tasks/{id}/files: the "file" part goes into the account's storage and is linked to the task. */
export async function addFile({
  deps,
  caller,
  taskId,
  parts,
}: {
  deps: {
    db: Database;
    blobStore: Parameters<typeof uploadOneFile>[0]['deps']['blobStore'];
    log: Parameters<typeof uploadOneFile>[0]['deps']['log'];
    maxUploadBytes: number;
  };
  caller: Caller;
  taskId: number;
  parts: AsyncIterable<UploadPart>;
}): Promise<TaskFile> {
  await requireTaskRow(deps.db, caller, taskId);
  const file = await uploadOneFile({ deps, caller, parts, fileField: 'file' });
  if (!file) throw new AppError('BAD_REQUEST', taskMessages.noFile);
  await insertTaskFile(deps.db, { accountId: caller.accountId, taskId, fileId: file.id, addedByUserId: caller.id });
  const files = await filesOf(deps.db, caller.accountId, { taskId });
  const linked = files.find((entry) => entry.file.id === file.id);
  if (!linked) throw new Error('task file vanished');
  return linked;
}

/** POST /api/tasks/{id}/remind: a reminder to the assignee now, through their alert channels. */
export async function remindNow({
  db,
  caller,
  id,
  publicUrl,
}: {
  db: Database;
  caller: Caller & Pick<AuthUser, 'firstName' | 'lastName' | 'username'>;
  id: number;
  publicUrl: string | undefined;
}): Promise<RemindReply> {
  const row = await requireTaskRow(db, caller, id);
  if (row.assigneeUserId === null) throw new AppError('BAD_REQUEST', taskMessages.remindNobody);
  if (row.status === 'done' || row.status === 'cancelled') throw new AppError('BAD_REQUEST', taskMessages.remindClosed);
  const sender = `${caller.firstName} ${caller.lastName}`.trim() || caller.username;
  const channels = await queueReminder(db, {
    accountId: caller.accountId,
    task: row,
    kind: 'manual',
    senderName: sender,
    senderId: caller.id,
    publicUrl,
  });
  return { sent: channels.length > 0, channels, to: { id: row.assigneeUserId, name: row.assigneeName ?? '' } };
}

// ---- bills: notes, content, owner

export async function billNotes({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<BillNotesReply> {
  await requireBill(db, billId);
  return { data: (await selectNotes(db, caller.accountId, { billId })).map(toNote) };
}

async function ownerOf(db: Database, accountId: number, billId: string): Promise<BillOwner | null> {
  const row = await selectBillOwner(db, accountId, billId);
  if (!row) return null;
  return row.ownerUserId !== null
    ? { type: 'user', id: row.ownerUserId, name: row.name }
    : { type: 'team', id: row.ownerTeamId ?? 0, name: row.name };
}

export async function billContent({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<BillContentReply> {
  await requireBill(db, billId);
  const rows = await selectTasks(db, caller.accountId, { billId, includeSubtasks: true, limit: 500 });
  return {
    billId,
    owner: await ownerOf(db, caller.accountId, billId),
    tasks: await withBills(db, caller.accountId, rows),
    notes: (await selectNotes(db, caller.accountId, { billId })).map(toNote),
    files: await filesOf(db, caller.accountId, { billId }),
    canEdit: isManager(caller),
  };
}

export async function getBillOwner({ db, caller, billId }: { db: Database; caller: Caller; billId: string }) {
  await requireBill(db, billId);
  return { billId, owner: await ownerOf(db, caller.accountId, billId) };
}

/** PUT /api/bills/{billId}/owner: one member (not a lobbyist) or one team of the account; neither clears it. */
export async function setBillOwner({
  db,
  caller,
  billId,
  input,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  input: { ownerUserId?: number | null; ownerTeamId?: number | null };
}) {
  await requireBill(db, billId);
  const ownerUserId = input.ownerUserId ?? null;
  const ownerTeamId = input.ownerTeamId ?? null;
  if (ownerUserId !== null && ownerTeamId !== null) throw new AppError('BAD_REQUEST', taskMessages.oneOwner);
  if (ownerUserId !== null) {
    const member = await memberRole(db, caller.accountId, ownerUserId);
    if (!member) throw new AppError('BAD_REQUEST', taskMessages.assigneeNotFound);
    if (member.role === 'lobbyist') throw new AppError('BAD_REQUEST', taskMessages.assigneeNotAllowed);
  }
  await checkTeam(db, caller, ownerTeamId);
  await saveBillOwner(db, { accountId: caller.accountId, billId, ownerUserId, ownerTeamId, userId: caller.id });
  return { billId, owner: await ownerOf(db, caller.accountId, billId) };
}

// ---- metrics

/** Open, done, overdue, on-time rate, bills covered and owned, and 12 weeks of activity (decision 073). */
export async function metricsOf(db: Database, accountId: number, scope: MetricScope): Promise<TaskMetrics> {
  const counts = await selectMetricCounts(db, accountId, scope);
  return {
    open: counts.open,
    done: counts.done,
    overdue: counts.overdue,
    onTimeRate: counts.doneWithDue === 0 ? null : Math.round((counts.doneOnTime / counts.doneWithDue) * 1000) / 1000,
    billsCovered: counts.billsCovered,
    billsOwned: counts.billsOwned,
    overTime: await selectWeeklyCounts(db, accountId, scope, 12),
  };
}

export async function userMetrics({
  db,
  caller,
  userId,
}: {
  db: Database;
  caller: Caller;
  userId: number;
}): Promise<UserMetricsReply> {
  const member = await memberRole(db, caller.accountId, userId);
  if (!member) throw new AppError('NOT_FOUND', taskMessages.userNotFound);
  return { user: { id: userId, name: member.name }, ...(await metricsOf(db, caller.accountId, { userId })) };
}

// ---- legislative rules

export async function listRules({ db, caller }: { db: Database; caller: Caller }): Promise<TaskRulesReply> {
  const saved = new Map((await selectRules(db, caller.accountId)).map((rule) => [rule.kind, rule.enabled]));
  return {
    data: taskRuleKinds.map((kind) => ({ kind, label: taskRuleLabels[kind], enabled: saved.get(kind) ?? false })),
    canEdit: isManager(caller),
  };
}

export async function setRule({
  db,
  caller,
  kind,
  enabled,
}: {
  db: Database;
  caller: Caller;
  kind: TaskRuleKind;
  enabled: boolean;
}): Promise<TaskRulesReply> {
  await saveRule(db, { accountId: caller.accountId, kind, enabled, userId: caller.id });
  return listRules({ db, caller });
}

export type TaskAutomationDeps = { db: Database; publicUrl: string | undefined; log: FastifyBaseLogger };

/** One pass of the task automation: legislative rules, then reminders of tasks due soon (decision 073). */
export async function runTaskAutomation(deps: TaskAutomationDeps) {
  const rules = await applyTaskRules(deps.db);
  const reminded = await sendDueReminders(deps.db, deps.publicUrl);
  if (rules.created + rules.moved + reminded > 0) {
    deps.log.info({ ...rules, reminded }, 'task rules and reminders applied');
  }
  return { ...rules, reminded };
}

/**
 * Runs the task automation every `intervalMs` where the background workers run (jobs/register-task-automation.ts
 * starts it; jobs do not import modules, so app.ts hands it in). Passes run one at a time; stop waits for the one in
 * flight.
 */
export function startTaskAutomation(deps: TaskAutomationDeps, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => (stopped ? undefined : runTaskAutomation(deps)))
      .catch((error: unknown) => deps.log.error({ err: error }, 'task automation pass failed'));
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
