import { BillTagPicker } from '@/features/tags/components/bill-tag-picker';

/**
 * The bill page's header buttons, composed here because they come from other features (features do not
 * import each other; routes compose them): tracking and tags, then alerts.
 */
export function BillActions({ billId }: { billId: string }) {
  return (
    <>
      <BillTagPicker billId={billId} />
    </>
  );
}
