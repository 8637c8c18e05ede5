import type { WebhookDeliveriesQuery, WebhookDeliveriesReply } from '@statehouse/shared/alerts/webhooks.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const getWebhookDeliveries = (id: number, query: WebhookDeliveriesQuery, signal?: AbortSignal) =>
  api.get<WebhookDeliveriesReply>(`/api/webhooks/${id}/deliveries`, {
    params: { page: query.page, pageSize: query.pageSize },
    signal,
  });

export const webhookDeliveriesQueryOptions = (id: number, query: WebhookDeliveriesQuery) =>
  queryOptions({
    queryKey: alertKeys.deliveries(id, query),
    queryFn: ({ signal }) => getWebhookDeliveries(id, query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of a webhook's delivery log. */
export const useWebhookDeliveries = (id: number, query: WebhookDeliveriesQuery) =>
  useQuery(webhookDeliveriesQueryOptions(id, query));
