import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { GuestActivity } from '@/features/guest/components/guest-activity';
import { GuestScopeSummary } from '@/features/guest/components/guest-scope';
import { GuestPage } from './guest-page';

/** The guest's home: who shares what with them, and the latest activity on the shared bills. */
export function Component() {
  return (
    <GuestPage title="Guest Dashboard" description="The legislation and activity shared with you, at a glance.">
      <div className="flex min-w-0 flex-col gap-6">
        <GuestScopeSummary />
        <div className="flex min-w-0 items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Latest activity</h2>
          <Link to={paths.guest.trackedActivity} className="text-sm text-primary hover:underline">
            All activity
          </Link>
        </div>
        <GuestActivity limit={10} />
      </div>
    </GuestPage>
  );
}
