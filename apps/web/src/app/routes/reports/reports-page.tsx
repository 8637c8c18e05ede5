import { ReportsOverview } from '@/features/reports/components/reports-overview';
import { useUser } from '@/lib/current-user';

/** /dashboard/reports: the reports feature's overview; admins and users change the branding. */
export function Component() {
  const { isFullUser } = useUser();
  return <ReportsOverview canEditSettings={isFullUser} />;
}
