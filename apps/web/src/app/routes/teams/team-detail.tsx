import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { TaskList } from '@/features/tasks/components/task-list';
import { TeamDetailView } from '@/features/teams/components/team-detail-view';
import { usePortalPeople } from '../analysts/use-portal-people';

/** /teams/:id: the team (teams feature) with its open tasks (tasks feature). */
export function Component() {
  const { id = '' } = useParams();
  const teamId = /^\d+$/.test(id) ? Number(id) : 0;
  const { people } = usePortalPeople();
  const tasks = useTasks({ teamId, status: 'active', limit: 100 });
  return (
    <TeamDetailView
      key={teamId}
      teamId={teamId}
      people={people}
      tasks={
        <QueryState query={tasks} label="team tasks">
          {(reply) => (
            <TaskList
              tasks={reply.data}
              empty={{ title: 'No open tasks', reason: 'Tasks given to this team show here.' }}
            />
          )}
        </QueryState>
      }
    />
  );
}
