import {
  type BillPositionValue,
  billPositionLabels,
  billPositionValues,
} from '@statehouse/shared/positions/positions.schemas';
import type { BulkRequest } from '@statehouse/shared/tracking/tracking.schemas';
import { BellIcon, BellOffIcon, ChevronDownIcon, DownloadIcon, TagIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useBulkAction, useExportTrackedBills } from '../api/run-bulk-action';
import { TagChip } from './tracked-bill-parts';

/** A tag the caller may put on bills (from the tags feature, through the route). */
export type TagOption = { id: number; name: string; color: string; canEdit: boolean };

type BulkActionsBarProps = {
  billIds: string[];
  tags: TagOption[];
  /** Whether the caller may set positions (admins and users). */
  canSetPosition: boolean;
  onClear: () => void;
};

/** What the selected bills can have done to them at once; each action reports its outcome in a toast. */
export function BulkActionsBar({ billIds, tags, canSetPosition, onClear }: BulkActionsBarProps) {
  const bulk = useBulkAction();
  const exporter = useExportTrackedBills();
  const [dialog, setDialog] = useState<'position' | 'untrack' | null>(null);
  const editable = tags.filter((tag) => tag.canEdit);
  const count = billIds.length;

  const run = (body: Omit<BulkRequest, 'billIds'>, after?: () => void) =>
    bulk.mutate({ ...body, billIds } as BulkRequest, {
      onSuccess: (reply) => {
        toast({ title: reply.message });
        after?.();
      },
      onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    });

  const tagMenu = (action: 'tag' | 'untag', label: string) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={bulk.isPending || editable.length === 0}>
          <TagIcon aria-hidden="true" />
          {label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{action === 'tag' ? 'Add the tag' : 'Remove the tag'}</DropdownMenuLabel>
        {editable.map((tag) => (
          <DropdownMenuItem key={tag.id} onSelect={() => run({ action, tagIds: [tag.id] })}>
            <TagChip tag={tag} />
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <section
      aria-label="Bulk actions"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-lg border bg-background/95 p-2 shadow-sm backdrop-blur"
    >
      <p className="px-1 text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      {tagMenu('tag', 'Tag')}
      {tagMenu('untag', 'Untag')}
      {canSetPosition && (
        <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => setDialog('position')}>
          Set position…
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => run({ action: 'alertOn' })}>
        <BellIcon aria-hidden="true" />
        Alerts on
      </Button>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => run({ action: 'alertOff' })}>
        <BellOffIcon aria-hidden="true" />
        Alerts off
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={exporter.isPending}>
            <DownloadIcon aria-hidden="true" />
            Export
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {(['csv', 'xlsx'] as const).map((format) => (
            <DropdownMenuItem
              key={format}
              onSelect={() =>
                exporter.mutate(
                  { billIds, format },
                  {
                    onError: (error) =>
                      toast({ title: 'The export failed', description: error.message, variant: 'destructive' }),
                  },
                )
              }
            >
              {format === 'csv' ? 'CSV (.csv)' : 'Excel (.xlsx)'}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => setDialog('untrack')}>
        Untrack…
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear} className="ml-auto">
        <XIcon aria-hidden="true" />
        Clear selection
      </Button>

      <PositionDialog
        open={dialog === 'position'}
        count={count}
        pending={bulk.isPending}
        onOpenChange={(open) => setDialog(open ? 'position' : null)}
        onConfirm={(position, note) => run({ action: 'position', position, note }, () => setDialog(null))}
      />
      <Dialog open={dialog === 'untrack'} onOpenChange={(open) => setDialog(open ? 'untrack' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Stop tracking {count === 1 ? 'this bill' : `${count} bills`}?</DialogTitle>
            <DialogDescription>
              They lose every tag you may edit. Tags others keep to themselves stay, and you can track the bills again
              from their pages.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={bulk.isPending}
              onClick={() =>
                run({ action: 'untrack' }, () => {
                  setDialog(null);
                  onClear();
                })
              }
            >
              Untrack
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function PositionDialog({
  open,
  count,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (position: BillPositionValue, note: string) => void;
}) {
  const id = useId();
  const [position, setPosition] = useState<BillPositionValue>('support');
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(position, note.trim());
          }}
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>Set the account’s position</DialogTitle>
            <DialogDescription>
              On {count === 1 ? 'the selected bill' : `all ${count} selected bills`}; each change is kept in the bill’s
              position history.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-position`}>Position</Label>
            <select
              id={`${id}-position`}
              value={position}
              onChange={(event) => setPosition(event.target.value as BillPositionValue)}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              {billPositionValues.map((value) => (
                <option key={value} value={value}>
                  {billPositionLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-note`}>Note (optional)</Label>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={2000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              className="rounded-md border border-input bg-background p-2 text-sm"
              placeholder="Why the account takes this position"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Set position
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
