import type { CommitteeAlert } from '@statehouse/shared/alerts/alerts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export function getCommitteeAlert(committeeId: string, signal?: AbortSignal): Promise<CommitteeAlert> {
  requireParams({ committeeId });
  return api.get<CommitteeAlert>('/api/committee-alerts', { params: { committeeId }, signal });
}

export const committeeAlertQueryOptions = (committeeId: string) =>
  queryOptions({
    queryKey: alertKeys.committeeAlert(committeeId),
    queryFn: ({ signal }) => getCommitteeAlert(committeeId, signal),
  });

/** The signed-in user's alert on a committee (defaults when none). */
export const useCommitteeAlert = (committeeId: string) => useQuery(committeeAlertQueryOptions(committeeId));
