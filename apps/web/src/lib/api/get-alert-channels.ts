import type { AlertChannelsReply } from '@statehouse/shared/alerts/alerts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

export const getAlertChannels = (signal?: AbortSignal) =>
  api.get<AlertChannelsReply>('/api/alerts/channels', { signal });

export const alertChannelsQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.alertChannels, queryFn: ({ signal }) => getAlertChannels(signal) });

/** Which channels work on this server and for the user, with the reason when one is off (alerts, reports). */
export const useAlertChannels = () => useQuery(alertChannelsQueryOptions());
