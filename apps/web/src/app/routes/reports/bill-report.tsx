import { ReportBuilder } from '@/features/reports/components/report-builder';

/** /dashboard/reports/bill: the bill report builder. */
export function Component() {
  return <ReportBuilder kind="bill" />;
}
