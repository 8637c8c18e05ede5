import type { Tracker } from '@statehouse/shared/tracking/tracking.schemas';
import { BookmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAdvocates } from '../api/get-advocates';
import { useTrackingCounts } from '../api/get-tracking-counts';
import { NoLobbyistsYet } from './no-lobbyists-yet';

// What the lobbyist portal adds to the tracking feature's list of the lobbyists' tracked bills (/tracked-bills):
// who of them tracks each bill, how many advocates do, and what an empty list means here.

const lobbyistsOf = (trackers: readonly Tracker[]) => trackers.filter((tracker) => tracker.isLobbyist);

/** The lobbyists among a bill's trackers, for an export. */
export const lobbyistNames = (trackers: readonly Tracker[]) =>
  lobbyistsOf(trackers)
    .map((tracker) => tracker.name)
    .join('; ');

/** The lobbyists among a bill's trackers, each linking to their profile; the organization's own users are not named. */
export function BillLobbyists({ trackers }: { trackers: readonly Tracker[] }) {
  const lobbyists = lobbyistsOf(trackers);
  if (lobbyists.length === 0) return <span className="text-muted-foreground">None named</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {lobbyists.map((tracker) => (
        <Link
          key={tracker.id}
          to={paths.lobbyist.lobbyist(String(tracker.id))}
          className="break-words text-primary hover:underline"
        >
          {tracker.name}
        </Link>
      ))}
    </span>
  );
}

/**
 * How many of the account's advocates track the bill. Every row asks with the ids of the whole page (`billIds`),
 * so the rows share one query and the page makes one call.
 */
export function AdvocateCount({ billId, billIds }: { billId: string; billIds: readonly string[] }) {
  const count = useTrackingCounts(billIds).counts.get(billId);
  if (count === undefined) return <span className="text-muted-foreground">…</span>;
  return <span className="whitespace-nowrap">{`${count} ${count === 1 ? 'advocate' : 'advocates'}`}</span>;
}

/** An unfiltered empty list: no lobbyist yet (admins may invite one), or lobbyists who track nothing yet. */
export function NoLobbyistBills({ isAdmin }: { isAdmin: boolean }) {
  const advocates = useAdvocates(undefined);
  if (advocates.data && advocates.data.data.length === 0) {
    return (
      <NoLobbyistsYet
        isAdmin={isAdmin}
        reason="Invite your lobbyists into the advocate seats of your plan: the bills they track are listed here."
      />
    );
  }
  return (
    <EmptyState
      icon={BookmarkIcon}
      title="Your lobbyists track no bills yet"
      reason="A bill is listed once one of your lobbyists tags it, from the bill's page or a track list."
    >
      <Button asChild size="sm" variant="outline">
        <Link to={paths.lobbyist.lobbyists}>See your lobbyists</Link>
      </Button>
    </EmptyState>
  );
}
