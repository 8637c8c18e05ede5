import { type Tag, type TagAccess, tagAccessLabels, tagAccessLevels } from '@statehouse/shared/tags/tags.schemas';
import { type FormEvent, useId, useState } from 'react';
import { selectClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useUsers } from '@/lib/api/get-users';
import { useShareTag } from '../api/share-tag';
import { useUnshareTag } from '../api/unshare-tag';

/** Whom a personal tag is shared with, to read or edit; add colleagues, change their access, or stop sharing. */
export function ShareTagDialog({ tag, onOpenChange }: { tag: Tag | undefined; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={tag !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share “{tag?.name}”</DialogTitle>
          <DialogDescription>
            Colleagues you share with see the tag and its bills; with “Can edit” they may also rename it and tag bills
            with it.
          </DialogDescription>
        </DialogHeader>
        {tag && <ShareForm tag={tag} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ tag }: { tag: Tag }) {
  const id = useId();
  const colleagues = useUsers();
  const share = useShareTag();
  const unshare = useUnshareTag();
  const [userId, setUserId] = useState('');
  const [access, setAccess] = useState<TagAccess>('read');
  const sharedWith = new Set(tag.shares.map((item) => item.targetId));
  const candidates = (colleagues.data?.data ?? []).filter(
    (user) => user.status === 'active' && user.id !== tag.owner?.id && !sharedWith.has(user.id),
  );
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: error instanceof Error ? error.message : 'Please try again.' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    share.mutate(
      { tagId: tag.id, targetType: 'user', targetId: Number(userId), access },
      {
        onSuccess: (result) => {
          toast({
            title: 'Tag shared',
            description: `${result.targetName} can now ${access === 'edit' ? 'edit' : 'see'} it.`,
          });
          setUserId('');
        },
        onError: failed('The tag could not be shared'),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {tag.shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not shared with anyone yet.</p>
      ) : (
        <ul aria-label="Shared with" className="flex flex-col divide-y rounded-md border">
          {tag.shares.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 p-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{item.targetName}</span>
              <select
                aria-label={`Access of ${item.targetName}`}
                className={`${selectClass} h-8 w-auto`}
                value={item.access}
                onChange={(event) =>
                  share.mutate(
                    {
                      tagId: tag.id,
                      targetType: 'user',
                      targetId: item.targetId,
                      access: event.target.value as TagAccess,
                    },
                    { onError: failed('The access could not be changed') },
                  )
                }
              >
                {tagAccessLevels.map((level) => (
                  <option key={level} value={level}>
                    {tagAccessLabels[level]}
                  </option>
                ))}
              </select>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Stop sharing with ${item.targetName}`}
                disabled={unshare.isPending}
                onClick={() => unshare.mutate(item.id, { onError: failed('The share could not be removed') })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-user`} className="text-sm font-medium">
            Colleague
          </label>
          <select
            id={`${id}-user`}
            className={selectClass}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            disabled={colleagues.isPending || colleagues.isError}
          >
            <option value="">
              {colleagues.isPending
                ? 'Loading colleagues…'
                : colleagues.isError
                  ? 'Colleagues could not be loaded'
                  : candidates.length === 0
                    ? 'Everyone already has it'
                    : 'Choose a colleague'}
            </option>
            {candidates.map((user) => (
              <option key={user.id} value={user.id}>
                {user.firstName} {user.lastName} ({user.role})
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-access`} className="text-sm font-medium">
            Access
          </label>
          <select
            id={`${id}-access`}
            className={`${selectClass} sm:w-32`}
            value={access}
            onChange={(event) => setAccess(event.target.value as TagAccess)}
          >
            {tagAccessLevels.map((level) => (
              <option key={level} value={level}>
                {tagAccessLabels[level]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={!userId || share.isPending}>
          Share
        </Button>
      </form>
      {colleagues.isError && (
        <p role="alert" className="text-sm text-destructive">
          {colleagues.error.message}
        </p>
      )}
    </div>
  );
}
