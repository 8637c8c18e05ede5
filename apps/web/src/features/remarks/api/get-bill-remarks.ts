import { type BillRemarksReply, type RemarkKind, remarkKindPaths } from '@statehouse/shared/remarks/remarks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { remarkKeys } from './remark-keys';

/** One bill's remarks of one kind that the caller may read, newest first. */
export function getBillRemarks(kind: RemarkKind, billId: string, signal?: AbortSignal): Promise<BillRemarksReply> {
  requireParams({ billId });
  return api.get<BillRemarksReply>(remarkKindPaths[kind], { params: { billId }, signal });
}

export const billRemarksQueryOptions = (kind: RemarkKind, billId: string) =>
  queryOptions({
    queryKey: remarkKeys.ofBill(kind, billId),
    queryFn: ({ signal }) => getBillRemarks(kind, billId, signal),
  });

export const useBillRemarks = (kind: RemarkKind, billId: string) => useQuery(billRemarksQueryOptions(kind, billId));
