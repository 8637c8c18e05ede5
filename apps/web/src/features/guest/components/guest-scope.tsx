import type { GuestScope } from '@statehouse/shared/guest/guest.schemas';
import { LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuestMe } from '../api/guest-area';

export const guestScopeLabels: Record<Exclude<keyof GuestScope, 'tagIds'>, string> = {
  members: 'Members',
  relationships: 'Relationships',
  tasks: 'Tasks',
  uploadTrackList: 'Uploading track lists',
};

/** Who invited the guest and what they share, in words. */
export function GuestScopeSummary() {
  const me = useGuestMe();
  if (!me.data) return <Skeleton className="h-16" />;
  const { accountName, scope, name, email } = me.data;
  const areas = (Object.keys(guestScopeLabels) as (keyof typeof guestScopeLabels)[]).filter((key) => scope[key]);
  return (
    <div className="rounded-lg border p-4 text-sm">
      <p className="break-words">
        Signed in as <strong>{name || email}</strong>, a guest of <strong>{accountName}</strong>.
      </p>
      <p className="break-words text-muted-foreground">
        Shared with you: {scope.tagIds.length} tag{scope.tagIds.length === 1 ? '' : 's'}
        {areas.length ? `; ${areas.map((key) => guestScopeLabels[key].toLowerCase()).join(', ')}` : ''}.
      </p>
    </div>
  );
}

/**
 * A guest screen's area: its content when the host shares the area with the guest (the list is then fetched),
 * otherwise why it is empty and what to do. The server refuses the area's calls with 403 all the same.
 */
export function GuestAreaGate({ area, children }: { area: keyof typeof guestScopeLabels; children: ReactNode }) {
  const me = useGuestMe();
  if (!me.data) return <Skeleton className="h-24" />;
  if (!me.data.scope[area]) {
    return (
      <EmptyState
        icon={LockIcon}
        title={
          area === 'uploadTrackList'
            ? 'Adding bills is not shared with you'
            : `${guestScopeLabels[area]} are not shared with you`
        }
        reason={`${me.data.accountName} has not shared this with you. Ask them to add it to your guest access.`}
      />
    );
  }
  return children;
}
