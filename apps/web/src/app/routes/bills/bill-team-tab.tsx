import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { useMemo } from 'react';
import { PortalFeedbackCard } from '@/features/portal/components/portal-feedback-card';
import { BillPositionsCard } from '@/features/positions/components/bill-positions-card';
import { RemarksPanel } from '@/features/remarks/components/remarks-panel';
import { SupportingDocumentsCard } from '@/features/storage/components/supporting-documents-card';
import { useTags } from '@/features/tags/api/get-tags';

/**
 * The bill page's Team tab: what the account keeps on the bill, composed from their features: the position card
 * (its own and one per tag the caller sees, offered from the tags feature) with what portal visitors said beside it, the remarks panel and the account's
 * supporting documents (storage feature).
 */
export function BillTeamTab({ billId }: { billId: string }) {
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
    </div>
  );
}
