import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/lib/current-user';
import { useLiveEvents } from '@/lib/live-events';
import { dashboardKeys } from './dashboard-keys';

/**
 * Keeps the dashboard live without a reload: a new notification (an alert on a tracked bill) refetches the
 * activity feed, the news and the figures, and so does a reconnect of the stream, after which events may have been
 * missed. One shared stream per tab (lib/live-events).
 */
export function useLiveDashboard(): void {
  const { user } = useUser();
  const queryClient = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.type === 'connected' && !event.reconnected) return;
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.news });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
    },
    user ? `${user.id}:${user.selectedAccountId}` : null,
  );
}
