import type { BillPositionsReply } from '@statehouse/shared/positions/positions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { positionKeys } from './position-keys';

/** The account's positions on a bill with every change (the card shows both; the history is short). */
export function getBillPositions(billId: string, signal?: AbortSignal): Promise<BillPositionsReply> {
  requireParams({ billId });
  return api.get<BillPositionsReply>('/api/bill-positions', { params: { billId, includeHistory: true }, signal });
}

export const billPositionsQueryOptions = (billId: string) =>
  queryOptions({ queryKey: positionKeys.ofBill(billId), queryFn: ({ signal }) => getBillPositions(billId, signal) });

export const useBillPositions = (billId: string) => useQuery(billPositionsQueryOptions(billId));
