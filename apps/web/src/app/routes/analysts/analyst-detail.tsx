import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAnalystMetrics } from '@/features/analysts/api/get-analyst-metrics';
import { MetricsOverTime, MetricsTiles } from '@/features/analysts/components/metrics-tiles';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { TaskList } from '@/features/tasks/components/task-list';
import { ApiError } from '@/lib/api-client';

/** /analysts/:id: one member's metrics, open tasks and finished work. */
export function Component() {
  const { id = '' } = useParams();
  const userId = /^\d+$/.test(id) ? Number(id) : 0;
  const metrics = useAnalystMetrics(userId);
  const open = useTasks({ userId, status: 'active', limit: 100 });
  const done = useTasks({ userId, status: 'done', limit: 20 });
  if (userId === 0 || (metrics.error instanceof ApiError && metrics.error.status === 404)) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={SearchXIcon}
        title="Analyst not found"
        reason="This member is not in your account, or no longer active."
      >
        <Button asChild variant="outline">
          <Link to={paths.analyst.portal}>Back to the analyst portal</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.analyst.portal}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Analyst portal
      </Link>
      <QueryState query={metrics} label="metrics">
        {(reply) => (
          <>
            <header>
              <h1 className="text-2xl font-semibold break-words">{reply.analyst.name}</h1>
              <p className="text-sm text-muted-foreground capitalize">{reply.analyst.role}</p>
            </header>
            <MetricsTiles metrics={reply} label={`${reply.analyst.name}’s task metrics`} />
            <MetricsOverTime metrics={reply} />
          </>
        )}
      </QueryState>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="flex min-w-0 flex-col gap-3">
          <h2 className="text-lg font-semibold">Open tasks</h2>
          <QueryState query={open} label="open tasks">
            {(reply) => (
              <TaskList
                tasks={reply.data}
                empty={{ title: 'No open tasks', reason: 'Nothing is assigned right now.' }}
              />
            )}
          </QueryState>
        </section>
        <section className="flex min-w-0 flex-col gap-3">
          <h2 className="text-lg font-semibold">Recently done</h2>
          <QueryState query={done} label="finished tasks">
            {(reply) => (
              <TaskList tasks={reply.data} empty={{ title: 'Nothing finished yet', reason: 'Done tasks show here.' }} />
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
