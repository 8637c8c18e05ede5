import type { Task } from '@statehouse/shared/tasks/tasks.schemas';
import { ListChecksIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { paths } from '@/config/paths';
import { formatDay } from './format-day';
import { TaskPriorityBadge, TaskStatusBadge } from './task-status-badge';

/** Tasks as rows: title (a link to the task), status, who, due day and bills; an empty state that says why. */
export function TaskList({
  tasks,
  empty,
}: {
  tasks: Task[];
  empty: { title: string; reason: ReactNode; action?: ReactNode };
}) {
  if (tasks.length === 0) {
    return (
      <EmptyState icon={ListChecksIcon} title={empty.title} reason={empty.reason}>
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y rounded-lg border">
      {tasks.map((task) => (
        <li key={task.id} className="flex min-w-0 flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <Link
              to={paths.analyst.task(String(task.id))}
              className="font-medium break-words text-primary hover:underline"
            >
              {task.title}
            </Link>
            <p className="text-xs break-words text-muted-foreground">
              {task.assignee?.name ?? task.team?.name ?? 'Unassigned'}
              {task.dueDate ? ` · due ${formatDay(task.dueDate)}` : ''}
              {task.subtaskCount > 0 ? ` · ${task.subtasksDone}/${task.subtaskCount} subtasks` : ''}
              {task.bills.map((bill) => (
                <span key={bill.id}>
                  {' · '}
                  <EntityLink kind="bill" id={bill.id}>
                    {bill.stateCode} {bill.number}
                  </EntityLink>
                </span>
              ))}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-1">
            <TaskPriorityBadge priority={task.priority} />
            <TaskStatusBadge status={task.status} overdue={task.overdue} />
          </div>
        </li>
      ))}
    </ul>
  );
}
