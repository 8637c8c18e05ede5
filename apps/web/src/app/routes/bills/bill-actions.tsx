import { Building2Icon, ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BillAlertButton } from '@/features/alerts/components/bill-alert-button';
import { ShareEmailDialog } from '@/features/alerts/components/share-email-dialog';
import { BillTagPicker } from '@/features/tags/components/bill-tag-picker';

/**
 * The bill page's header buttons, composed here because they come from other features (features do not
 * import each other; routes compose them): tracking and tags, then alerts.
 */
export function BillActions({ billId }: { billId: string }) {
  return (
    <>
      <BillTagPicker billId={billId} />
      <BillAlertButton billId={billId} />
      <ShareEmailDialog target={{ kind: 'bill', billId }} label="Share" />
      <Button asChild variant="outline" size="sm">
        <Link to={paths.bills.memberTickSheet(billId)}>
          <ClipboardListIcon aria-hidden="true" /> Tick sheet
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.bills.companyTickSheet(billId)}>
          <Building2Icon aria-hidden="true" /> Company tick sheet
        </Link>
      </Button>
    </>
  );
}
