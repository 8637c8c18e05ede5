import { UsersRoundIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useCreateTeam } from '../api/create-team';
import { useTeams } from '../api/get-teams';

type PersonOption = { id: number; name: string };

/** The account's teams with their workload, and (for managers) a form to create one with its members. */
export function TeamsPanel({ people }: { people: PersonOption[] }) {
  const id = useId();
  const teams = useTeams();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<number[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, userIds: members },
      {
        onSuccess: () => {
          setName('');
          setMembers([]);
        },
      },
    );
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Teams
      </h2>
      <QueryState query={teams} label="teams">
        {(reply) => (
          <>
            {reply.data.length === 0 ? (
              <EmptyState
                icon={UsersRoundIcon}
                title="No teams yet"
                reason={
                  reply.canEdit ? 'Group members into teams to share bills and tasks.' : 'A manager creates teams.'
                }
              />
            ) : (
              <ul className="divide-y rounded-lg border">
                {reply.data.map((team) => (
                  <li key={team.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 p-3">
                    <Link
                      to={paths.analyst.team(String(team.id))}
                      className="min-w-0 truncate font-medium text-primary hover:underline"
                    >
                      {team.name}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'} · {team.openTasks} open ·{' '}
                      {team.overdueTasks} overdue · {team.billsOwned} {team.billsOwned === 1 ? 'bill' : 'bills'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {reply.canEdit && (
              <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border p-3" aria-label="Create a team">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-name`}>New team name</Label>
                  <Input
                    id={`${id}-name`}
                    value={name}
                    maxLength={100}
                    onChange={(event) => setName(event.target.value)}
                  />
                </div>
                <fieldset className="flex flex-col gap-2">
                  <legend className="text-sm font-medium">Members</legend>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {people.map((person) => (
                      <div key={person.id} className="flex min-w-0 items-center gap-2 text-sm">
                        <Checkbox
                          id={`${id}-member-${person.id}`}
                          checked={members.includes(person.id)}
                          onCheckedChange={(checked) =>
                            setMembers((current) =>
                              checked ? [...current, person.id] : current.filter((value) => value !== person.id),
                            )
                          }
                        />
                        <label htmlFor={`${id}-member-${person.id}`} className="truncate">
                          {person.name}
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
                {create.error && (
                  <p role="alert" className="text-sm text-destructive">
                    {create.error.message}
                  </p>
                )}
                <div>
                  <Button type="submit" size="sm" disabled={create.isPending || name.trim() === ''}>
                    Create team
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
