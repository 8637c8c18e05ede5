import { useQueryClient } from '@tanstack/react-query';
import { useSharedChanges } from '@/lib/shared-changes';

const isPortalRead = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/api/portal/bills') || key === '/api/portal/tracked-activity');

/**
 * The portal's pages follow the account's changes without a reload (decision 084): while the visitor may read the
 * portal, its live stream refetches the shared bills on every change, and the sign-in state when access ends.
 */
export function usePortalLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useSharedChanges(enabled ? '/api/portal/stream' : null, {
    onChange: () => void queryClient.invalidateQueries({ predicate: (query) => isPortalRead(query.queryKey[0]) }),
    onEnded: () =>
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/portal') }),
  });
}
