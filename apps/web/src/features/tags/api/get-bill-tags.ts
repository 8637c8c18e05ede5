import type { BillTagsReply } from '@statehouse/shared/tags/tags.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { tagKeys } from './tag-keys';

export function getBillTags(billId: string, signal?: AbortSignal): Promise<BillTagsReply> {
  requireParams({ billId });
  return api.get<BillTagsReply>(tagKeys.bill(billId)[0], { signal });
}

export const billTagsQueryOptions = (billId: string) =>
  queryOptions({ queryKey: tagKeys.bill(billId), queryFn: ({ signal }) => getBillTags(billId, signal) });

export const useBillTags = (billId: string) => useQuery(billTagsQueryOptions(billId));
