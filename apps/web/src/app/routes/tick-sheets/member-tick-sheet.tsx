import { useParams } from 'react-router';
import { TickSheetView } from '@/features/tick-sheets/components/tick-sheet-view';

/** /bills/:billId/member-tick-sheet: the team's whip count on a bill; body and stance filter live in the URL. */
export function Component() {
  const { billId = '' } = useParams();
  return <TickSheetView billId={billId} />;
}
