import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LobbyistTrackedBills } from '@/features/advocates/components/lobbyist-tracked-bills';
import { useLobbyistBillsParams } from '@/features/advocates/utils/lobbyist-bills-params';
import { useTags } from '@/features/tags/api/get-tags';
import { getAllAccountTrackedBills, useAccountTrackedBills } from '@/features/tracking/api/get-account-tracked-bills';
import { useUser } from '@/lib/current-user';
import { LobbyistReportButton } from './lobbyist-report-button';

/** The most rows an export of the lobbyists' tracked bills holds. */
const EXPORT_MAX_BILLS = 5000;

/**
 * /tracked-bills: the tracking feature's account list, lobbyist users only, drawn by the advocates feature with
 * the lobbyists to filter by and how many advocates track each bill; tag names from the tags feature; a bill
 * report of the list from the reports feature. Only the organization (admins and users) reads the account list.
 */
export function Component() {
  const { user, isFullUser } = useUser();
  const params = useLobbyistBillsParams();
  const query = useAccountTrackedBills(params.apiQuery, isFullUser);
  const tags = useTags({ pageSize: TAGS_MAX_PAGE_SIZE });
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
  return (
    <LobbyistTrackedBills
      filters={params.filters}
      onChange={params.update}
      onClear={params.clear}
      activeFilterCount={params.activeFilterCount}
      query={query}
      loadAll={() => getAllAccountTrackedBills(params.apiQuery, EXPORT_MAX_BILLS)}
      tagNames={new Map((tags.data?.data ?? []).map((tag) => [tag.id, tag.name]))}
      isAdmin={user?.role === 'admin'}
      actions={
        <LobbyistReportButton
          query={params.apiQuery}
          disabled={!query.data?.total}
          label="Bill report"
          title="Lobbyists' tracked bills"
        />
      }
    />
  );
}
