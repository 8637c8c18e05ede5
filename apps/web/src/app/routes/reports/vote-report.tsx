import { ReportBuilder } from '@/features/reports/components/report-builder';

/** /dashboard/reports/votes: the vote report builder. */
export function Component() {
  return <ReportBuilder kind="vote" />;
}
