import { HandshakeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListPage } from '@/components/list-page/list-page';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { useAdvocateRelationships } from '../api/get-advocate-relationships';
import { StateSelect } from './state-select';

/** /relationships: advocates and the legislators they reach, the kind of relationship and the last contact. */
export function AdvocateRelationships({
  stateCode,
  onStateChange,
}: {
  stateCode: string;
  onStateChange: (stateCode: string) => void;
}) {
  const relationships = useAdvocateRelationships(stateCode || undefined);
  return (
    <ListPage
      title="Relationships"
      description="Your advocates' relationships with legislators."
      count={
        relationships.data
          ? `${relationships.data.data.length} ${relationships.data.data.length === 1 ? 'relationship' : 'relationships'}`
          : 'Loading…'
      }
      activeFilterCount={stateCode ? 1 : 0}
      filters={<StateSelect value={stateCode} onChange={onStateChange} />}
    >
      <ListResults
        query={relationships}
        what="relationships"
        rows={(data) => data.data}
        skeleton={<ListSkeleton label="Loading relationships" />}
        empty={
          <EmptyState
            icon={HandshakeIcon}
            title="No relationships recorded"
            reason="Advocates record whom they know on a legislator's page (Relationships). They are listed here."
          />
        }
      >
        {(rows) => (
          <ul aria-label="Relationships" className="divide-y rounded-lg border">
            {rows.map((row) => (
              <li
                key={`${row.advocate.id}-${row.memberId}`}
                className="flex min-w-0 flex-col gap-1 p-3 sm:flex-row sm:justify-between"
              >
                <span className="min-w-0 break-words">
                  <Link
                    to={paths.lobbyist.lobbyist(String(row.advocate.id))}
                    className="font-medium text-primary hover:underline"
                  >
                    {row.advocate.name}
                  </Link>{' '}
                  knows{' '}
                  <EntityLink kind="member" id={row.memberId}>
                    {row.memberName}
                  </EntityLink>{' '}
                  ({row.stateCode})
                </span>
                <span className="text-sm text-muted-foreground">
                  {row.kind} · last contact {formatDay(row.lastContactAt, 'not recorded')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
