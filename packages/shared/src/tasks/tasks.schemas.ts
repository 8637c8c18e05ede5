import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { booleanParam, idParam, idValue, isoDateParam } from '../common/query-params';
import { personRefSchema } from '../positions/positions.schemas';
import { storageFileSchema } from '../storage/storage.schemas';

/** Where a task stands, in the order the form offers them. */
export const taskStatusValues = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatusValues)[number];
export const taskStatusLabels: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

export const taskPriorityValues = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorityValues)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 10_000;
export const TASK_NOTE_MAX = 5000;
export const TASK_BILLS_MAX = 50;

/** A calendar day in a body: YYYY-MM-DD that exists. */
export const dueDateValue = z
  .string({ error: 'dueDate must be a date such as 2026-03-02' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dueDate must be a date such as 2026-03-02' })
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'dueDate must be a date that exists, such as 2026-03-02')
  .meta({ format: 'date' });

const title = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1, 'title is required')
  .max(TASK_TITLE_MAX, `title can be at most ${TASK_TITLE_MAX} characters`);
const description = z
  .string({ error: 'description must be text' })
  .trim()
  .max(TASK_DESCRIPTION_MAX, `description can be at most ${TASK_DESCRIPTION_MAX} characters`);
const billIds = z
  .array(billIdSchema, { error: 'billIds must be a list of bill ids' })
  .max(TASK_BILLS_MAX, `a task can link at most ${TASK_BILLS_MAX} bills`);
const status = z.enum(taskStatusValues, { error: `status must be one of ${taskStatusValues.join(', ')}` });
const priority = z.enum(taskPriorityValues, { error: `priority must be one of ${taskPriorityValues.join(', ')}` });

/** POST /api/tasks. */
export const createTaskRequestSchema = z
  .object({
    title,
    description: description.default(''),
    status: status.default('open'),
    priority: priority.default('normal'),
    assigneeUserId: idValue('assigneeUserId').nullable().optional().describe('A member of your account.'),
    teamId: idValue('teamId').nullable().optional().describe('A team of your account.'),
    dueDate: dueDateValue.nullable().optional(),
    billIds: billIds.default([]),
    parentTaskId: idValue('parentTaskId').nullable().optional().describe('Makes this a subtask of that task.'),
  })
  .describe('CreateTaskRequest');
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;

/** PATCH /api/tasks/{id}: only the fields sent change. */
export const updateTaskRequestSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    status: status.optional(),
    priority: priority.optional(),
    assigneeUserId: idValue('assigneeUserId').nullable().optional(),
    teamId: idValue('teamId').nullable().optional(),
    dueDate: dueDateValue.nullable().optional(),
    billIds: billIds.optional(),
  })
  .describe('UpdateTaskRequest');
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;

export const taskBillSchema = z
  .object({ id: z.string(), stateCode: z.string(), number: z.string(), title: z.string() })
  .describe('TaskBill');
export type TaskBill = z.infer<typeof taskBillSchema>;

export const taskTeamRefSchema = z.object({ id: z.number().int(), name: z.string() }).describe('TaskTeamRef');

export const taskSchema = z
  .object({
    id: z.number().int(),
    parentTaskId: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    status: z.enum(taskStatusValues),
    priority: z.enum(taskPriorityValues),
    assignee: personRefSchema.nullable(),
    team: taskTeamRefSchema.nullable(),
    dueDate: z.string().nullable().describe('YYYY-MM-DD.'),
    overdue: z.boolean().describe('Due before today and not done or cancelled.'),
    bills: z.array(taskBillSchema),
    createdBy: personRefSchema.nullable(),
    fromRule: z.string().nullable().describe('The legislative rule that made the task, if one did.'),
    subtaskCount: z.number().int(),
    subtasksDone: z.number().int(),
    noteCount: z.number().int(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('Task');
export type Task = z.infer<typeof taskSchema>;

export const taskNoteSchema = z
  .object({
    id: z.number().int(),
    taskId: z.number().int(),
    author: personRefSchema,
    body: z.string(),
    createdAt: z.string(),
  })
  .describe('TaskNote');
export type TaskNote = z.infer<typeof taskNoteSchema>;

export const taskFileSchema = z
  .object({ id: z.number().int(), taskId: z.number().int(), file: storageFileSchema, createdAt: z.string() })
  .describe('TaskFile');
export type TaskFile = z.infer<typeof taskFileSchema>;

export const taskEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().describe('created, updated, note, file, reminded or rescheduled.'),
    by: personRefSchema.nullable().describe('Null for the system (a legislative rule, an automatic reminder).'),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .describe('TaskEvent');
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const taskDetailSchema = taskSchema
  .extend({
    subtasks: z.array(taskSchema),
    history: z.array(taskEventSchema),
    canEdit: z.boolean().describe('Whether the caller may change the task.'),
    canWrite: z.boolean().describe('Whether the caller may add notes and files (not outside counsel).'),
    canDelete: z.boolean(),
  })
  .describe('TaskDetail');
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskIdParamsSchema = z.object({ id: idParam('id') });
export const taskIdOfParamsSchema = z.object({ taskId: idParam('taskId') });
export const userIdParamsSchema = z.object({ userId: idParam('userId') });
export const billIdParamsSchema = z.object({ billId: billIdSchema });
export const billOwnerParamsSchema = z.object({ id: billIdSchema });

/** GET /api/tasks: SPEC's userId, teamId and limit, and the filters a manager needs. */
export const tasksQuerySchema = z.object({
  userId: idParam('userId').optional().describe('Tasks assigned to this member.'),
  teamId: idParam('teamId').optional().describe('Tasks of this team.'),
  status: z
    .enum([...taskStatusValues, 'active'], {
      error: `status must be one of ${[...taskStatusValues, 'active'].join(', ')}`,
    })
    .optional()
    .describe('active = open or in progress.'),
  billId: billIdSchema.optional().describe('Tasks linked to this bill.'),
  dueFrom: isoDateParam.optional().describe('Due on or after this day.'),
  dueTo: isoDateParam.optional().describe('Due on or before this day.'),
  overdue: booleanParam.optional().describe('Only overdue tasks.'),
  unassigned: booleanParam.optional().describe('Only tasks assigned to nobody.'),
  includeSubtasks: booleanParam.optional().describe('Subtasks too (top-level tasks only by default).'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit can be at most 500')
    .default(100),
});
/** GET /api/tasks as the web app sends it. */
export type TasksQuery = {
  userId?: number;
  teamId?: number;
  status?: TaskStatus | 'active';
  billId?: string;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  unassigned?: boolean;
  includeSubtasks?: boolean;
  limit?: number;
};
export type TasksFilter = z.output<typeof tasksQuerySchema>;

export const tasksReplySchema = z.object({ data: z.array(taskSchema), canCreate: z.boolean() }).describe('TasksReply');
export type TasksReply = z.infer<typeof tasksReplySchema>;

export const createTaskNoteRequestSchema = z
  .object({
    body: z
      .string({ error: 'body must be text' })
      .trim()
      .min(1, 'Write a note first')
      .max(TASK_NOTE_MAX, `a note can be at most ${TASK_NOTE_MAX} characters`),
  })
  .describe('CreateTaskNoteRequest');
export type CreateTaskNoteRequest = z.input<typeof createTaskNoteRequestSchema>;

export const taskNotesReplySchema = z.object({ data: z.array(taskNoteSchema) }).describe('TaskNotesReply');
export const taskFilesReplySchema = z.object({ data: z.array(taskFileSchema) }).describe('TaskFilesReply');

/** GET /api/tasks/bill-notes/{billId}: every note written on the account's tasks linked to the bill. */
export const billNotesReplySchema = z
  .object({ data: z.array(taskNoteSchema.extend({ taskTitle: z.string() })) })
  .describe('BillTaskNotesReply');
export type BillNotesReply = z.infer<typeof billNotesReplySchema>;

/** GET /api/tasks/bill-content/{billId}: everything the team wrote on a bill: its tasks, their notes and files. */
export const billContentReplySchema = z
  .object({
    billId: z.string(),
    owner: z
      .object({ type: z.enum(['user', 'team']), id: z.number().int(), name: z.string() })
      .nullable()
      .describe('Who owns the bill in your account.'),
    tasks: z.array(taskSchema),
    notes: z.array(taskNoteSchema.extend({ taskTitle: z.string() })),
    files: z.array(taskFileSchema.extend({ taskTitle: z.string() })),
    canEdit: z.boolean().describe('Whether the caller may create tasks and set the owner.'),
  })
  .describe('BillTaskContentReply');
export type BillContentReply = z.infer<typeof billContentReplySchema>;

export const taskMetricsSchema = z
  .object({
    open: z.number().int().describe('Open or in progress.'),
    done: z.number().int(),
    overdue: z.number().int(),
    onTimeRate: z
      .number()
      .nullable()
      .describe('Share (0 to 1) of done tasks with a due date finished on or before it; null when none.'),
    billsCovered: z.number().int().describe('Distinct bills linked to the tasks.'),
    billsOwned: z.number().int().describe('Bills the member (or team) owns.'),
    overTime: z
      .array(z.object({ weekStart: z.string(), created: z.number().int(), done: z.number().int() }))
      .describe('The last 12 weeks, oldest first: tasks created and done each week (weeks start on Monday).'),
  })
  .describe('TaskMetrics');
export type TaskMetrics = z.infer<typeof taskMetricsSchema>;

export const userMetricsReplySchema = taskMetricsSchema
  .extend({ user: personRefSchema })
  .describe('UserTaskMetricsReply');
export type UserMetricsReply = z.infer<typeof userMetricsReplySchema>;

export const remindReplySchema = z
  .object({ sent: z.boolean(), channels: z.array(z.string()), to: personRefSchema })
  .describe('TaskRemindReply');
export type RemindReply = z.infer<typeof remindReplySchema>;

/** PUT /api/bills/{billId}/owner (ours): one member or one team, or nobody. */
export const setBillOwnerRequestSchema = z
  .object({
    ownerUserId: idValue('ownerUserId').nullable().optional(),
    ownerTeamId: idValue('ownerTeamId').nullable().optional(),
  })
  .describe('SetBillOwnerRequest');
export type SetBillOwnerRequest = z.input<typeof setBillOwnerRequestSchema>;

export const billOwnerSchema = z
  .object({ type: z.enum(['user', 'team']), id: z.number().int(), name: z.string() })
  .describe('BillOwner');
export type BillOwner = z.infer<typeof billOwnerSchema>;
export const billOwnerReplySchema = z.object({ billId: z.string(), owner: billOwnerSchema.nullable() });

/** The legislative rules an account may turn on (decision 073). */
export const taskRuleKinds = ['hearing_prepare', 'chamber_passed_review'] as const;
export type TaskRuleKind = (typeof taskRuleKinds)[number];
export const taskRuleLabels: Record<TaskRuleKind, string> = {
  hearing_prepare: 'A hearing is posted for a bill we own: a task to prepare, due the working day before',
  chamber_passed_review: 'A tracked bill passes a chamber: a task to review it',
};
export const taskRulesReplySchema = z
  .object({
    data: z.array(z.object({ kind: z.enum(taskRuleKinds), label: z.string(), enabled: z.boolean() })),
    canEdit: z.boolean(),
  })
  .describe('TaskRulesReply');
export type TaskRulesReply = z.infer<typeof taskRulesReplySchema>;
export const setTaskRuleRequestSchema = z
  .object({
    kind: z.enum(taskRuleKinds, { error: `kind must be one of ${taskRuleKinds.join(', ')}` }),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  })
  .describe('SetTaskRuleRequest');
