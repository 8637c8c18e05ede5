import { useParams } from 'react-router';
import { useUser } from '@/features/auth/user-provider';
import { MatchDetail } from '@/features/autotrack/components/match-detail';

/** /auto-tracked-bills/:billId: one match explained, with approve and reject. */
export function Component() {
  const { billId = '' } = useParams();
  const role = useUser().user?.role;
  return <MatchDetail key={billId} billId={billId} canDecide={role === 'admin' || role === 'user'} />;
}
