import { useParams } from 'react-router';
import { PortalBillView } from '@/features/portal/components/portal-bill-view';

/** /bills/:id in the portal route set: a shared bill and the intake form. */
export function Component() {
  const { id = '' } = useParams();
  return <PortalBillView billId={id} />;
}
