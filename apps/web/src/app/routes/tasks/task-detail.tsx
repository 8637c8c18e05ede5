import { useParams } from 'react-router';
import { TaskDetailView } from '@/features/tasks/components/task-detail-view';
import { usePortalPeople } from '../analysts/use-portal-people';

/** /tasks/:id. */
export function Component() {
  const { id = '' } = useParams();
  const taskId = /^\d+$/.test(id) ? Number(id) : 0;
  const { people } = usePortalPeople();
  return <TaskDetailView key={taskId} taskId={taskId} people={people} />;
}
