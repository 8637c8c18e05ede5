import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useBillTaskContent } from '../api/get-bill-task-content';
import { useSetBillOwner } from '../api/set-bill-owner';
import { selectClass } from './field-classes';
import type { PersonOption } from './task-form';
import { TaskList } from './task-list';

/**
 * The bill page's tasks panel (analyst portal accounts): who owns the bill (a picker for managers), the team's tasks
 * on it, and a link to start one. People and teams come from the route (analysts and teams features).
 */
export function BillTasksPanel({
  billId,
  people,
  teams,
}: {
  billId: string;
  people: PersonOption[];
  teams: PersonOption[];
}) {
  const id = useId();
  const content = useBillTaskContent(billId);
  const setOwner = useSetBillOwner(billId);
  const newTask = `${paths.analyst.newTask}?billId=${encodeURIComponent(billId)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Owner and tasks</CardTitle>
        <CardDescription>Who on the team owns this bill, and the work planned on it.</CardDescription>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <QueryState query={content} label="tasks on this bill">
          {(reply) => {
            const value = reply.owner ? `${reply.owner.type}:${reply.owner.id}` : '';
            return (
              <>
                <div className="flex min-w-0 flex-col gap-2">
                  <Label htmlFor={`${id}-owner`}>Owner</Label>
                  {reply.canEdit ? (
                    <select
                      id={`${id}-owner`}
                      className={selectClass}
                      value={value}
                      disabled={setOwner.isPending}
                      onChange={(event) => {
                        const [type, ownerId] = event.target.value.split(':');
                        setOwner.mutate(
                          type === 'user'
                            ? { ownerUserId: Number(ownerId) }
                            : type === 'team'
                              ? { ownerTeamId: Number(ownerId) }
                              : {},
                        );
                      }}
                    >
                      <option value="">Nobody owns this bill</option>
                      <optgroup label="Members">
                        {people.map((person) => (
                          <option key={`user:${person.id}`} value={`user:${person.id}`}>
                            {person.name}
                          </option>
                        ))}
                      </optgroup>
                      {teams.length > 0 && (
                        <optgroup label="Teams">
                          {teams.map((team) => (
                            <option key={`team:${team.id}`} value={`team:${team.id}`}>
                              {team.name}
                            </option>
                          ))}
                        </optgroup>
                      )}
                    </select>
                  ) : (
                    <p id={`${id}-owner`} className="text-sm">
                      {reply.owner?.name ?? 'Nobody owns this bill yet.'}
                    </p>
                  )}
                  {setOwner.error && (
                    <p role="alert" className="text-sm text-destructive">
                      {setOwner.error.message}
                    </p>
                  )}
                </div>
                <TaskList
                  tasks={reply.tasks}
                  empty={{
                    title: 'No tasks on this bill',
                    reason: 'Plan the work on it: testimony, a memo, a call to the sponsor.',
                  }}
                />
              </>
            );
          }}
        </QueryState>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={newTask}>New task on this bill</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
