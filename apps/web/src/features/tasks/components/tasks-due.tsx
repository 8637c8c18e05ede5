import { QueryState } from '@/components/query-state';
import { useTasks } from '../api/get-tasks';
import { formatDay } from './format-day';
import { TaskList } from './task-list';

/** The account's open tasks due between two days: the calendar shows them under its events (analyst portal). */
export function TasksDue({ startDate, endDate }: { startDate: string; endDate: string }) {
  const tasks = useTasks({ dueFrom: startDate, dueTo: endDate, status: 'active', includeSubtasks: true, limit: 200 });
  return (
    <section aria-label="Tasks due" className="mt-6 flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-medium">Tasks due</h2>
      <QueryState query={tasks} label="tasks due">
        {(reply) => (
          <TaskList
            tasks={reply.data}
            empty={{
              title: 'No tasks due',
              reason: `No open task of your team is due between ${formatDay(startDate)} and ${formatDay(endDate)}.`,
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
