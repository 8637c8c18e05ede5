import { states } from '@statehouse/shared/reference/states';
import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAdvocates } from '@/features/advocates/api/get-advocates';
import {
  AdvocateCount,
  BillLobbyists,
  lobbyistNames,
  NoLobbyistBills,
} from '@/features/advocates/components/lobbyist-bill-parts';
import { useTags } from '@/features/tags/api/get-tags';
import type { TrackedBillColumn } from '@/features/tracking/components/tracked-bills-results';
import { TrackedBillsView } from '@/features/tracking/components/tracked-bills-view';
import { useTrackedBillsList } from '@/features/tracking/hooks/use-tracked-bills-list';
import { useUser } from '@/lib/current-user';
import { LobbyistReportButton } from './lobbyist-report-button';

/** Who of the lobbyists tracks each bill, and how many advocates do (advocates feature). */
const lobbyistColumns: TrackedBillColumn[] = [
  {
    header: 'Lobbyists',
    cell: (bill) => <BillLobbyists trackers={bill.trackedBy} />,
    exportValue: (bill) => lobbyistNames(bill.trackedBy),
  },
  {
    header: 'Advocates',
    cell: (bill, page) => <AdvocateCount billId={bill.id} billIds={page.map((row) => row.id)} />,
  },
];

/**
 * /tracked-bills: the tracking feature's list of the account's bills as its lobbyist users track them, read only,
 * with the lobbyists to filter by and the columns of who tracks each bill (advocates feature), tags to filter by
 * (tags feature) and a bill report of the list (reports feature). Only the organization (admins and users) reads
 * the account's list.
 */
export function Component() {
  const { isFullUser } = useUser();
  if (!isFullUser) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        title="Only your organization sees every lobbyist's bills"
        reason="Admins and users of your account see the bills all lobbyists track. The bills you track are on your own list."
      >
        <Button asChild>
          <Link to={paths.tracking.trackBills}>Your tracked bills</Link>
        </Button>
      </EmptyState>
    );
  }
  return <LobbyistTrackedBills />;
}

function LobbyistTrackedBills() {
  const { user } = useUser();
  const list = useTrackedBillsList('lobbyists');
  const tags = useTags({ pageSize: TAGS_MAX_PAGE_SIZE });
  const lobbyists = useAdvocates(undefined);
  return (
    <TrackedBillsView
      list={list}
      readOnly
      // Every state: a lobbyist may track bills of states the organization does not follow.
      stateOptions={states}
      tags={tags.data?.data ?? []}
      trackers={lobbyists.data?.data}
      columns={lobbyistColumns}
      description="Bills tracked across your lobbyists: who tracks each, how many advocates follow it, its tags and latest action."
      exportFileStem="lobbyist-tracked-bills"
      empty={<NoLobbyistBills isAdmin={user?.role === 'admin'} />}
      actions={
        <LobbyistReportButton
          query={list.apiQuery}
          disabled={!list.query.data?.total}
          label="Bill report"
          title="Lobbyists' tracked bills"
        />
      }
    />
  );
}
