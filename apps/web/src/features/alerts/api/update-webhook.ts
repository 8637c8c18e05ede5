import type { UpdateWebhookRequest, Webhook } from '@statehouse/shared/alerts/webhooks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const updateWebhook = ({ id, ...body }: UpdateWebhookRequest & { id: number }) =>
  api.patch<Webhook>(`/api/webhooks/${id}`, body);

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.webhooks }),
  });
}
