import type { CreateWebhookRequest, WebhookWithSecret } from '@statehouse/shared/alerts/webhooks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const createWebhook = (body: CreateWebhookRequest) => api.post<WebhookWithSecret>('/api/webhooks', body);

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.webhooks }),
  });
}
