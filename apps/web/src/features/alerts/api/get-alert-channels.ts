import type { AlertChannelsReply } from '@statehouse/shared/alerts/alerts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const getAlertChannels = (signal?: AbortSignal) =>
  api.get<AlertChannelsReply>('/api/alerts/channels', { signal });

export const alertChannelsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.channels, queryFn: ({ signal }) => getAlertChannels(signal) });

/** Which channels work on this server and for the user, with the reason when one is off. */
export const useAlertChannels = () => useQuery(alertChannelsQueryOptions());
