import {
  type BillPosition,
  type BillPositionValue,
  billPositionLabels,
  POSITION_NOTE_MAX,
  type PositionTag,
} from '@statehouse/shared/positions/positions.schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useSetBillPosition } from '../api/set-bill-position';
import { useWithdrawBillPosition } from '../api/withdraw-bill-position';
import { PositionChoice } from './position-choice';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => when.format(new Date(iso));

/**
 * One position of the account on a bill (its own, or for one tag): the five choices, a note, who set it and when,
 * save and withdraw. Read-only for those who may not set positions. `current` null: nothing taken yet.
 */
export function PositionEditor({
  billId,
  tag,
  current,
  canEdit,
}: {
  billId: string;
  tag: PositionTag | null;
  current: BillPosition | null;
  canEdit: boolean;
}) {
  const id = useId();
  const [choice, setChoice] = useState<BillPositionValue | null>(current?.position ?? null);
  const [note, setNote] = useState(current?.note ?? '');
  const save = useSetBillPosition();
  const withdraw = useWithdrawBillPosition();
  const subject = tag ? `for ${tag.name}` : 'of the account';
  const dirty = choice !== (current?.position ?? null) || note.trim() !== (current?.note ?? '');

  const onSave = () => {
    if (!choice) return;
    save.mutate(
      { billId, tagId: tag?.id ?? null, position: choice, note },
      {
        onSuccess: (reply) => toast({ title: `Position ${subject}: ${billPositionLabels[reply.position.position]}` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Position not saved', description: error.message }),
      },
    );
  };
  const onWithdraw = () => {
    if (!current) return;
    withdraw.mutate(current.id, {
      onSuccess: () => toast({ title: `Position ${subject} withdrawn` }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Position not withdrawn', description: error.message }),
    });
  };

  return (
    <section aria-label={tag ? `Position for ${tag.name}` : 'Account position'} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-medium">
          {tag ? (
            <>
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: tag.color }} />
              {tag.name}
            </>
          ) : (
            'Account position'
          )}
        </h3>
        <p className="text-xs text-muted-foreground">
          {current ? `Set by ${current.setBy.name} · ${formatWhen(current.updatedAt)}` : 'No position taken yet'}
        </p>
      </div>
      <PositionChoice
        name={`${id}-position`}
        legend={`Position ${subject}`}
        value={choice}
        onChange={setChoice}
        disabled={!canEdit}
      />
      {canEdit ? (
        <>
          <label htmlFor={`${id}-note`} className="sr-only">
            Note on the position {subject}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={POSITION_NOTE_MAX}
            rows={2}
            placeholder="Why: the reasoning your team and clients should see"
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          />
          <div className="flex flex-wrap justify-end gap-2">
            {current && (
              <Button variant="ghost" size="sm" onClick={onWithdraw} disabled={withdraw.isPending}>
                {withdraw.isPending ? 'Withdrawing…' : 'Withdraw'}
              </Button>
            )}
            <Button size="sm" onClick={onSave} disabled={!choice || !dirty || save.isPending}>
              {save.isPending ? 'Saving…' : current ? 'Save change' : 'Take position'}
            </Button>
          </div>
        </>
      ) : (
        current?.note && <p className="text-sm whitespace-pre-wrap">{current.note}</p>
      )}
    </section>
  );
}
