import type { AutoTrackedBillDetail } from '@statehouse/shared/autotrack/autotrack.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { autotrackKeys } from './autotrack-keys';

/** GET /api/autotracked-bills/{billId}: the bill's match explained, and the auto tags it carries. */
export function getAutoTrackedBill(billId: string, signal?: AbortSignal): Promise<AutoTrackedBillDetail> {
  requireParams({ billId });
  return api.get<AutoTrackedBillDetail>(`/api/autotracked-bills/${encodeURIComponent(billId)}`, { signal });
}

export const autoTrackedBillQueryOptions = (billId: string) =>
  queryOptions({ queryKey: autotrackKeys.bill(billId), queryFn: ({ signal }) => getAutoTrackedBill(billId, signal) });

export const useAutoTrackedBill = (billId: string) => useQuery(autoTrackedBillQueryOptions(billId));
