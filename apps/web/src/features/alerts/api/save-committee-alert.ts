import type { CommitteeAlert, SaveCommitteeAlertRequest } from '@statehouse/shared/alerts/alerts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const saveCommitteeAlert = (body: SaveCommitteeAlertRequest) =>
  api.post<CommitteeAlert>('/api/committee-alerts', body);

export function useSaveCommitteeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommitteeAlert,
    onSuccess: (alert) => queryClient.setQueryData(alertKeys.committeeAlert(alert.committeeId), alert),
  });
}
