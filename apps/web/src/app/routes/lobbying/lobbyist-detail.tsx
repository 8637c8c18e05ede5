import { UserIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLobbyist } from '@/features/lobbying/api/get-lobbyist';
import { LobbyistDetailView } from '@/features/lobbying/components/lobbyist-detail-view';
import { ApiError } from '@/lib/api-client';

/** /lobby/lobbyist/:id */
export function Component() {
  const { id = '' } = useParams();
  const lobbyistId = Number(id);
  const valid = Number.isInteger(lobbyistId) && lobbyistId > 0;
  const lobbyist = useLobbyist(valid ? lobbyistId : 0);
  if (!valid || (lobbyist.error instanceof ApiError && [400, 404].includes(lobbyist.error.status))) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={UserIcon}
        title="Lobbyist not found"
        reason="No lobbyist registration has this address."
      >
        <Button asChild variant="outline">
          <Link to={paths.lobby.home}>All lobbyists</Link>
        </Button>
      </EmptyState>
    );
  }
  if (lobbyist.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6">
        <QueryState query={lobbyist} label="lobbyist">
          {() => null}
        </QueryState>
      </div>
    );
  }
  return <LobbyistDetailView lobbyist={lobbyist.data} />;
}
