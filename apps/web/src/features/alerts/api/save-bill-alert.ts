import type { BillAlert, SaveBillAlertRequest } from '@statehouse/shared/alerts/alerts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export const saveBillAlert = (body: SaveBillAlertRequest) => api.post<BillAlert>('/api/bill-alerts', body);

/** Saves the alert and puts the reply in the cache, so the bell shows the new state at once. */
export function useSaveBillAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillAlert,
    onSuccess: (alert) => queryClient.setQueryData(alertKeys.billAlert(alert.billId), alert),
  });
}
