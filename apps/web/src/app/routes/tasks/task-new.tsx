import { useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/user-provider';
import { TaskForm } from '@/features/tasks/components/task-form';
import { usePortalPeople } from '../analysts/use-portal-people';

/** /tasks/new (?billId= links the bill, as the bill page's "New task on this bill" does). */
export function Component() {
  const [search] = useSearchParams();
  const { user } = useUser();
  const { people, teams } = usePortalPeople();
  const billId = search.get('billId');
  const canAssignOthers = user?.role === 'admin' || user?.role === 'user';
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="mb-1 text-2xl font-semibold">New Task</h1>
      <p className="mb-6 text-sm text-muted-foreground">Assign work on a bill to an analyst or a team.</p>
      {user?.role === 'lobbyist' ? (
        <p className="text-sm">Outside counsel sees the team’s tasks but does not create them.</p>
      ) : (
        <TaskForm
          people={people}
          teams={teams}
          initialBillIds={billId ? [billId] : []}
          currentUserId={user?.id ?? 0}
          canAssignOthers={canAssignOthers}
        />
      )}
    </div>
  );
}
