import type { WebhookWithSecret } from '@statehouse/shared/alerts/webhooks.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rotateWebhookSecret = (id: number) => api.post<WebhookWithSecret>(`/api/webhooks/${id}/rotate-secret`);

export const useRotateWebhookSecret = () => useMutation({ mutationFn: rotateWebhookSecret });
