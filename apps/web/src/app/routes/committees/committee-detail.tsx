import { LandmarkIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CommitteeAlertButton } from '@/features/alerts/components/committee-alert-button';
import { SubscribeButton } from '@/features/calendar/components/subscribe-button';
import { useCommittee } from '@/features/committees/api/get-committee';
import { CommitteeDetailView } from '@/features/committees/components/committee-detail-view';
import { ApiError } from '@/lib/api-client';

/** /committees/:id: the committee's members, hearings and referred bills. */
export function Component() {
  const { id = '' } = useParams();
  const committee = useCommittee(id);
  if (committee.error instanceof ApiError && committee.error.status === 404) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={LandmarkIcon}
        title="Committee not found"
        reason="No committee has this address. It may have been renamed or merged in the source data."
      >
        <Button asChild variant="outline">
          <Link to={paths.committees.list}>All committees</Link>
        </Button>
      </EmptyState>
    );
  }
  if (committee.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6">
        <QueryState query={committee} label="committee">
          {() => null}
        </QueryState>
      </div>
    );
  }
  return (
    <CommitteeDetailView
      committee={committee.data}
      actions={
        committee.data && (
          <>
            <CommitteeAlertButton committeeId={committee.data.id} name={committee.data.name} />
            <SubscribeButton
              feed={{ kind: 'committee', committeeId: committee.data.id }}
              title="Subscribe to this committee's hearings"
              description={
                'Add this link to Outlook, Google Calendar or Apple Calendar ("subscribe from URL"). It lists ' +
                "the committee's hearings and updates as they move or are cancelled."
              }
            />
          </>
        )
      }
    />
  );
}
