import { TagsIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuestSharedTags } from '../api/guest-area';
import { GuestBillList } from './guest-bill-list';

/** The tags shared with the guest, each with its bills (one state, or all). */
export function GuestSharedTags({ state }: { state?: string }) {
  const tags = useGuestSharedTags(state);
  if (tags.isPending) return <Skeleton className="h-40" />;
  if (tags.isError) return <EmptyState title="The shared tags could not be loaded" reason={tags.error.message} />;
  if (tags.data.items.length === 0) {
    return (
      <EmptyState
        icon={TagsIcon}
        title="No tags are shared with you"
        reason="Your host has not shared a bill list with you yet. Ask them to add one to your guest access."
      />
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {tags.data.items.map((tag) => (
        <section key={tag.id} className="flex min-w-0 flex-col gap-2">
          <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold">
            <span className="inline-block size-3 shrink-0 rounded-full" style={{ backgroundColor: tag.color }} />
            <span className="truncate">{tag.name}</span>
          </h2>
          {tag.bills.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {state ? `No bills of ${state} in this tag.` : 'No bills in this tag yet.'}
            </p>
          ) : (
            <GuestBillList bills={tag.bills} label={`Bills of ${tag.name}`} />
          )}
        </section>
      ))}
    </div>
  );
}
