import { LiveActionsFeed } from '@/features/live-actions/components/live-actions-feed';

/** /dashboard/live-actions: bills named in recorded hearings across states, with filters and a CSV download. */
export function Component() {
  return <LiveActionsFeed />;
}
