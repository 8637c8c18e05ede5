import {
  type TaskPriority,
  type TaskStatus,
  taskPriorityLabels,
  taskStatusLabels,
} from '@statehouse/shared/tasks/tasks.schemas';
import { Badge } from '@/components/ui/badge';

/** A task's status (and "Overdue" when it is), as every task list and the task page show it. */
export function TaskStatusBadge({ status, overdue }: { status: TaskStatus; overdue?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={status === 'done' ? 'secondary' : status === 'cancelled' ? 'outline' : 'default'}>
        {taskStatusLabels[status]}
      </Badge>
      {overdue && <Badge variant="destructive">Overdue</Badge>}
    </span>
  );
}

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  if (priority === 'normal') return null;
  return (
    <Badge variant={priority === 'urgent' || priority === 'high' ? 'highlight' : 'outline'}>
      {taskPriorityLabels[priority]}
    </Badge>
  );
}
