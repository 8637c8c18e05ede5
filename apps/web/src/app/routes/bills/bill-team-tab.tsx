import { BillPositionsCard } from '@/features/positions/components/bill-positions-card';
import { RemarksPanel } from '@/features/remarks/components/remarks-panel';

/**
 * The bill page's Team tab: what the account keeps on the bill, composed from their features: the position card
 * and the remarks panel.
 */
export function BillTeamTab({ billId }: { billId: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <BillPositionsCard billId={billId} />
      <RemarksPanel billId={billId} />
    </div>
  );
}
