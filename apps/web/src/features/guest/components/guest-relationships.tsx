import { HandshakeIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-date';
import { useGuestRelationships } from '../api/guest-area';
import { whereTheySit } from './where-they-sit';

/** Who on the host's team knows which legislator or staffer, how well and when they last spoke (no notes). */
export function GuestRelationships() {
  const relationships = useGuestRelationships(true);
  return (
    <QueryState query={relationships} label="relationships">
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            icon={HandshakeIcon}
            title="No relationships recorded yet"
            reason="Your host has not recorded who on their team knows which legislator. They show here once they do."
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border px-4" aria-label="Relationships">
            {data.items.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-col gap-1 py-3">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="break-words font-medium">{item.name}</span>
                  <Badge variant="outline">{item.kind === 'member' ? 'Legislator' : 'Staff'}</Badge>
                  {item.party && <Badge variant="secondary">{item.party}</Badge>}
                </div>
                <p className="break-words text-sm text-muted-foreground">{whereTheySit(item)}</p>
                <p className="break-words text-sm">
                  Known by {item.teamMemberName} · strength {item.strength} of 5
                  {item.lastContactAt ? ` · last contact ${formatDay(item.lastContactAt)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
