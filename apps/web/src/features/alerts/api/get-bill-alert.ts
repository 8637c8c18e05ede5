import type { BillAlert } from '@statehouse/shared/alerts/alerts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { alertKeys } from './alert-keys';

export function getBillAlert(billId: string, signal?: AbortSignal): Promise<BillAlert> {
  requireParams({ billId });
  return api.get<BillAlert>('/api/bill-alerts', { params: { billId }, signal });
}

export const billAlertQueryOptions = (billId: string) =>
  queryOptions({ queryKey: alertKeys.billAlert(billId), queryFn: ({ signal }) => getBillAlert(billId, signal) });

/** The signed-in user's alert on a bill (defaults when none); fetched only when `enabled` (the dialog is open). */
export const useBillAlert = (billId: string, enabled = true) => useQuery({ ...billAlertQueryOptions(billId), enabled });
