import { useParams } from 'react-router';
import { CompanyTickSheetView } from '@/features/company-tick-sheets/components/company-tick-sheet-view';

/** /bills/:billId/company-tick-sheet: where the companies that care about a bill stand; the filter lives in the URL. */
export function Component() {
  const { billId = '' } = useParams();
  return <CompanyTickSheetView billId={billId} />;
}
