import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { useGuestMembers } from '../api/guest-area';
import { whereTheySit } from './where-they-sit';

/** The primary sponsors of the bills shared with the guest, those behind the most of them first. */
export function GuestMembers() {
  const members = useGuestMembers(true);
  return (
    <QueryState query={members} label="members">
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title="No members to show yet"
            reason="Members show here once the bills shared with you have sponsors on record."
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border px-4" aria-label="Members">
            {data.items.map((member) => (
              <li key={member.id} className="flex min-w-0 flex-col gap-1 py-3">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="break-words font-medium">{member.name}</span>
                  {member.party && <Badge variant="secondary">{member.party}</Badge>}
                </div>
                <p className="break-words text-sm text-muted-foreground">{whereTheySit(member)}</p>
                <p className="text-xs text-muted-foreground">
                  Primary sponsor of {member.billCount} of the bills shared with you
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
