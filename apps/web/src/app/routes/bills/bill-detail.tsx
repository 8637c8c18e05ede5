import { useParams } from 'react-router';
import { BillDetailView } from '@/features/bills/components/bill-detail-view';

/** /bills/:id */
export function Component() {
  const { id = '' } = useParams();
  return <BillDetailView key={id} billId={id} />;
}
