import type { WebhooksReply } from '@statehouse/shared/alerts/webhooks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const getWebhooks = (signal?: AbortSignal) => api.get<WebhooksReply>('/api/webhooks', { signal });

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.webhooks, queryFn: ({ signal }) => getWebhooks(signal) });

/** The account's webhooks (admins). */
export const useWebhooks = () => useQuery(webhooksQueryOptions());
