import { getStateName } from '@statehouse/shared/reference/states';
import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useAdvocates } from '../api/get-advocates';
import { StateSelect } from './state-select';

/** /lobbyists: the account's advocates, their states, tracked bills, testimony and last activity. */
export function AdvocatesList({
  stateCode,
  onStateChange,
  isAdmin,
}: {
  stateCode: string;
  onStateChange: (stateCode: string) => void;
  isAdmin: boolean;
}) {
  const advocates = useAdvocates(stateCode || undefined);
  const count = advocates.data
    ? `${advocates.data.data.length} ${advocates.data.data.length === 1 ? 'advocate' : 'advocates'}`
    : 'Loading…';
  return (
    <ListPage
      title="Lobbyists"
      description="The advocates (lobbyists) of your account and the states they cover."
      count={count}
      activeFilterCount={stateCode ? 1 : 0}
      actions={
        isAdmin ? (
          <Link to={paths.lobbyist.invite} className="text-sm font-medium text-primary hover:underline">
            Invite an advocate
          </Link>
        ) : undefined
      }
      filters={<StateSelect value={stateCode} onChange={onStateChange} />}
    >
      <ListResults
        query={advocates}
        what="advocates"
        rows={(data) => data.data}
        skeleton={<ListSkeleton label="Loading advocates" />}
        empty={
          <EmptyState
            icon={UsersIcon}
            title={stateCode ? `No advocates in ${getStateName(stateCode) ?? stateCode}` : 'No advocates yet'}
            reason={
              stateCode
                ? 'No advocate of your account works in this state. Choose all states, or invite one for it.'
                : 'Invite advocates into the seats of your plan; they appear here once they accept.'
            }
          />
        }
      >
        {(rows) => (
          <ul aria-label="Advocates" className="divide-y rounded-lg border">
            {rows.map((advocate) => (
              <li
                key={advocate.id}
                className="flex min-w-0 flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.lobbyist.lobbyist(String(advocate.id))}
                    className="font-medium text-primary break-words hover:underline"
                  >
                    {advocate.name}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{advocate.email}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {advocate.status !== 'active' && <Badge variant="outline">Disabled</Badge>}
                  <span>{advocate.stateCodes.length > 0 ? advocate.stateCodes.join(', ') : 'Every state'}</span>
                  <span>· {advocate.trackedBills} bills</span>
                  <span>· {advocate.testimonies} testimonies</span>
                  {advocate.lastActivityAt && <span>· active {formatDateTime(advocate.lastActivityAt)}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </ListPage>
  );
}
