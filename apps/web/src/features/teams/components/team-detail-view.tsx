import type { TeamDetail } from '@statehouse/shared/teams/teams.schemas';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAddTeamMembers } from '../api/add-team-members';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useUpdateTeam } from '../api/update-team';

type PersonOption = { id: number; name: string };

const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

const selectClass =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** /teams/:id: the team's members with each one's workload, rename and staffing for managers, and its tasks (a slot). */
export function TeamDetailView({
  teamId,
  people,
  tasks,
}: {
  teamId: number;
  people: PersonOption[];
  tasks: ReactNode;
}) {
  const team = useTeam(teamId);
  if (team.error instanceof ApiError && team.error.status === 404) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={SearchXIcon}
        title="Team not found"
        reason="It was deleted, or it belongs to another account."
      >
        <Button asChild variant="outline">
          <Link to={paths.analyst.portal}>Back to the analyst portal</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.analyst.portal}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Analyst portal
      </Link>
      <QueryState query={team} label="team">
        {(detail) => <TeamBody detail={detail} people={people} tasks={tasks} />}
      </QueryState>
    </div>
  );
}

function TeamBody({ detail, people, tasks }: { detail: TeamDetail; people: PersonOption[]; tasks: ReactNode }) {
  const id = useId();
  const rename = useUpdateTeam(detail.id);
  const add = useAddTeamMembers(detail.id);
  const remove = useRemoveTeamMember(detail.id);
  const [name, setName] = useState(detail.name);
  const [newMember, setNewMember] = useState('');
  const outside = people.filter((person) => !detail.members.some((member) => member.id === person.id));
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ name });
  };
  const error = rename.error ?? add.error ?? remove.error;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold break-words">{detail.name}</h1>
        <p className="text-sm text-muted-foreground">
          {count(detail.memberCount, 'member')} · {count(detail.openTasks, 'open task')} · {detail.overdueTasks} overdue
          · {count(detail.billsOwned, 'bill')} owned
        </p>
        {detail.description && <p className="text-sm break-words">{detail.description}</p>}
      </header>
      {detail.canEdit && (
        <form onSubmit={submitName} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Label htmlFor={`${id}-name`}>Team name</Label>
            <Input id={`${id}-name`} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </div>
          <Button
            type="submit"
            variant="outline"
            disabled={rename.isPending || name.trim() === '' || name === detail.name}
          >
            Rename
          </Button>
        </form>
      )}
      <section aria-labelledby={`${id}-members`} className="flex min-w-0 flex-col gap-3">
        <h2 id={`${id}-members`} className="text-lg font-semibold">
          Members
        </h2>
        {detail.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No members yet. Add the people who share this team’s bills.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {detail.members.map((member) => (
              <li key={member.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 p-3">
                <Link
                  to={paths.analyst.analyst(String(member.id))}
                  className="min-w-0 truncate text-primary hover:underline"
                >
                  {member.name}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {member.openTasks} open · {member.overdueTasks} overdue
                </span>
                {detail.canEdit && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate(member.id)}
                    aria-label={`Remove ${member.name}`}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {detail.canEdit && outside.length > 0 && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Label htmlFor={`${id}-add`}>Add a member</Label>
              <select
                id={`${id}-add`}
                className={selectClass}
                value={newMember}
                onChange={(event) => setNewMember(event.target.value)}
              >
                <option value="">Choose a member</option>
                {outside.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={!newMember || add.isPending}
              onClick={() => add.mutate([Number(newMember)], { onSuccess: () => setNewMember('') })}
            >
              Add
            </Button>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}
      </section>
      <section className="flex min-w-0 flex-col gap-3">
        <h2 className="text-lg font-semibold">Open tasks</h2>
        {tasks}
      </section>
    </div>
  );
}
