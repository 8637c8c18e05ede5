import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autotrackKeys } from './autotrack-keys';

/** POST /api/autotracked-bills/start?type: queues the matcher over the followed states. */
export function startAutoTracking(type: 'full' | 'changed' = 'full'): Promise<{ queued: string[] }> {
  return api.post('/api/autotracked-bills/start', undefined, { params: { type } });
}

export function useStartAutoTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAutoTracking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autotrackKeys.status }),
  });
}
