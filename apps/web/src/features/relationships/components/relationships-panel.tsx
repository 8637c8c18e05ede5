import { type Relationship, relationshipStrengthLabels } from '@statehouse/shared/relationships/relationships.schemas';
import { PencilIcon, PlusIcon, Trash2Icon, UsersRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useCreateRelationship } from '../api/create-relationship';
import { useDeleteRelationship } from '../api/delete-relationship';
import { useMemberRelationships } from '../api/get-member-relationships';
import { useUpdateRelationship } from '../api/update-relationship';
import { RelationshipForm, type RelationshipFormValues } from './relationship-form';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function RelationshipItem({
  relationship,
  canEdit,
  memberName,
}: {
  relationship: Relationship;
  canEdit: boolean;
  memberName: string;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const update = useUpdateRelationship();
  const remove = useDeleteRelationship();
  const who = relationship.user.name;

  if (mode === 'edit') {
    return (
      <li>
        <RelationshipForm
          initial={relationship}
          submitLabel="Save relationship"
          pending={update.isPending}
          error={update.error?.message ?? null}
          onCancel={() => setMode('view')}
          onSubmit={(values) =>
            update.mutate(
              { id: relationship.id, ...values },
              {
                onSuccess: () => {
                  setMode('view');
                  toast({ title: `Relationship of ${who} saved` });
                },
              },
            )
          }
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{who}</span>
          <Badge variant="secondary" aria-label={`Strength ${relationship.strength} of 5`}>
            {relationship.strength}/5 · {relationshipStrengthLabels[relationship.strength]}
          </Badge>
        </p>
        <p className="text-xs text-muted-foreground">
          {relationship.staff
            ? `Knows ${relationship.staff.name}${relationship.staff.position ? ` (${relationship.staff.position})` : ''}`
            : `Knows ${memberName}`}
          {' · '}
          {relationship.lastContactAt
            ? `Last contact ${dateFormat.format(new Date(relationship.lastContactAt))}`
            : 'No contact recorded'}
        </p>
        {relationship.notes && <p className="mt-1 whitespace-pre-line text-sm">{relationship.notes}</p>}
      </div>
      {canEdit &&
        (mode === 'confirm' ? (
          <fieldset className="flex items-center gap-2 text-sm">
            <legend className="sr-only">Delete {who}’s relationship?</legend>
            <span aria-hidden="true">Delete?</span>
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(relationship.id, {
                  onSuccess: () => toast({ title: `Relationship of ${who} deleted` }),
                  onError: (error) =>
                    toast({ variant: 'destructive', title: 'Not deleted', description: error.message }),
                })
              }
            >
              Delete
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('view')}>
              Keep
            </Button>
          </fieldset>
        ) : (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setMode('edit')} aria-label={`Edit ${who}’s relationship`}>
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setMode('confirm')}
              aria-label={`Delete ${who}’s relationship`}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
    </li>
  );
}

/**
 * The member page's "who knows this member" panel: the team's relationships with the legislator and their staff,
 * strongest first, with add, edit and delete for admins and users.
 */
export function RelationshipsPanel({ memberId }: { memberId: string }) {
  const query = useMemberRelationships(memberId);
  const create = useCreateRelationship();
  const [adding, setAdding] = useState(false);

  const close = () => {
    setAdding(false);
    create.reset();
  };
  const add = (values: RelationshipFormValues) =>
    create.mutate(
      { memberId, ...values },
      {
        onSuccess: () => {
          close();
          toast({ title: 'Relationship added' });
        },
      },
    );

  return (
    <section aria-labelledby="relationships-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="relationships-title" className="font-medium">
          Who on your team knows them
        </h2>
        {query.data?.canEdit && !adding && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" /> Add relationship
          </Button>
        )}
      </div>
      {adding && (
        <RelationshipForm
          submitLabel="Add relationship"
          pending={create.isPending}
          error={create.error?.message ?? null}
          onSubmit={add}
          onCancel={close}
        />
      )}
      <QueryState query={query} label="relationships">
        {(reply) =>
          reply.data.length === 0 ? (
            adding ? null : (
              <EmptyState
                icon={UsersRoundIcon}
                title="Nobody on your team has recorded knowing them"
                reason={
                  reply.canEdit
                    ? `Add who knows ${reply.member.name}, how well, and when you last spoke.`
                    : 'Admins and users of your account record relationships here.'
                }
              />
            )
          ) : (
            <ul className="flex flex-col gap-2" aria-label={`Relationships with ${reply.member.name}`}>
              {reply.data.map((relationship) => (
                <RelationshipItem
                  key={relationship.id}
                  relationship={relationship}
                  canEdit={reply.canEdit}
                  memberName={reply.member.name}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
