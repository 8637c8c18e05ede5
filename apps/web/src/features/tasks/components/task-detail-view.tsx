import {
  type TaskDetail,
  type TaskStatus,
  taskStatusLabels,
  taskStatusValues,
} from '@statehouse/shared/tasks/tasks.schemas';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateTask } from '../api/create-task';
import { useTask } from '../api/get-task';
import { useRemindTask } from '../api/remind-task';
import { useUpdateTask } from '../api/update-task';
import { selectClass } from './field-classes';
import { formatDay } from './format-day';
import { TaskFiles } from './task-files';
import type { PersonOption } from './task-form';
import { TaskList } from './task-list';
import { TaskNotes } from './task-notes';
import { TaskPriorityBadge, TaskStatusBadge } from './task-status-badge';

const historyLabel: Record<string, string> = {
  created: 'created the task',
  updated: 'changed',
  note: 'added a note',
  file: 'attached a file',
  reminded: 'sent a reminder',
  rescheduled: 'moved the due day with the hearing',
};

function describe(event: TaskDetail['history'][number]) {
  const who = event.by?.name ?? 'Statehouse';
  if (event.kind !== 'updated') return `${who} ${historyLabel[event.kind] ?? event.kind}`;
  return `${who} changed ${Object.keys(event.detail).join(', ')}`;
}

/** /tasks/:id: the task, its status and assignee (changeable by those who may), subtasks, notes, files and history. */
export function TaskDetailView({ taskId, people }: { taskId: number; people: PersonOption[] }) {
  const task = useTask(taskId);
  if (task.error instanceof ApiError && task.error.status === 404) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={SearchXIcon}
        title="Task not found"
        reason="It was deleted, or it belongs to another account."
      >
        <Button asChild variant="outline">
          <Link to={paths.analyst.portal}>Back to the analyst portal</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.analyst.portal}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Analyst portal
      </Link>
      <QueryState query={task} label="task">
        {(detail) => <TaskBody detail={detail} people={people} />}
      </QueryState>
    </div>
  );
}

function TaskBody({ detail, people }: { detail: TaskDetail; people: PersonOption[] }) {
  const id = useId();
  const update = useUpdateTask(detail.id);
  const remind = useRemindTask(detail.id);
  const createSubtask = useCreateTask();
  const [subtask, setSubtask] = useState('');
  const closed = detail.status === 'done' || detail.status === 'cancelled';
  const addSubtask = (event: FormEvent) => {
    event.preventDefault();
    createSubtask.mutate({ title: subtask, parentTaskId: detail.id }, { onSuccess: () => setSubtask('') });
  };
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold break-words">{detail.title}</h1>
          <TaskPriorityBadge priority={detail.priority} />
          <TaskStatusBadge status={detail.status} overdue={detail.overdue} />
        </div>
        <p className="text-sm break-words text-muted-foreground">
          {detail.assignee ? `Assigned to ${detail.assignee.name}` : 'Unassigned'}
          {detail.team ? ` · Team ${detail.team.name}` : ''}
          {detail.dueDate ? ` · Due ${formatDay(detail.dueDate)}` : ' · No due day'}
          {detail.createdBy
            ? ` · Created by ${detail.createdBy.name}`
            : detail.fromRule
              ? ' · Made by a legislative rule'
              : ''}
        </p>
        {detail.description && <p className="text-sm break-words whitespace-pre-wrap">{detail.description}</p>}
        {detail.bills.length > 0 && (
          <p className="text-sm">
            Bills:{' '}
            {detail.bills.map((bill, index) => (
              <span key={bill.id}>
                {index > 0 ? ', ' : ''}
                <EntityLink kind="bill" id={bill.id}>
                  {bill.stateCode} {bill.number}
                </EntityLink>
              </span>
            ))}
          </p>
        )}
      </header>

      {detail.canEdit && (
        <section
          aria-label="Change the task"
          className="grid grid-cols-1 items-end gap-3 rounded-lg border p-4 sm:grid-cols-3"
        >
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select
              id={`${id}-status`}
              className={selectClass}
              value={detail.status}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ status: event.target.value as TaskStatus })}
            >
              {taskStatusValues.map((value) => (
                <option key={value} value={value}>
                  {taskStatusLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={`${id}-assignee`}>Assignee</Label>
            <select
              id={`${id}-assignee`}
              className={selectClass}
              value={detail.assignee?.id ?? ''}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ assigneeUserId: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">Nobody</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            {!closed && (
              <Button type="button" onClick={() => update.mutate({ status: 'done' })} disabled={update.isPending}>
                Mark done
              </Button>
            )}
            {!closed && detail.assignee && (
              <Button type="button" variant="outline" onClick={() => remind.mutate()} disabled={remind.isPending}>
                {remind.isSuccess ? 'Reminder sent' : 'Remind'}
              </Button>
            )}
          </div>
          {(update.error || remind.error) && (
            <p role="alert" className="text-sm text-destructive sm:col-span-3">
              {(update.error ?? remind.error)?.message}
            </p>
          )}
        </section>
      )}

      {detail.parentTaskId === null && (
        <section aria-labelledby={`${id}-subtasks`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`${id}-subtasks`} className="text-lg font-semibold">
            Subtasks
          </h2>
          <TaskList
            tasks={detail.subtasks}
            empty={{ title: 'No subtasks', reason: 'Split the work into steps when it has several.' }}
          />
          {detail.canEdit && (
            <form onSubmit={addSubtask} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Label htmlFor={`${id}-subtask`}>New subtask</Label>
                <Input
                  id={`${id}-subtask`}
                  value={subtask}
                  maxLength={200}
                  onChange={(event) => setSubtask(event.target.value)}
                />
              </div>
              <Button type="submit" variant="outline" disabled={createSubtask.isPending || subtask.trim() === ''}>
                Add subtask
              </Button>
            </form>
          )}
        </section>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TaskNotes taskId={detail.id} canWrite={detail.canWrite} />
        <TaskFiles taskId={detail.id} canWrite={detail.canWrite} />
      </div>

      <section aria-labelledby={`${id}-history`} className="flex min-w-0 flex-col gap-2">
        <h2 id={`${id}-history`} className="text-lg font-semibold">
          History
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {detail.history.map((event) => (
            <li key={event.id} className="break-words text-muted-foreground">
              {new Date(event.createdAt).toLocaleString()}: {describe(event)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
