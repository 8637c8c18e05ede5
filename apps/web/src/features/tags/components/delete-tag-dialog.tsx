import type { Tag } from '@statehouse/shared/tags/tags.schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useDeleteTag } from '../api/delete-tag';

const bills = (count: number) => `${count} ${count === 1 ? 'bill' : 'bills'}`;

/** Confirms deleting a tag and says what it does to the bills that carry it. */
export function DeleteTagDialog({
  tag,
  onOpenChange,
}: {
  tag: Tag | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteTag();
  const confirm = async () => {
    if (!tag) return;
    try {
      const result = await remove.mutateAsync(tag.id);
      toast({
        title: 'Tag deleted',
        description:
          result.removedFromBills === 0
            ? `“${tag.name}” is gone.`
            : `“${tag.name}” was removed from ${bills(result.removedFromBills)}; ${bills(result.untrackedBills)} no longer tracked.`,
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The tag could not be deleted',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };
  return (
    <Dialog open={tag !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{tag?.name}”?</DialogTitle>
          <DialogDescription>
            {tag && tag.billCount > 0
              ? `This untracks ${bills(tag.billCount)} tagged with it (bills that carry another tag stay tracked under that tag).`
              : 'No bills carry this tag.'}{' '}
            {tag && tag.sectionCount > 0
              ? `It is also removed from ${tag.sectionCount} statute or regulation sections. `
              : ''}
            {tag && tag.shares.length > 0 ? `The people it is shared with lose it. ` : ''}
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete tag'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
