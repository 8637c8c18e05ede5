import type { Remark } from '@statehouse/shared/remarks/remarks.schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useDeleteRemark } from '../api/delete-remark';
import { useUpdateRemark } from '../api/update-remark';
import { RemarkTextField } from './remark-text-field';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatRemarkTime = (iso: string) => when.format(new Date(iso));

/** One remark: author, time, text; edit in place for the author, delete (after a confirmation) when allowed. */
export function RemarkItem({ remark }: { remark: Remark }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(remark.body);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateRemark();
  const remove = useDeleteRemark();

  const onSave = () =>
    update.mutate(
      { id: remark.id, body: draft },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => toast({ variant: 'destructive', title: 'Remark not saved', description: error.message }),
      },
    );
  const onDelete = () =>
    remove.mutate(remark.id, {
      onSuccess: () => toast({ title: 'Remark deleted' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Remark not deleted', description: error.message }),
    });

  return (
    <li className="flex flex-col gap-1.5 py-3">
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{remark.author.name}</span> ·{' '}
        <time dateTime={remark.createdAt}>{formatRemarkTime(remark.createdAt)}</time>
        {remark.edited && <span> · edited</span>}
      </p>
      {editing ? (
        <div className="flex flex-col gap-2">
          <RemarkTextField label="Edit remark" value={draft} onChange={setDraft} autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              onClick={onSave}
              disabled={!draft.trim() || draft.trim() === remark.body || update.isPending}
            >
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap">{remark.body}</p>
      )}
      {!editing && (remark.canEdit || remark.canDelete) && (
        <div className="flex flex-wrap items-center gap-1">
          {remark.canEdit && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft(remark.body);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          )}
          {remark.canDelete &&
            (confirming ? (
              <>
                <span className="text-xs">Delete this remark?</span>
                <Button variant="destructive" size="sm" onClick={onDelete} disabled={remove.isPending}>
                  {remove.isPending ? 'Deleting…' : 'Yes, delete'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            ))}
        </div>
      )}
    </li>
  );
}
