import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { useMemo } from 'react';
import { useAccount } from '@/features/accounts/account-provider';
import { PortalFeedbackCard } from '@/features/portal/components/portal-feedback-card';
import { BillPositionsCard } from '@/features/positions/components/bill-positions-card';
import { RemarksPanel } from '@/features/remarks/components/remarks-panel';
import { SupportingDocumentsCard } from '@/features/storage/components/supporting-documents-card';
import { useTags } from '@/features/tags/api/get-tags';
import { BillTasksPanel } from '@/features/tasks/components/bill-tasks-panel';
import { usePortalPeople } from '../analysts/use-portal-people';

/**
 * The bill page's Team tab: what the account keeps on the bill, composed from their features: the position card
 * (its own and one per tag the caller sees, offered from the tags feature) with what portal visitors said beside it,
 * the remarks panel and the account's
 * supporting documents (storage feature), and in analyst-portal accounts the owner picker and tasks (tasks feature).
 */
export function BillTeamTab({ billId }: { billId: string }) {
  const portal = useAccount().selectedAccount?.analystPortal === true;
  const tags = useTags({ pageSize: TAGS_MAX_PAGE_SIZE });
  const tagOptions = useMemo(
    () => (tags.data?.data ?? []).map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    [tags.data],
  );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <BillPositionsCard billId={billId} tagOptions={tagOptions} />
      <PortalFeedbackCard billId={billId} />
      <RemarksPanel billId={billId} />
      <SupportingDocumentsCard billId={billId} />
      {portal && <BillTaskWork billId={billId} />}
    </div>
  );
}

/** Only in analyst-portal accounts: the tasks calls answer 403 elsewhere, so they are not made. */
function BillTaskWork({ billId }: { billId: string }) {
  const { people, teams } = usePortalPeople();
  return <BillTasksPanel billId={billId} people={people} teams={teams} />;
}
