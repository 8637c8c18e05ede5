import { taskPriorityLabels, taskStatusLabels } from '@statehouse/shared/tasks/tasks.schemas';
import { ListTodoIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-date';
import { useGuestTasks } from '../api/guest-area';

/** The host's tasks on the bills shared with the guest: open ones first, soonest due first. */
export function GuestTasks() {
  const tasks = useGuestTasks(true);
  return (
    <QueryState query={tasks} label="tasks">
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            icon={ListTodoIcon}
            title="No tasks on your bills"
            reason="Your host has no tasks on the bills shared with you. Tasks they add to those bills show here."
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border px-4" aria-label="Tasks">
            {data.items.map((task) => (
              <li key={task.id} className="flex min-w-0 flex-col gap-1 py-3">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="break-words font-medium">{task.title}</span>
                  <Badge variant={task.status === 'done' ? 'outline' : 'secondary'}>
                    {taskStatusLabels[task.status]}
                  </Badge>
                  {task.priority !== 'normal' && (
                    <Badge variant={task.priority === 'urgent' ? 'destructive' : 'outline'}>
                      {taskPriorityLabels[task.priority]} priority
                    </Badge>
                  )}
                </div>
                <p className="break-words text-sm text-muted-foreground">
                  {task.dueDate ? `Due ${formatDay(task.dueDate)}` : 'No due date'}
                  {' · '}
                  {task.bills.map((bill) => `${bill.stateCode} ${bill.identifier}`).join(', ')}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
