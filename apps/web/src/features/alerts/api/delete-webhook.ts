import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const deleteWebhook = (id: number) => api.delete<{ deleted: true }>(`/api/webhooks/${id}`);

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.webhooks }),
  });
}
