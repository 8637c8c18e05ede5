import type { WebhookDeliveriesQuery } from '@statehouse/shared/alerts/webhooks.schemas';
import { sharedKeys } from '@/lib/api/shared-keys';

/** Query keys of the alerts feature: the first element is always the API path (ADR 006). */
export const alertKeys = {
  billAlert: (billId: string) => ['/api/bill-alerts', { billId }] as const,
  committeeAlert: (committeeId: string) => ['/api/committee-alerts', { committeeId }] as const,
  lobbyistAlert: (lobbyistId: number) => ['/api/lobbyist-alerts', { lobbyistId }] as const,
  channels: sharedKeys.alertChannels,
  webhooks: ['/api/webhooks'] as const,
  deliveries: (webhookId: number, query: WebhookDeliveriesQuery) =>
    [`/api/webhooks/${webhookId}/deliveries`, query] as const,
  allDeliveries: (webhookId: number) => [`/api/webhooks/${webhookId}/deliveries`] as const,
};
