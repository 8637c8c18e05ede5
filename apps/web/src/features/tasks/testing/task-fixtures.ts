import type { Task, TaskDetail } from '@statehouse/shared/tasks/tasks.schemas';

/** A task as GET /api/tasks/{id} answers it, for component tests. */
export const taskDetail = (overrides: Partial<TaskDetail> = {}): TaskDetail => ({
  id: 42,
  parentTaskId: null,
  title: 'Prepare testimony',
  description: 'Three minutes for the committee.',
  status: 'open',
  priority: 'high',
  assignee: { id: 3, name: 'Andy Analyst' },
  team: { id: 5, name: 'Energy desk' },
  dueDate: '2026-03-02',
  overdue: false,
  bills: [{ id: 'TX-892-HB-1', stateCode: 'TX', number: 'HB 1', title: 'Relating to energy' }],
  createdBy: { id: 1, name: 'Dana Demo' },
  fromRule: null,
  subtaskCount: 1,
  subtasksDone: 0,
  noteCount: 1,
  completedAt: null,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
  subtasks: [
    {
      id: 43,
      parentTaskId: 42,
      title: 'Draft the outline',
      description: '',
      status: 'open',
      priority: 'normal',
      assignee: null,
      team: null,
      dueDate: null,
      overdue: false,
      bills: [],
      createdBy: { id: 1, name: 'Dana Demo' },
      fromRule: null,
      subtaskCount: 0,
      subtasksDone: 0,
      noteCount: 0,
      completedAt: null,
      createdAt: '2026-02-20T10:00:00.000Z',
      updatedAt: '2026-02-20T10:00:00.000Z',
    },
  ],
  history: [
    { id: 1, kind: 'created', by: { id: 1, name: 'Dana Demo' }, detail: {}, createdAt: '2026-02-20T10:00:00.000Z' },
  ],
  canEdit: true,
  canWrite: true,
  canDelete: false,
  ...overrides,
});

/** A task as a list (GET /api/tasks) answers it: the detail's task without subtasks, history or rights. */
export const taskSummary = (overrides: Partial<Task> = {}): Task => {
  const {
    subtasks: _subtasks,
    history: _history,
    canEdit: _canEdit,
    canWrite: _canWrite,
    canDelete: _canDelete,
    ...task
  } = taskDetail();
  return { ...task, ...overrides };
};
