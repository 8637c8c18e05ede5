import { errorBodySchema } from '@statehouse/shared/common/errors';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';
import {
  billContentReplySchema,
  billIdParamsSchema,
  billNotesReplySchema,
  billOwnerParamsSchema,
  billOwnerReplySchema,
  createTaskNoteRequestSchema,
  createTaskRequestSchema,
  remindReplySchema,
  setBillOwnerRequestSchema,
  setTaskRuleRequestSchema,
  taskDetailSchema,
  taskFileSchema,
  taskFilesReplySchema,
  taskIdOfParamsSchema,
  taskIdParamsSchema,
  taskNoteSchema,
  taskNotesReplySchema,
  taskRulesReplySchema,
  tasksQuerySchema,
  tasksReplySchema,
  updateTaskRequestSchema,
  userIdParamsSchema,
  userMetricsReplySchema,
} from '@statehouse/shared/tasks/tasks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts } from '../../plugins/multipart';
import {
  addFile,
  addNote,
  billContent,
  billNotes,
  changeTask,
  createTask,
  getBillOwner,
  getTask,
  listFiles,
  listNotes,
  listRules,
  listTasks,
  remindNow,
  removeTask,
  requireAnalystPortal,
  setBillOwner,
  setRule,
  TASK_MANAGER_ROLES,
  TASK_READER_ROLES,
  TASK_WRITER_ROLES,
  taskMessages,
  userMetrics,
} from './tasks.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The 400s of a task naming a user, team, parent task or bill that is not the account's, quoted as sent. */
const accountChecks =
  `refused with 400 “${taskMessages.assigneeNotFound}”, “${taskMessages.teamNotFound}”, ` +
  `“${taskMessages.parentNotFound}” or “${taskMessages.billsNotFound(['…'])}” when a named user, team, parent task ` +
  `or bill is not the account’s; “${taskMessages.assigneeNotAllowed}” and “${taskMessages.subtaskOfSubtask}”.`;

/**
 * Tasks of the analyst portal (decision 073): create, read, change, subtasks, notes, files, reminders, the team's
 * work on a bill, bill owners, metrics and the legislative rules. Every call needs the account's analystPortal flag.
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preHandler', async (request) => requireAnalystPortal(app.db, currentUser(request).accountId));
  const tags = ['tasks'];
  const reader = requireRole(...TASK_READER_ROLES);
  const writer = requireRole(...TASK_WRITER_ROLES);
  const manager = requireRole(...TASK_MANAGER_ROLES);
  const maxUploadBytes = app.config.STORAGE_MAX_UPLOAD_BYTES;

  app.get(
    '/tasks',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTasks',
        summary: 'The account’s tasks: by assignee (userId), team, status, bill, due window, overdue; overdue first',
        querystring: tasksQuerySchema,
        response: { 200: tasksReplySchema, ...errors },
      },
    },
    async (request) => listTasks({ db: app.db, caller: currentUser(request), query: request.query }),
  );

  app.post(
    '/tasks',
    {
      preHandler: writer,
      schema: {
        tags,
        operationId: 'createTask',
        summary: 'Create a task (or a subtask with parentTaskId); analysts may assign only themselves',
        description: `Checked against the account: ${accountChecks}`,
        body: createTaskRequestSchema,
        response: { 201: taskDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTask({ db: app.db, caller: currentUser(request), input: request.body })),
  );

  app.get(
    '/tasks/bill-notes/:billId',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getBillTaskNotes',
        summary: 'Every note written on the account’s tasks linked to a bill, oldest first',
        params: billIdParamsSchema,
        response: { 200: billNotesReplySchema, ...errors },
      },
    },
    async (request) => billNotes({ db: app.db, caller: currentUser(request), billId: request.params.billId }),
  );

  app.get(
    '/tasks/bill-content/:billId',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getBillTaskContent',
        summary: 'Everything the team wrote on a bill: its owner, tasks, notes and files',
        params: billIdParamsSchema,
        response: { 200: billContentReplySchema, ...errors },
      },
    },
    async (request) => billContent({ db: app.db, caller: currentUser(request), billId: request.params.billId }),
  );

  app.get(
    '/tasks/user-metrics/:userId',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getUserTaskMetrics',
        summary: 'A member’s open, done and overdue tasks, on-time rate, bills covered and owned, 12 weeks of work',
        params: userIdParamsSchema,
        response: { 200: userMetricsReplySchema, ...errors },
      },
    },
    async (request) => userMetrics({ db: app.db, caller: currentUser(request), userId: request.params.userId }),
  );

  app.get(
    '/tasks/notes/:taskId',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTaskNotes',
        summary: 'The notes thread of a task, oldest first',
        params: taskIdOfParamsSchema,
        response: { 200: taskNotesReplySchema, ...errors },
      },
    },
    async (request) => listNotes({ db: app.db, caller: currentUser(request), taskId: request.params.taskId }),
  );

  app.get(
    '/tasks/files/:taskId',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTaskFiles',
        summary: 'The files attached to a task (download them from /api/user-storage/files/{fileId}/download)',
        params: taskIdOfParamsSchema,
        response: { 200: taskFilesReplySchema, ...errors },
      },
    },
    async (request) => listFiles({ db: app.db, caller: currentUser(request), taskId: request.params.taskId }),
  );

  app.get(
    '/tasks/:id',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTask',
        summary: 'A task with its bills, subtasks and history, and whether the caller may change it',
        params: taskIdParamsSchema,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) => getTask({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.patch(
    '/tasks/:id',
    {
      preHandler: writer,
      schema: {
        tags,
        operationId: 'updateTask',
        summary: 'Change a task’s status, assignee, team, due day, priority, bills, title or description',
        description:
          'Managers (admins and users) change any task; analysts change the tasks assigned to them or made by them, ' +
          `and may assign only themselves. Checked against the account: ${accountChecks}`,
        params: taskIdParamsSchema,
        body: updateTaskRequestSchema,
        response: { 200: taskDetailSchema, ...errors },
      },
    },
    async (request) =>
      changeTask({ db: app.db, caller: currentUser(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/tasks/:id',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'deleteTask',
        summary: 'Delete a task with its notes and file links (subtasks become top-level tasks)',
        params: taskIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await removeTask({ db: app.db, caller: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tasks/:id/notes',
    {
      preHandler: writer,
      schema: {
        tags,
        operationId: 'createTaskNote',
        summary: 'Add a note to a task’s thread',
        params: taskIdParamsSchema,
        body: createTaskNoteRequestSchema,
        response: { 201: taskNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addNote({
          db: app.db,
          caller: currentUser(request),
          taskId: request.params.id,
          body: request.body.body,
        }),
      ),
  );

  app.post(
    '/tasks/:id/files',
    {
      preHandler: writer,
      config: {
        multipartBody: multipartBodyDocument({
          files: { file: { description: 'The file to store and attach.', maxBytes: maxUploadBytes } },
          fields: {},
          required: ['file'],
        }),
      },
      schema: {
        tags,
        operationId: 'uploadTaskFile',
        summary: 'Upload a file (multipart part "file") into the account’s storage and attach it to the task',
        consumes: ['multipart/form-data'],
        params: taskIdParamsSchema,
        response: { 201: taskFileSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const parts = multipartParts(request, {
        limits: { fileSize: maxUploadBytes, files: 1, fields: 2, parts: 3 },
        preservePath: true,
        messages: {
          notMultipart: taskMessages.noFile,
          tooLarge: `The file is larger than ${formatBytes(maxUploadBytes)}.`,
          tooManyParts: 'Send one file at a time.',
        },
      });
      const deps = { db: app.db, blobStore: app.blobStore, log: app.log, maxUploadBytes };
      const file = await addFile({ deps, caller: currentUser(request), taskId: request.params.id, parts });
      return reply.status(201).send(file);
    },
  );

  app.post(
    '/tasks/:id/remind',
    {
      preHandler: writer,
      schema: {
        tags,
        operationId: 'remindTask',
        summary: 'Remind the assignee now, on the channels their alert settings turn on (in-app, e-mail)',
        params: taskIdParamsSchema,
        response: { 200: remindReplySchema, ...errors },
      },
    },
    async (request) =>
      remindNow({ db: app.db, caller: currentUser(request), id: request.params.id, publicUrl: app.config.PUBLIC_URL }),
  );

  app.get(
    '/bills/:id/owner',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getBillOwner',
        summary: 'Who owns a bill in your account: a member or a team, or nobody',
        params: billOwnerParamsSchema,
        response: { 200: billOwnerReplySchema, ...errors },
      },
    },
    async (request) => getBillOwner({ db: app.db, caller: currentUser(request), billId: request.params.id }),
  );

  app.put(
    '/bills/:id/owner',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'setBillOwner',
        summary: 'Give a bill an owner (ownerUserId or ownerTeamId), or clear it (neither)',
        params: billOwnerParamsSchema,
        body: setBillOwnerRequestSchema,
        response: { 200: billOwnerReplySchema, ...errors },
      },
    },
    async (request) =>
      setBillOwner({ db: app.db, caller: currentUser(request), billId: request.params.id, input: request.body }),
  );

  app.get(
    '/task-rules',
    {
      preHandler: reader,
      schema: {
        tags,
        operationId: 'getTaskRules',
        summary: 'The legislative rules that make tasks from hearings and chamber votes, and which are on',
        response: { 200: taskRulesReplySchema, ...errors },
      },
    },
    async (request) => listRules({ db: app.db, caller: currentUser(request) }),
  );

  app.put(
    '/task-rules',
    {
      preHandler: manager,
      schema: {
        tags,
        operationId: 'setTaskRule',
        summary: 'Turn a legislative rule on or off for the account',
        body: setTaskRuleRequestSchema,
        response: { 200: taskRulesReplySchema, ...errors },
      },
    },
    async (request) =>
      setRule({ db: app.db, caller: currentUser(request), kind: request.body.kind, enabled: request.body.enabled }),
  );
};
