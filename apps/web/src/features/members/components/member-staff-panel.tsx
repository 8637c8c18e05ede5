import { Trash2Icon, UserPlusIcon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/current-user';
import { useCreateStaff } from '../api/create-staff';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/get-staff';

/**
 * The Staff tab: the data's staff (no loaded source publishes any, and the server's message says so) and the
 * staff the account added for this member; admins and full users add and remove them.
 */
export function MemberStaffPanel({ memberId, stateCode }: { memberId: string; stateCode: string }) {
  const id = useId();
  const staff = useStaff({ memberId, stateCode, pageSize: 200 });
  const { isFullUser } = useUser();
  const create = useCreateStaff();
  const remove = useDeleteStaff();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    create.mutate(
      {
        stateCode,
        memberId,
        name: text('name'),
        position: text('position'),
        email: text('email'),
        phone: text('phone'),
      },
      {
        onSuccess: (entry) => {
          form.reset();
          toast({ title: 'Staff added', description: `${entry.name} was added.` });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Could not add staff', description: error.message }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <QueryState query={staff} label="staff">
        {(reply) => (
          <div className="flex flex-col gap-3">
            {reply.message && <p className="text-sm text-muted-foreground">{reply.message}</p>}
            {reply.data.length === 0 ? (
              <EmptyState
                title="No staff yet"
                reason="Add the chief of staff, scheduler or committee clerk your team works with."
              />
            ) : (
              <ul aria-label="Staff" className="divide-y rounded-lg border">
                {reply.data.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-center gap-3 p-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{entry.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {[entry.position, entry.email, entry.phone].filter(Boolean).join(' · ') || 'No details'}
                      </p>
                    </div>
                    {isFullUser && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${entry.name}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(entry.id, {
                            onError: (error) =>
                              toast({ variant: 'destructive', title: 'Could not remove', description: error.message }),
                          })
                        }
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      {isFullUser && (
        <form onSubmit={submit} aria-label="Add staff" className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['name', 'Name', 'text', true],
              ['position', 'Position', 'text', false],
              ['email', 'E-mail', 'email', false],
              ['phone', 'Phone', 'tel', false],
            ] as const
          ).map(([name, label, type, required]) => (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
                {label}
              </label>
              <Input id={`${id}-${name}`} name={name} type={type} required={required} maxLength={200} />
            </div>
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              <UserPlusIcon aria-hidden="true" />
              {create.isPending ? 'Adding…' : 'Add staff'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
