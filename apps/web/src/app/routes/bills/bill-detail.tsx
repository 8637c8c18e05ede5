import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BillAskAi } from '@/features/ai/components/ask-ai-sheet';
import { useBill } from '@/features/bills/api/get-bill';
import { BillDetailView } from '@/features/bills/components/bill-detail-view';
import { BillHearings } from '@/features/committee-videos/components/bill-hearings';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { ProvenancePanel } from '@/features/similar-bills/components/provenance-panel';
import { SimilarBillsPanel } from '@/features/similar-bills/components/similar-bills-panel';
import { BillActions } from './bill-actions';
import { BillTeamTab } from './bill-team-tab';

/** /bills/:id; the header shows the bill's own state and session (decision 018). */
export function Component() {
  const { id = '' } = useParams();
  const { adopt } = useLegislative();
  const bill = useBill(id).data;
  const stateCode = bill?.stateCode;
  const sessionCode = bill?.sessionCode;
  useEffect(() => {
    if (stateCode && sessionCode) adopt({ stateCode, sessionCode });
  }, [stateCode, sessionCode, adopt]);
  return (
    <BillDetailView
      key={id}
      billId={id}
      actions={
        <>
          <BillAskAi billId={id} scopeLabel={bill ? `${bill.stateCode} ${bill.identifier}` : id} />
          <BillActions billId={id} />
        </>
      }
      team={<BillTeamTab billId={id} />}
      hearings={<BillHearings billId={id} />}
      similar={<SimilarBillsPanel billId={id} billLabel={bill ? `${bill.stateCode} ${bill.identifier}` : id} />}
      provenance={<ProvenancePanel billId={id} billLabel={bill ? `${bill.stateCode} ${bill.identifier}` : id} />}
    />
  );
}
