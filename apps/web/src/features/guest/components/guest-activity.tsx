import { ActivityIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuestTrackedActivity } from '../api/guest-area';
import { GuestBillList } from './guest-bill-list';

/** The bills shared with the guest, latest action first. `limit` shortens it (the dashboard). */
export function GuestActivity({ limit }: { limit?: number }) {
  const activity = useGuestTrackedActivity();
  if (activity.isPending) return <Skeleton className="h-40" />;
  if (activity.isError) return <EmptyState title="The activity could not be loaded" reason={activity.error.message} />;
  if (activity.data.items.length === 0) {
    return (
      <EmptyState
        icon={ActivityIcon}
        title="No shared bills yet"
        reason="Activity shows here once your host shares a tag with bills in it."
      />
    );
  }
  return <GuestBillList bills={activity.data.items.slice(0, limit)} label="Tracked activity" />;
}
