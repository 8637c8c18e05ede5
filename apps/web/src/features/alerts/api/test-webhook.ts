import type { TestWebhookReply } from '@statehouse/shared/alerts/webhooks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const testWebhook = (id: number) => api.post<TestWebhookReply>(`/api/webhooks/${id}/test`);

/** Queues a test event; the webhook's list row and delivery log then show it. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: (_reply, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.webhooks }),
        queryClient.invalidateQueries({ queryKey: alertKeys.allDeliveries(id) }),
      ]),
  });
}
