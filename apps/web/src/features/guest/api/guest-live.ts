import { useQueryClient } from '@tanstack/react-query';
import { useSharedChanges } from '@/lib/shared-changes';

/**
 * The guest area follows the host's changes without a reload (decision 084): every change refetches what the guest
 * reads (their scope included); when access ends the refetch of who they are sends them to the sign-in.
 */
export function useGuestLive(enabled: boolean) {
  const queryClient = useQueryClient();
  const refetch = () =>
    void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/guest') });
  useSharedChanges(enabled ? '/api/guest/stream' : null, { onChange: refetch, onEnded: refetch });
}
