import type { BulkBillAlertsReply, BulkBillAlertsRequest } from '@statehouse/shared/alerts/alerts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const saveBillAlertsBulk = (body: BulkBillAlertsRequest) =>
  api.post<BulkBillAlertsReply>('/api/bill-alerts/bulk', body);

/** Changes the caller's alerts on many bills; each saved bill's cached alert is replaced by the reply's. */
export function useSaveBillAlertsBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillAlertsBulk,
    onSuccess: (reply) => {
      for (const result of reply.results) {
        if (result.alert) queryClient.setQueryData(alertKeys.billAlert(result.billId), result.alert);
      }
    },
  });
}
