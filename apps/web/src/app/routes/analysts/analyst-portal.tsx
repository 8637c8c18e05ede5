import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAnalystsMetrics } from '@/features/analysts/api/get-analysts-metrics';
import { MetricsOverTime, MetricsTiles } from '@/features/analysts/components/metrics-tiles';
import { WorkloadTable } from '@/features/analysts/components/workload-table';
import { useUser } from '@/features/auth/user-provider';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { TaskList } from '@/features/tasks/components/task-list';
import { TeamsPanel } from '@/features/teams/components/teams-panel';
import { usePortalPeople } from './use-portal-people';

/** /analyst-portal: the account's work at a glance: metrics, workload by member, teams, overdue and unassigned tasks. */
export function Component() {
  const { user } = useUser();
  const metrics = useAnalystsMetrics();
  const overdue = useTasks({ overdue: true, limit: 50 });
  const unassigned = useTasks({ unassigned: true, status: 'active', limit: 50 });
  const { people } = usePortalPeople();
  const canCreate = user?.role !== 'lobbyist';
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-8 px-4 py-6 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">Analyst Portal</h1>
          <p className="text-sm text-muted-foreground">
            Who owns which bill, what is due, and the team’s work over time.
          </p>
        </div>
        {canCreate && (
          <Button asChild>
            <Link to={paths.analyst.newTask}>
              <PlusIcon aria-hidden="true" className="size-4" />
              New task
            </Link>
          </Button>
        )}
      </header>
      <QueryState query={metrics} label="metrics">
        {(reply) => (
          <section aria-label="Account metrics" className="flex min-w-0 flex-col gap-4">
            <MetricsTiles metrics={reply.account} label="The account’s task metrics" />
            <p className="text-sm">
              {reply.unownedTrackedBills === 0
                ? 'Every tracked bill has an owner.'
                : `${reply.unownedTrackedBills} tracked ${reply.unownedTrackedBills === 1 ? 'bill has' : 'bills have'} no owner: give each one an owner on its page (Team tab).`}
            </p>
            <MetricsOverTime metrics={reply.account} />
            <h2 className="text-lg font-semibold">Workload</h2>
            <WorkloadTable analysts={reply.analysts} />
          </section>
        )}
      </QueryState>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section className="flex min-w-0 flex-col gap-3">
          <h2 className="text-lg font-semibold">Overdue tasks</h2>
          <QueryState query={overdue} label="overdue tasks">
            {(reply) => (
              <TaskList
                tasks={reply.data}
                empty={{ title: 'Nothing overdue', reason: 'Every open task is due today or later.' }}
              />
            )}
          </QueryState>
          <h2 className="text-lg font-semibold">Unassigned tasks</h2>
          <QueryState query={unassigned} label="unassigned tasks">
            {(reply) => (
              <TaskList
                tasks={reply.data}
                empty={{ title: 'Nothing unassigned', reason: 'Every open task has a member or a team.' }}
              />
            )}
          </QueryState>
        </section>
        <TeamsPanel people={people} />
      </div>
    </div>
  );
}
